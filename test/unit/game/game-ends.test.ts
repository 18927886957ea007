// How a game begins and ends as the player sees it: the automatic moves right after the deal,
// the move counter, a game finished by Solve, and the winnability indicator once it is over.

import assert from 'node:assert/strict';
import { dealGame, legalMoves, position } from '../../../src/engine/index';
import type { Winnability } from '../../../src/protocol';
import { GAME_KEY } from '../../../src/game/saved-game';
import { craftDeck, deadDeck, playHome, winningDeck } from '../engine/helpers';
import { InMemoryMemento, makeController } from '../fakes';
import { pilesOf, stepFrames } from '../../../webview/model/frames';

const acesOnTop = (tableau: string[][]): string[] => tableau.map((col) => col[col.length - 1]).filter((card) => card?.[0] === 'A');

describe('Automatic moves at the deal', () => {
  // Deals a player reported with Aces on top of columns at the deal.
  for (const [variant, deal] of [
    ['limited', 4208687808],
    ['streets', 2609922850],
  ] as const) {
    it(`${variant} deal ${deal}: the Aces on top go home right after the deal, as part of it`, async () => {
      assert.ok(acesOnTop(position(dealGame(variant, { number: deal })).tableau.map((c) => c.map((x) => x.replace('#', '')))).length > 0);
      const h = await makeController();
      await h.controller.newGame(variant, { number: deal });
      const snap = h.board.snapshot();
      assert.deepEqual(acesOnTop(snap.tableau), []);
      assert.ok(snap.cardsHome > 0);
      assert.equal(snap.moveCount, 0, 'no move of the player yet');
      assert.equal(snap.canUndo, false, 'the deal is not undone');
      assert.equal(h.controller.statistics.get(variant).played, 0, 'not played before the first move');
      assert.equal(snap.timerRunning, false);
      // The board is sent the bare deal first, then the opening moves to fly home from it.
      assert.equal(snap.lastAction, 'move');
      assert.ok(snap.lastStep.length > 0 && snap.lastStep.every((m) => m.endsWith('>f')));
      const bare = h.board.takeLeadIn();
      assert.equal(bare?.lastAction, 'deal');
      assert.deepEqual(bare?.lastStep, []);
      assert.equal(bare?.cardsHome, 0);
      assert.deepEqual(
        bare?.tableau.map((c) => c.length),
        position(dealGame(variant, { number: deal })).tableau.map((c) => c.length),
      );
      // What the board's animator does with the two: one flight per card gone home.
      assert.ok(
        snap.lastStepEffects.every((e) => e.auto && e.to[0] === 'f'),
        'automatic moves home',
      );
      assert.deepEqual(bare?.lastStepEffects, []);
      const flights = stepFrames(pilesOf(bare!), pilesOf(snap), snap.lastStepEffects);
      assert.equal(flights?.moves.length, snap.lastStep.length);
      assert.deepEqual(flights?.frames.at(-1), pilesOf(snap));
      assert.equal(h.board.takeLeadIn(), undefined, 'drawn once');
    });
  }

  it('restart and a reload keep them; restart flies them home again; with the setting off they wait', async () => {
    const deck = craftDeck('forty-thieves', { columns: { 1: ['AH'], 4: ['AC'] } });
    const h = await makeController();
    await h.controller.newGame('forty-thieves', { deck });
    assert.deepEqual(h.controller.snapshot().foundations.filter(Boolean), ['AC', 'AH']);
    await h.controller.move('s>w');
    assert.equal(h.controller.snapshot().moveCount, 1);
    await h.controller.undo();
    assert.deepEqual(h.controller.snapshot().foundations.filter(Boolean), ['AC', 'AH'], 'undo stops at the deal');
    assert.equal(h.controller.snapshot().canUndo, false);
    await h.controller.redo();
    await h.controller.restart();
    assert.deepEqual(h.controller.snapshot().foundations.filter(Boolean), ['AC', 'AH']);
    assert.deepEqual(h.controller.snapshot().lastStep, ['t1>f', 't4>f']);
    assert.deepEqual(
      h.controller.snapshot().lastStepEffects.map((e) => [e.from, e.cards, e.auto]),
      [
        ['t1', ['AH'], true],
        ['t4', ['AC'], true],
      ],
    );
    assert.equal(h.controller.takeLeadIn()?.lastAction, 'restart');
    await h.controller.move('s>w');
    assert.equal(h.controller.takeLeadIn(), undefined, 'a move since: nothing left to draw before it');

    const again = await makeController({ workspace: h.workspace, global: h.global });
    assert.deepEqual(again.controller.snapshot().foundations.filter(Boolean), ['AC', 'AH']);
    await again.controller.undo();
    assert.equal(again.controller.snapshot().moveCount, 0, 'undone back to the restart');
    assert.deepEqual(again.controller.snapshot().foundations.filter(Boolean), ['AC', 'AH']);

    const off = await makeController({ settings: { autoMoveToFoundations: 'off' } });
    await off.controller.newGame('forty-thieves', { deck });
    assert.equal(off.controller.snapshot().cardsHome, 0);
    assert.equal(off.controller.snapshot().lastAction, 'deal');
    assert.equal(off.controller.takeLeadIn(), undefined);
  });
});

describe('The move counter', () => {
  it("counts the player's moves: a multi-card shortcut one, automatic moves none", async () => {
    // 'all' clears t6, t7 and t8 to the foundations at the deal; four builds make a run of five
    // on t1, which then goes to t9 as one shortcut of five single moves.
    const deck = craftDeck('forty-thieves', {
      columns: {
        1: ['KD', 'KD', '3H', '9S'],
        2: ['8S'],
        3: ['7S'],
        4: ['6S'],
        5: ['5S'],
        6: ['2C', 'AC', '2D', 'AD'],
        7: ['2H', 'AH', '2S', 'AS'],
        8: ['4D', '3D', '4C', '3C'],
        9: ['TS'],
        10: ['JH'],
      },
    });
    const h = await makeController({ settings: { autoMoveToFoundations: 'all' } });
    await h.controller.newGame('forty-thieves', { deck });
    for (const move of ['t2>t1', 't3>t1', 't4>t1', 't5>t1']) await h.controller.move(move);
    const step = await h.controller.move('t1>t9:5');
    assert.ok(step.filter((m) => !m.endsWith('>f')).length > 5, 'a chain of single moves through the empty columns');
    assert.equal(h.controller.snapshot().moveCount, 5);
  });

  it('counts a won game by the moves the player made, and saved games from before keep a sensible count', async () => {
    const deck = winningDeck('forty-thieves');
    const h = await makeController({ settings: { autoMoveToFoundations: 'all' } });
    await h.controller.newGame('forty-thieves', { deck });
    let moves = 0;
    while (h.controller.snapshot().status === 'playing') {
      const legal = h.controller.snapshot().legalMoves;
      await h.controller.move(legal.find((m) => m.endsWith('>f')) ?? 's>w');
      moves++;
    }
    const saved = h.workspace.get<{ steps: string[][] }>(GAME_KEY)!;
    assert.ok(saved.steps.flat().length > moves, 'automatic moves were played too');
    assert.equal(h.controller.snapshot().status, 'won');
    assert.equal(h.controller.snapshot().moveCount, moves);
    assert.equal(h.controller.statistics.get('forty-thieves').fewestMoves, moves);

    // A game saved by the previous version (format 1: no opening, no solved mark).
    const workspace = new InMemoryMemento();
    await workspace.update(GAME_KEY, {
      version: 1,
      variant: 'forty-thieves',
      deal: { deck },
      steps: saved.steps.slice(0, 3),
      redo: [],
      elapsedMs: 0,
      counted: true,
      resultCounted: false,
    });
    const old = await makeController({ workspace });
    assert.equal(old.controller.snapshot().notice, null);
    assert.equal(old.controller.snapshot().moveCount, 3);
    // The same won game saved in format 1 is still won.
    await workspace.update(GAME_KEY, {
      version: 1,
      variant: 'forty-thieves',
      deal: { deck },
      steps: saved.steps,
      redo: [],
      elapsedMs: 0,
      counted: true,
      resultCounted: true,
    });
    const oldWin = await makeController({ workspace });
    assert.deepEqual([oldWin.controller.snapshot().status, oldWin.controller.snapshot().moveCount], ['won', moves]);
  });
});

describe('A game finished by Solve', () => {
  async function solvedGame() {
    const deck = winningDeck('streets');
    const h = await makeController({ settings: { defaultGame: 'streets', autoMoveToFoundations: 'off' } });
    // One win first, so that the streak it starts is seen to end.
    await h.controller.newGame('streets', { deck });
    for (const move of playHome(h.controller.current.game).moves) await h.controller.move(move);
    assert.equal(h.controller.snapshot().status, 'won');
    await h.controller.newGame('streets', { deck });
    await h.controller.move('s>w');
    await h.controller.playLine(playHome(h.controller.current.game).moves);
    return h;
  }

  it("ends solved, not won: counted as played and not won, the streak ends, and the counter keeps the player's moves", async () => {
    const h = await solvedGame();
    const snap = h.board.snapshot();
    assert.equal(snap.status, 'solved');
    assert.equal(snap.cardsHome, 104);
    assert.deepEqual(snap.legalMoves, []);
    assert.equal(snap.moveCount, 1);
    const stats = h.controller.statistics.get('streets');
    assert.deepEqual([stats.played, stats.won, stats.currentStreak, stats.bestStreak], [2, 1, 0, 1]);
    assert.equal(h.controller.statistics.summary('streets', 'Streets'), 'Streets 1/2');
  });

  it('is still solved after a reload, and a new game over it does not count it again', async () => {
    const h = await solvedGame();
    const again = await makeController({ workspace: h.workspace, global: h.global });
    assert.equal(again.controller.snapshot().status, 'solved');
    assert.equal(again.controller.snapshot().moveCount, 1);
    await again.controller.newGame('streets');
    assert.equal(again.confirmations.length, 0, 'a finished game is not in progress');
    assert.equal(again.controller.statistics.get('streets').played, 2);
  });

  it('saved by the previous version (format 1, no solved mark), it is read as solved', async () => {
    const deck = winningDeck('streets');
    // Solve's line: the stock's cards played by way of the waste, then everything home.
    const [first, , , ...rest] = playHome(dealGame('streets', { deck })).moves;
    const line = ['s>w', 'w>f', 's>w', 'w>f', ...rest];
    const workspace = new InMemoryMemento();
    await workspace.update(GAME_KEY, {
      version: 1,
      variant: 'streets',
      deal: { deck },
      steps: [[first], line],
      redo: [],
      elapsedMs: 0,
      counted: true,
      resultCounted: true,
    });
    const h = await makeController({ workspace });
    assert.equal(h.controller.snapshot().notice, null);
    assert.deepEqual([h.controller.snapshot().status, h.controller.snapshot().moveCount], ['solved', 1]);
    await h.controller.undo();
    await h.controller.redo();
    assert.equal(h.controller.snapshot().status, 'solved');
  });

  it('undoing the demonstration brings the game back; redoing it ends it solved again', async () => {
    const h = await solvedGame();
    await h.controller.undo();
    assert.equal(h.controller.snapshot().status, 'playing');
    await h.controller.redo();
    assert.equal(h.controller.snapshot().status, 'solved');
  });

  it('a restart, a move and undos back to the end Solve played show it solved, never won, also after a reload', async () => {
    const h = await solvedGame();
    const status = () => [h.controller.snapshot().status, h.controller.snapshot().moveCount];
    await h.controller.restart();
    await h.controller.move('s>w');
    await h.controller.undo();
    assert.deepEqual(status(), ['playing', 0], 'back at the restart');
    await h.controller.undo();
    assert.deepEqual(status(), ['solved', 1], 'back at the end Solve played');
    const stats = h.controller.statistics.get('streets');
    assert.deepEqual([stats.played, stats.won, stats.currentStreak], [2, 1, 0], 'no win counted');
    const again = await makeController({ workspace: h.workspace, global: h.global });
    assert.deepEqual([again.controller.snapshot().status, again.controller.snapshot().moveCount], ['solved', 1]);
    await again.controller.redo();
    await again.controller.redo();
    assert.equal(again.controller.snapshot().status, 'playing', 'redone: after the restart and the move');
  });

  it('two demonstrations along one line each keep their mark: undoing back to the first shows it solved', async () => {
    const h = await solvedGame();
    await h.controller.restart();
    await h.controller.move('s>w');
    await h.controller.playLine(playHome(h.controller.current.game).moves);
    assert.equal(h.controller.snapshot().status, 'solved');
    for (let i = 0; i < 3; i++) await h.controller.undo();
    assert.equal(h.controller.snapshot().status, 'solved', 'the first demonstration');
    await h.controller.undo();
    for (const move of playHome(h.controller.current.game).moves) await h.controller.move(move);
    assert.equal(h.controller.snapshot().status, 'won', "moves over the demonstrations took their marks with them: the player's win");
  });
});

describe('The winnability indicator when the game is over', () => {
  async function withIndicator(verdict: Winnability | null, settings = {}) {
    const h = await makeController({ settings: { autoMoveToFoundations: 'off', ...settings } });
    h.indicator.verdict = verdict;
    return h;
  }

  it('says nothing after a win or Solve, and "lost" after a loss; never "checking"', async () => {
    const won = await withIndicator('checking');
    await won.controller.newGame('forty-thieves', { deck: winningDeck('forty-thieves') });
    assert.equal(won.board.snapshot().winnability, 'checking', 'still searching while the game goes on');
    for (const move of playHome(won.controller.current.game).moves) await won.controller.move(move);
    assert.equal(won.controller.snapshot().status, 'won');
    assert.equal(won.board.snapshot().winnability, null);

    const solved = await withIndicator('checking');
    await solved.controller.newGame('forty-thieves', { deck: winningDeck('forty-thieves') });
    await solved.controller.playLine(playHome(solved.controller.current.game).moves);
    assert.equal(solved.controller.snapshot().status, 'solved');
    assert.equal(solved.board.snapshot().winnability, null);

    const lost = await withIndicator('checking');
    await lost.controller.newGame('forty-thieves', { deck: deadDeck('forty-thieves') });
    while (legalMoves(lost.controller.current.game).includes('s>w')) await lost.controller.move('s>w');
    assert.equal(lost.controller.snapshot().status, 'lost');
    assert.equal(lost.board.snapshot().winnability, 'lost');
    await lost.controller.undo();
    assert.equal(lost.board.snapshot().winnability, 'checking', 'back in the game: the solver again');
  });

  it('stays off when the setting turns it off', async () => {
    const h = await withIndicator(null);
    await h.controller.newGame('forty-thieves', { deck: deadDeck('forty-thieves') });
    while (legalMoves(h.controller.current.game).includes('s>w')) await h.controller.move('s>w');
    assert.equal(h.controller.snapshot().status, 'lost');
    assert.equal(h.board.snapshot().winnability, null);
  });
});
