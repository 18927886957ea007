// The board draws a move before the host answers (issue 35), in Chromium: a click, a key or a
// drop that makes a legal move shows the card at its destination while the host has not answered
// yet (the fake host answers only when the test pumps it); the host's answer then confirms the
// guess, or replaces it with the host's position; a refusal puts the host's position back and says
// why. Undo and redo go back to positions the board saw. Nothing here is timed.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { autoMove, grabAt } from '../../webview/model/moves';
import { BoardPage, useBoardPage } from './support/harness';
import { FakeHost } from './support/fake-host';

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
  s.tableau.forEach((col, i) => (out[`t${i + 1}`] = col));
  return out;
}

/** A column top that one click moves to another column (no foundation: no automatic moves after it). */
function columnMove(s: Snapshot): { pile: string; card: string; move: string; to: string } | null {
  for (let c = 0; c < s.tableau.length; c++) {
    const col = s.tableau[c];
    const grab = col.length ? grabAt(s, `t${c + 1}`, col.length - 1) : null;
    const move = grab ? autoMove(s, grab) : null;
    if (move && /^t\d+>t\d+$/.test(move)) return { pile: `t${c + 1}`, card: col[col.length - 1], move, to: move.split('>')[1] };
  }
  return null;
}

/** A Forty Thieves deal whose first position has such a move, its host started on the board. */
async function dealWithColumnMove(board: BoardPage, autoMoves: 'off' | 'safe' = 'off') {
  for (let deal = 1; deal < 60; deal++) {
    const host = await FakeHost.start('forty-thieves', { deal, autoMoves, settings: STILL });
    const found = columnMove(host.snapshot());
    if (!found) continue;
    await host.start(board);
    return { host, ...found };
  }
  throw new Error('no deal with a one-click column move');
}

describe('one frame: the board draws a move before the host answers (Chromium)', () => {
  const env = useBoardPage();

  it('draws a clicked move at once, and keeps it when the host answers the same', async () => {
    const { board } = env;
    const { host, pile, card, move, to } = await dealWithColumnMove(board);
    const before = host.snapshot();
    await board.page.click(board.topCard(pile));
    await board.settle();
    // The host has not answered yet (it answers when pumped).
    assert.deepEqual(await board.moves(), [move]);
    const guessed = await drawnPiles(board);
    assert.equal(guessed[to].at(-1), card, `the ${card} is drawn on ${to} before the answer`);
    assert.deepEqual(guessed[pile], before.tableau[Number(pile.slice(1)) - 1].slice(0, -1), `and is gone from ${pile}`);
    assert.equal(await board.page.locator('.moves').innerText(), '1', 'the move counter counts it');
    await host.pump(board);
    assert.deepEqual(await drawnPiles(board), piles(host.snapshot()), "the host's answer shows the same position");
  });

  it('draws a move made with the keyboard at once', async () => {
    const { board } = env;
    const { pile, card, to } = await dealWithColumnMove(board);
    await board.page.focus(`[data-pile="${pile}"]`);
    await board.page.keyboard.press('Enter');
    await board.settle();
    const shown = await drawnPiles(board);
    // Enter picks up a card with several destinations: then a second Enter on the target puts it down.
    if (shown[to].at(-1) !== card) {
      await board.page.focus(`[data-pile="${to}"]`);
      await board.page.keyboard.press('Enter');
      await board.settle();
    }
    assert.equal((await drawnPiles(board))[to].at(-1), card);
  });

  it('puts the host position back, with its message, when the host refuses the move', async () => {
    const { board } = env;
    const { host, pile, card, to } = await dealWithColumnMove(board);
    const before = host.snapshot();
    await board.page.click(board.topCard(pile));
    await board.settle();
    assert.equal((await drawnPiles(board))[to].at(-1), card, 'drawn before the answer');
    // A host that says no (the game did not change).
    await board.send({ type: 'error', message: 'The host did not take that move' });
    assert.deepEqual(await drawnPiles(board), piles(before), "the host's position again");
    assert.match(await board.page.locator('.toast').innerText(), /The host did not take that move/);
    assert.equal(await board.page.locator('.moves').innerText(), '0');
    // The board plays on: the same click moves the card again.
    await board.page.click(board.topCard(pile));
    await board.settle();
    assert.equal((await drawnPiles(board))[to].at(-1), card);
  });

  it("shows the host's position when it differs from the board's guess", async () => {
    const { board } = env;
    const { host, pile, move } = await dealWithColumnMove(board);
    await board.page.click(board.topCard(pile));
    await board.settle();
    // The host played something else than the board drew (another legal move).
    await board.clearPosted();
    const other = host.snapshot().legalMoves.find((m) => m !== move && !m.startsWith('s'))!;
    assert.ok(other, 'another legal move');
    const answer = await host.handle({ type: 'move', move: other });
    assert.equal(answer?.type, 'state');
    await board.send(answer!);
    assert.deepEqual(await drawnPiles(board), piles(host.snapshot()), "the host's position, not the guess");
    assert.equal(await board.page.locator('.toast-error').count(), 0, 'and nothing said about it');
  });

  it('flies the automatic moves home the host adds after the guessed move', async () => {
    const { board } = env;
    // A card to a foundation whose next card is on top of another column: the host sends it home after.
    for (let deal = 1; deal < 200; deal++) {
      const host = await FakeHost.start('forty-thieves', { deal, autoMoves: 'safe', settings: STILL });
      const s = host.snapshot();
      const home = s.legalMoves.find((m) => /^t\d+>f$/.test(m));
      if (!home) continue;
      const answer = await (
        await FakeHost.start('forty-thieves', { deal, autoMoves: 'safe', settings: STILL })
      ).handle({ type: 'move', move: home });
      if (answer?.type !== 'state' || answer.snapshot.lastStep.length < 2) continue;
      await host.start(board);
      await board.page.dblclick(board.topCard(home.split('>')[0]));
      await board.settle();
      await host.pump(board);
      assert.deepEqual(await drawnPiles(board), piles(host.snapshot()));
      assert.ok(host.snapshot().lastStep.length >= 2);
      return;
    }
    assert.fail('no deal with an automatic move after a move home');
  });

  it('undoes and redoes at once to the positions the board saw', async () => {
    const { board } = env;
    const { host, pile, card, to } = await dealWithColumnMove(board);
    const start = host.snapshot();
    await board.page.click(board.topCard(pile));
    await host.pump(board);
    const after = host.snapshot();
    await board.page.click('[data-action="undo"]');
    await board.settle();
    assert.deepEqual(await drawnPiles(board), piles(start), 'undone before the answer');
    assert.equal(await board.page.locator('.moves').innerText(), '0');
    await host.pump(board);
    assert.deepEqual(await drawnPiles(board), piles(start));
    await board.page.click('[data-action="redo"]');
    await board.settle();
    assert.deepEqual(await drawnPiles(board), piles(after), 'redone before the answer');
    assert.equal((await drawnPiles(board))[to].at(-1), card);
    await host.pump(board);
    assert.deepEqual(await drawnPiles(board), piles(host.snapshot()));
  });

  it("draws the first snapshot its page came with, before the host's first message", async () => {
    const host = await FakeHost.start('streets', { deal: 3, settings: STILL });
    env.server.firstSnapshot = host.snapshot();
    const board = await env.open();
    try {
      await board.settle();
      // No message from the host yet: the board only said it is ready.
      assert.deepEqual(await board.actions(), []);
      assert.deepEqual(await drawnPiles(board), piles(host.snapshot()));
      assert.equal(await board.page.locator('#first-snapshot').count(), 0, 'read once, then gone from the page');
      // The host's answer to `ready` (the same position) changes nothing.
      await board.show(host.snapshot());
      assert.deepEqual(await drawnPiles(board), piles(host.snapshot()));
      assert.deepEqual(await board.cspViolations(), []);
      assert.deepEqual(board.problems, []);
    } finally {
      env.server.firstSnapshot = undefined;
      await board.close();
    }
  });
});
