import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { cloneState } from '../../../../src/engine/game';
import type { State } from '../../../../src/engine/game';
import { ALL_VALUES, LearnedDeadEnds, valueSet } from '../../../../src/engine/search/dead-ends/learned-dead-ends';
import type { ValueSet } from '../../../../src/engine/search/dead-ends/learned-dead-ends';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import type { SearchOptions } from '../../../../src/engine/search/rounds';
import { deadPosition, lostBenchmark, wins } from './positions';
import { randomPosition } from './random-positions';

// Learned dead ends (learned-dead-ends.ts) may only ever call lost what is lost, whatever values
// they have learned: every position the learned test refutes is searched again without it and is
// never won, the search with it answers as the unpruned search does, and a deliberately broken
// count (SearchOptions.unsoundLearned, one free column fewer) is caught by the same checks. The
// test is sound for every set of values, so besides what the search learns, it is checked with
// every value frozen from the start (the largest set of frozen cards, where it fires most).

const GAMES = VARIANTS.filter((v) => v.moveUnit === 'single');

const benchmark = lostBenchmark;

/** A search with the learned test that keeps (a sample of) the positions it refutes. */
function refuting(
  start: Readonly<State>,
  options: SearchOptions,
  keep = 8,
  every = 1,
): { result: string; refuted: State[]; fired: number } {
  const refuted: State[] = [];
  let fired = 0;
  const r = search(start, {
    strategy: 'depth',
    learnedDeadEnds: true,
    ...options,
    onLearnedRefuted: (q) => {
      if (fired++ % every === 0 && refuted.length < keep) refuted.push(cloneState(q));
    },
  });
  return { result: r.result, refuted, fired };
}

/** Copies ALL_VALUES: a search learns into the set it is given. */
const allValues = (): ValueSet => ({ ...ALL_VALUES });

/** The search without the learned test. */
const without = (q: Readonly<State>) => search(q, { strategy: 'depth', maxStates: 40_000 }).result;

describe('solver: learned dead ends', () => {
  it('run in the games of the dead-end test (those that move single cards)', () => {
    assert.deepEqual(
      GAMES.map((v) => v.id),
      ['forty-thieves', 'indian', 'limited', 'lucas', 'maria', 'streets'],
    );
  });

  it('call lost the dead position of every game (frozen: every card under another, and no column can be emptied)', () => {
    for (const v of GAMES) {
      const s = stateFromPosition(v.id, deadPosition(v.columns));
      assert.equal(new LearnedDeadEnds(s.fits).cannotUncover(s, ALL_VALUES), true, v.id);
      assert.equal(new LearnedDeadEnds(s.fits).cannotUncover(s, { lo: 0, hi: 0 }), false, `${v.id}: nothing learned, nothing frozen`);
    }
  });

  it('learn on Forty Thieves and Limited deals, and every position they refute there is not won without them', function () {
    this.timeout(120000);
    let learned = 0;
    let checked = 0;
    for (const [id, deal] of [
      ['forty-thieves', 2],
      ['forty-thieves', 3],
      ['limited', 3],
    ] as const) {
      const options: SearchOptions = { maxStates: 40_000, learnedValues: { lo: 0, hi: 0 } };
      const { refuted, fired } = refuting(dealGame(id, { number: deal }), options, 6, 11);
      const values = options.learnedValues!;
      if (values.lo !== 0 || values.hi !== 0) learned++;
      assert.ok(fired > 0, `${id} deal ${deal}: the learned test fired`);
      for (const q of refuted) assert.notEqual(without(q), 'won', `${id} deal ${deal}: a refuted position is won`);
      checked += refuted.length;
    }
    assert.equal(learned, 3, 'each of the three searches learned some values');
    assert.ok(checked >= 12, `${checked} refuted positions checked`);
  });

  it('with every value frozen: what it refutes on deals of every game where it fires is not won without it', function () {
    this.timeout(120000);
    let checked = 0;
    let lost = 0;
    for (const v of GAMES) {
      for (let deal = 1; deal <= 3; deal++) {
        const { refuted } = refuting(dealGame(v.id, { number: deal }), { maxStates: 30_000, learnedValues: allValues() }, 4, 13);
        for (const q of refuted) {
          const r = without(q);
          assert.notEqual(r, 'won', `${v.id} deal ${deal}: a refuted position is won`);
          if (r === 'lost') lost++;
        }
        checked += refuted.length;
      }
    }
    assert.ok(checked >= 6 && lost >= 3, `${checked} refuted positions checked, ${lost} confirmed lost`);
  });

  it('keep the benchmark positions lost, and what they refute there is lost without them', function () {
    this.timeout(120000);
    let checked = 0;
    for (const p of benchmark.filter((b) => b.positions < 25_000 && b.deal === 34)) {
      const s = stateFromPosition('forty-thieves', p.position);
      for (const learnedValues of [undefined, allValues()]) {
        const { result, refuted } = refuting(s, { restarts: false, floats: false, maxStates: 30_000, learnedValues }, 2, 37);
        assert.equal(result, 'lost', `deal ${p.deal}, ${p.stockLeft} stock cards left`);
        for (const q of refuted) assert.notEqual(without(q), 'won', `deal ${p.deal}, ${p.stockLeft} left: a refuted position is won`);
        checked += refuted.length;
      }
    }
    assert.ok(checked >= 4, `${checked} refuted positions checked`);
  });

  for (const v of GAMES) {
    it(`${v.name}: answer as the unpruned search does on small random positions, learned or with every value`, function () {
      this.timeout(60000);
      const compared = { won: 0, lost: 0 };
      for (let seed = 1; seed <= 16; seed++) {
        const s = stateFromPosition(v.id, randomPosition(v, seed * 7919 + 17, 52));
        const plain = search(s, { plain: true, maxStates: 300_000 });
        if (plain.result === 'unknown') continue;
        for (const learnedValues of [undefined, allValues()]) {
          const r = search(s, { strategy: 'depth', learnedDeadEnds: true, learnedValues, maxStates: 300_000 });
          assert.equal(r.result, plain.result, `seed ${seed}`);
          if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}: the line wins`);
        }
        compared[plain.result]++;
      }
      assert.ok(compared.won + compared.lost >= 10, `settled: ${JSON.stringify(compared)}`);
    });
  }

  it('catch the broken count (one free column fewer): it refutes won positions', function () {
    this.timeout(120000);
    let won = 0;
    for (const id of ['lucas', 'indian'] as const) {
      for (let deal = 1; deal <= 3 && won === 0; deal++) {
        const { refuted } = refuting(
          dealGame(id, { number: deal }),
          { maxStates: 30_000, learnedValues: allValues(), unsoundLearned: true },
          6,
          7,
        );
        for (const q of refuted) if (without(q) === 'won') won++;
      }
    }
    assert.ok(won > 0, 'the broken count went unnoticed');
  });

  it('reason: the values still frozen where the test fires', () => {
    const s = stateFromPosition('forty-thieves', deadPosition(10));
    const test = new LearnedDeadEnds(s.fits);
    assert.equal(test.cannotUncover(s, ALL_VALUES), true);
    const again = new LearnedDeadEnds(s.fits);
    assert.equal(again.cannotUncover(s, test.reason), true, 'its reason alone is enough');
    assert.deepEqual(valueSet([]), { lo: 0, hi: 0 });
  });
});
