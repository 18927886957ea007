// Review Game in plain Node: the marks and the losing move from what the game knows, the bisection
// of the positions not known against a solver that answers when told and against the real solver
// (with budgets of positions), what is said when the solver cannot decide, Play on from here, and
// the marks kept through a reload.

import assert from 'node:assert/strict';
import { solve } from '../../../src/engine/index';
import { REVIEW_MAX_SOLVES } from '../../../src/review/game-review';
import type { SolverBackend } from '../../../src/solver/solver-backend';
import { InMemoryMemento, settle } from '../fakes';
import { SolverStub } from '../solver/solver-stub';
import { EngineSolver } from '../solver/engine-solver';
import { reviewOf } from './review-harness';

/** The indicator's best-first search, left out where the real solver's depth-first search answers alone (each is a full search in this thread). */
const undecided: SolverBackend = { solve: async () => ({ result: 'unknown', moves: [] }) };

/** The stub's request for this position (each is asked of both of the indicator's searches). */
const requestFor = (stub: SolverStub, positionOf: (job: { game: never }) => number, position: number) =>
  stub.asked.find((a) => positionOf(a.job as never) === position && !a.signal?.aborted);

describe('Review Game', () => {
  it('opens at once with what the game knows, on the position before the losing move, read only', async () => {
    const t = await reviewOf({ variant: 'lucas', deal: 252 });
    // The indicator said "still winnable" at 48 and "lost" at 49 while the game was played.
    t.controller.learn(t.controller.current, 48, 'winnable');
    t.controller.learn(t.controller.current, 49, 'lost');
    t.review.open();
    const shown = t.shown();
    assert.equal(shown.marks, 'w'.repeat(49) + 'l'.repeat(9));
    assert.equal(shown.losingMove, 49);
    assert.equal(shown.shown, 48, 'the position before the losing move');
    assert.equal(shown.moves.length, 57);
    assert.equal(shown.moves[48], 'Turn the stock');
    assert.match(shown.summary, /^Move 49, Turn the stock: after it the game could not be won\. Looking for what would still have won…$/);
    const snapshot = t.board.snapshot();
    assert.deepEqual(snapshot.legalMoves, [], 'read only');
    assert.equal(snapshot.moveCount, 48);
    assert.equal(snapshot.winnability, 'winnable', "the position shown: the indicator's word agrees with the strip");
    assert.equal(snapshot.status, 'lost', 'the game itself is unchanged');
  });

  it('names the winning alternative once the solver finds a line from before the losing move, and points it out', async () => {
    const depth = new SolverStub();
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [depth, new SolverStub()] });
    t.controller.learn(t.controller.current, 48, 'winnable');
    t.controller.learn(t.controller.current, 49, 'lost');
    t.review.open();
    await settle();
    const asked = requestFor(depth, t.positionOf, 48);
    assert.ok(asked, 'the solver is asked for a line from position 48');
    const game = t.controller.current.gameAt(48);
    const move = game.waste.length ? 'w>t1' : 's>w';
    asked.answer({ result: 'won', moves: [move] });
    await t.review.searched;
    const shown = t.shown();
    assert.ok(shown.summary.endsWith(' instead still wins.'), shown.summary);
    assert.equal(shown.next?.move, move);
    assert.equal(shown.progress, null);
  });

  it('finds the losing move by bisection with a handful of solver calls', async () => {
    const depth = new SolverStub();
    const best = new SolverStub();
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [depth, best] });
    t.review.open();
    assert.equal(t.shown().marks, 'u'.repeat(57) + 'l', 'only the end is known: nothing is left to do there');
    const order: number[] = [];
    // The truth: positions up to 48 win. Each question is answered by the depth-first search.
    for (let round = 0; round < 12; round++) {
      await settle();
      const pending = depth.asked.filter((a) => !a.signal?.aborted && !order.includes(t.positionOf(a.job as never)));
      if (pending.length === 0) break;
      const position = t.positionOf(pending[0].job as never);
      order.push(position);
      assert.equal(t.shown().progress?.asked, order.length);
      pending[0].answer(position <= 48 ? { result: 'won', moves: ['s>w'] } : { result: 'lost', moves: [] });
    }
    await t.review.searched;
    assert.deepEqual(order, [28, 42, 49, 45, 47, 48], 'a bisection of the 57 positions not known');
    assert.ok(order.length <= Math.ceil(Math.log2(57)) + 1);
    assert.equal(t.shown().losingMove, 49);
    assert.equal(t.shown().marks, 'w'.repeat(49) + 'l'.repeat(9));
    assert.equal(best.asked.length, order.length, 'the best-first search was asked each position too');
    assert.ok(
      best.asked.every((a) => a.signal?.aborted),
      'and stopped when the other decided',
    );
  });

  it('during a game, asks about its last position first: if it still wins, every position does', async () => {
    const depth = new SolverStub();
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [depth, new SolverStub()] }, 20);
    assert.equal(t.controller.current.status, 'playing');
    t.review.open();
    await settle();
    assert.deepEqual(
      depth.asked.map((a) => t.positionOf(a.job as never)),
      [20],
    );
    depth.last.answer({ result: 'won', moves: ['s>w'] });
    await t.review.searched;
    assert.equal(t.shown().marks, 'w'.repeat(21));
    assert.equal(t.shown().summary, 'The game is still winnable at every position so far.');
    assert.deepEqual(t.shown().next, { move: 's>w', text: 'Turn the stock' });
  });

  it('shows a won game winnable throughout, asking the solver nothing', async () => {
    const depth = new SolverStub();
    const t = await reviewOf(
      { variant: 'lucas', deal: 1, solvers: [depth, new SolverStub()], settings: { autoMoveToFoundations: 'off' } },
      0,
    );
    const { moves } = solve(t.controller.current.game, { maxStates: 200_000, timeMs: Infinity });
    for (const move of moves) await t.controller.move(move);
    assert.equal(t.controller.current.status, 'won');
    t.review.open();
    await t.review.searched;
    const shown = t.shown();
    assert.equal(shown.marks, 'w'.repeat(moves.length + 1));
    assert.equal(shown.summary, 'The game stayed winnable throughout: it was won.');
    assert.equal(shown.shown, moves.length, 'on the last position');
    assert.equal(shown.next, null, 'nothing is left to play');
    assert.equal(depth.asked.length, 0);
  });

  it('says which moves may have lost the game when the solver cannot decide the positions around it, and stops asking', async () => {
    const depth = new SolverStub();
    const best = new SolverStub();
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [depth, best], dealProven: () => true });
    t.review.open();
    assert.equal(t.shown().marks[0], 'w', "the deal's own proof");
    // Positions up to 29 win and from 32 on are lost; the solver cannot decide 30 and 31.
    for (let round = 0; round < 30 && t.review.isOpen; round++) {
      await settle();
      const pending = [depth, best].flatMap((s) => s.asked.filter((a) => !a.signal?.aborted));
      if (pending.length === 0) break;
      for (const request of pending) {
        const p = t.positionOf(request.job as never);
        request.answer(
          p <= 29 ? { result: 'won', moves: ['s>w'] } : p >= 32 ? { result: 'lost', moves: [] } : { result: 'unknown', moves: [] },
        );
      }
    }
    await t.review.searched;
    const shown = t.shown();
    assert.equal(shown.marks, 'w'.repeat(30) + 'uu' + 'l'.repeat(26));
    assert.equal(shown.losingMove, null);
    assert.equal(shown.summary, 'Not known whether moves 30 to 32 lost the game: the solver could not decide the positions between.');
    assert.equal(shown.shown, 57, 'no losing move known: the review shows the last position');
    assert.ok(depth.asked.length <= REVIEW_MAX_SOLVES);
  });

  it('against the real solver (a budget of positions): finds the losing move of a lost Lucas game past a position it cannot decide', async function () {
    this.timeout(90_000); // about 250,000 positions searched in this thread: seconds on a loaded machine, never a wait on a clock
    const depth = new EngineSolver(50_000);
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [depth, undecided] });
    t.review.open();
    await t.review.searched;
    const shown = t.shown();
    assert.equal(shown.losingMove, 49);
    assert.equal(shown.marks, 'w'.repeat(49) + 'l'.repeat(9));
    assert.equal(shown.shown, 48);
    assert.match(shown.summary, /^Move 49, Turn the stock: after it the game could not be won\. .+ instead still wins\.$/);
    assert.ok(shown.next, 'the winning alternative is pointed out');
    // A bisection's handful of questions, the position it cannot decide at this budget among them.
    const asked = depth.asked.map((job) => t.positionOf(job));
    assert.ok(asked.length <= 8, `${asked.length} solver calls: ${asked}`);
    assert.ok(asked.includes(28), 'position 28 is not decided within 50,000 positions');
  });

  it('against the real solver with a small budget: says honestly which moves may have lost it', async () => {
    const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [new EngineSolver(2_000), undecided] });
    t.review.open();
    await t.review.searched;
    const shown = t.shown();
    assert.equal(shown.losingMove, null);
    assert.match(
      shown.summary,
      /^Not known whether moves (\d+) to (\d+) lost the game: the solver could not decide the positions between\.$/,
    );
    const [, from, to] = /moves (\d+) to (\d+)/.exec(shown.summary)!.map(Number);
    assert.ok(from <= 49 && 49 <= to, `the losing move 49 is among moves ${from} to ${to}`);
    assert.equal(shown.marks.indexOf('u'), from, 'the marks say the same');
    assert.equal(shown.marks.indexOf('l'), to);
  });

  it('shows any position on the board, with the next move of a winning line, and closes back to the game as it was', async () => {
    const t = await reviewOf({ variant: 'lucas', deal: 252 });
    t.controller.learn(t.controller.current, 48, 'winnable');
    const before = t.board.snapshot();
    t.review.open();
    t.review.show(10);
    const snapshot = t.board.snapshot();
    assert.equal(snapshot.review?.shown, 10);
    assert.equal(snapshot.stockCount, before.stockCount + 47);
    assert.deepEqual(snapshot.review?.next, { move: 's>w', text: 'Turn the stock' }, "the game's own next move still wins");
    assert.throws(() => t.review.show(58), /The review has no position 58: its positions go from 0 \(the deal\) to 57/);
    t.review.close();
    assert.deepEqual({ ...t.board.snapshot(), elapsedMs: 0 }, { ...before, elapsedMs: 0 });
  });

  it('plays on from the position shown: the game goes back to it as undo would, the same game, and the review closes', async () => {
    const t = await reviewOf({ variant: 'lucas', deal: 252 });
    t.controller.learn(t.controller.current, 48, 'winnable');
    t.controller.learn(t.controller.current, 49, 'lost');
    const played = () => t.controller.statistics.rows().find((r) => r.variant === 'lucas')?.played;
    const before = { played: played(), id: t.controller.current };
    t.review.open();
    await t.review.playOn();
    assert.equal(t.review.isOpen, false);
    const snapshot = t.board.snapshot();
    assert.equal(snapshot.review, null);
    assert.equal(snapshot.moveCount, 48);
    assert.equal(snapshot.status, 'playing');
    assert.equal(snapshot.canRedo, true, 'the moves after it can be redone');
    assert.equal(played(), before.played, 'the same game: nothing more counts as played');
    assert.equal(t.controller.current, before.id, 'the same game session, as after an undo');
  });

  it('closes when the game changes under it (an undo, a new game)', async () => {
    const t = await reviewOf({ variant: 'lucas', deal: 252 });
    t.review.open();
    await t.controller.undo();
    assert.equal(t.review.isOpen, false);
    assert.equal(t.board.snapshot().review, null);
  });

  it('keeps its marks through a reload: reopened, it asks the solver nothing', async () => {
    const workspace = new InMemoryMemento();
    const first = await reviewOf({ variant: 'lucas', deal: 252, workspace });
    // What the indicator or a first review found, saved with the game.
    first.controller.learn(first.controller.current, 48, 'winnable');
    first.controller.learn(first.controller.current, 49, 'lost');
    first.review.open();
    await settle();
    const depth = new SolverStub();
    const again = await reviewOf({ variant: 'lucas', deal: 252, workspace, solvers: [depth, new SolverStub()] }, 0);
    again.review.open();
    assert.equal(again.shown().losingMove, 49);
    assert.equal(again.shown().marks, first.shown().marks);
    await settle();
    // Only the winning alternative's line (not saved with the game) is looked for again.
    assert.deepEqual(
      depth.asked.map((a) => again.positionOf(a.job as never)),
      [48],
    );
  });
});
