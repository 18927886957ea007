import assert from 'node:assert/strict';
import { Game, GameRecord, cardName, dealGame, newRecord, position, replay, withStep, play, legalMoves } from '../../../src/engine/index';
import { findHint } from '../../../src/solver/hints';
import { KNOWN_POSITIONS, WinnabilityTracker, positionKey } from '../../../src/solver/winnability-tracker';
import { SOLVE_BUDGET_MS, SolveSearch } from '../../../src/solver/solve-line';
import { SolveAnswer, SolveJob, SolverBackend, jobOf } from '../../../src/solver/solver-backend';
import type { Winnability } from '../../../src/protocol';
import { LineVerdicts } from '../../../src/game/line-verdicts';

/** A solver that answers from a script, asynchronously; `answered()` waits for every answer, not a clock. */
class ScriptedSolver implements SolverBackend {
  readonly jobs: SolveJob[] = [];
  readonly budgets: number[] = [];
  private readonly searches: Promise<unknown>[] = [];
  constructor(private readonly answer: (job: SolveJob) => SolveAnswer) {}
  solve(job: SolveJob, timeMs: number, signal?: AbortSignal): Promise<SolveAnswer> {
    this.jobs.push(job);
    this.budgets.push(timeMs);
    const search = Promise.resolve().then(() => {
      if (signal?.aborted) throw new Error('cancelled');
      return this.answer(job);
    });
    this.searches.push(search);
    return search;
  }
  /** Resolves once every search asked for (including those started by earlier answers) has answered and been taken in. */
  async answered(): Promise<void> {
    for (let seen = -1; seen !== this.searches.length;) {
      seen = this.searches.length;
      await Promise.allSettled(this.searches);
      await new Promise((r) => setImmediate(r)); // the callers' then-handlers run
    }
  }
}

function recordWithSteps(count: number) {
  let record = newRecord('forty-thieves', { number: 3 });
  let game = replay(record);
  for (let i = 0; i < count; i++) {
    record = withStep(record, ['s>w']);
    game = play(game, 's>w');
  }
  return { record, game, stepOf: stepsOf(record) };
}

/** How many steps of the record lead to a job's position (the solver is asked about positions). */
function stepsOf(record: GameRecord): (job: SolveJob) => number {
  const steps = new Map<string, number>();
  for (let k = 0; k <= record.steps.length; k++) steps.set(positionKey(replay(record, k)), k);
  return (job) => steps.get(positionKey(job.game)) ?? -1;
}

/** The game after playing `moves` from Maria deal `deal`. */
const maria = (moves: string[] = [], deal = 1): Game => moves.reduce(play, dealGame('maria', { number: deal }));

describe('hints', () => {
  it('never names a face-down stock card: a line that plays the stock card directly says to turn the stock', async () => {
    // A Forty Thieves deal whose top stock card a column or a foundation takes at once.
    const playsDirectly = (number: number) => legalMoves(dealGame('forty-thieves', { number })).find((m) => /^s>[tf]/.test(m));
    const number = Array.from({ length: 200 }, (_, i) => i + 1).find(playsDirectly)!;
    const record = newRecord('forty-thieves', { number });
    const game = replay(record);
    const direct = playsDirectly(number)!;
    const top = cardName(game.stock[game.stock.length - 1]);
    const won = await findHint(new ScriptedSolver(() => ({ result: 'won', moves: [direct, 's>w'] })), record, game);
    assert.equal(won.move, 's>w', 'the hint shows the stock to turn');
    assert.equal(won.text, 'Turn a card from the stock: this leads to a win.');
    assert.equal(won.line?.[0], direct, 'the winning line itself is kept');
    assert.doesNotMatch(won.text, new RegExp(top), `the hint reveals the ${top}`);
  });

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
    const { record, game, stepOf } = recordWithSteps(5);
    // Positions after 3 or fewer moves still win; after 4 or 5 they are lost.
    const solver = new ScriptedSolver((job) => (stepOf(job) <= 3 ? { result: 'won', moves: ['s>w'] } : { result: 'lost', moves: [] }));
    const hint = await findHint(solver, record, game, undefined, { now: () => 0 }); // a stopped clock: never out of time
    assert.equal(hint.move, null);
    assert.equal(hint.undoSteps, 2);
    assert.match(hint.text, /can no longer be won\. Undoing 2 moves/);
  });

  describe('the way back from a lost position', () => {
    /** Lost now; the solver settles nothing else, and each try costs a second of a fake clock. */
    const setUp = (known: (moves: number) => Winnability) => {
      const { record, game, stepOf } = recordWithSteps(30);
      let clock = 0;
      const solver = new ScriptedSolver((job) => {
        clock += 1000;
        return stepOf(job) === 30 ? { result: 'lost', moves: [] } : { result: 'unknown', moves: [] };
      });
      const messages: string[] = [];
      const helpers = { known: (job: SolveJob) => known(stepOf(job)), progress: (text: string) => messages.push(text), now: () => clock };
      return { record, game, solver, messages, helpers, stepOf };
    };

    it('says at once that the position is lost, then answers from a verdict known already', async () => {
      // The indicator found the game winnable after 10 moves (and nothing later).
      const { record, game, solver, messages, helpers, stepOf } = setUp((moves) => (moves === 10 ? 'winnable' : 'unknown'));
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.deepEqual(messages, ['This position can no longer be won. Looking for the last position that still wins…']);
      assert.equal(hint.undoSteps, 20);
      // A few of the more recent positions are tried first, for about five seconds in all.
      assert.ok(solver.jobs.length <= 1 + 5, `${solver.jobs.length} solver calls`);
      assert.ok(solver.jobs.slice(1).every((job) => stepOf(job) > 10 && stepOf(job) < 30));
    });

    it('never asks the solver about a position after one known lost', async () => {
      const { record, game, solver, helpers, stepOf } = setUp((moves) => (moves >= 27 ? 'lost' : moves === 25 ? 'winnable' : 'unknown'));
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.deepEqual(solver.jobs.slice(1).map(stepOf), [26]);
      assert.equal(hint.undoSteps, 5);
    });

    it('gives up after about five seconds when nothing earlier is known to win', async () => {
      const { record, game, solver, helpers } = setUp(() => 'unknown');
      const hint = await findHint(solver, record, game, undefined, helpers);
      assert.equal(hint.undoSteps, undefined);
      assert.match(hint.text, /no earlier position that wins was found/);
      assert.equal(solver.jobs.length, 1 + 5);
    });

    it("names the deal when only the deal's proof is known, however far back it is", async () => {
      // Winnable deals only: the deal is proven winnable (position 0), nothing later is known.
      const { record, game, solver, helpers } = setUp(() => 'unknown');
      const hint = await findHint(solver, record, game, undefined, { ...helpers, verdicts: () => LineVerdicts.NONE.with(0, 'winnable') });
      assert.equal(hint.undoSteps, 30);
      assert.match(hint.text, /Undoing 30 moves brings back a position that still wins/);
    });

    it('bisects the history: the last winnable position of 30 in five solver calls, each learnt by the game', async () => {
      const { record, game, stepOf } = recordWithSteps(30);
      // Positions up to 17 still win.
      const solver = new ScriptedSolver((job) => (stepOf(job) <= 17 ? { result: 'won', moves: ['s>w'] } : { result: 'lost', moves: [] }));
      const learnt: string[] = [];
      const hint = await findHint(solver, record, game, undefined, {
        verdicts: () => LineVerdicts.NONE.with(0, 'winnable'),
        learn: (position, verdict) => learnt.push(`${position} ${verdict}`),
      });
      assert.equal(hint.undoSteps, 30 - 17);
      assert.deepEqual(solver.jobs.slice(1).map(stepOf), [15, 22, 18, 16, 17]);
      assert.deepEqual(learnt, ['30 lost', '15 winnable', '22 lost', '18 lost', '16 winnable', '17 winnable']);
    });

    it('uses what the game knows of its positions before asking the solver', async () => {
      const { record, game, solver, helpers, stepOf } = setUp(() => 'unknown');
      const verdicts = () => LineVerdicts.NONE.with(26, 'winnable').with(28, 'lost');
      const hint = await findHint(solver, record, game, undefined, { ...helpers, verdicts });
      assert.deepEqual(solver.jobs.slice(1).map(stepOf), [27]);
      assert.equal(hint.undoSteps, 4);
    });
  });
});

describe('WinnabilityTracker', () => {
  it('checks each new position in the background and remembers the answer', async () => {
    let changes = 0;
    const start = jobOf(maria());
    const solver = new ScriptedSolver((job) => (job.game === start.game ? { result: 'won', moves: [] } : { result: 'lost', moves: [] }));
    const tracker = new WinnabilityTracker(solver, () => changes++);
    tracker.check(start);
    assert.equal(tracker.get(start), 'checking');
    await solver.answered();
    assert.equal(tracker.get(start), 'winnable');
    assert.equal(changes, 1);
    const later = jobOf(maria(['s>w']));
    tracker.check(later);
    await solver.answered();
    assert.equal(tracker.get(later), 'lost');
    tracker.check(start); // known: answered without asking the solver again
    assert.equal(solver.jobs.length, 2);
  });

  it('knows a winning line further along it: the indicator, hints and Solve need no search there', async () => {
    const line = ['s>w', 's>w', 's>w', 's>w'];
    const start = jobOf(maria());
    const solver = new ScriptedSolver((job) =>
      job.game === start.game ? { result: 'won', moves: line } : { result: 'unknown', moves: [] },
    );
    const tracker = new WinnabilityTracker(solver, () => {});
    tracker.check(start);
    await solver.answered();
    // Two moves along the line: the rest of it is known, and the position is winnable at once.
    const along = jobOf(maria(line.slice(0, 2)));
    assert.deepEqual(tracker.lineFor(along), line.slice(2));
    tracker.check(along);
    assert.equal(tracker.get(along), 'winnable');
    assert.equal(solver.jobs.length, 1, 'no second search');
    // Off the line, or in another deal, nothing is known.
    const offLine = legalMoves(maria(['s>w'])).find((m) => m !== 's>w')!;
    assert.equal(tracker.lineFor(jobOf(maria(['s>w', offLine]))), undefined);
    assert.equal(tracker.lineFor(jobOf(maria(line.slice(0, 2), 2))), undefined);
    assert.equal(tracker.lineFor(jobOf(maria(line))), undefined, 'the line is used up: the game is won');
  });

  it("gives the hint from a known line, even where the hint's own short search finds none", async () => {
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
    const a = jobOf(maria());
    const b = jobOf(maria(['s>w']));
    tracker.check(a);
    tracker.check(b);
    await solver.answered();
    assert.equal(tracker.get(a), 'checking');
    assert.equal(tracker.get(b), 'winnable');
  });

  it('knows a position by what is on the board, whatever moves led there', async () => {
    // Two moves that can be played in either order reach the same position.
    const deal = dealGame('forty-thieves', { number: 5 });
    const playBoth = (a: string, b: string) => {
      try {
        return [a, b].reduce(play, deal);
      } catch {
        return undefined;
      }
    };
    const moves = legalMoves(deal);
    const [oneWay, otherWay] = moves
      .flatMap((a) => moves.filter((b) => b !== a).map((b) => [playBoth(a, b), playBoth(b, a)]))
      .find(([x, y]) => x && y && JSON.stringify(position(x)) === JSON.stringify(position(y)))! as Game[];
    const solver = new ScriptedSolver(() => ({ result: 'lost', moves: [] }));
    const tracker = new WinnabilityTracker(solver, () => {});
    tracker.check(jobOf(oneWay));
    await solver.answered();
    assert.equal(tracker.get(jobOf(otherWay)), 'lost');
    tracker.check(jobOf(otherWay));
    assert.equal(solver.jobs.length, 1, 'no second search for the same position');
  });

  it('stays small in a long game: hashed keys, a bounded number of verdicts and lines, nothing kept after a new game', () => {
    const tracker = new WinnabilityTracker(new ScriptedSolver(() => ({ result: 'unknown', moves: [] })), () => {});
    // Half as many positions again as it keeps, from played games, each judged; every game on a "winning line".
    const positions = new Set<string>();
    for (let deal = 1; positions.size < 1.5 * KNOWN_POSITIONS; deal++) {
      let game = dealGame('streets', { number: deal });
      const line: string[] = [];
      for (let n = 0, moves = legalMoves(game); n < 400 && moves.length; n++, moves = legalMoves(game)) {
        const move = moves[(n * 7 + deal) % moves.length];
        line.push(move);
        game = play(game, move);
      }
      tracker.remember(jobOf(dealGame('streets', { number: deal })), 'won', line);
      let along = dealGame('streets', { number: deal });
      for (const move of line) {
        along = play(along, move);
        assert.equal(positionKey(along).length, 16);
        tracker.remember(jobOf(along), 'lost');
        positions.add(positionKey(along));
      }
    }
    const { verdicts, linePositions } = tracker.size;
    assert.equal(verdicts, KNOWN_POSITIONS);
    assert.ok(linePositions <= 20 * 400, `${linePositions} positions along kept lines`);
    tracker.clear();
    assert.deepEqual(tracker.size, { verdicts: 0, linePositions: 0 });
  });
});

/** A solver that answers only when told, and stops (rejects) when its request is cancelled. */
class PendingSolver implements SolverBackend {
  readonly asked: { job: SolveJob; timeMs: number; signal?: AbortSignal; answer: (a: SolveAnswer) => void }[] = [];
  solve(job: SolveJob, timeMs: number, signal?: AbortSignal): Promise<SolveAnswer> {
    return new Promise((resolve, reject) => {
      this.asked.push({ job, timeMs, signal, answer: resolve });
      signal?.addEventListener('abort', () => reject(new Error('cancelled')), { once: true });
    });
  }
}

describe('SolveSearch', () => {
  it('a new Solve replaces the one still searching, and says when a search runs', async () => {
    const solver = new PendingSolver();
    const changes: boolean[] = [];
    const search = new SolveSearch(solver, () => changes.push(search.job !== undefined));
    const job = jobOf(maria());
    const runs = [search.run(job), search.run(job), search.run(job)];
    assert.deepEqual(await Promise.all(runs.slice(0, 2)), [undefined, undefined], 'the first two were replaced');
    assert.deepEqual(
      solver.asked.map((a) => a.signal?.aborted),
      [true, true, false],
    );
    assert.equal(solver.asked[2].timeMs, SOLVE_BUDGET_MS);
    assert.equal(search.job, job, 'the third is searching');
    solver.asked[2].answer({ result: 'won', moves: ['s>w'] });
    assert.deepEqual(await runs[2], { result: 'won', moves: ['s>w'] });
    assert.equal(search.job, undefined);
    assert.equal(changes[changes.length - 1], false, 'the board is told the search ended');
  });

  it('a hint, on its own solver, is answered while Solve searches', async () => {
    const solveLane = new PendingSolver();
    const search = new SolveSearch(solveLane, () => {});
    const { record, game } = recordWithSteps(0);
    void search.run(jobOf(game));
    void search.run(jobOf(game));
    const hint = await findHint(new ScriptedSolver(() => ({ result: 'won', moves: ['s>w'] })), record, game);
    assert.equal(hint.move, 's>w');
    assert.ok(search.job, 'Solve is still searching');
    search.cancel();
    assert.equal(search.job, undefined);
    assert.equal(solveLane.asked[1].signal?.aborted, true);
  });
});
