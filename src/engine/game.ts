// The rules core: a mutable game state with move generation, apply and undo on integer moves.
// This is the solver's inner loop, so it allocates nothing per move. The public API in
// index.ts wraps it immutably (it copies the state before applying a move).

import { Card, rankOf, suitOf } from './cards';
import { Variant, fitsTable } from './variants';

/** Pile codes inside an integer move. Columns are TABLEAU + index (0-based). */
export const STOCK = 0;
export const WASTE = 1;
export const FOUNDATION = 2;
export const TABLEAU = 3;

/** A move is from | to << 5 | count << 10 (count ≥ 1; 1 for stock turns and redeals). */
export type Move = number;
export const encodeMove = (from: number, to: number, count = 1): Move => from | (to << 5) | (count << 10);
export const moveFrom = (m: Move): number => m & 31;
export const moveTo = (m: Move): number => (m >> 5) & 31;
export const moveCount = (m: Move): number => m >> 10;

export interface State {
  readonly variant: Variant;
  /** fits[card * 52 + onto]: may `card` be built on `onto` (shared per build rule). */
  readonly fits: Uint8Array;
  /** Columns, lowest card first. */
  cols: Card[][];
  /** How many of the lowest cards of each column are face down. */
  down: number[];
  /** Top card last: the next card turned is stock[stock.length - 1]. */
  stock: Card[];
  waste: Card[];
  /** Eight foundations as top ranks (0 = empty); suit s owns slots 2s and 2s + 1. */
  found: number[];
  redealsLeft: number;
}

const fitsByRule = new Map<string, Uint8Array>();
function fitsFor(variant: Variant): Uint8Array {
  let table = fitsByRule.get(variant.build.id);
  if (!table) fitsByRule.set(variant.build.id, (table = fitsTable(variant.build)));
  return table;
}

/** Deals a checked deck of cards as engine-contract.md says. */
export function deal(variant: Variant, deck: readonly Card[]): State {
  const found = new Array<number>(8).fill(0);
  let cards = deck;
  if (variant.acesOut) {
    cards = deck.filter((c) => rankOf(c) !== 1);
    found.fill(1);
  }
  const cols: Card[][] = Array.from({ length: variant.columns }, () => []);
  let next = 0;
  for (let row = 0; row < variant.rows; row++) for (const col of cols) col.push(cards[next++]);
  return {
    variant,
    fits: fitsFor(variant),
    cols,
    down: cols.map(() => variant.faceDownRows),
    stock: cards.slice(next).reverse(),
    waste: [],
    found,
    redealsLeft: variant.redeals,
  };
}

export function cloneState(s: State): State {
  return {
    variant: s.variant,
    fits: s.fits,
    cols: s.cols.map((c) => c.slice()),
    down: s.down.slice(),
    stock: s.stock.slice(),
    waste: s.waste.slice(),
    found: s.found.slice(),
    redealsLeft: s.redealsLeft,
  };
}

/** The cards of pile p (STOCK, WASTE or TABLEAU + i; not FOUNDATION), lowest first. */
export function pileOf(s: Readonly<State>, p: number): Card[] {
  return p === STOCK ? s.stock : p === WASTE ? s.waste : s.cols[p - TABLEAU];
}

/** The foundation slot that takes `card` now, or -1. */
export function foundationSlotFor(s: State, card: Card): number {
  const slot = suitOf(card) * 2;
  const below = rankOf(card) - 1;
  if (s.found[slot] === below) return slot;
  if (s.found[slot + 1] === below) return slot + 1;
  return -1;
}

export function cardsHome(s: State): number {
  let n = 0;
  for (const top of s.found) n += top;
  return n;
}

export const isWonState = (s: State): boolean => cardsHome(s) === 104;

/** Length of the movable run on top of column i (1 in single-card games). */
export function movableRun(s: Readonly<State>, i: number): number {
  const col = s.cols[i];
  const n = col.length;
  if (n === 0) return 0;
  if (s.variant.moveUnit === 'single') return 1;
  const faceUp = n - s.down[i];
  let k = 1;
  while (k < faceUp && s.fits[col[n - k] * 52 + col[n - k - 1]]) k++;
  return k;
}

/** Appends every legal move to `out` and returns it. */
export function generateMoves(s: State, out: Move[] = []): Move[] {
  const { cols, fits } = s;
  const ncols = cols.length;
  // Tableau: top card home, and every movable part of the top run onto a fitting or empty column.
  for (let i = 0; i < ncols; i++) {
    const col = cols[i];
    const n = col.length;
    if (n === 0) continue;
    if (foundationSlotFor(s, col[n - 1]) >= 0) out.push(encodeMove(TABLEAU + i, FOUNDATION));
    const run = movableRun(s, i);
    for (let k = 1; k <= run; k++) {
      const card = col[n - k];
      for (let j = 0; j < ncols; j++) {
        if (j === i) continue;
        const target = cols[j];
        if (target.length === 0 || fits[card * 52 + target[target.length - 1]]) out.push(encodeMove(TABLEAU + i, TABLEAU + j, k));
      }
    }
  }
  // Waste top, and the stock top in one-at-a-time games.
  addSingleCardMoves(s, WASTE, s.waste, out);
  if (s.stock.length > 0) {
    out.push(encodeMove(STOCK, WASTE));
    if (s.variant.cardsPerTurn === 1) addSingleCardMoves(s, STOCK, s.stock, out);
  } else if (s.redealsLeft > 0 && s.waste.length > 0) {
    out.push(encodeMove(WASTE, STOCK));
  }
  return out;
}

function addSingleCardMoves(s: State, from: number, pile: Card[], out: Move[]): void {
  if (pile.length === 0) return;
  const card = pile[pile.length - 1];
  if (foundationSlotFor(s, card) >= 0) out.push(encodeMove(from, FOUNDATION));
  const { cols, fits } = s;
  for (let j = 0; j < cols.length; j++) {
    const target = cols[j];
    if (target.length === 0 || fits[card * 52 + target[target.length - 1]]) out.push(encodeMove(from, TABLEAU + j));
  }
}

/**
 * Applies a legal move in place. Returns what undo needs: bit 0 a card turned face up,
 * bits 1-3 the foundation slot, bits 4-5 how many cards a stock turn moved.
 */
export function applyMove(s: State, m: Move): number {
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from === STOCK && to === WASTE) {
    const turned = Math.min(s.variant.cardsPerTurn, s.stock.length);
    for (let k = 0; k < turned; k++) s.waste.push(s.stock.pop()!);
    return turned << 4;
  }
  if (from === WASTE && to === STOCK) {
    s.stock = s.waste.reverse();
    s.waste = [];
    s.redealsLeft--;
    return 0;
  }
  const count = moveCount(m);
  let undo = 0;
  let card: Card;
  let moved: Card[] | undefined;
  if (from === STOCK) card = s.stock.pop()!;
  else if (from === WASTE) card = s.waste.pop()!;
  else {
    const i = from - TABLEAU;
    const col = s.cols[i];
    if (count === 1) card = col.pop()!;
    else {
      moved = col.splice(col.length - count, count);
      card = moved[0];
    }
    // A face-down card that becomes the top of its column turns face up at once.
    if (s.down[i] > 0 && s.down[i] === col.length) {
      s.down[i]--;
      undo |= 1;
    }
  }
  if (to === FOUNDATION) {
    const slot = foundationSlotFor(s, card);
    s.found[slot]++;
    undo |= slot << 1;
  } else if (moved) {
    const target = s.cols[to - TABLEAU];
    for (const c of moved) target.push(c);
  } else {
    s.cols[to - TABLEAU].push(card);
  }
  return undo;
}

/** Takes back a move applied by applyMove, given what it returned. */
export function undoMove(s: State, m: Move, undo: number): void {
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from === STOCK && to === WASTE) {
    for (let k = undo >> 4; k > 0; k--) s.stock.push(s.waste.pop()!);
    return;
  }
  if (from === WASTE && to === STOCK) {
    s.waste = s.stock.reverse();
    s.stock = [];
    s.redealsLeft++;
    return;
  }
  const count = moveCount(m);
  let moved: Card[];
  if (to === FOUNDATION) {
    const slot = (undo >> 1) & 7;
    moved = [s.found[slot]-- - 1 + (slot >> 1) * 13];
  } else {
    const target = s.cols[to - TABLEAU];
    moved = target.splice(target.length - count, count);
  }
  if (from === STOCK) s.stock.push(moved[0]);
  else if (from === WASTE) s.waste.push(moved[0]);
  else {
    const i = from - TABLEAU;
    if (undo & 1) s.down[i]++;
    for (const c of moved) s.cols[i].push(c);
  }
}

// ---------------------------------------------------------------------------------------------
// Notation: "t2>t7:3", "s>w", "w>f" (engine-contract.md).

const MOVE_PATTERN = /^(s|w|f|t(\d{1,2}))>(s|w|f|t(\d{1,2}))(?::(\d{1,3}))?$/;

export function pileCode(text: string, columns: number): number | undefined {
  if (text === 's') return STOCK;
  if (text === 'w') return WASTE;
  if (text === 'f') return FOUNDATION;
  const match = /^t(\d{1,2})$/.exec(text);
  if (!match) return undefined;
  const n = Number(match[1]);
  return n >= 1 && n <= columns && String(n) === match[1] ? TABLEAU + n - 1 : undefined;
}

export function pileText(code: number): string {
  return code === STOCK ? 's' : code === WASTE ? 'w' : code === FOUNDATION ? 'f' : `t${code - TABLEAU + 1}`;
}

export function moveText(m: Move): string {
  const count = moveCount(m);
  return `${pileText(moveFrom(m))}>${pileText(moveTo(m))}${count > 1 ? `:${count}` : ''}`;
}

/** Reads a move string; throws an Error that says what is wrong with its form. */
export function parseMove(text: unknown, columns: number): Move {
  if (typeof text !== 'string') throw new Error(`A move must be a string like "t2>t7", not ${JSON.stringify(text)}`);
  const match = MOVE_PATTERN.exec(text);
  if (!match) throw new Error(`"${text}" is not a move: write FROM>TO, like "t2>t7", "w>f", "s>w" or "t2>t7:3"`);
  const from = pileCode(match[1], columns);
  const to = pileCode(match[3], columns);
  if (from === undefined) throw new Error(`"${text}": there is no pile ${match[1]} (this game has columns t1 to t${columns})`);
  if (to === undefined) throw new Error(`"${text}": there is no pile ${match[3]} (this game has columns t1 to t${columns})`);
  let count = 1;
  if (match[5] !== undefined) {
    count = Number(match[5]);
    if (count < 2 || String(count) !== match[5])
      throw new Error(`"${text}": write a card count of 2 or more after ":" (a single card needs none)`);
  }
  return encodeMove(from, to, count);
}
