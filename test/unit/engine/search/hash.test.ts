// The search's running hash (hash.ts) is its memory of where it has been: a stale entry makes it
// skip a position it never searched (a missed win, or a wrong "lost") or search one twice. So the
// hash kept up to date move by move must equal the key computed from scratch, in every game, and
// positions that play differently must get different keys.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertProperty } from '../../property';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { nextSeed } from '../helpers';
import { STOCK, WASTE, applyMove, cloneState, encodeMove, generateMoves } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';
import { StateHash, stateKey } from '../../../../src/engine/search/hash';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { position } from '../../../../src/engine/index';

describe('solver: the running hash', () => {
  it('equals the key computed from scratch after any sequence of moves and take-backs, in every game', () => {
    const steps = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 50, maxLength: 400, size: 'max' });
    assertProperty(
      fc.property(fc.constantFrom(...VARIANTS.map((v) => v.id)), fc.integer({ min: 1, max: 0xffffffff }), steps, (id, deal, choices) => {
        const s = dealGame(id, { number: deal });
        const hash = new StateHash(s);
        const played: { m: Move; undo: number }[] = [];
        const check = (step: number) => {
          hash.compute();
          assert.deepEqual([hash.lo, hash.hi], stateKey(s), `${id} deal ${deal}, step ${step}`);
        };
        check(0);
        for (const [step, c] of choices.entries()) {
          // One choice in four takes back one to three moves; the others play a legal move
          // (the stock's turn often, so the games get deep into the stock and redeal).
          const moves = generateMoves(s);
          if ((c % 4 === 0 && played.length > 0) || moves.length === 0) {
            for (let k = 1 + (c % 3); k > 0 && played.length > 0; k--) {
              const last = played.pop()!;
              hash.unplay(last.m, last.undo);
            }
          } else {
            const m = c % 3 === 0 && moves.includes(turn(s)) ? turn(s) : moves[c % moves.length];
            played.push({ m, undo: hash.play(m) });
          }
          check(step + 1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('tells apart positions that differ only in the redeals left (Little Forty)', () => {
    const s = dealGame('little-forty', { number: 3 });
    const fewer = cloneState(s);
    fewer.redealsLeft = s.redealsLeft - 1;
    assert.notDeepEqual(stateKey(fewer), stateKey(s));
    const none = cloneState(s);
    none.redealsLeft = 0;
    assert.notDeepEqual(stateKey(none), stateKey(fewer));
  });

  it('tells apart positions that differ only in whether a card lies face down', () => {
    for (const id of ['indian', 'number-ten', 'rank-and-file']) {
      const s = dealGame(id, { number: 5 });
      const p = position(s);
      // The same cards, the highest face-down card of column 1 shown face up.
      const top = s.down[0] - 1;
      const shown = stateFromPosition(id, {
        ...p,
        tableau: p.tableau.map((col, i) => (i === 0 ? col.map((c, k) => (k === top ? c.replace('#', '') : c)) : col)),
      });
      assert.equal(shown.down[0], s.down[0] - 1, `${id}: one card fewer face down`);
      assert.deepEqual(shown.cols, s.cols);
      assert.notDeepEqual(stateKey(shown), stateKey(s), id);
    }
  });
});

describe('solver: the key of a position', () => {
  /** What the key must tell apart: the columns as a multiset, each suit's two foundations as a pair, the rest in order. */
  const canonical = (s: Readonly<State>): string =>
    JSON.stringify([
      s.cols.map((col, i) => col.map((c, k) => (k < s.down[i] ? `#${c}` : `${c}`)).join(' ')).sort(),
      s.stock,
      s.waste,
      [0, 1, 2, 3].map((suit) => [s.found[suit * 2], s.found[suit * 2 + 1]].sort((a, b) => a - b)),
      s.redealsLeft,
    ]);

  it('is the same for the same position and different for any two different ones, among thousands of positions of every game', () => {
    const byKey = new Map<string, string>();
    let positions = 0;
    const visit = (s: Readonly<State>) => {
      const key = stateKey(s).join(':');
      const seen = byKey.get(key);
      const here = canonical(s);
      if (seen === undefined) byKey.set(key, here);
      else assert.equal(here, seen, `two positions with the key ${key}`);
      positions++;
    };
    for (const v of VARIANTS) {
      for (const deal of [1, 2]) {
        const s = dealGame(v.id, { number: deal });
        let x = deal;
        for (let step = 0; step < 120; step++) {
          const moves = generateMoves(s);
          if (moves.length === 0) break;
          // Every position one move away, then one of them (the stock's turn one time in three).
          for (const m of moves) {
            const next = cloneState(s);
            applyMove(next, m);
            visit(next);
          }
          x = nextSeed(x);
          const m = x % 3 === 0 && moves.includes(turn(s)) ? turn(s) : moves[(x >>> 8) % moves.length];
          applyMove(s, m);
        }
      }
    }
    assert.ok(positions > 5000 && byKey.size > 3000, `${positions} positions, ${byKey.size} different`);
  });

  it("ignores the order of the columns and of a suit's two foundations, and nothing else", () => {
    const s = dealGame('forty-thieves', { number: 7 });
    const swapped = cloneState(s);
    [swapped.cols[0], swapped.cols[9]] = [swapped.cols[9], swapped.cols[0]];
    assert.deepEqual(stateKey(swapped), stateKey(s), 'two columns trade places');
    const home = cloneState(s);
    home.found[2] = 3;
    const mirrored = cloneState(s);
    mirrored.found[3] = 3;
    assert.deepEqual(stateKey(mirrored), stateKey(home), "the 3 of Diamonds on either of the suit's foundations");
    const other = cloneState(s);
    other.found[4] = 3;
    assert.notDeepEqual(stateKey(other), stateKey(home), 'the 3 of Hearts instead');
  });
});

/** The stock's turn (s>w), or the redeal when the stock is empty. */
function turn(s: Readonly<State>): Move {
  return s.stock.length > 0 ? encodeMove(STOCK, WASTE) : encodeMove(WASTE, STOCK);
}
