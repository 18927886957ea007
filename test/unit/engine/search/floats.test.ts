import assert from 'node:assert/strict';
import fc from 'fast-check';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { FOUNDATION, STOCK, TABLEAU, WASTE, cloneState, encodeMove, generateMoves } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';
import { SearchBoard } from '../../../../src/engine/search/board';
import { StateHash } from '../../../../src/engine/search/hash';
import { canFloat } from '../../../../src/engine/search/floats';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { lostBenchmark, lostWithStockPosition, wins } from './positions';
import { randomPosition } from './random-positions';

// The floating-card relaxation (floats.ts) may only ever prove real losses: every position it
// refutes is searched again without it, the search with it answers as the unpruned search does
// on small positions of every game it holds for, and the hash of its extra columns is kept as
// exactly as the game's own. And it must pay where it is on: the benchmark's positions.

const FLOATING = VARIANTS.filter(canFloat);

const benchmark = lostBenchmark;

describe('solver: the floating-card relaxation', () => {
  it('holds for the games that move single cards, turn one at a time, never redeal and deal nothing face down', () => {
    assert.deepEqual(
      FLOATING.map((v) => v.id),
      ['forty-thieves', 'limited', 'lucas', 'maria', 'streets'],
    );
  });

  it('every position it proves lost is lost without it (Forty Thieves positions along failing lines)', function () {
    this.timeout(120000);
    const refuted: State[] = [];
    const onRefuted = (s: Readonly<State>) => void (refuted.length < 200 && refuted.push(cloneState(s)));
    // The benchmark's smaller positions: there the relaxation proves most of the losses.
    for (const p of benchmark.filter((b) => b.positions < 25_000)) {
      const r = search(stateFromPosition('forty-thieves', p.position), {
        strategy: 'depth',
        restarts: false,
        floats: true,
        maxStates: 200_000,
        onRefuted,
      });
      assert.equal(r.result, 'lost', `deal ${p.deal}, ${p.stockLeft} stock cards left`);
    }
    assert.ok(refuted.length >= 40, `${refuted.length} positions refuted`);
    let confirmed = 0;
    for (const [i, s] of refuted.entries()) {
      const exact = search(s, { strategy: 'depth', restarts: false, floats: false, deadEnds: false, maxStates: 100_000 });
      assert.notEqual(exact.result, 'won', `refuted position ${i} is won`);
      if (exact.result === 'lost') confirmed++;
    }
    assert.ok(confirmed >= refuted.length * 0.8, `${confirmed} of ${refuted.length} confirmed lost by the exact search`);
  });

  const tried = { lost: 0, refutations: 0 };
  for (const variant of FLOATING) {
    it(`${variant.name}: answers as the unpruned search does on small random positions, and what it refutes is lost`, function () {
      this.timeout(60000);
      const compared = { won: 0, lost: 0 };
      let refutations = 0;
      // 52 cards not home: enough stock (13 cards on average) for the relaxation to be tried.
      for (let seed = 1; seed <= 24; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919 + 17, 52));
        const plain = search(s, { plain: true, maxStates: 400_000 });
        if (plain.result === 'unknown') continue;
        const refuted: State[] = [];
        const r = search(s, {
          strategy: 'depth',
          floats: true,
          maxStates: 400_000,
          onRefuted: (q) => void (refuted.length < 20 && refuted.push(cloneState(q))),
        });
        assert.equal(r.result, plain.result, `seed ${seed}`);
        if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}: the line wins`);
        for (const q of refuted)
          assert.notEqual(
            search(q, { strategy: 'depth', floats: false, deadEnds: false, maxStates: 100_000 }).result,
            'won',
            `seed ${seed}: a refuted position is won`,
          );
        refutations += refuted.length;
        compared[plain.result]++;
      }
      assert.ok(compared.won + compared.lost >= 12, `settled: ${JSON.stringify(compared)}`);
      tried.lost += compared.lost;
      tried.refutations += refutations;
      const lost = stateFromPosition(variant.id, lostWithStockPosition(variant.columns));
      assert.equal(search(lost, { strategy: 'depth', floats: true, maxStates: 400_000 }).result, 'lost');
    });
  }

  it('was tried on lost random positions and refuted some (the checks above are not empty)', () => {
    assert.ok(tried.lost >= 5 && tried.refutations >= 50, JSON.stringify(tried));
  });

  it('proves lost within 1,000 positions a benchmark position the exact search needs 88,226 for (Forty Thieves deal 1, 44 stock cards left)', () => {
    const p = benchmark.find((b) => b.deal === 1 && b.stockLeft === 44)!;
    assert.equal(p.positions, 88_226);
    const s = stateFromPosition('forty-thieves', p.position);
    const r = search(s, { strategy: 'depth', restarts: false, floats: true, maxStates: 1000 });
    assert.equal(r.result, 'lost');
    assert.equal(
      search(s, { strategy: 'depth', restarts: false, floats: false, maxStates: 1000 }).result,
      'unknown',
      'the exact search alone does not',
    );
  });

  it("keeps the running hash of floating cards' columns equal to the hash from scratch", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FLOATING.map((v) => v.id)),
        fc.integer({ min: 1, max: 0xffffffff }),
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 60, maxLength: 300, size: 'max' }),
        (id, deal, choices) => {
          const walk = new RelaxedWalk(dealGame(id, { number: deal }));
          for (const [step, c] of choices.entries()) {
            walk.step(c);
            assert.deepEqual(walk.running(), walk.fromScratch(), `${id} deal ${deal}, step ${step}`);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** The relaxation played at random on a search board: moves, turns (which float), take-backs. */
class RelaxedWalk extends SearchBoard {
  private readonly played: { m: Move; undo: number }[] = [];

  constructor(start: State) {
    super(start, {});
    this.relaxed = true;
  }

  step(c: number): void {
    const moves = generateMoves(this.s).filter((m) => !this.leavesOwnColumn(m));
    if ((c % 4 === 0 && this.played.length > 0) || moves.length === 0) {
      const last = this.played.pop();
      if (last) this.unplay(last.m, last.undo);
      return;
    }
    const turn = encodeMove(STOCK, WASTE);
    const m = c % 3 === 0 && moves.includes(turn) ? turn : moves[c % moves.length];
    this.played.push({ m, undo: this.play(m) });
  }

  /** A floating card leaves its own column only to go home. */
  private leavesOwnColumn(m: Move): boolean {
    const from = m & 31;
    return from - TABLEAU >= this.ncols && this.s.cols[from - TABLEAU].length === 1 && (m >> 5) % 32 !== FOUNDATION;
  }

  running(): [number, number] {
    this.hash.compute();
    return [this.hash.lo, this.hash.hi];
  }

  fromScratch(): [number, number] {
    const fresh = new StateHash(cloneState(this.s), this.ncols);
    fresh.compute();
    return [fresh.lo, fresh.hi];
  }
}
