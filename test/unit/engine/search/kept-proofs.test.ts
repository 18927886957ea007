import assert from 'node:assert/strict';
import { VARIANTS } from '../../../../src/engine/index';
import { cloneState } from '../../../../src/engine/game';
import type { State } from '../../../../src/engine/game';
import { stateKey } from '../../../../src/engine/search/hash';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { IndexMap, ProofTable } from '../../../../src/engine/search/table';
import { lostBenchmark, wins } from './positions';
import { randomPosition } from './random-positions';

// Proofs of loss kept from one restart round to the next and from best-first to depth-first
// (SearchOptions.keepProofs, table.ts) may only ever hold real losses: every position kept is
// searched again without them (exactly, no dead-end test) and never won; the search with them
// answers as the unpruned search does on random positions of every game; a broken version that
// keeps proofs relative to the stack is caught; bench:lost's positions stay lost; and on the loss
// benchmark they save positions.

const benchmark = lostBenchmark;

/**
 * Searches once (one depth-first round, or best-first) with a table of kept proofs; returns the
 * positions it kept that it entered. `unsound`: the broken version that keeps stack-relative proofs too.
 */
function keptPositions(start: Readonly<State>, maxStates: number, strategy: 'depth' | 'best' = 'depth', unsound = false): State[] {
  const seen = new Map<string, State>();
  const provenLost = new ProofTable(16 * 1024 * 1024);
  search(start, {
    strategy,
    restarts: false,
    maxStates,
    provenLost,
    unsoundProofs: unsound,
    observe: (s) => void (seen.size < 20_000 && seen.set(stateKey(s).join(':'), cloneState(s))),
  });
  const kept: State[] = [];
  provenLost.forEach((lo, hi) => {
    const s = seen.get(`${lo}:${hi}`);
    if (s) kept.push(s);
  });
  return kept;
}

/** How many of the first 40 kept positions the unpruned search wins. */
function wonKept(kept: State[]): number {
  return kept.slice(0, 40).filter((q) => search(q, { plain: true, maxStates: 100_000 }).result === 'won').length;
}

describe('solver: proofs of loss kept across restart rounds', () => {
  it('every position it keeps is not won by the exact search (Forty Thieves positions along failing lines)', function () {
    this.timeout(120000);
    let checked = 0;
    let confirmed = 0;
    for (const p of benchmark.filter((b) => b.positions < 10_000).slice(0, 6)) {
      const kept = keptPositions(stateFromPosition('forty-thieves', p.position), 20_000);
      // Spread over the whole search: every 25th.
      for (let i = 0; i < kept.length; i += 25) {
        const exact = search(kept[i], { strategy: 'depth', restarts: false, floats: false, deadEnds: false, maxStates: 50_000 });
        assert.notEqual(exact.result, 'won', `deal ${p.deal}, ${p.stockLeft} stock left: kept position ${i} is won`);
        checked++;
        if (exact.result === 'lost') confirmed++;
      }
    }
    assert.ok(checked >= 100 && confirmed >= checked * 0.8, `${confirmed} of ${checked} confirmed lost`);
  });

  const compared = { won: 0, lost: 0, keptDepth: 0, keptBest: 0 };
  for (const variant of VARIANTS) {
    it(`${variant.name}: answers as the unpruned search does on random positions, and keeps only losses`, function () {
      this.timeout(120000);
      for (let seed = 1; seed <= 12; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919 + 17, 52));
        const plain = search(s, { plain: true, maxStates: 300_000 });
        if (plain.result === 'unknown') continue;
        // Small rounds, so that the later ones start from the proofs of the earlier; in 'both',
        // the depth-first rounds start from best-first's.
        for (const strategy of ['depth', 'both'] as const) {
          const r = search(s, { strategy, keepProofs: true, maxStates: 300_000 });
          assert.equal(r.result, plain.result, `seed ${seed}, ${strategy}`);
          if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}, ${strategy}: the line wins`);
        }
        compared[plain.result]++;
        const depth = keptPositions(s, 2_000);
        const best = keptPositions(s, 2_000, 'best');
        assert.equal(wonKept(depth), 0, `seed ${seed}: a position kept by depth-first is won`);
        assert.equal(wonKept(best), 0, `seed ${seed}: a position kept by best-first is won`);
        compared.keptDepth += Math.min(40, depth.length);
        compared.keptBest += Math.min(40, best.length);
      }
    });
  }

  it('was tried on won and lost positions (the checks above are not empty)', () => {
    assert.ok(compared.won >= 20 && compared.lost >= 3 && compared.keptDepth >= 500 && compared.keptBest >= 500, JSON.stringify(compared));
  });

  it('catches a broken version that keeps the proofs relative to the stack', function () {
    this.timeout(120000);
    // Cycle cuts (a move back to a position on the stack) make a subtree look exhausted; its
    // positions are won through the open position. The checks above find such positions.
    let won = 0;
    for (const id of ['forty-thieves', 'maria'])
      for (const seed of [2, 3, 8, 9]) {
        const variant = VARIANTS.find((v) => v.id === id)!;
        won += wonKept(keptPositions(stateFromPosition(id, randomPosition(variant, seed * 7919 + 17, 52)), 2_000, 'depth', true));
      }
    assert.ok(won >= 5, `${won} won positions among the broken version's kept ones`);
    // Best-first's broken version, which takes a transposition for a resolved child.
    const ft = VARIANTS.find((v) => v.id === 'forty-thieves')!;
    const s = stateFromPosition(ft.id, randomPosition(ft, 7 * 7919 + 17, 52));
    assert.ok(wonKept(keptPositions(s, 2_000, 'best', true)) > 0, "no won position among best-first's broken version's kept ones");
  });

  it('keeps the bench:lost positions lost, depth-first and in both (proofs from best-first)', function () {
    this.timeout(120000);
    for (const p of benchmark.filter((b) => b.positions <= 5_000)) {
      const s = stateFromPosition('forty-thieves', p.position);
      for (const strategy of ['depth', 'both'] as const) {
        const r = search(s, { strategy, keepProofs: true, maxStates: 4 * p.positions + 20_000 });
        assert.equal(r.result, 'lost', `deal ${p.deal}, ${p.stockLeft} stock left, ${strategy}: ${r.result} in ${r.states}`);
      }
    }
  });

  it('saves positions on the loss benchmark: Forty Thieves deal 1, 44 stock cards left', () => {
    const p = benchmark.find((b) => b.deal === 1 && b.stockLeft === 44)!;
    const s = stateFromPosition('forty-thieves', p.position);
    const without = search(s, { strategy: 'depth', maxStates: 200_000 });
    const kept = search(s, { strategy: 'depth', keepProofs: true, maxStates: 200_000 });
    assert.equal(kept.result, 'lost');
    assert.ok(kept.states < without.states, `${kept.states} positions with the kept proofs, ${without.states} without`);
  });
});

describe('solver: the table of kept proofs', () => {
  it('holds what it was given below its cap, and never answers for a hash it was not given', () => {
    const t = new ProofTable(1 << 20); // 131,072 slots
    const lo = (i: number): number => (i * 2654435761) >>> 0;
    for (let i = 1; i <= 60_000; i++) t.add(lo(i), i);
    assert.equal(t.size, 60_000);
    assert.equal(t.replaced, 0);
    for (let i = 1; i <= 60_000; i++) assert.ok(t.has(lo(i), i));
    for (let i = 1; i <= 1000; i++) assert.ok(!t.has(lo(i), i + 1) && !t.has(lo(i) ^ 1, i));
  });

  it('replaces proofs at its cap instead of growing past it', () => {
    const t = new ProofTable(16_384); // 2,048 slots
    for (let i = 1; i <= 10_000; i++) t.add((i * 2654435761) >>> 0, i * 40503);
    assert.equal(t.capacity, 2048);
    assert.ok(t.size <= 2048 && t.replaced > 0, `${t.size} held, ${t.replaced} replaced`);
    assert.ok(t.has((10_000 * 2654435761) >>> 0, 10_000 * 40503), 'the newest proof is held');
    let held = 0;
    t.forEach(() => held++);
    assert.equal(held, t.size);
  });

  it('maps open positions to their index as a Map would, through deletions (backward shifts)', () => {
    const map = new IndexMap();
    const reference = new Map<string, number>();
    let seed = 12345;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
    for (let step = 0; step < 200_000; step++) {
      // Few distinct low halves (many collisions in the probe runs), a few highs each.
      const lo = (next() % 3000) * 1024 + (next() % 4);
      const hi = next() % 3;
      const k = `${lo}:${hi}`;
      if (next() % 3 === 0) {
        map.delete(lo, hi);
        reference.delete(k);
      } else {
        map.set(lo, hi, step);
        reference.set(k, step);
      }
      if (step % 1000 === 0)
        for (const [key, v] of reference) assert.equal(map.get(...(key.split(':').map(Number) as [number, number])), v, key);
    }
    assert.equal(map.get(7, 7), -1);
  });
});
