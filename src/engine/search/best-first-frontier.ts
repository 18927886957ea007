// Best-first search's parts: the frontier of positions waiting to be expanded, each stored
// compactly, and the score that orders them. The search loop itself is BestFirstSearch
// (best-first-loop.ts), which shares the move bookkeeping, forced moves, pruning, dead-end test
// and transposition table with the depth-first search (board.ts).
//
// Why best-first: a depth-first search commits to its first line, turns the stock early and
// then spends its whole budget rearranging the tableau under a waste of forty cards
// (docs/solver.md, section 1). Best-first compares positions across the whole tree, so a
// position with a short waste and cards home is expanded before one deep in a hopeless
// endgame. Exhausting the frontier without dropping a position proves a loss exactly as an
// exhausted depth-first search does.

import type { State } from '../game';

/**
 * Weights of the score (higher is expanded first): cards home, cards buried in the waste, places
 * in the columns where a card does not fit on the one below it (face-down cards count as such),
 * empty columns. The best of eight sets tried on Forty Thieves deals 1–40 (docs/solver.md); a
 * reward for turning the stock, or a penalty for low cards buried, did no better.
 */
export const WEIGHTS = { home: 8, waste: 2, breaks: 1, empty: 3 };

export function score(s: Readonly<State>, w = WEIGHTS): number {
  let home = 0;
  for (let i = 0; i < 8; i++) home += s.found[i];
  let breaks = 0;
  let empty = 0;
  const fits = s.fits;
  for (let i = 0; i < s.cols.length; i++) {
    const col = s.cols[i];
    if (col.length === 0) empty++;
    const down = s.down[i];
    breaks += down;
    for (let k = Math.max(1, down + 1); k < col.length; k++) if (fits[col[k] * 52 + col[k - 1]] !== 1) breaks++;
  }
  return w.home * home - w.waste * s.waste.length - w.breaks * breaks + w.empty * empty;
}

/** The longest typed array V8 allows (4 GiB): the arena never grows past it, whatever the memory cap. */
export const MAX_ARENA_BYTES = 2 ** 32;

/**
 * The positions seen, each stored once as bytes in one growing arena, with the move that led
 * to it and its parent (for the winning line), and a max-heap of the ones not yet expanded.
 *
 * A position's bytes: redeals left, the eight foundations, the stock (its length only when the
 * game has no redeal: then the stock is always the first cards of the dealt stock), the waste,
 * and per column its length, face-down count and cards; then the move that led here ("last
 * to" and "last count", for the search's same-unit pruning).
 */
export class Frontier {
  private arena: Uint8Array;
  /** Where each position starts in the arena: unsigned, as the arena passes 2 GiB under a large cap. */
  private offset: Uint32Array;
  parent: Int32Array;
  move: Int32Array;
  size = 0;
  private used = 0;
  private heapKey: Float64Array;
  private heapId: Int32Array;
  heapSize = 0;
  private readonly fixedStock: readonly number[] | undefined;

  constructor(
    root: Readonly<State>,
    private readonly maxBytes: number,
    private readonly maxArenaBytes = MAX_ARENA_BYTES,
  ) {
    this.fixedStock = root.variant.redeals === 0 ? root.stock.slice() : undefined;
    this.arena = new Uint8Array(1 << 20);
    this.offset = new Uint32Array(1 << 14);
    this.parent = new Int32Array(1 << 14);
    this.move = new Int32Array(1 << 14);
    this.heapKey = new Float64Array(1 << 14);
    this.heapId = new Int32Array(1 << 14);
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.used + this.offset.length * 12 + this.heapKey.length * 12;
  }

  /** Stores `s` (reached from `parent` by `move`; lastTo / lastCount for the pruning); returns its id, or -1 when the memory cap is reached. */
  add(s: Readonly<State>, parent: number, move: number, lastTo: number, lastCount: number): number {
    const need = 12 + s.waste.length + (this.fixedStock ? 1 : 1 + s.stock.length) + 2 * s.cols.length + 104;
    if (this.used + need > this.arena.length) {
      const length = Math.min(this.arena.length * 2, this.maxArenaBytes);
      if (this.used + need > length || this.bytes + this.arena.length > this.maxBytes) return -1;
      const bigger = new Uint8Array(length);
      bigger.set(this.arena);
      this.arena = bigger;
    }
    if (this.size === this.offset.length) {
      if (this.bytes + this.offset.length * 12 > this.maxBytes) return -1;
      this.offset = grow(this.offset);
      this.parent = grow(this.parent);
      this.move = grow(this.move);
    }
    const a = this.arena;
    let p = this.used;
    a[p++] = s.redealsLeft;
    for (let i = 0; i < 8; i++) a[p++] = s.found[i];
    a[p++] = s.stock.length;
    if (!this.fixedStock) for (const c of s.stock) a[p++] = c;
    a[p++] = s.waste.length;
    for (const c of s.waste) a[p++] = c;
    for (let i = 0; i < s.cols.length; i++) {
      const col = s.cols[i];
      a[p++] = col.length;
      a[p++] = s.down[i];
      for (const c of col) a[p++] = c;
    }
    a[p++] = lastTo + 1; // -1 .. 250
    a[p++] = lastCount;
    const id = this.size++;
    this.offset[id] = this.used;
    this.parent[id] = parent;
    this.move[id] = move;
    this.used = p;
    return id;
  }

  /** Writes position `id` into `s` (same variant, same number of columns); returns [lastTo, lastCount]. */
  load(id: number, s: State): [number, number] {
    const a = this.arena;
    let p = this.offset[id];
    s.redealsLeft = a[p++];
    for (let i = 0; i < 8; i++) s.found[i] = a[p++];
    const stockLength = a[p++];
    s.stock.length = stockLength;
    for (let k = 0; k < stockLength; k++) s.stock[k] = this.fixedStock ? this.fixedStock[k] : a[p++];
    const wasteLength = a[p++];
    s.waste.length = wasteLength;
    for (let k = 0; k < wasteLength; k++) s.waste[k] = a[p++];
    for (let i = 0; i < s.cols.length; i++) {
      const col = s.cols[i];
      const n = a[p++];
      s.down[i] = a[p++];
      col.length = n;
      for (let k = 0; k < n; k++) col[k] = a[p++];
    }
    return [a[p] - 1, a[p + 1]];
  }

  /** Queues position `id` with priority `key` (higher first). False when the memory cap is reached. */
  push(id: number, key: number): boolean {
    if (this.heapSize === this.heapKey.length) {
      if (this.bytes + this.heapKey.length * 12 > this.maxBytes) return false;
      const k = new Float64Array(this.heapKey.length * 2);
      k.set(this.heapKey);
      this.heapKey = k;
      this.heapId = grow(this.heapId);
    }
    const keys = this.heapKey;
    const ids = this.heapId;
    let i = this.heapSize++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (keys[up] >= key) break;
      keys[i] = keys[up];
      ids[i] = ids[up];
      i = up;
    }
    keys[i] = key;
    ids[i] = id;
    return true;
  }

  /** The id of the queued position with the highest priority, removed from the queue. */
  pop(): number {
    const keys = this.heapKey;
    const ids = this.heapId;
    const top = ids[0];
    const n = --this.heapSize;
    const key = keys[n];
    const id = ids[n];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && keys[child + 1] > keys[child]) child++;
      if (keys[child] <= key) break;
      keys[i] = keys[child];
      ids[i] = ids[child];
      i = child;
    }
    keys[i] = key;
    ids[i] = id;
    return top;
  }
}

function grow<T extends Int32Array | Uint32Array>(a: T): T {
  const b = new (a.constructor as new (length: number) => T)(a.length * 2);
  b.set(a);
  return b;
}
