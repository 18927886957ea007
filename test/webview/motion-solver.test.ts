// Flying cards and the solver on the board, in Chromium: a move flies from its pile to its
// destination (FLIP) and any input finishes it at once; a solver's demonstration plays move by
// move; undo does not animate; the winnability word, Solve, and the hint's way back; the high
// contrast theme's borders and focus.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { dealGame, playAll, solve } from '../../src/engine/index';
import { FakeHost } from './fake-host';
import { BoardPage, useBoardPage } from './harness';
import { snapshotOf } from './snapshots';

const STILL = { showTimer: true, animations: false };

describe('board motion and solver (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  /** Posts a snapshot and looks at the board as soon as it has handled it (before any frame). */
  const showAndLook = (snapshot: Snapshot) =>
    board.page.evaluate(async (s) => {
      window.postMessage({ type: 'state', snapshot: s }, '*');
      await new Promise((r) => setTimeout(r, 0));
      const flying = [...document.querySelectorAll<HTMLElement>('.card.flying')].map((el) => el.dataset.card ?? '#');
      const running = document.getAnimations().filter((a) => a.playState === 'running').length;
      return { flying, running };
    }, snapshot);
  const homeDrawn = () =>
    board.page.locator('[data-pile^="f"] > .card').evaluateAll((els) => els.reduce((n, e) => n + 'A23456789TJQK'.indexOf(e.getAttribute('data-card')![0]) + 1, 0));

  it('a moved card flies from its pile to its place; a key finishes the flight at once', async () => {
    const before = snapshotOf('forty-thieves', { settings: { animations: true } });
    const after = snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: { animations: true } });
    await board.show(before);
    const moved = before.tableau[1].at(-1)!;
    const look = await board.page.evaluate(async (snap) => {
      window.postMessage({ type: 'state', snapshot: snap }, '*');
      await new Promise((r) => setTimeout(r, 0));
      const flying = [...document.querySelectorAll<HTMLElement>('.card.flying')];
      // Where the card is drawn at the start of its flight.
      const a = flying[0]?.getAnimations()[0];
      let start = NaN;
      if (a) {
        a.pause();
        a.currentTime = 0;
        start = flying[0].getBoundingClientRect().left;
        a.play();
      }
      return { flying: flying.map((el) => el.dataset.card), start };
    }, after);
    assert.deepEqual(look.flying, [moved], 'the card is in flight');
    const start = look.start;
    const column2 = await board.page.locator('[data-pile="t2"]').evaluate((el) => el.getBoundingClientRect().left);
    assert.ok(Math.abs(start - column2) < 2, `the flight starts at ${start}, column 2 is at ${column2}`);
    await board.page.keyboard.press('x');
    const after2 = await board.page.evaluate(() => ({
      flying: document.querySelectorAll('.card.flying').length,
      running: document.getAnimations().filter((a) => a.playState === 'running').length,
    }));
    assert.deepEqual(after2, { flying: 0, running: 0 });
    // A click finishes it too, and acts on the new position at once.
    await board.show(before);
    await showAndLook(after);
    await board.page.click('[data-pile="s"]');
    assert.equal(await board.page.locator('.card.flying').count(), 0);
    assert.deepEqual(await board.moves(), ['s>w'], 'the click was not delayed');
  });

  it('undo, redo and a new deal do not animate; animations off and reduced motion do not either', async () => {
    const before = snapshotOf('forty-thieves', { settings: { animations: true } });
    const after = snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: { animations: true } });
    await board.show(after);
    assert.equal((await showAndLook({ ...before, lastAction: 'undo', canRedo: true })).flying.length, 0);
    assert.equal((await showAndLook({ ...after, lastAction: 'redo', lastStep: [] })).flying.length, 0);
    await board.show({ ...before, settings: STILL });
    assert.equal((await showAndLook({ ...after, settings: STILL })).running, 0);
    const reduced = await env.open({ reducedMotion: true });
    try {
      await reduced.show(before);
      await reduced.show(after);
      assert.equal(await reduced.page.evaluate(() => document.getAnimations().length), 0);
    } finally {
      await reduced.close();
    }
  });

  it('plays a Solve demonstration move by move, about 150 ms each, and any input finishes it', async () => {
    const dealt = dealGame('forty-thieves', { number: 4 });
    const line = solve(dealt, { timeMs: 5000 });
    assert.equal(line.result, 'won');
    const host = new FakeHost(playAll(dealt, line.moves.slice(0, line.moves.length - 40)), { deal: 4, autoMode: 'off', settings: { animations: true } });
    await host.start(board);
    const home0 = await homeDrawn();
    await board.page.click('[data-action="solve"]');
    await host.pump(board);
    const step = host.snapshot().lastStep;
    assert.ok(step.length > 12, `a line of ${step.length} moves`);
    await board.wait(450);
    const home1 = await homeDrawn();
    await board.wait(450);
    const home2 = await homeDrawn();
    assert.ok(home1 < 104 && home2 < 104, 'the line plays over time, not at once');
    assert.ok(home1 >= home0 && home2 >= home1, `foundations drawn ${home0} → ${home1} → ${home2}`);
    assert.equal(await board.page.locator('.panel.won').count(), 1, 'the result is there at once');
    assert.match(((await board.page.locator('.announcer').textContent()) ?? '').trim(), new RegExp(`^${step.length} moves played\\. 104 of 104 cards home\\. You won!`));
    await board.page.keyboard.press('x');
    assert.equal(await homeDrawn(), 104, 'a key shows the end at once');
  });

  it('shows the solver\'s verdict quietly, with an accessible name, and says when the game is lost', async () => {
    const base = snapshotOf('streets', { settings: STILL });
    await board.show(base);
    assert.equal(await board.page.locator('.winnability').count(), 0, 'hidden when off');
    const cases: [Snapshot['winnability'], string][] = [
      ['checking', 'checking…'],
      ['winnable', 'still winnable'],
      ['unknown', 'not known yet'],
      ['lost', 'no longer winnable'],
    ];
    for (const [w, words] of cases) {
      await board.show({ ...base, winnability: w });
      const el = board.page.getByRole('note', { name: `Solver: ${words}` });
      assert.equal(await el.count(), 1, w!);
      assert.equal((await el.innerText()).trim(), words);
    }
    await board.show({ ...base, winnability: 'winnable' });
    await board.show({ ...base, winnability: 'lost', lastAction: 'move', lastStep: [] });
    assert.match((await board.page.locator('.announcer').textContent()) ?? '', /The game can no longer be won\./);
    await board.screenshot('winnability-lost-light');
  });

  it('Solve posts solve; a hint that offers the way back shows "Undo N moves", also on B', async () => {
    const s = snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { winnability: 'lost' } });
    await board.show(s);
    await board.page.getByRole('button', { name: 'Solve', exact: true }).click();
    await board.send({ type: 'hint', move: null, text: 'No move wins from here: 3 moves back the game could still be won.', undoSteps: 3 });
    const button = board.page.getByRole('button', { name: 'Undo 3 moves' });
    assert.equal(await button.count(), 1);
    assert.match(((await board.page.locator('.announcer').textContent()) ?? ''), /3 moves back.*Undo 3 moves is offered/);
    await board.screenshot('way-back-light');
    await button.click();
    await board.page.keyboard.press('b');
    assert.deepEqual(await board.actions(), [{ type: 'solve' }, { type: 'undoSteps', count: 3 }, { type: 'undoSteps', count: 3 }]);
    await board.show({ ...s, lastAction: 'undo' });
    assert.equal(await button.count(), 0, 'gone with the next position');
    await board.show({ ...s, status: 'won', legalMoves: [] });
    assert.equal(await board.page.locator('[data-action="solve"]').isDisabled(), true);
  });

  it('high contrast: card borders from contrastBorder, the focus ring from contrastActiveBorder', async () => {
    const hc = await env.open({ theme: 'hc' });
    try {
      await hc.show(snapshotOf('rank-and-file', { settings: STILL }));
      await hc.page.keyboard.press('ArrowRight');
      const look = await hc.page.evaluate(() => {
        const focused = document.querySelector('[data-pile="t2"] > .card.kb-focus')!;
        const card = document.querySelector('.card.face')!;
        return { outline: getComputedStyle(focused).outlineColor, outlineStyle: getComputedStyle(focused).outlineStyle, border: getComputedStyle(card).borderTopColor };
      });
      assert.deepEqual(look, { outline: 'rgb(243, 133, 24)', outlineStyle: 'solid', border: 'rgb(111, 195, 223)' });
      await hc.screenshot('keyboard-focus-hc');
      assert.deepEqual(hc.problems, []);
    } finally {
      await hc.close();
    }
  });
});
