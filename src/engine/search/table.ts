// The transposition table: a set of 64-bit state hashes (two 32-bit halves) in open addressing
// with linear probing over typed arrays. It holds every state the search has entered, so no
// state is expanded twice and cycles (a card shuffled around empty columns) end at once.
//
// It starts small and doubles up to a cap given in bytes; when it is full at the cap the search
// stops with 'unknown' (the memory budget). Two entries cost 8 bytes each, so a 10-second search
// of a few million states needs tens of MiB.

export class StateSet {
  private lo: Uint32Array;
  private hi: Uint32Array;
  private mask: number;
  private readonly maxSlots: number;
  size = 0;

  constructor(maxBytes: number, initialSlots = 1 << 16) {
    // Largest power of two whose 8-byte slots fit the cap (at least 2^10 slots).
    let slots = 1 << 10;
    while (slots * 2 * 8 <= maxBytes) slots *= 2;
    this.maxSlots = slots;
    const start = Math.min(initialSlots, slots);
    this.lo = new Uint32Array(start);
    this.hi = new Uint32Array(start);
    this.mask = start - 1;
  }

  /** Slots allocated now (each 8 bytes). */
  get capacity(): number {
    return this.mask + 1;
  }

  /**
   * Adds a hash; returns 1 if it was new, 0 if it was there already, -1 if the table is full
   * at its memory cap (the hash is then not added).
   */
  add(lo: number, hi: number): number {
    if (lo === 0 && hi === 0) lo = 1; // (0, 0) marks an empty slot
    let i = lo & this.mask;
    const l = this.lo;
    const h = this.hi;
    for (;;) {
      const sl = l[i];
      if (sl === 0 && h[i] === 0) break;
      if (sl === lo && h[i] === hi) return 0;
      i = (i + 1) & this.mask;
    }
    if ((this.size + 1) * 4 > this.capacity * 3) {
      if (this.capacity >= this.maxSlots) return -1;
      this.grow();
      return this.add(lo, hi);
    }
    l[i] = lo;
    h[i] = hi;
    this.size++;
    return 1;
  }

  has(lo: number, hi: number): boolean {
    if (lo === 0 && hi === 0) lo = 1;
    let i = lo & this.mask;
    for (;;) {
      const sl = this.lo[i];
      if (sl === 0 && this.hi[i] === 0) return false;
      if (sl === lo && this.hi[i] === hi) return true;
      i = (i + 1) & this.mask;
    }
  }

  /** Adds every hash held here to `into`, as far as its memory cap allows. */
  copyInto(into: StateSet): void {
    for (let i = 0; i < this.lo.length; i++) if (this.lo[i] !== 0 || this.hi[i] !== 0) into.add(this.lo[i], this.hi[i]);
  }

  /** Calls `f` with every hash held here. */
  forEach(f: (lo: number, hi: number) => void): void {
    for (let i = 0; i < this.lo.length; i++) if (this.lo[i] !== 0 || this.hi[i] !== 0) f(this.lo[i], this.hi[i]);
  }

  private grow(): void {
    const oldLo = this.lo;
    const oldHi = this.hi;
    const slots = oldLo.length * 2;
    this.lo = new Uint32Array(slots);
    this.hi = new Uint32Array(slots);
    this.mask = slots - 1;
    for (let j = 0; j < oldLo.length; j++) {
      const lo = oldLo[j];
      const hi = oldHi[j];
      if (lo === 0 && hi === 0) continue;
      let i = lo & this.mask;
      while (this.lo[i] !== 0 || this.hi[i] !== 0) i = (i + 1) & this.mask;
      this.lo[i] = lo;
      this.hi[i] = hi;
    }
  }
}

/** Marks a dependence on a position the proofs know nothing of: before every frame, so nothing depending on it is kept. */
const UNKNOWN = -1;
const NONE = 0x7fffffff;

/**
 * Proofs of loss that outlive a restart round (SearchOptions.keepProofs). A round's table says
 * "entered", not "lost": a position exhausted while its subtree met a position still open on the
 * stack (a cycle), or whose moves were pruned because of the move that led to it (moving the
 * same unit twice, ordering.ts), is lost only given that line. Only a position lost whatever
 * the line that reaches it may be kept for the next round, and this tells which, the way
 * Tarjan's strongly connected components do: each exact position entered gets a preorder
 * index; low is the smallest index its subtree's proof depends on (a transposition to a position
 * on the stack or in a component not yet closed, its parent where the same-unit pruning
 * applied); a finished position whose low is not below its own index depends on nothing
 * outside its subtree, so it and every finished position of its component are lost for good.
 * The dead-end test's leaves depend on nothing. A floating-card attempt (floats.ts) that is
 * exhausted adds its transpositions' dependences to the position it started from, and its
 * positions join that position's component.
 */
export class LossProofs {
  /** Index (preorder) of the position open at each depth, and the low of its proof so far. */
  private index: number[] = [];
  private low: number[] = [];
  private lo: number[] = [];
  private hi: number[] = [];
  /** Where the component stack stood when the position at each depth was entered. */
  private mark: number[] = [];
  /** Finished positions whose component is not closed yet. */
  private compLo: number[] = [];
  private compHi: number[] = [];
  /** Index of each position on the stack or in an open component. */
  private readonly open = new Map<number, number>();
  private entered = 0;
  private attemptLow = NONE;

  /** `lost`: the positions lost for good, shared by the rounds of one search. */
  constructor(readonly lost: StateSet) {}

  /** The position at depth d is entered. */
  enter(d: number, lo: number, hi: number): void {
    const i = this.entered++;
    this.index[d] = i;
    this.low[d] = i;
    this.lo[d] = lo;
    this.hi[d] = hi;
    this.mark[d] = this.compLo.length;
    this.open.set(key(lo, hi), i);
  }

  /** The moves of the position at depth d were pruned by the move that led to it: its proof needs its parent's. */
  dependOnParent(d: number): void {
    if (d > 0) this.low[d] = Math.min(this.low[d], this.index[d - 1]);
  }

  /** A move from depth d led to a position of the table (not lost for good). */
  seen(d: number, lo: number, hi: number): void {
    this.low[d] = Math.min(this.low[d], this.dependence(lo, hi));
  }

  beginAttempt(): void {
    this.attemptLow = NONE;
  }

  /** A move inside an attempt led to a position of the exact table. */
  seenInAttempt(lo: number, hi: number): void {
    this.attemptLow = Math.min(this.attemptLow, this.dependence(lo, hi));
  }

  /** The attempt from depth d was exhausted: its positions are lost, depending on what the attempt met. */
  attemptExhausted(d: number, positions: StateSet): void {
    this.low[d] = Math.min(this.low[d], this.attemptLow);
    const index = Math.min(this.attemptLow, this.index[d]);
    positions.forEach((lo, hi) => {
      this.open.set(key(lo, hi), index);
      this.compLo.push(lo);
      this.compHi.push(hi);
    });
  }

  /** Every move of the position at depth d is tried: keeps it (and its component) when it depends on nothing outside. */
  finish(d: number): void {
    const low = this.low[d];
    if (low >= this.index[d]) {
      for (let k = this.mark[d]; k < this.compLo.length; k++) this.keep(this.compLo[k], this.compHi[k]);
      this.compLo.length = this.compHi.length = this.mark[d];
      this.keep(this.lo[d], this.hi[d]);
      return;
    }
    this.compLo.push(this.lo[d]);
    this.compHi.push(this.hi[d]);
    if (d > 0) this.low[d - 1] = Math.min(this.low[d - 1], low);
  }

  private keep(lo: number, hi: number): void {
    this.open.delete(key(lo, hi));
    this.lost.add(lo, hi);
  }

  private dependence(lo: number, hi: number): number {
    return this.open.get(key(lo, hi)) ?? UNKNOWN;
  }
}

/** The Map's key for a 64-bit hash: 53 of its bits (two positions sharing them, about 2^-53 a pair, would share an index). */
function key(lo: number, hi: number): number {
  return (hi >>> 11) * 4294967296 + lo;
}
