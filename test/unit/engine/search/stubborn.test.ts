import assert from 'node:assert/strict';
import { VARIANTS } from '../../../../src/engine/index';
import { mulberry32 } from '../../../../src/engine/deck';
import { FOUNDATION, STOCK, TABLEAU, WASTE, applyMove, cloneState, generateMoves, moveFrom, moveTo } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { KEEP_ALL, StubbornSets } from '../../../../src/engine/search/stubborn';
import { lostBenchmark, wins } from './positions';
import { randomPosition } from './random-positions';

// Stubborn sets (stubborn.ts, SearchOptions.stubborn) may only leave out moves when a kept move
// still starts a shortest win. Checked three ways: the heart of the argument directly (after any
// line of moves outside the set, every move of the set that can be played could already be
// played at the start, and no column has emptied); the search with them answers as the
// unpruned search does on random positions of every game; and the loss benchmark's positions
// are still proven lost.

const benchmark = lostBenchmark;
const SOUND = new Set(['forty-thieves', 'indian', 'limited', 'lucas', 'maria', 'streets']);

/** The moves of the game the argument is about: no stock card played straight from the stock. */
function movesOf(s: State): Move[] {
  return generateMoves(s, []).filter((m) => !(moveFrom(m) === STOCK && moveTo(m) !== WASTE));
}

/** The pile bit of pile code p (columns, or the stock and waste together). */
function bit(s: Readonly<State>, p: number): number {
  return 1 << (p >= TABLEAU ? p - TABLEAU : s.cols.length);
}

/** Whether move m touches the piles `keep` or a foundation of the suits `suits` (the set T of stubborn.ts). */
function inT(s: Readonly<State>, m: Move, keep: number, suits: number): boolean {
  const from = moveFrom(m);
  const to = moveTo(m);
  if (keep & bit(s, from)) return true;
  if (to >= TABLEAU && keep & bit(s, to)) return true;
  if (to === FOUNDATION) {
    const pile = from === WASTE ? s.waste : from === STOCK ? s.stock : s.cols[from - TABLEAU];
    return (suits & (1 << ((pile[pile.length - 1] / 13) | 0))) !== 0;
  }
  return false;
}

/** Walks random lines of moves outside T from `start`; checks what the argument claims at every step. Returns the steps walked. */
function walkOutside(start: Readonly<State>, keep: number, suits: number, seed: number): number {
  const initial = new Set(movesOf(cloneState(start)));
  // The moves the search keeps (those from the kept piles) are exactly the playable moves of T.
  for (const m of initial) assert.equal(inT(start, m, keep, suits), (keep & bit(start, moveFrom(m))) !== 0, `move ${m}`);
  const random = mulberry32(seed);
  let steps = 0;
  for (let walk = 0; walk < 6; walk++) {
    const s = cloneState(start);
    for (let step = 0; step < 40; step++) {
      const moves = movesOf(s);
      for (const m of moves) if (inT(s, m, keep, suits)) assert.ok(initial.has(m), `a move of the set became playable: ${m}`);
      assert.ok(
        s.cols.every((c) => c.length > 0),
        'a column emptied by moves outside the set',
      );
      const outside = moves.filter((m) => !inT(s, m, keep, suits));
      if (outside.length === 0) break;
      applyMove(s, outside[Math.floor(random() * outside.length)]);
      steps++;
    }
  }
  return steps;
}

describe('solver: stubborn sets', () => {
  it('moves outside the set never make a move of the set playable, nor empty a column (positions of the loss benchmark)', function () {
    this.timeout(120000);
    let reduced = 0;
    let steps = 0;
    for (const p of benchmark.filter((b) => b.positions < 20_000).slice(0, 12)) {
      const start = stateFromPosition('forty-thieves', p.position);
      const sets = new StubbornSets(start);
      let n = 0;
      search(start, {
        strategy: 'depth',
        restarts: false,
        maxStates: 3_000,
        observe: (s) => {
          if (n++ % 10 !== 0) return;
          const keep = sets.piles(s);
          if (keep === KEEP_ALL) return;
          reduced++;
          steps += walkOutside(s, keep, sets.lastSuits, n);
        },
      });
    }
    assert.ok(reduced >= 200 && steps >= 1000, `${reduced} positions reduced, ${steps} steps walked`);
  });

  for (const variant of VARIANTS) {
    it(`${variant.name}: answers as the unpruned search does on random positions${SOUND.has(variant.id) ? '' : ' (a no-op here)'}`, function () {
      this.timeout(120000);
      let compared = 0;
      let steps = 0;
      for (let seed = 1; seed <= 16; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919 + 37, 52));
        const plain = search(s, { plain: true, maxStates: 300_000 });
        if (plain.result === 'unknown') continue;
        const r = search(s, { strategy: 'depth', stubborn: true, maxStates: 300_000 });
        assert.equal(r.result, plain.result, `seed ${seed}`);
        if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}: the line wins`);
        const best = search(s, { strategy: 'best', stubborn: true, maxStates: 300_000 });
        if (best.result !== 'unknown') assert.equal(best.result, plain.result, `seed ${seed}, best-first`);
        compared++;
        if (SOUND.has(variant.id)) {
          const sets = new StubbornSets(s);
          const keep = sets.piles(s);
          if (keep !== KEEP_ALL) steps += walkOutside(s, keep, sets.lastSuits, seed);
        } else {
          const without = search(s, { strategy: 'depth', maxStates: 300_000 });
          assert.equal(r.states, without.states, `seed ${seed}: the option changes nothing here`);
        }
      }
      assert.ok(compared >= 6, `${compared} positions compared`);
      void steps;
    });
  }

  it('proves the loss benchmark positions lost, as the search without it does', function () {
    this.timeout(120000);
    for (const p of benchmark.filter((b) => b.positions < 20_000)) {
      const start = stateFromPosition('forty-thieves', p.position);
      const r = search(start, { strategy: 'depth', restarts: false, floats: false, stubborn: true, maxStates: 200_000 });
      assert.equal(r.result, 'lost', `deal ${p.deal}, ${p.stockLeft} stock left`);
    }
  });
});
