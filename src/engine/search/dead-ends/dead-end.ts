// A sound test that a position can no longer be won, for the games that move one card at a
// time. It over-approximates what could ever happen and finds a card that cannot go home even
// then. The search uses it to cut off hopeless positions instead of exhausting them: a depth-first
// search spends most of a lost deal's budget shuffling the last few stock cards under a waste of
// forty cards or more, and there this test usually sees that the game is over.
//
// The over-approximation, as facts that only ever become true (a least fixpoint):
//   - a card can reach the top of its pile once every card above it can leave (stock cards can
//     always be turned, so count as reachable; cards turned later onto the waste are ignored);
//   - a foundation can reach rank k when it is at k or can reach k - 1 and a copy of rank k of
//     its suit can reach the top of its pile;
//   - a card can go home when it can reach the top and a foundation of its suit can reach its
//     rank minus one;
//   - a card can be built on when some copy of a card it fits onto can be the top of a column
//     (already in a column and able to reach the top, or from the waste or stock and able to be
//     put on a column);
//   - an empty column can exist when there is one, or when every card of some column can leave
//     it without an empty column (home or built on another card);
//   - a card can leave its pile when it can reach the top and can go home, be built on, or go to
//     an empty column.
// Each rule keeps every possibility of the real game and adds more (a placed card never blocks
// anything, a foundation rank may be reached by either copy, timing is ignored). So when, at the
// fixpoint, some card still cannot go home, no real line can take it home: the position is lost.
// Cards moved as runs would break the first rule, so the test is only for single-card games.

import type { State } from '../../game';

const CARDS = 104;

export class DeadEndTest {
  // Per physical card, in piles: columns (lowest card first), then the waste, then the stock.
  protected readonly value = new Int32Array(CARDS);
  protected readonly pileEnd = new Int32Array(32); // exclusive end of each pile in value[]
  protected readonly canTop = new Uint8Array(CARDS);
  private readonly canLeave = new Uint8Array(CARDS);
  /**
   * Cards that never reach the top of their pile in this fixpoint (learned-dead-ends.ts freezes
   * some to look at the game before the first of them comes out); all 0 for the test itself.
   */
  protected readonly frozen = new Uint8Array(CARDS);
  private readonly topCount = new Int32Array(52);
  /** reach[slot]: the highest rank foundation slot can climb to, given topCount. */
  protected readonly reach = new Int32Array(8);
  private readonly columnTop = new Uint8Array(52);
  protected readonly builtOn = new Uint8Array(52);
  /** parents[v]: the card values that v may be built on (by the game's build rule). */
  private readonly parents: number[][] = [];

  // The waste bound's working arrays, per card value: copies home, copies in the waste at or
  // under the card B being dug for, and whether a card must be a column's bottom card.
  private readonly homeCopies = new Int32Array(52);
  private readonly buried = new Int32Array(52);
  private readonly stuck = new Uint8Array(CARDS + 16);

  /**
   * `wasteBound: true` adds the waste bound (wasteCannotClear; an experiment, off in the solver:
   * docs/solver.md). `emptyColumns: false` is a measurement switch and unsound: it pretends no
   * column is or can become empty, which bounds from above what any limit on the empty columns
   * could add (research/dead-end-gap.ts). `realColumns`: the game's own columns; the columns
   * after them hold floating cards (floats.ts) and vanish when emptied, so clearing one makes
   * no empty column.
   */
  constructor(
    fits: Uint8Array,
    private readonly options: { wasteBound?: boolean; emptyColumns?: boolean; realColumns?: number } = {},
  ) {
    for (let v = 0; v < 52; v++) {
      const list: number[] = [];
      for (let p = 0; p < 52; p++) if (fits[v * 52 + p]) list.push(p);
      this.parents.push(list);
    }
  }

  /** Whether the last cannotWin() found that a column is or can become empty. */
  sawEmptyColumn = false;
  /** In the fixpoint under way: some column is or can become empty. */
  private emptyColumn = false;

  /** True when the position can no longer be won, whatever is played. */
  cannotWin(s: State): boolean {
    return this.noWayHome(s) || (this.options.wasteBound === true && this.wasteCannotClear(s));
  }

  /** The fixpoint (the header): true when some card cannot go home even in the generous game. */
  private noWayHome(s: State): boolean {
    this.sawEmptyColumn = true;
    this.laidOut = 0;
    const n = this.layOut(s);
    if (n < 0) return false; // with an empty column every card can leave: never fires
    this.settle(s);
    // Every card must go home: one that cannot even in this generous game means a lost position.
    this.laidOut = n;
    const { value, canTop, reach } = this;
    for (let k = 0; k < n; k++) if (!canTop[k] || !home(s.found, reach, value[k])) return true;
    return false;
  }

  /** The fixpoint over the piles layOut() laid out (and the frozen cards it leaves in place). */
  protected settle(s: State): void {
    this.emptyColumn = false;
    // Rounds until nothing changes: every flag only ever goes from 0 to 1, so this ends, and
    // stopping any earlier would leave out possibilities (and make the test unsound).
    for (;;) {
      this.markTops(s.cols.length);
      this.climbFoundations(s.found);
      const built = this.markBuiltOn();
      const left = this.markLeavers(s.found, s.cols.length);
      if (!built && !left) break;
    }
    this.sawEmptyColumn = this.emptyColumn;
  }

  /** Cards the last fixpoint laid out (0 when it stopped at an empty column). */
  private laidOut = 0;

  /**
   * The reason of the last cannotWin() that fired by its fixpoint, for research
   * (research/dead-end-reasons.ts measures how often exhausted subtrees share one): the card
   * values where the foundations stop climbing even in the generous game, or, when they all can
   * reach kings, the values of the cards that cannot reach the top of their pile.
   */
  stuckValues(): number[] {
    const { value, canTop, reach } = this;
    const stuck: number[] = [];
    for (let slot = 0; slot < 8; slot++) if (reach[slot] < 13) stuck.push((slot >> 1) * 13 + reach[slot]);
    if (stuck.length === 0) for (let k = 0; k < this.laidOut; k++) if (!canTop[k]) stuck.push(value[k]);
    return stuck;
  }

  /**
   * Lays the piles out in value[] (columns 0..ncols-1, waste ncols, stock ncols + 1) and clears
   * the flags; returns the number of cards laid out, or -1 when a column is empty (and empty
   * columns count).
   */
  protected layOut(s: State): number {
    const { value, pileEnd, canTop, canLeave, builtOn, frozen } = this;
    const ncols = s.cols.length;
    let n = 0;
    for (let i = 0; i < ncols; i++) {
      const col = s.cols[i];
      if (col.length === 0 && this.options.emptyColumns !== false) return -1;
      for (let k = 0; k < col.length; k++) value[n++] = col[k];
      pileEnd[i] = n;
    }
    for (let k = 0; k < s.waste.length; k++) value[n++] = s.waste[k];
    pileEnd[ncols] = n;
    const stockStart = n;
    for (let k = 0; k < s.stock.length; k++) value[n++] = s.stock[k];
    pileEnd[ncols + 1] = n;
    canTop.fill(0, 0, n);
    canLeave.fill(0, 0, n);
    frozen.fill(0, 0, n);
    builtOn.fill(0);
    for (let k = stockStart; k < n; k++) canTop[k] = 1;
    return n;
  }

  /** Which cards can reach a top, counted by value; which can be a column's top. */
  private markTops(ncols: number): void {
    const { value, pileEnd, canTop, topCount, columnTop, builtOn } = this;
    topCount.fill(0);
    columnTop.fill(0);
    for (let pile = 0, start = 0; pile <= ncols + 1; start = pileEnd[pile++]) {
      const end = pileEnd[pile];
      if (end > start && pile <= ncols) canTop[end - 1] = 1;
      for (let k = end - 1; k >= start && canTop[k]; k--) {
        const v = value[k];
        topCount[v]++;
        if (pile < ncols || this.emptyColumn || builtOn[v]) columnTop[v] = 1;
      }
    }
  }

  /** How far each foundation can climb: while the next rank has a copy that can reach a top. */
  private climbFoundations(f: readonly number[]): void {
    const { topCount, reach } = this;
    for (let slot = 0; slot < 8; slot++) {
      const base = (slot >> 1) * 13;
      let rank = f[slot];
      while (rank < 13 && topCount[base + rank] > 0) rank++;
      reach[slot] = rank;
    }
  }

  /** Which card values can be built on a column's top; true when one more can. */
  private markBuiltOn(): boolean {
    const { builtOn, columnTop } = this;
    let changed = false;
    for (let v = 0; v < 52; v++) {
      if (builtOn[v]) continue;
      const list = this.parents[v];
      for (let j = 0; j < list.length; j++) {
        if (columnTop[list[j]]) {
          builtOn[v] = 1;
          changed = true;
          break;
        }
      }
    }
    return changed;
  }

  /** Which cards can leave their pile, and whether some column can be emptied without help; true when anything changed. */
  private markLeavers(f: readonly number[], ncols: number): boolean {
    const { value, pileEnd, canTop, canLeave, reach, builtOn, frozen } = this;
    let changed = false;
    for (let pile = 0, start = 0; pile <= ncols + 1; start = pileEnd[pile++]) {
      const end = pileEnd[pile];
      let whole = pile < ncols && end > start;
      for (let k = end - 1; k >= start; k--) {
        if (!canTop[k]) {
          whole = false;
          break;
        }
        const v = value[k];
        const own = home(f, reach, v) || builtOn[v] === 1;
        if (!own) whole = false;
        if (!canLeave[k] && (own || this.emptyColumn)) {
          canLeave[k] = 1;
          changed = true;
        }
        if (canLeave[k] && k > start && !canTop[k - 1] && frozen[k - 1] === 0) {
          canTop[k - 1] = 1;
          changed = true;
        }
        if (!canLeave[k]) break;
      }
      if (whole && pile < (this.options.realColumns ?? ncols) && !this.emptyColumn && this.options.emptyColumns !== false) {
        this.emptyColumn = true;
        changed = true;
      }
    }
    return changed;
  }

  /**
   * The waste bound: a count of column bottoms, which the fixpoint above cannot make because it
   * lets an empty column take any number of cards. Say B is a card in the waste under its top.
   * B goes home only from the top of the waste, so some moment T comes when B is first the top
   * again. At T every card now above B is home or in the tableau, every card now under B is still
   * in the waste under it, and a card in the tableau lies on a card it fits (the one it was put
   * on) or is a column's bottom card. So a card above B that
   *   - cannot be home at T: for both foundations of its suit, some rank between the foundation
   *     and the card has no copy left outside the foundations and the waste at or under B, and
   *   - cannot lie on a card it fits at T: every copy of every card it fits onto is home or in the
   *     waste at or under B,
   * is a column's bottom card at T. So is a column's bottom card today for which the same holds
   * (it cannot leave its column but into an empty one). Each such card heads a column of its own:
   * when there are more of them than columns, B never comes back to the top, and the position is
   * lost. As B goes deeper, fewer copies are buried, so a card that escapes the count once
   * escapes it for every deeper B.
   */
  private wasteCannotClear(s: State): boolean {
    const { homeCopies, buried, stuck, parents } = this;
    const waste = s.waste;
    const f = s.found;
    const ncols = s.cols.length;
    this.countCopies(s);
    // Copies of a value that are neither home nor in the waste at or under B.
    const free = (v: number) => 2 - homeCopies[v] - buried[v];
    const cannotGoHome = (v: number): boolean => {
      const slot = ((v / 13) | 0) * 2;
      const below = v % 13;
      for (let j = slot; j < slot + 2; j++) {
        if (f[j] > below) continue;
        let r = f[j];
        while (r < below && free(v - below + r) > 0) r++;
        if (r === below) return false;
      }
      return true;
    };
    const cannotLieOnFit = (v: number): boolean => {
      const list = parents[v];
      for (let j = 0; j < list.length; j++) if (free(list[j]) > 0) return false;
      return true;
    };
    // stuck[k]: waste card k (k < waste.length) or column c's bottom card (waste.length + c) still counts.
    const bottoms = waste.length;
    let heads = 0;
    for (let c = 0; c < ncols; c++) {
      const col = s.cols[c];
      stuck[bottoms + c] = col.length > 0 ? 1 : 0;
      heads += stuck[bottoms + c];
    }
    for (let b = waste.length - 2; b >= 0; b--) {
      // B = waste[b]; the card above it leaves the buried part.
      buried[waste[b + 1]]--;
      stuck[b + 1] = 1;
      heads++;
      // Recount: a card escapes once some copy it needs is no longer buried (and stays out).
      for (let k = b + 1; k < waste.length; k++) {
        if (stuck[k] && (!cannotGoHome(waste[k]) || !cannotLieOnFit(waste[k]))) {
          stuck[k] = 0;
          heads--;
        }
      }
      for (let c = 0; c < ncols; c++) {
        const v = s.cols[c][0];
        if (stuck[bottoms + c] && (!cannotGoHome(v) || !cannotLieOnFit(v))) {
          stuck[bottoms + c] = 0;
          heads--;
        }
      }
      if (heads > ncols) return true;
    }
    return false;
  }

  /** Per card value, the copies home and the copies in the waste (the waste bound's counts before any card is dug for). */
  private countCopies(s: State): void {
    const { homeCopies, buried } = this;
    const f = s.found;
    for (let v = 0; v < 52; v++) {
      const slot = ((v / 13) | 0) * 2;
      const rank = (v % 13) + 1;
      homeCopies[v] = (f[slot] >= rank ? 1 : 0) + (f[slot + 1] >= rank ? 1 : 0);
    }
    buried.fill(0);
    for (let k = 0; k < s.waste.length; k++) buried[s.waste[k]]++;
  }
}

/** Can a foundation of card v's suit be at v's rank minus one (at its top or by climbing)? */
export function home(f: readonly number[], reach: Int32Array, v: number): boolean {
  const slot = ((v / 13) | 0) * 2;
  const below = v % 13; // rank - 1
  return (f[slot] <= below && below <= reach[slot]) || (f[slot + 1] <= below && below <= reach[slot + 1]);
}
