import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { FIRST_ROUND_STATES, search } from '../../../../src/engine/search/rounds';
import type { SearchOptions, SearchResult } from '../../../../src/engine/search/options';
import type { State } from '../../../../src/engine/game';
import { wins } from './positions';

// The solver's default search (issue 37, point 5: rounds.ts, withStockBeam): in the games whose
// solverStockBeam says so, the first part of the variant's search (best-first's quarter, or the
// first depth-first round), the stock beam for a quarter of what is left, then the depth-first
// search; elsewhere, and wherever a strategy or a measurement switch is given, the variant's
// search alone ('exhaustive').

/** What tells two searches apart: the same answer, line, positions and moves tried is the same search. */
const trace = (r: SearchResult) => ({ result: r.result, states: r.states, tried: r.tried, bestHome: r.bestHome, moves: r.moves.length });
const run = (s: Readonly<State>, options: SearchOptions) => trace(search(s, options));

describe('solver: the default search and the stock beam', () => {
  it('runs the beam by default in Forty Thieves, Limited, Maria and Streets only', () => {
    assert.deepEqual(
      VARIANTS.filter((v) => v.solverStockBeam).map((v) => v.id),
      ['forty-thieves', 'limited', 'maria', 'streets'],
    );
  });

  for (const variant of VARIANTS) {
    it(`${variant.name}: the default is ${variant.solverStockBeam ? 'not ' : ''}the variant's search alone ('exhaustive')`, function () {
      this.timeout(30000);
      // Deal 1 at 50,000 positions: undecided in every game at this budget but the easy ones.
      const s = dealGame(variant.id, { number: 1 });
      const exhaustive = run(s, { strategy: 'exhaustive', maxStates: 50_000 });
      const byDefault = run(s, { maxStates: 50_000 });
      if (variant.solverStockBeam && exhaustive.result === 'unknown') assert.notDeepEqual(byDefault, exhaustive, 'the beam ran');
      if (!variant.solverStockBeam) assert.deepEqual(byDefault, exhaustive);
      // The beam off, or a strategy given, or a measurement switch: the variant's search alone.
      assert.deepEqual(run(s, { stockBeam: false, maxStates: 50_000 }), exhaustive, 'stockBeam: false');
      const strategy = variant.solverBestFirst ? 'both' : 'depth';
      assert.deepEqual(run(s, { strategy, maxStates: 50_000 }), exhaustive, `strategy '${strategy}'`);
      assert.deepEqual(
        run(s, { restarts: false, maxStates: 50_000 }),
        run(s, { restarts: false, strategy: 'depth', maxStates: 50_000 }),
        'a measurement switch: depth-first alone',
      );
    });
  }

  it('wins Forty Thieves deal 14 by default, which the variant’s search alone does not, and stockBeam: false turns the beam off', function () {
    this.timeout(60000);
    const s = dealGame('forty-thieves', { number: 14 });
    // Best-first's quarter (75,000 positions), then the beam's quarter of the rest (56,250: it wins deal 14 in 47,797).
    const r = search(s, { maxStates: 300_000 });
    assert.equal(r.result, 'won');
    assert.ok(wins(s, r.moves), 'the line wins');
    assert.ok(r.states > 75_000 && r.states <= 75_000 + 56_250, `${r.states} positions`);
    assert.equal(search(s, { stockBeam: false, maxStates: 300_000 }).result, 'unknown');
  });

  it('stockBeam: true forces the beam in a game that runs without it, and with a strategy given', function () {
    this.timeout(30000);
    const s = dealGame('indian', { number: 1 });
    const forced = run(dealGame('forty-thieves', { number: 2 }), { strategy: 'depth', stockBeam: true, maxStates: 40_000 });
    assert.notDeepEqual(forced, run(dealGame('forty-thieves', { number: 2 }), { strategy: 'depth', maxStates: 40_000 }));
    const indian = search(s, { stockBeam: true, maxStates: 100_000 });
    assert.ok(indian.result === 'won' && wins(s, indian.moves), 'Indian deal 1');
  });

  it('answers a deal the search wins before the beam starts exactly as without the beam', function () {
    this.timeout(30000);
    // Deals each game's search wins in its first round, or Maria's best-first within its quarter:
    // the default finds the same line in the same positions (the beam, run first, took
    // 33,000–75,000 positions on such Streets deals).
    for (const [id, deal, easy] of [
      ['streets', 2, true],
      ['forty-thieves', 64, true],
      ['forty-thieves', 4, true],
      ['maria', 9, true],
      ['maria', 8, false],
    ] as const) {
      const s = dealGame(id, { number: deal });
      const byDefault = search(s, { maxStates: 1_000_000 });
      const alone = search(s, { strategy: 'exhaustive', maxStates: 1_000_000 });
      assert.equal(byDefault.result, 'won', `${id} deal ${deal}`);
      if (easy) assert.ok(byDefault.states <= FIRST_ROUND_STATES, `${id} deal ${deal}: ${byDefault.states} positions`);
      assert.deepEqual(trace(byDefault), trace(alone), `${id} deal ${deal}`);
      assert.ok(wins(s, byDefault.moves));
    }
  });

  it('still proves a loss, and keeps to its budget of positions and time', () => {
    // Forty Thieves deal 35 is lost: the beam finds nothing, and the search after it proves it.
    assert.equal(search(dealGame('forty-thieves', { number: 35 }), { maxStates: 300_000 }).result, 'lost');
    const s = dealGame('forty-thieves', { number: 2 });
    for (const maxStates of [5_000, 20_000, 60_000]) {
      const r = search(s, { maxStates });
      assert.deepEqual([r.result, r.reason, r.states], ['unknown', 'states', maxStates], `${maxStates} positions`);
    }
    // A clock that moves one millisecond a reading: the budget is 200 readings, across the three parts.
    let clock = 0;
    const timed = search(s, { timeMs: 200, now: () => clock++ });
    assert.deepEqual([timed.result, timed.reason], ['unknown', 'time']);
    assert.ok(clock <= 220, `${clock} readings`);
  });
});
