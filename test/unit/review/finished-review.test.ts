// The review of a finished game of the history (its moves kept by FinishedGames): the same review
// as at the end of a game, of that game (its title, its moves), read only and never played on;
// what the solver finds is kept with it; Review Game right after New Game reviews the game left.

import assert from 'node:assert/strict';
import { settle } from '../fakes';
import { SolverStub } from '../solver/solver-stub';
import { reviewOf } from './review-harness';

/** Lucas deal 252 lost (57 turns of the stock), then New Game: a Streets deal with no move yet. */
async function abandoned(solvers?: [SolverStub, SolverStub]) {
  const t = await reviewOf({ variant: 'lucas', deal: 252, solvers });
  const id = t.controller.currentId;
  const line = t.controller.current.line;
  await t.controller.newGame('streets');
  await t.finished.written;
  return { ...t, id, line };
}

describe('Review of a finished game', () => {
  it('a history row offers it, and it shows that game read only: its title, moves and marks, not the game being played', async () => {
    const t = await abandoned();
    t.controller.setStatisticsOpen(true);
    const row = t.board.snapshot().playRecord?.history.find((e) => e.id === t.id);
    assert.deepEqual([row?.result, row?.review], ['lost', true]);
    t.review.open(t.id);
    const s = t.board.snapshot();
    assert.equal(s.statistics, null, 'opened from the statistics: they close, the review is seen');
    assert.deepEqual([s.variant, s.variantName, s.dealNumber, s.status, s.dailyDeal], ['lucas', 'Lucas', 252, 'lost', null]);
    assert.equal(s.review?.finished, 'lost');
    assert.equal(s.review?.marks.length, t.line.length + 1);
    assert.equal(s.review?.moves[0], 'Turn the stock');
    assert.deepEqual([s.legalMoves, s.canUndo, s.canRedo, s.timerRunning], [[], false, false, false]);
    assert.equal(t.controller.current.variant, 'streets', 'the game being played is unchanged');
    await assert.rejects(t.review.playOn(), /finished game of your history: it cannot be played on/);
    assert.equal(t.review.isOpen, true);
    t.review.close();
    assert.deepEqual([t.board.snapshot().variant, t.board.snapshot().review], ['streets', null]);
  });

  it('finds the losing move by the same bisection, and keeps it with the finished game: the next review asks nothing of it', async () => {
    const depth = new SolverStub();
    const t = await abandoned([depth, new SolverStub()]);
    t.review.open(t.id);
    const answered = new Set<number>();
    for (let round = 0; round < 12; round++) {
      await settle();
      const pending = depth.asked.filter((a) => !a.signal?.aborted && !answered.has(t.positionOf(a.job as never)));
      if (!pending.length) break;
      const position = t.positionOf(pending[0].job as never);
      answered.add(position);
      pending[0].answer(position <= 48 ? { result: 'won', moves: ['s>w'] } : { result: 'lost', moves: [] });
    }
    await t.review.searched;
    assert.equal(t.board.snapshot().review?.losingMove, 49);
    await t.finished.written;
    const kept = t.finished.kept().find((k) => k.id === t.id);
    assert.deepEqual(kept?.game.verdicts, { winnableTo: 48, lostFrom: 49 });
    t.review.close();
    const asked = depth.asked.length;
    t.review.open(t.id);
    assert.equal(t.board.snapshot().review?.losingMove, 49, 'known at once');
    await settle();
    assert.ok(depth.asked.length - asked <= 1, 'at most the winning alternative is looked for again');
  });

  it('closes when the game being played changes, as the review of the game does', async () => {
    const t = await abandoned();
    t.review.open(t.id);
    await t.controller.move('s>w');
    assert.equal(t.review.isOpen, false);
    assert.equal(t.board.snapshot().variant, 'streets');
  });

  it('Review Game on a deal not played yet reviews the game finished last; after a move, the game being played', async () => {
    const t = await abandoned();
    t.review.open();
    assert.deepEqual([t.board.snapshot().variant, t.board.snapshot().review?.finished], ['lucas', 'lost']);
    t.review.close();
    await t.controller.move('s>w');
    t.review.open();
    assert.deepEqual([t.board.snapshot().variant, t.board.snapshot().review?.finished], ['streets', undefined]);
    assert.equal(t.board.snapshot().review?.marks.length, 2);
  });

  it('a game whose moves are not kept says so, and nothing changes', async () => {
    const t = await abandoned();
    assert.throws(() => t.review.open('some-other-game'), /not kept on this machine/);
    assert.equal(t.review.isOpen, false);
  });
});
