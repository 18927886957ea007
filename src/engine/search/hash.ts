// The search's incremental state hash: 64 bits as two 32-bit halves, canonical under the game's
// symmetries (the columns as a multiset, the two foundations of a suit as an unordered pair),
// kept up to date per pile as moves are played and taken back, and the Zobrist keys it is made of.

import * as game from '../game';
import type { Move, State } from '../game';

// Imported bindings copied into module constants once (see board.ts: under a CommonJS
// transform every use of an imported name is a getter call, too slow for the inner loop).
const { FOUNDATION, STOCK, TABLEAU, WASTE, applyMove, moveFrom, moveTo, pileOf, undoMove } = game;

// ------------------------------------------------------------------------------------------
// The Zobrist keys of the state hash below, as 2 × 32-bit halves (no BigInt in the hot path).
//
// Every key is a fixed pseudo-random number, generated once from a constant seed (splitmix32),
// so hashes are the same in every run and no Math.random is involved.
//
// Why the keys are per (pile kind, depth in the pile, card) and not per card: the two copies of
// a card are the same number in the engine, and a plain per-card XOR hash would let the two
// copies cancel out (x ^ x = 0) — a column holding both 7H would hash like one holding neither.
// Keying by the depth of the card in its pile makes each placement a different key, so two
// copies at different depths never cancel, and XOR over one pile is a hash of its exact content.

/** Deepest pile the keys cover: a column can never hold more than every card. */
const MAX_DEPTH = 105;
/** Card codes in a column: 0..51 face up, 52..103 face down. */
const COLUMN_CODES = 104;

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function keys(count: number, seed: number): Uint32Array {
  const next = splitmix32(seed);
  const table = new Uint32Array(count);
  for (let i = 0; i < count; i++) table[i] = next();
  return table;
}

/** Column keys: [depth * 104 + code], low and high halves. */
const COLUMN_LO = keys(MAX_DEPTH * COLUMN_CODES, 0x1234567);
const COLUMN_HI = keys(MAX_DEPTH * COLUMN_CODES, 0x2345678);
/** Stock and waste keys: [depth * 52 + card]. */
const STOCK_LO = keys(MAX_DEPTH * 52, 0x3456789);
const STOCK_HI = keys(MAX_DEPTH * 52, 0x456789a);
const WASTE_LO = keys(MAX_DEPTH * 52, 0x56789ab);
const WASTE_HI = keys(MAX_DEPTH * 52, 0x6789abc);
/**
 * Foundation keys per suit and the two ranks of its foundations in canonical order
 * ([suit * 196 + low * 14 + high], low ≤ high): which of the suit's two foundations holds
 * which rank makes no difference to the game, so both orders get the same key.
 */
const FOUND_LO = keys(4 * 196, 0x789abcd);
const FOUND_HI = keys(4 * 196, 0x89abcde);
/** Redeals left (Little Forty). */
const REDEAL_LO = keys(8, 0x9abcdef);
const REDEAL_HI = keys(8, 0xabcdef1);

// ------------------------------------------------------------------------------------------
// The hash

/** Most columns a search state can have: pile codes in a move have 5 bits (TABLEAU + 28 = 31). */
export const MAX_COLUMNS = 29;

export class StateHash {
  /** The hash of the state as last computed (compute()). */
  lo = 0;
  hi = 0;

  // Per-pile prefix hashes (pile code: 0 stock, 1 waste, 3 + i column i; 2 unused):
  // pre[p][k] is the hash of the lowest k cards, valid for k ≤ valid[p]. A move changes only
  // the top of the piles it touches (and may turn the new top face up), so after it only the
  // entries above the lower of the two lengths, minus one, are recomputed — lazily, in compute().
  private readonly preLo: Uint32Array[] = [];
  private readonly preHi: Uint32Array[] = [];
  private readonly valid: Int32Array;
  /**
   * The game's own columns. A loss proof's relaxation (floats.ts) adds columns beyond them, each
   * holding a floating card at its bottom; those hash with the face-down codes (COLUMN_CODES),
   * which their games, having no face-down cards, leave free: a floating card's column and a
   * real column with the same cards play differently, so they must not hash alike.
   */
  private readonly realColumns: number;

  /** Hashes `s`, the search's one mutable state, as it changes; columns from `realColumns` on are floating cards' own. */
  constructor(
    private readonly s: State,
    realColumns = s.cols.length,
  ) {
    this.realColumns = realColumns;
    const piles = TABLEAU + MAX_COLUMNS;
    this.valid = new Int32Array(piles);
    for (let p = 0; p < piles; p++) {
      this.preLo.push(new Uint32Array(MAX_DEPTH + 1));
      this.preHi.push(new Uint32Array(MAX_DEPTH + 1));
    }
  }

  /** Pile p went from `before` to `after` cards (its new top may have turned face up). */
  touch(p: number, before: number, after: number): void {
    const keep = Math.max(0, Math.min(before, after) - 1);
    if (this.valid[p] > keep) this.valid[p] = keep;
  }

  /** Pile p changed throughout (a redeal). */
  reset(p: number): void {
    this.valid[p] = 0;
  }

  /** Plays legal move m on the state (game.applyMove) and notes the piles it changed; returns its undo token. */
  play(m: Move): number {
    const s = this.s;
    const from = moveFrom(m);
    const to = moveTo(m);
    if (from === WASTE && to === STOCK) {
      const undo = applyMove(s, m);
      this.reset(STOCK);
      this.reset(WASTE);
      return undo;
    }
    const fromBefore = pileOf(s, from).length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(s, to).length;
    const undo = applyMove(s, m);
    this.touch(from, fromBefore, pileOf(s, from).length);
    if (to !== FOUNDATION) this.touch(to, toBefore, pileOf(s, to).length);
    return undo;
  }

  /** Takes back move m (undo: the token play returned) and notes the piles it changed. */
  unplay(m: Move, undo: number): void {
    const s = this.s;
    const from = moveFrom(m);
    const to = moveTo(m);
    if (from === WASTE && to === STOCK) {
      undoMove(s, m, undo);
      this.reset(STOCK);
      this.reset(WASTE);
      return;
    }
    const fromBefore = pileOf(s, from).length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(s, to).length;
    undoMove(s, m, undo);
    this.touch(from, fromBefore, pileOf(s, from).length);
    if (to !== FOUNDATION) this.touch(to, toBefore, pileOf(s, to).length);
  }

  /** Brings pile p's prefix hashes up to its current length; returns that length. */
  private extend(p: number): number {
    const cards = pileOf(this.s, p);
    const len = cards.length;
    let k = this.valid[p];
    if (k >= len) return len;
    const lo = this.preLo[p];
    const hi = this.preHi[p];
    if (p >= TABLEAU) {
      // A floating card's column counts as face down throughout (see realColumns).
      const down = p - TABLEAU < this.realColumns ? this.s.down[p - TABLEAU] : MAX_DEPTH;
      for (; k < len; k++) {
        const key = k * COLUMN_CODES + cards[k] + (k < down ? 52 : 0);
        lo[k + 1] = lo[k] ^ COLUMN_LO[key];
        hi[k + 1] = hi[k] ^ COLUMN_HI[key];
      }
    } else {
      const keyLo = p === STOCK ? STOCK_LO : WASTE_LO;
      const keyHi = p === STOCK ? STOCK_HI : WASTE_HI;
      for (; k < len; k++) {
        const key = k * 52 + cards[k];
        lo[k + 1] = lo[k] ^ keyLo[key];
        hi[k + 1] = hi[k] ^ keyHi[key];
      }
    }
    this.valid[p] = len;
    return len;
  }

  /**
   * The canonical hash of the current state, in lo / hi. Columns are interchangeable (no rule
   * depends on a column's place), so the columns are combined by addition modulo 2^32 of their
   * own hashes — a multiset hash: any permutation of the columns gives the same sum, and two
   * equal columns add up (2x) instead of cancelling as XOR would. Stock, waste, foundations
   * (each suit's pair in canonical order) and redeals left are XORed in.
   */
  compute(): void {
    let lo = 0;
    let hi = 0;
    for (let p = TABLEAU; p < TABLEAU + this.s.cols.length; p++) {
      const len = this.extend(p);
      lo = (lo + this.preLo[p][len]) >>> 0;
      hi = (hi + this.preHi[p][len]) >>> 0;
    }
    const st = this.extend(STOCK);
    lo ^= this.preLo[STOCK][st];
    hi ^= this.preHi[STOCK][st];
    const wa = this.extend(WASTE);
    lo ^= this.preLo[WASTE][wa];
    hi ^= this.preHi[WASTE][wa];
    const f = this.s.found;
    for (let suit = 0; suit < 4; suit++) {
      const a = f[suit * 2];
      const b = f[suit * 2 + 1];
      const key = suit * 196 + (a < b ? a * 14 + b : b * 14 + a);
      lo ^= FOUND_LO[key];
      hi ^= FOUND_HI[key];
    }
    lo ^= REDEAL_LO[this.s.redealsLeft & 7];
    hi ^= REDEAL_HI[this.s.redealsLeft & 7];
    this.lo = lo >>> 0;
    this.hi = hi >>> 0;
  }
}

/**
 * The canonical hash the search uses for a state, as [low, high] 32-bit halves: equal for
 * states that differ only by the order of the columns or of a suit's two foundations.
 */
export function stateKey(state: Readonly<State>): [number, number] {
  const hash = new StateHash(game.cloneState(state));
  hash.compute();
  return [hash.lo, hash.hi];
}
