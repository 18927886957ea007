import assert from 'node:assert/strict';
import { SolverStub } from './solver-stub';
import type { HintShown } from '../../../src/protocol';
import { HINT_BUDGET_MS } from '../../../src/solver/hints';
import { INDICATOR_BUDGET_MS } from '../../../src/solver/winnability-tracker';
import { SOLVE_BUDGET_MS } from '../../../src/solver/solve-line';
import { positionKey } from '../../../src/solver/winnability-tracker';
import { SolverFeatures, SolverFeaturesDeps } from '../../../src/solver/solver-features';
import { BoardState } from '../../../src/game/board-state';
import { makeController, settle } from '../fakes';

async function setUp(options: { boardOpen?: boolean; showWinnability?: boolean } = {}) {
  const h = await makeController({ deal: 3 });
  const solver = new SolverStub();
  const hintSolver = new SolverStub();
  const indicatorSolver = new SolverStub();
  const shown: HintShown[] = [];
  const warnings: string[] = [];
  let boardShown = 0;
  let refreshed = 0;
  const deps: SolverFeaturesDeps = {
    controller: h.controller,
    solver,
    hintSolver,
    indicatorSolver,
    showWinnability: () => options.showWinnability ?? false,
    ui: {
      showBoard: () => void boardShown++,
      boardOpen: () => options.boardOpen ?? true,
    },
    now: () => h.clock.now,
  };
  const features = new SolverFeatures(deps);
  const board = new BoardState(h.controller, features, () => ({ history: [], daily: [], dailySummaries: {}, today: '2026-12-01' }));
  // What the board is sent: each change of the snapshot's hint, and how often it was sent.
  h.controller.onDidChange(() => {
    refreshed++;
    const hint = h.controller.snapshot().hint;
    if (hint && JSON.stringify(hint) !== JSON.stringify(shown[shown.length - 1])) shown.push(hint);
  });
  return { ...h, board, features, solver, hintSolver, indicatorSolver, shown, warnings, counts: () => ({ boardShown, refreshed }) };
}

describe('SolverFeatures', () => {
  describe('hint', () => {
    it("says it is looking at once, then shows the solver's answer when it comes, on the board it opened", async () => {
      const t = await setUp();
      const hint = t.features.hint();
      assert.deepEqual(t.shown, [{ move: null, text: 'Looking for a winning line…' }]);
      assert.equal(t.counts().boardShown, 1);
      await settle();
      assert.equal(t.hintSolver.asked.length, 1, 'the hint asks its own solver');
      assert.equal(t.solver.asked.length, 0, 'not the one Solve and the indicator share');
      assert.equal(t.hintSolver.last.timeMs, HINT_BUDGET_MS);
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w', 's>w'] });
      const found = await hint;
      assert.equal(found.move, 's>w');
      assert.deepEqual(t.shown[1], { move: 's>w', text: 'Turn a card from the stock: this leads to a win.' });
    });

    it('shows nothing when the player moved on before the answer came', async () => {
      const t = await setUp();
      const hint = t.features.hint();
      await settle();
      await t.controller.move('s>w');
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w'] });
      await hint;
      assert.deepEqual(t.shown, [{ move: null, text: 'Looking for a winning line…' }], 'the answer was for the position before the move');
      assert.equal(t.controller.snapshot().hint, null, 'the move cleared the hint');
    });

    it('is in every snapshot of its position, so a board shown again still shows it, until a move clears it', async () => {
      const t = await setUp();
      const hint = t.features.hint();
      await settle();
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w'] });
      await hint;
      const expected = { move: 's>w', text: 'Turn a card from the stock: this leads to a win.' };
      assert.deepEqual(t.controller.snapshot().hint, expected);
      t.controller.setStatisticsOpen(true);
      assert.deepEqual(t.controller.snapshot().hint, expected, 'kept while only something beside the position changes');
      await t.controller.move('s>w');
      assert.equal(t.controller.snapshot().hint, null);
      await t.controller.undo();
      assert.equal(t.controller.snapshot().hint, null, 'an undo is a change of position too');
    });

    it('offers the way back on a lost position in the snapshot', async () => {
      const t = await setUp();
      await t.controller.move('s>w');
      const hint = t.features.hint();
      await settle();
      t.hintSolver.last.answer({ result: 'lost', moves: [] });
      await settle();
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w'] });
      await hint;
      assert.deepEqual(t.controller.snapshot().hint, {
        move: null,
        undoSteps: 1,
        text: 'This position can no longer be won. Undoing 1 move brings back a position that still wins.',
      });
    });

    it("a second hint cancels the first one's search", async () => {
      const t = await setUp();
      void t.features.hint().catch(() => undefined);
      await settle();
      const second = t.features.hint();
      await settle();
      assert.equal(t.hintSolver.asked[0].signal?.aborted, true);
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w'] });
      assert.equal((await second).move, 's>w');
    });

    it('what a hint found answers the indicator and Solve with no search', async () => {
      const t = await setUp({ showWinnability: true });
      const hint = t.features.hint();
      await settle();
      t.hintSolver.last.answer({ result: 'won', moves: ['s>w', 's>w'] });
      await hint;
      assert.equal(t.board.snapshot().winnability, 'winnable');
      await t.features.solve();
      assert.ok(
        t.solver.asked.every((a) => a.timeMs !== SOLVE_BUDGET_MS),
        'Solve used the line the hint found',
      );
      assert.deepEqual(t.controller.current.record.steps, [['s>w', 's>w']]);
    });
  });

  describe('the way back to a winning position (what the game knows of its positions)', () => {
    /** Limited #79, a proven deal, with the stock turned 68 times (the indicator says lost there). */
    async function limited79(options: { proven: boolean }) {
      const h = await makeController({ deal: 79, settings: { defaultGame: 'limited' } });
      const hintSolver = new SolverStub();
      const features = new SolverFeatures({
        controller: h.controller,
        solver: new SolverStub(),
        indicatorSolver: new SolverStub(),
        hintSolver,
        showWinnability: () => true,
        ui: { showBoard: () => undefined, boardOpen: () => false },
        now: () => h.clock.now,
        dealProven: (record) => options.proven && record.variant === 'limited' && 'number' in record.deal && record.deal.number === 79,
      });
      for (let i = 0; i < 68; i++) await h.controller.move('s>w');
      return { ...h, features, hintSolver };
    }

    /** Answers every question of the hint's solver: lost at the end, nothing decided before it. */
    async function answerAll(hintSolver: SolverStub) {
      for (let i = 0; i < 20; i++) {
        await settle();
        const pending = hintSolver.asked.filter((a) => !a.signal?.aborted && !(a as { done?: true }).done);
        if (!pending.length) return;
        for (const a of pending) {
          (a as { done?: true }).done = true;
          a.answer(a === hintSolver.asked[0] ? { result: 'lost', moves: [] } : { result: 'unknown', moves: [] });
        }
      }
    }

    it("offers the deal's first position when the deal is proven winnable, however far back (issue 21: Limited #79)", async () => {
      const t = await limited79({ proven: true });
      assert.equal(t.controller.current.verdicts.at(0), 'winnable', "the deal's own proof is known from the start");
      const hint = t.features.hint();
      await answerAll(t.hintSolver);
      const found = await hint;
      assert.equal(found.undoSteps, 68);
      assert.match(found.text, /Undoing 68 moves brings back a position that still wins/);
      assert.equal(t.controller.current.verdicts.at(68), 'lost', 'what the hint found is kept with the game');
      assert.ok(t.hintSolver.asked.length <= 1 + 5, 'a bisection of the rest, for about five seconds');
    });

    it('offers nothing where nothing is known to win, and says so', async () => {
      const t = await limited79({ proven: false });
      const hint = t.features.hint();
      await answerAll(t.hintSolver);
      const found = await hint;
      assert.equal(found.undoSteps, undefined);
      assert.match(found.text, /no earlier position that wins was found/);
    });

    it("uses the indicator's answers kept with the game, from any distance back", async () => {
      const t = await limited79({ proven: true });
      const session = t.controller.current;
      t.controller.learn(session, 26, 'winnable');
      t.controller.learn(session, 52, 'lost');
      const hint = t.features.hint();
      await answerAll(t.hintSolver);
      assert.equal((await hint).undoSteps, 68 - 26);
      const asked = t.hintSolver.asked.slice(1).map((a) => a.job.game);
      const between = new Set(Array.from({ length: 25 }, (_, i) => positionKey(session.gameAt(27 + i))));
      assert.ok(
        asked.every((game) => between.has(positionKey(game))),
        'only positions between 26 and 52 are asked about',
      );
    });
  });

  describe('Solve', () => {
    it('plays the winning line as one step, and says it searches meanwhile', async () => {
      const t = await setUp();
      const solving = t.features.solve();
      await settle();
      assert.equal(t.solver.last.timeMs, SOLVE_BUDGET_MS);
      const during = t.board.snapshot();
      assert.equal(during.solving, true, 'the board disables its Solve button');
      assert.deepEqual(during.notice, { kind: 'info', text: 'Looking for a winning line…' });
      t.solver.last.answer({ result: 'won', moves: ['s>w', 's>w', 's>w'] });
      await solving;
      const after = t.board.snapshot();
      assert.equal(after.solving, false);
      assert.deepEqual(t.controller.current.record.steps, [['s>w', 's>w', 's>w']], 'one undoable step');
    });

    it('is cancelled when the player moves on: nothing is played', async () => {
      const t = await setUp();
      const solving = t.features.solve();
      await settle();
      await t.controller.move('s>w');
      assert.equal(t.solver.asked[0].signal?.aborted, true, 'the search was stopped');
      assert.equal(t.board.snapshot().solving, false);
      await solving;
      assert.deepEqual(t.controller.current.record.steps, [['s>w']], "only the player's move");
    });

    it("a second Solve replaces the first one's search", async () => {
      const t = await setUp();
      const first = t.features.solve();
      await settle();
      const second = t.features.solve();
      await settle();
      assert.equal(t.solver.asked[0].signal?.aborted, true);
      await first;
      t.solver.last.answer({ result: 'won', moves: ['s>w'] });
      await second;
      assert.deepEqual(t.controller.current.record.steps, [['s>w']], 'the line was played once');
    });

    it('says so when no winning line was found in time, or the position is lost', async () => {
      const t = await setUp();
      const unknown = t.features.solve();
      await settle();
      t.solver.last.answer({ result: 'unknown', moves: [] });
      await unknown;
      assert.deepEqual(t.controller.snapshot().notice, {
        kind: 'warning',
        text: `No winning line was found within ${SOLVE_BUDGET_MS / 1000} seconds.`,
      });
      await t.controller.move('s>w');
      const lost = t.features.solve();
      await settle();
      t.solver.last.answer({ result: 'lost', moves: [] });
      await lost;
      assert.match(t.controller.snapshot().notice!.text, /can no longer be won.*Ask for a hint to find the way back/);
      assert.deepEqual(t.controller.current.record.steps, [['s>w']]);
    });
  });

  describe('the winnability indicator', () => {
    it('checks each new position while the board is open, and forgets everything at a new deal', async () => {
      const t = await setUp({ showWinnability: true });
      t.features.boardShown();
      assert.equal(t.solver.last.timeMs, INDICATOR_BUDGET_MS);
      assert.equal(t.board.snapshot().winnability, 'checking');
      t.solver.last.answer({ result: 'lost', moves: [] });
      await settle();
      assert.equal(t.board.snapshot().winnability, 'lost');
      assert.ok(t.counts().refreshed > 0, 'the board was told');
      await t.controller.move('s>w');
      assert.equal(t.solver.asked.length, 2, 'the new position is checked');
      await t.controller.undo();
      assert.equal(t.board.snapshot().winnability, 'lost', 'a position seen before answers at once');
      await t.controller.newGame('forty-thieves', { number: 3 });
      assert.equal(t.board.snapshot().winnability, 'checking', 'the same position in a new game is not known');
    });

    it('is off with the setting off, and idle while no board is open', async () => {
      const off = await setUp({ showWinnability: false });
      off.features.boardShown();
      await off.controller.move('s>w');
      assert.equal(off.solver.asked.length, 0);
      assert.equal(off.board.snapshot().winnability, null);
      const closed = await setUp({ showWinnability: true, boardOpen: false });
      await closed.controller.move('s>w');
      assert.equal(closed.solver.asked.length + closed.indicatorSolver.asked.length, 0);
    });

    describe('searching with its two lanes at once (the variant’s search and the stock beam), each on its own thread', () => {
      /** The indicator checking the starting position, both searches running. */
      async function checking() {
        const t = await setUp({ showWinnability: true });
        t.features.boardShown();
        const exhaustive = t.solver.last;
        const beam = t.indicatorSolver.last;
        return { t, exhaustive, beam };
      }

      it("starts both searches with the indicator's budget: the variant's search without the beam on the shared solver, the beam on its own", async () => {
        const { t, exhaustive, beam } = await checking();
        assert.deepEqual([exhaustive.strategy, exhaustive.timeMs], ['exhaustive', INDICATOR_BUDGET_MS]);
        assert.deepEqual([beam.strategy, beam.timeMs], ['beam', INDICATOR_BUDGET_MS]);
        assert.equal(exhaustive.job.game, beam.job.game, 'the same position');
        assert.equal(t.hintSolver.asked.length, 0);
        assert.equal(t.board.snapshot().winnability, 'checking');
      });

      it('the first decisive answer settles the verdict and stops the other search at once', async () => {
        const { t, exhaustive, beam } = await checking();
        exhaustive.answer({ result: 'lost', moves: [] });
        await settle();
        assert.equal(t.board.snapshot().winnability, 'lost');
        assert.equal(beam.signal?.aborted, true, 'the beam was stopped');
        const other = await checking();
        other.beam.answer({ result: 'won', moves: ['s>w'] });
        await settle();
        assert.equal(other.t.board.snapshot().winnability, 'winnable');
        assert.equal(other.exhaustive.signal?.aborted, true, 'the exhaustive search was stopped');
      });

      it('an undecided answer waits for the other: a later win says winnable, and its line is remembered', async () => {
        const { t, exhaustive, beam } = await checking();
        exhaustive.answer({ result: 'unknown', moves: [] });
        await settle();
        assert.equal(t.board.snapshot().winnability, 'checking', 'the beam is still on');
        beam.answer({ result: 'won', moves: ['s>w', 's>w', 's>w'] });
        await settle();
        assert.equal(t.board.snapshot().winnability, 'winnable');
        await t.controller.move('s>w');
        assert.equal(t.board.snapshot().winnability, 'winnable', 'along the line: known with no search');
        assert.equal(t.solver.asked.length + t.indicatorSolver.asked.length, 2);
        await t.features.solve();
        assert.deepEqual(t.controller.current.record.steps, [['s>w'], ['s>w', 's>w']], 'Solve played the rest of the line, with no search');
      });

      it('says "not known yet" when neither decides, and a failed search leaves the verdict to the other', async () => {
        const { t, exhaustive, beam } = await checking();
        beam.answer({ result: 'unknown', moves: [] });
        exhaustive.answer({ result: 'unknown', moves: [] });
        await settle();
        assert.equal(t.board.snapshot().winnability, 'unknown');
        const failed = await checking();
        failed.beam.fail(new Error('the worker ran out of memory'));
        await settle();
        assert.equal(failed.t.board.snapshot().winnability, 'checking');
        failed.exhaustive.answer({ result: 'lost', moves: [] });
        await settle();
        assert.equal(failed.t.board.snapshot().winnability, 'lost');
      });

      it('a hint stops both searches, and its own solver answers it while neither runs', async () => {
        const { t, exhaustive, beam } = await checking();
        const hint = t.features.hint();
        await settle();
        assert.equal(exhaustive.signal?.aborted, true);
        assert.equal(beam.signal?.aborted, true);
        assert.equal(t.solver.searching + t.indicatorSolver.searching, 0, 'no background search competes with the hint');
        assert.deepEqual(
          [t.hintSolver.searching, t.hintSolver.last.strategy],
          [1, undefined],
          'the hint searches with the default strategy',
        );
        t.hintSolver.last.answer({ result: 'won', moves: ['s>w'] });
        assert.equal((await hint).move, 's>w');
        assert.equal(t.board.snapshot().winnability, 'winnable', "the hint's answer serves the indicator");
        assert.equal(t.solver.asked.length + t.indicatorSolver.asked.length, 2, 'no search after the hint');
      });

      it('Solve runs on the shared solver with the default strategy while neither background search runs, then the indicator goes on', async () => {
        const { t, exhaustive, beam } = await checking();
        const solving = t.features.solve();
        await settle();
        assert.equal(exhaustive.signal?.aborted && beam.signal?.aborted, true);
        assert.deepEqual([t.solver.searching, t.indicatorSolver.searching], [1, 0], 'only Solve searches');
        assert.deepEqual([t.solver.last.timeMs, t.solver.last.strategy], [SOLVE_BUDGET_MS, undefined]);
        t.solver.last.answer({ result: 'unknown', moves: [] });
        await solving;
        assert.deepEqual([t.solver.searching, t.indicatorSolver.searching], [1, 1], 'the indicator checks again');
        assert.deepEqual([t.solver.last.strategy, t.indicatorSolver.last.strategy], ['exhaustive', 'beam']);
      });

      it('a new position stops both and checks the new one; closing down stops both', async () => {
        const { t, exhaustive, beam } = await checking();
        await t.controller.move('s>w');
        assert.equal(exhaustive.signal?.aborted, true);
        assert.equal(beam.signal?.aborted, true);
        assert.deepEqual([t.solver.searching, t.indicatorSolver.searching], [1, 1], 'the new position is checked by both');
        assert.notEqual(t.solver.last.job.game, exhaustive.job.game);
        t.features.dispose();
        assert.deepEqual([t.solver.searching, t.indicatorSolver.searching], [0, 0]);
      });
    });
  });
});
