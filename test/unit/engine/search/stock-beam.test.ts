import assert from 'node:assert/strict';
import { VARIANTS, dealGame, isWon, playAll } from '../../../../src/engine/index';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import type { SearchOptions } from '../../../../src/engine/search/options';
import { PortfolioSolver } from '../../../../src/solver/portfolio';
import { jobOf } from '../../../../src/solver/solver-backend';
import { EngineSolver } from '../../solver/engine-solver';
import { lostWithStockPosition, wins } from './positions';
import { randomPosition } from './random-positions';

// The stock beam (beam/stock-beam.ts) only finds wins: every line it returns must win when the engine
// replays it, it must never answer 'lost', and it must keep to its budget. As a member of the
// indicator's portfolio it may only add wins.

const beam = (s: Parameters<typeof search>[0], options: SearchOptions = {}) => search(s, { strategy: 'beam', ...options });

describe('solver: the stock beam', () => {
  for (const variant of VARIANTS) {
    it(`${variant.name}: its wins replay to a won game, and it never answers 'lost'`, function () {
      this.timeout(60000);
      let won = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919, 32));
        const r = beam(s, { maxStates: 40_000 });
        assert.notEqual(r.result, 'lost', `seed ${seed}`);
        assert.ok(r.states <= 40_000, `seed ${seed}: ${r.states} states`);
        if (r.result === 'won') {
          won++;
          assert.ok(wins(s, r.moves), `seed ${seed}: the line wins`);
        }
      }
      for (let deal = 1; deal <= 2; deal++) {
        const s = dealGame(variant.id, { number: deal });
        const r = beam(s, { maxStates: 30_000 });
        assert.notEqual(r.result, 'lost', `deal ${deal}`);
        if (r.result === 'won') {
          won++;
          assert.ok(wins(s, r.moves), `deal ${deal}: the line wins`);
        }
      }
      assert.ok(won >= 3, `${won} wins`);
      // The position lost only once the whole stock is searched: not won, and not claimed lost.
      const lost = stateFromPosition(variant.id, lostWithStockPosition(variant.columns, variant.redeals));
      assert.equal(beam(lost, { maxStates: 40_000 }).result, 'unknown');
    });
  }

  it('wins Forty Thieves deals 6 and 14, which the 10-minute searches of docs/solver.md did not', function () {
    this.timeout(60000);
    for (const deal of [6, 14]) {
      const s = dealGame('forty-thieves', { number: deal });
      const r = beam(s, { maxStates: 250_000 });
      assert.equal(r.result, 'won', `deal ${deal}`);
      assert.ok(wins(s, r.moves), `deal ${deal}: the line wins`);
    }
  });

  it('with SearchOptions.stockBeam, runs after the search’s first part for a quarter of the rest, and the strategy still proves losses', () => {
    const won = dealGame('forty-thieves', { number: 14 });
    // Best-first's quarter of 'both' (75,000 positions), then the beam a quarter of the rest: it wins deal 14 in 47,797.
    const first = search(won, { strategy: 'both', stockBeam: true, maxStates: 300_000 });
    assert.equal(first.result, 'won', 'deal 14: the beam wins within its 56,250 positions');
    assert.ok(wins(won, first.moves), 'the line wins');
    assert.equal(search(won, { strategy: 'both', maxStates: 300_000 }).result, 'unknown', "'both' alone does not");
    // Deal 35 is lost: the beam ends with nothing found, and 'both' proves the loss with the rest.
    const lost = search(dealGame('forty-thieves', { number: 35 }), { strategy: 'both', stockBeam: true, maxStates: 200_000 });
    assert.equal(lost.result, 'lost');
    const states = search(dealGame('forty-thieves', { number: 2 }), { strategy: 'depth', stockBeam: true, maxStates: 40_000 });
    assert.deepEqual([states.result, states.states], ['unknown', 40_000], 'the three parts together keep to the budget');
  });

  it('keeps to its budget of positions, time and memory, and stops when cancelled', () => {
    const s = dealGame('forty-thieves', { number: 2 });
    const states = beam(s, { maxStates: 7_000 });
    assert.deepEqual([states.result, states.reason, states.states], ['unknown', 'states', 7_000]);
    // A clock that moves one millisecond a reading: the budget is 50 readings.
    let clock = 0;
    const timed = beam(s, { timeMs: 50, now: () => clock++ });
    assert.deepEqual([timed.result, timed.reason], ['unknown', 'time']);
    assert.ok(clock <= 60, `${clock} readings`);
    let polls = 0;
    const cancelled = beam(s, { shouldStop: () => ++polls === 3 });
    assert.deepEqual([cancelled.result, cancelled.reason, polls], ['unknown', 'cancelled', 3]);
    assert.equal(beam(s, { maxTableMb: 1 }).reason, 'memory');
  });

  it('as a member of the portfolio, gives the same or more wins and never a wrong "lost"', async function () {
    this.timeout(120000);
    const solver = new EngineSolver(40_000);
    const without = new PortfolioSolver([
      { solver, strategy: 'depth' },
      { solver, strategy: 'best' },
    ]);
    const withBeam = new PortfolioSolver([
      { solver, strategy: 'depth' },
      { solver, strategy: 'best' },
      { solver: new EngineSolver(60_000), strategy: 'beam' },
    ]);
    const tally = { before: 0, after: 0 };
    const games = [
      ...[8, 14, 21, 35].map((deal) => dealGame('forty-thieves', { number: deal })),
      ...[1, 2].map((deal) => dealGame('maria', { number: deal })),
      ...[1, 2].map((deal) => dealGame('streets', { number: deal })),
    ];
    for (const game of games) {
      const job = jobOf(game);
      const before = await without.solve(job, 5000);
      const after = await withBeam.solve(job, 5000);
      if (before.result === 'won') assert.equal(after.result, 'won', `${game.variant.id}: a win is kept`);
      if (after.result === 'won') assert.ok(isWon(playAll(game, after.moves)), 'the line wins');
      if (after.result === 'lost') assert.equal(before.result, 'lost', `${game.variant.id}: only the exhaustive searches prove a loss`);
      tally.before += before.result === 'won' ? 1 : 0;
      tally.after += after.result === 'won' ? 1 : 0;
    }
    assert.ok(tally.after > tally.before, JSON.stringify(tally));
  });
});
