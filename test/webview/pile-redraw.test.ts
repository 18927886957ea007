// A snapshot redraws only the piles that changed (issue 35: every snapshot within a frame), in
// Chromium: what the board draws after each of a game's snapshots is the snapshot's position, the
// piles a move did not touch are left as they were (not one change in them), and what marks a
// pile without changing its cards (the selection, its targets, the keyboard's focus, the stock's
// redeals, the panel's size) still shows. Nothing here is timed.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import * as engine from '../../src/engine';
import { BoardPage, useBoardPage } from './support/harness';
import { HostGame } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

/** Every pile as drawn: the cards' codes ("#" face down), bottom first (the waste: its fan). */
const drawnPiles = (board: BoardPage) =>
  board.page.evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const pile of document.querySelectorAll<HTMLElement>('[data-pile]')) {
      out[pile.dataset.pile!] = [...pile.querySelectorAll<HTMLElement>(':scope > .card')].map((el) => el.dataset.card ?? '#');
    }
    return out;
  });

/** The same of a snapshot (the stock is one back when it holds cards). */
function piles(s: Snapshot): Record<string, string[]> {
  const out: Record<string, string[]> = { s: s.stockCount ? ['#'] : [], w: s.waste.slice(-3) };
  s.foundations.forEach((top, i) => (out[`f${i + 1}`] = top ? [top] : []));
  s.tableau.forEach((col, i) => (out[`t${i + 1}`] = col.map((c) => (c[0] === '?' ? '#' : c))));
  return out;
}

/** Starts recording the DOM's changes inside each pile; `changedPiles` reads and clears them. */
const watchPiles = (board: BoardPage) =>
  board.page.evaluate(() => {
    const w = window as any;
    w.__changed = new Set<string>();
    w.__observer?.disconnect();
    w.__observer = new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        const pile = el?.closest<HTMLElement>('[data-pile]')?.dataset.pile;
        if (pile) w.__changed.add(pile);
      }
    });
    w.__observer.observe(document.querySelector('.table')!, { subtree: true, childList: true, attributes: true, characterData: true });
  });
const changedPiles = (board: BoardPage): Promise<string[]> =>
  board.page.evaluate(() => {
    const w = window as any;
    const out = [...w.__changed].sort();
    w.__changed.clear();
    return out;
  });

/** The piles a snapshot's step changed (the cards differ). */
function differing(a: Snapshot, b: Snapshot): string[] {
  const pa = piles(a);
  const pb = piles(b);
  const stockLabelChanged = a.stockCount !== b.stockCount || a.redealsLeft !== b.redealsLeft;
  return Object.keys(pb)
    .filter((k) => pa[k].join() !== pb[k].join() || (k === 's' && stockLabelChanged) || (k === 'w' && a.waste.length !== b.waste.length))
    .sort();
}

describe('a snapshot redraws only the piles that changed (Chromium)', () => {
  const env = useBoardPage();

  it('draws each snapshot of a game as the host sent it, and leaves the other piles untouched', async () => {
    const { board } = env;
    const host = await HostGame.start('forty-thieves', { deal: 3, settings: STILL, autoMoves: 'off' });
    let before = host.snapshot();
    await board.show(before);
    await board.page.mouse.move(1, 1); // no hover over a pile
    let moves = 0;
    for (let i = 0; i < 24; i++) {
      const legal = engine.playerMoves(host.game);
      const move = legal.find((m) => m.endsWith('>f')) ?? legal.find((m) => /^t\d+>t\d+$/.test(m)) ?? legal.find((m) => m === 's>w');
      if (!move) break;
      const after = await host.play(move);
      await watchPiles(board);
      await board.show(after);
      assert.deepEqual(await drawnPiles(board), piles(after), `after ${move}`);
      const changed = await changedPiles(board);
      const expected = differing(before, after);
      const stray = changed.filter((p) => !expected.includes(p) && p !== 't1' && p !== 's');
      assert.deepEqual(stray, [], `${move} changed only ${expected.join(', ')} (and the keyboard's focus)`);
      before = after;
      moves++;
    }
    assert.ok(moves >= 10, `played ${moves} moves`);
  });

  it("shows marks that change no card: the selection and its targets, the keyboard's focus, the stock's redeals", async () => {
    const { board } = env;
    const host = await HostGame.start('streets', { deal: 2, settings: STILL });
    const s = host.snapshot();
    await board.show(s);
    // A column's top card picked up, then put back: the same piles, marked then not.
    const from = s.legalMoves.find((m) => /^t\d+>/.test(m) && !m.includes(':'));
    assert.ok(from, 'a column top that can move');
    const c = Number(from.slice(1, from.indexOf('>'))) - 1;
    await board.page.focus(`[data-pile="t${c + 1}"]`);
    await board.page.keyboard.press('Space');
    await board.settle();
    assert.ok((await board.page.locator('.pile.target').count()) > 0, 'its targets are marked');
    assert.ok((await board.page.locator(`[data-pile="t${c + 1}"] > .card.selected`).count()) > 0, 'the card picked up is marked');
    await board.page.keyboard.press('Escape');
    await board.settle();
    assert.equal(await board.page.locator('.card.selected').count(), 0, 'the selection is gone once put back');
    assert.equal(await board.page.locator('.pile.target').count(), 0, 'and its targets');
    // The keyboard's focus moves along the columns: the ring follows.
    await board.page.focus('[data-pile="t2"]');
    await board.page.keyboard.press('ArrowRight');
    await board.settle();
    assert.equal(await board.page.locator('.pile.kb-focus').getAttribute('data-pile'), 't3');
    // The same cards with another count of redeals: the stock says the new count.
    await board.show({ ...s, redealsLeft: s.redealsLeft + 1 });
    assert.equal((await board.page.locator('[data-pile="s"] .redeals').innerText()).trim(), String(s.redealsLeft + 1));
  });

  it('lays the columns out again when the panel changes size, with the same cards', async () => {
    const { board } = env;
    const host = await HostGame.start('forty-thieves', { deal: 4, settings: STILL });
    await board.show(host.snapshot());
    const width = () =>
      board.page
        .locator('[data-pile="t1"] > .card')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
    const wide = await width();
    await board.page.setViewportSize({ width: 560, height: 700 });
    await board.settle();
    const narrow = await width();
    assert.ok(narrow < wide - 4, `the cards narrow with the panel (${wide} px → ${narrow} px)`);
    const fan = await board.page.locator('[data-pile="t1"]').evaluate((el) => getComputedStyle(el).getPropertyValue('--fan-down'));
    assert.ok(parseFloat(fan) > 0, `the column's fan is measured again (${fan})`);
  });
});
