// The search's move ordering: from a state, the moves worth trying, best first, with the moves
// that soundly add nothing pruned. The search loops (depth-first.ts, best-first-loop.ts) take them from here in order.

import * as game from '../game';
import type { Move, State } from '../game';
import { KEEP_ALL, StubbornSets } from './stubborn';

// Imported bindings copied into module constants once (see board.ts).
const { FOUNDATION, STOCK, TABLEAU, WASTE, encodeMove, generateMoves, moveCount, moveFrom, moveTo } = game;

/**
 * Digging towards the cards that could go home now: a move off a pile with such a card k cards
 * down gets DIG_BONUS - DIG_STEP × (k - cards moved); a move onto such a pile loses
 * BURY_PENALTY. On samples of 10 deals at 1.5 s this took Maria from 2 to 5 won, Limited from 7
 * to 8, and cut the median time of Indian, Little Forty and Number Ten several times. Forty
 * Thieves is the exception: on deals 1–20 at 5 s it won 1 deal with digging and 1 without, but
 * the won deal took 200 000 states instead of 238, and at 10 s without digging 3 of 20 were won;
 * so it is off there (the variant's solverDigs).
 */
const DIG_BONUS = 120;
const DIG_STEP = 20;
const BURY_PENALTY = 60;
/**
 * Macro-moves are ordered like the one-card turns they replace: after every tableau move (scores
 * from 40), the nearest stock card first (39 - k / 4, in steps the sort keys keep exact).
 */
const MACRO_SCORE = 39;
const MACRO_STEP = 0.25;
/** Moves are below this (move.ts encoding); a sort key is (score * 128 + tie-break) * MOVE_SPACE + move. */
export const MOVE_SPACE = 131072;

export interface OrderingOptions {
  /** The unpruned search (SearchOptions.plain): every legal move, none skipped. */
  plain: boolean;
  /** Stock macro-moves instead of single turns (SearchOptions.macros, where the search allows them). */
  macros: boolean;
  /** The restart round: 0 orders ties by generation order, later rounds pseudo-randomly. */
  round: number;
  /** Keeps only a stubborn set's moves (stubborn.ts, SearchOptions.stubborn), where the search allows them. */
  stubborn?: boolean;
}

export class MoveOrdering {
  /** After order(): sort keys, best first; the move of key k is `k % MOVE_SPACE`. */
  keys: Float64Array = new Float64Array(512);

  /** The game's own columns; a state of a loss proof's relaxation may have more (floats.ts). */
  private readonly realColumns: number;
  private readonly oneAtATime: boolean;
  /**
   * Where turning the stock goes in the move order. With no redeal a turned card is buried in
   * the waste for good, so the tableau is tried first (measured best on Forty Thieves, Maria,
   * Streets, Limited); with redeals (Little Forty) the stock comes round again and turning early
   * decided far more deals (8 of 8 against 3 of 8 on a sample).
   */
  private readonly turnScore: number;
  /** Whether the ordering digs towards cards that could go home (see DIG_BONUS). */
  private readonly digging: boolean;
  private readonly plain: boolean;
  private readonly macros: boolean;
  private readonly noisy: boolean;
  private seed: number;
  private readonly scratch: Move[] = [];
  private readonly dig = new Int32Array(TABLEAU + 32);
  /** The stubborn sets (stubborn.ts), when on. */
  readonly stubborn: StubbornSets | undefined;
  /** Set while the search plays the floating-card relaxation (floats.ts), a game of its own: no stubborn sets there. */
  relaxed = false;

  /** Orders the moves of `s`, the search's one mutable state, as it changes. */
  constructor(
    private readonly s: State,
    options: OrderingOptions,
  ) {
    this.realColumns = s.cols.length;
    this.oneAtATime = s.variant.cardsPerTurn === 1;
    this.turnScore = s.variant.redeals > 0 ? 120 : 20;
    this.digging = s.variant.solverDigs;
    this.plain = options.plain;
    this.macros = options.macros;
    this.seed = (options.round * 0x9e3779b9) >>> 0;
    this.noisy = options.round > 0;
    this.stubborn = options.stubborn ? new StubbornSets(s) : undefined;
  }

  /**
   * The moves worth trying from the current state, best first, in keys[0..n); returns n.
   * `lastTo` / `lastCount` describe the move that led here when no forced move followed it
   * (else lastTo is -1).
   *
   * Pruned, each soundly (an equivalent or better move is tried elsewhere):
   *   - stock plays s>f / s>tN in one-at-a-time games: the same as s>w then w>f / w>tN, and
   *     s>w is always tried; keeping both would only reach the same states twice.
   *   - a move to an empty column other than the first one: empty columns are interchangeable
   *     and the hash ignores column order, so they lead to the same state.
   *   - a whole column onto an empty column: the same position with the columns renamed.
   *   - moving again, right away, the unit just moved (same column, same card count): the two
   *     moves together equal one move straight from where the unit came from (back home makes
   *     a null move), which the parent state tries itself. Only when the first move turned no
   *     card face up and set off no forced move: then the parent's state is the same but for
   *     the unit's place.
   * Ordering (higher score first): foundation moves; moves that empty a column; moves that turn a
   * face-down card up; moves that free a card that can go home; waste plays; other tableau moves;
   * moves to an empty column; turning the stock; the redeal.
   */
  order(lastTo: number, lastCount: number): number {
    const s = this.s;
    const out = this.scratch;
    out.length = 0;
    generateMoves(s, out);
    let firstEmpty = -1;
    for (let i = 0; i < this.realColumns; i++) {
      if (s.cols[i].length === 0) {
        firstEmpty = i;
        break;
      }
    }
    // How deep the shallowest card that could go home now lies in each column and in the waste
    // (cards above it; -1 when there is none): moves that dig towards such a card come first,
    // moves that bury one come later.
    const dig = this.dig;
    if (this.digging) {
      for (let i = 0; i < s.cols.length; i++) dig[TABLEAU + i] = coverOverHomeCard(s, s.cols[i]);
      dig[WASTE] = coverOverHomeCard(s, s.waste);
    }
    // The piles whose moves a stubborn set keeps (bit i column i, bit cols.length stock and waste).
    const keep = this.stubborn && !this.relaxed ? this.stubborn.piles(s) : KEEP_ALL;
    const w = s.cols.length;
    let n = 0;
    for (let j = 0; j < out.length; j++) {
      const m = out[j];
      if (keep !== KEEP_ALL) {
        const from = moveFrom(m);
        if (!(keep & (1 << (from >= TABLEAU ? from - TABLEAU : w)))) continue;
      }
      const score = this.scoreOf(m, firstEmpty, lastTo, lastCount);
      if (score === undefined) continue;
      if (n === this.keys.length) this.keys = grow64(this.keys);
      this.keys[n++] = (score * 128 + this.tieBreak()) * MOVE_SPACE + m;
    }
    if (this.macros) n = this.addMacros(n, firstEmpty);
    sortDescending(this.keys, n);
    return n;
  }

  /** The score of move m (higher is tried first; see order()), or undefined when it is pruned. */
  private scoreOf(m: Move, firstEmpty: number, lastTo: number, lastCount: number): number | undefined {
    const s = this.s;
    const dig = this.dig;
    const from = moveFrom(m);
    const to = moveTo(m);
    const count = moveCount(m);
    if (from === STOCK && to !== WASTE && this.oneAtATime) return undefined;
    if (from === STOCK && this.macros) return undefined; // the turn: replaced by the macro-moves
    if (from === lastTo && count === lastCount && !this.plain) return undefined;
    if (to === FOUNDATION) return 1000;
    if (to === WASTE) return this.turnScore; // s>w
    if (to === STOCK) return 5; // redeal
    // A floating card leaves its own column only to go home (floats.ts).
    if (from - TABLEAU >= this.realColumns && s.cols[from - TABLEAU].length === 1) return undefined;
    const target = s.cols[to - TABLEAU];
    const toEmpty = target.length === 0;
    if (toEmpty && to - TABLEAU !== firstEmpty && !this.plain) return undefined;
    let score: number;
    if (from === WASTE) {
      score = toEmpty ? 60 : 200;
    } else {
      const i = from - TABLEAU;
      const col = s.cols[i];
      const rest = col.length - count;
      if (rest === 0 && toEmpty && !this.plain) return undefined;
      if (rest === 0) score = 500;
      else if (rest === s.down[i]) score = 400;
      else if (canGoHome(s.found, col[rest - 1])) score = 300;
      else if (s.fits[col[rest] * 52 + col[rest - 1]])
        score = 40; // splits a built run
      else score = 100;
      if (toEmpty) score = score >= 300 ? score - 150 : 50;
    }
    if (this.digging) {
      const a = dig[from];
      if (a >= count) score += Math.max(0, DIG_BONUS - DIG_STEP * (a - count));
      if (dig[to] >= 0) score -= BURY_PENALTY;
    }
    return score;
  }

  /**
   * The stock macro-moves, appended to keys[0..n): for each stock card k from the top (k = 1 the
   * top), every place it could be played to once the k - 1 cards above it are turned. Sound:
   * in a winning line every turned card must later leave the waste, and moves between the turns
   * and that play that touch neither stock nor waste can be made before the turns instead, so
   * some winning line is a sequence of tableau moves and macro-moves. Returns the new n.
   */
  private addMacros(n: number, firstEmpty: number): number {
    const s = this.s;
    const stock = s.stock;
    const fits = s.fits;
    for (let k = 1; k <= stock.length; k++) {
      const card = stock[stock.length - k];
      // Nearer cards first, as turning one card at a time finds them; home before a column.
      const near = MACRO_SCORE - MACRO_STEP * k;
      if (canGoHome(s.found, card)) n = this.addKey(n, near + MACRO_STEP / 2, encodeMove(STOCK, FOUNDATION, k));
      for (let j = 0; j < s.cols.length; j++) {
        const col = s.cols[j];
        if (col.length === 0 ? j === firstEmpty : fits[card * 52 + col[col.length - 1]] === 1)
          n = this.addKey(n, near, encodeMove(STOCK, TABLEAU + j, k));
      }
    }
    return n;
  }

  private addKey(n: number, score: number, m: Move): number {
    if (n === this.keys.length) this.keys = grow64(this.keys);
    this.keys[n] = (score * 128 + this.tieBreak()) * MOVE_SPACE + m;
    return n + 1;
  }

  /** 0 in the first round; then a deterministic pseudo-random number in 0..127 (mulberry32). */
  private tieBreak(): number {
    if (!this.noisy) return 0;
    this.seed = (this.seed + 0x6d2b79f5) >>> 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) & 127;
  }
}

/** Could `card` go to a foundation now (foundationSlotFor without the CommonJS getters)? */
function canGoHome(f: readonly number[], card: number): boolean {
  const slot = ((card / 13) | 0) * 2;
  const below = card % 13;
  return f[slot] === below || f[slot + 1] === below;
}

/** Cards lying above the shallowest card of `pile` that could go to a foundation now, or -1. */
function coverOverHomeCard(s: State, pile: readonly number[]): number {
  const f = s.found;
  for (let k = pile.length - 1; k >= 0; k--) {
    const card = pile[k];
    const slot = ((card / 13) | 0) * 2;
    const below = card % 13;
    if (f[slot] === below || f[slot + 1] === below) return pile.length - 1 - k;
  }
  return -1;
}

/** Insertion sort of keys[0..n), descending (few moves per state). */
function sortDescending(keys: Float64Array, n: number): void {
  for (let a = 1; a < n; a++) {
    const v = keys[a];
    let b = a - 1;
    while (b >= 0 && keys[b] < v) {
      keys[b + 1] = keys[b];
      b--;
    }
    keys[b + 1] = v;
  }
}

function grow64(a: Float64Array): Float64Array {
  const b = new Float64Array(a.length * 2);
  b.set(a);
  return b;
}
