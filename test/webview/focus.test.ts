// The keyboard's focus after a key or an action, in Chromium with the board inside frames as VS
// Code hosts it: whatever the player did (a hint, undo, redo, the stock, restart, the help, a
// cancelled New Game, the statistics closed) the focus stays on the board, on the pile it was on
// or the one the action points at, and the very next key acts. VS Code focusing the board's panel
// (a hint reveals it; a dialog or quick pick closing gives it back) is played as VS Code does it.

import assert from 'node:assert/strict';
import { FakeHost } from './support/fake-host';
import { BoardPage, useChromium } from './support/harness';
import { statisticsRows } from './support/snapshots';

describe("the keyboard's focus after keys and actions (Chromium, framed as in VS Code)", function () {
  const env = useChromium();
  let board: BoardPage;
  let host: FakeHost;

  beforeEach(async () => {
    board = await env.open({ framed: true, width: 1000, height: 700 });
    host = await FakeHost.start('forty-thieves', { deal: 1, settings: { animations: false } });
    await host.start(board);
  });

  afterEach(async function () {
    const problems = [...board.problems, ...(await board.cspViolations())];
    await board.close();
    if (this.currentTest?.state === 'passed') assert.deepEqual(problems, [], 'console errors or CSP violations');
  });

  const key = async (k: string) => {
    await board.page.keyboard.press(k);
    await board.settle();
  };
  /** The pile that has the DOM focus (null: none has it), and whether the page's focus is on the board at all. */
  const focused = () =>
    board.frame.evaluate(() => ({
      pile: (document.activeElement as HTMLElement | null)?.closest<HTMLElement>('[data-pile]')?.dataset.pile ?? null,
      hasFocus: document.hasFocus(),
    }));
  /** A column whose top card can move onto another column: Enter picks it up there. */
  const movableColumn = (): number => {
    const moves = host.snapshot().legalMoves.filter((m) => /^t\d+>t\d+$/.test(m));
    assert.ok(moves.length > 0, 'a tableau move to play');
    return Number(moves[0].slice(1, moves[0].indexOf('>')));
  };
  /** Tab into the board, then → to column `c`. */
  const focusColumn = async (c: number) => {
    await key('Tab');
    assert.deepEqual(await focused(), { pile: 't1', hasFocus: true }, 'Tab lands on the first column');
    for (let i = 1; i < c; i++) await key('ArrowRight');
    assert.equal((await focused()).pile, `t${c}`);
  };
  /** The very next key acts: Enter picks up the focused column's top card (Escape puts it back). */
  const enterPicksUp = async (pile: string, after: string) => {
    assert.deepEqual(await focused(), { pile, hasFocus: true }, `after ${after}, the focus is on ${pile}`);
    await key('Enter');
    const selected = await board.frame.locator(`[data-pile="${pile}"] > .card.selected`).count();
    assert.equal(selected, 1, `after ${after}, the first Enter did not pick up the card on ${pile}`);
    // Put it back (Escape), and back to its column: picking up moved the focus to where it can go.
    await key('Escape');
    const column = (p: string | null) => Number(p?.slice(1));
    for (let at = column((await focused()).pile); at !== column(pile); at = column((await focused()).pile))
      await key(at < column(pile) ? 'ArrowRight' : 'ArrowLeft');
  };

  it('after H (the hint reveals the board in VS Code), the first Enter picks up the focused card', async () => {
    const c = movableColumn();
    await focusColumn(c);
    host.hintReply = { move: host.snapshot().legalMoves[0], text: 'A hint' };
    await key('h');
    await host.pump(board);
    await board.focusLikeVsCode();
    await enterPicksUp(`t${c}`, 'a hint');
    // Again and again, as in a whole game played with a hint before each move.
    for (let i = 0; i < 3; i++) {
      await key('h');
      await host.pump(board);
      await board.focusLikeVsCode();
      await enterPicksUp(`t${c}`, `hint ${i + 2}`);
    }
  });

  it('after a cancelled New Game (N, then the dialog answered Cancel) the first Enter acts', async () => {
    const c = movableColumn();
    await focusColumn(c);
    await key('n');
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['newGame'],
    );
    // The dialog took the focus; cancelling it gives the focus back to the board's panel.
    await board.focusLikeVsCode();
    await enterPicksUp(`t${c}`, 'a cancelled New Game');
    await key('Shift+N');
    await board.focusLikeVsCode(); // the game picker closed with Escape
    await enterPicksUp(`t${c}`, 'a cancelled game picker');
  });

  it('after closing the Statistics, with Escape or its button, the first Enter acts', async () => {
    const c = movableColumn();
    await focusColumn(c);
    for (const close of ['Escape', 'button']) {
      await board.show({ ...host.snapshot(), statistics: statisticsRows() });
      assert.equal(
        await board.frame.evaluate(() => document.activeElement?.getAttribute('data-action')),
        'close-statistics',
        'the open panel has the focus',
      );
      if (close === 'Escape') await key('Escape');
      else await board.frame.locator('[data-action="close-statistics-footer"]').click();
      assert.equal((await board.actions()).at(-1)?.type, 'closeStatistics');
      await board.show(host.snapshot());
      await enterPicksUp(`t${c}`, `closing the statistics with ${close}`);
    }
  });

  it('after U, R, S, Shift+R and the help (?) the focus stays on its pile and the next key acts', async () => {
    const c = movableColumn();
    await focusColumn(c);
    await key('Enter'); // picks the card up, and the focus goes to where it can go
    await key('Enter');
    await host.pump(board);
    assert.equal(host.snapshot().moveCount, 1, 'a move was played');
    const pile = (await focused()).pile!;
    for (const k of ['u', 'r', 's', 'Shift+R']) {
      await key(k);
      await host.pump(board);
      assert.deepEqual(await focused(), { pile, hasFocus: true }, `after ${k}`);
      await key('ArrowRight');
      assert.notEqual((await focused()).pile, pile, `after ${k}, the next key (→) did not move the focus`);
      await key('ArrowLeft');
    }
    await key('?');
    assert.equal(await board.frame.locator('.panel.help').count(), 1, 'the help opened');
    await key('Escape');
    assert.deepEqual(await focused(), { pile, hasFocus: true }, 'after the help closed');
  });
});
