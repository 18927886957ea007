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
