import assert from 'node:assert/strict';
import { dealGame, newRecord, replay, withStep, play, legalMoves } from '../../../src/engine/index';
import { SolveAnswer, SolveJob, SolverBackend, WinnabilityTracker, describeMove, findHint, heuristicMove } from '../../../src/host/hints';
import type { Winnability } from '../../../src/protocol';

/** A solver that answers from a script keyed by how many moves the job has played. */
class ScriptedSolver implements SolverBackend {
  readonly jobs: SolveJob[] = [];
  readonly budgets: number[] = [];
  constructor(private readonly answer: (job: SolveJob) => SolveAnswer) {}
  async solve(job: SolveJob, timeMs: number, signal?: AbortSignal): Promise<SolveAnswer> {
    this.jobs.push(job);
    this.budgets.push(timeMs);
    await new Promise((r) => setTimeout(r, 1));
    if (signal?.aborted) throw new Error('cancelled');
    return this.answer(job);
  }
}

function recordWithSteps(count: number) {
  let record = newRecord('forty-thieves', { number: 3 });
  let game = replay(record);
  for (let i = 0; i < count; i++) {
    record = withStep(record, ['s>w']);
    game = play(game, 's>w');
  }
  return { record, game };
}

describe('hints', () => {
  it('names the first move of a winning line', async () => {
    const { record, game } = recordWithSteps(0);
    const solver = new ScriptedSolver(() => ({ result: 'won', moves: ['s>w', 's>w'] }));
    const hint = await findHint(solver, record, game);
    assert.equal(hint.move, 's>w');
    assert.match(hint.text, /Turn a card from the stock: this leads to a win/);
  });

  it('falls back to the best-looking move, and says no winning line was found yet', async () => {
    const { record, game } = recordWithSteps(0);
    const solver = new ScriptedSolver(() => ({ result: 'unknown', moves: [] }));
    const hint = await findHint(solver, record, game);
    assert.ok(hint.move && legalMoves(game).includes(hint.move));
    assert.match(hint.text, /No winning line found yet/);
    // The player waits at most a second for it (the solver's hint target).
    assert.deepEqual(solver.budgets, [1000]);
  });

  it('on a lost position, finds how many moves back the game still wins', async () => {
    const { record, game } = recordWithSteps(5);
    // Positions after 3 or fewer moves still win; after 4 or 5 they are lost.
    const solver = new ScriptedSolver((job) => (job.moves.length <= 3 ? { result: 'won', moves: ['s>w'] } : { result: 'lost', moves: [] }));
    const hint = await findHint(solver, record, game);
    assert.equal(hint.move, null);
    assert.equal(hint.undoSteps, 2);
    assert.match(hint.text, /can no longer be won\. Undoing 2 moves/);
  });

  describe('the way back from a lost position', () => {
    /** Lost now; the solver settles nothing else, and each try costs a second of a fake clock. */
    const setUp = (known: (moves: number) => Winnability) => {
      const { record, game } = recordWithSteps(30);
      let clock = 0;
      const solver = new ScriptedSolver((job) => {
        clock += 1000;
        return job.moves.length === 30 ? { result: 'lost', moves: [] } : { result: 'unknown', moves: [] };
      });
      const messages: string[] = [];
      const helpers = { known: (job: SolveJob) => known(job.moves.length), progress: (text: string) => messages.push(text), now: () => clock };
      return { record, game, solver, messages, helpers };
    };

    it('says at once that the position is lost, then answers from a verdict known already', async () => {
      // The indicator found the game winnable after 10 moves (and nothing later).
      const { record, game, solver, messages, helpers } = setUp((moves) => (moves === 10 ? 'winnable' : 'unknown'));
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.deepEqual(messages, ['This position can no longer be won. Looking for the last position that still wins…']);
      assert.equal(hint.undoSteps, 20);
      // A few of the more recent positions are tried first, for about five seconds in all.
      assert.ok(solver.jobs.length <= 1 + 5, `${solver.jobs.length} solver calls`);
      assert.ok(solver.jobs.slice(1).every((job) => job.moves.length > 10 && job.moves.length < 30));
    });

    it('never asks the solver about a position after one known lost', async () => {
      const { record, game, solver, helpers } = setUp((moves) => (moves >= 27 ? 'lost' : moves === 25 ? 'winnable' : 'unknown'));
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.deepEqual(solver.jobs.slice(1).map((job) => job.moves.length), [26]);
      assert.equal(hint.undoSteps, 5);
    });

    it('gives up after about five seconds when nothing earlier is known to win', async () => {
      const { record, game, solver, helpers } = setUp(() => 'unknown');
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.equal(hint.undoSteps, undefined);
      assert.match(hint.text, /no earlier position that wins was found/);
      assert.equal(solver.jobs.length, 1 + 5);
    });
  });

  it('prefers a foundation move, and never suggests moving a whole column to an empty one', () => {
    const ascending: string[] = [];
    for (const r of 'A23456789TJQK') for (const suit of 'CDHS') ascending.push(r + suit, r + suit);
    // Column tops are Aces (the fourth row), so a foundation move is the best-looking one.
    const rest = ascending.slice(10);
    const deck = [...rest.slice(0, 30), ...ascending.slice(0, 10), ...rest.slice(30)];
    const game = dealGame('forty-thieves', { deck });
    const move = heuristicMove(game);
    assert.ok(move?.endsWith('>f'), `expected a foundation move, got ${move}`);
  });

  it('describes moves in words', () => {
    const game = dealGame('streets', { number: 1 });
    const move = legalMoves(game).find((m) => m.startsWith('t'))!;
    assert.match(describeMove(game, move), /^Move the \w+ of \w+ from column \d+ to column \d+$/);
    assert.equal(describeMove(dealGame('little-forty', { number: 1 }), 's>w'), 'Turn cards from the stock');
  });
});

describe('WinnabilityTracker', () => {
  it('checks each new position in the background and remembers the answer', async () => {
    let changes = 0;
    const solver = new ScriptedSolver((job) => (job.moves.length === 0 ? { result: 'won', moves: [] } : { result: 'lost', moves: [] }));
    const tracker = new WinnabilityTracker(solver, () => changes++);
    const start: SolveJob = { variant: 'maria', deal: { number: 1 }, moves: [] };
    tracker.check(start);
    assert.equal(tracker.get(start), 'checking');
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(tracker.get(start), 'winnable');
    assert.equal(changes, 1);
    const later = { ...start, moves: ['s>w'] };
    tracker.check(later);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(tracker.get(later), 'lost');
    tracker.check(start); // known: answered without asking the solver again
    assert.equal(solver.jobs.length, 2);
  });

  it('knows a winning line further along it: the indicator, hints and Solve need no search there', async () => {
    const line = ['s>w', 'w>t1', 's>w', 'w>f'];
    const solver = new ScriptedSolver((job) => (job.moves.length === 0 ? { result: 'won', moves: line } : { result: 'unknown', moves: [] }));
    const tracker = new WinnabilityTracker(solver, () => {});
    const start: SolveJob = { variant: 'maria', deal: { number: 1 }, moves: [] };
    tracker.check(start);
    await new Promise((r) => setTimeout(r, 20));
    // Two moves along the line: the rest of it is known, and the position is winnable at once.
    const along: SolveJob = { ...start, moves: line.slice(0, 2) };
    assert.deepEqual(tracker.lineFor(along), line.slice(2));
    tracker.check(along);
    assert.equal(tracker.get(along), 'winnable');
    assert.equal(solver.jobs.length, 1, 'no second search');
    // Off the line, or in another deal, nothing is known.
    assert.equal(tracker.lineFor({ ...start, moves: ['s>w', 'w>t2'] }), undefined);
    assert.equal(tracker.lineFor({ ...start, deal: { number: 2 }, moves: line.slice(0, 2) }), undefined);
    assert.equal(tracker.lineFor({ ...start, moves: line }), undefined, 'the line is used up: the game is won');
  });

  it('gives the hint from a known line, even where the hint\'s own short search finds none', async () => {
    const { record, game } = recordWithSteps(1);
    const solver = new ScriptedSolver(() => ({ result: 'unknown', moves: [] }));
    const hint = await findHint(solver, record, game, undefined, { line: () => ['s>w', 's>w'] });
    assert.equal(hint.outcome, 'won');
    assert.equal(hint.move, 's>w');
    assert.deepEqual(hint.line, ['s>w', 's>w']);
    assert.equal(solver.jobs.length, 0);
  });

  it('cancels the check of a position the player has already left', async () => {
    const solver = new ScriptedSolver(() => ({ result: 'won', moves: [] }));
    const tracker = new WinnabilityTracker(solver, () => {});
    const a: SolveJob = { variant: 'maria', deal: { number: 1 }, moves: [] };
    const b: SolveJob = { ...a, moves: ['s>w'] };
    tracker.check(a);
    tracker.check(b);
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(tracker.get(a), 'checking');
    assert.equal(tracker.get(b), 'winnable');
  });
});
