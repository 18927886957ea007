// Learned dead ends (issue 37, point 3; docs/solver.md, section 8): a refinement of the dead-end
// test (dead-end.ts) whose parameter, a set V of card values, is learned where the depth-first
// search exhausts a subtree while the test stays quiet at its root (depth-first.ts), and which is
// sound whatever V is: learning only chooses where to look, it never makes a claim itself.
//
// What the unrefined test misses. Its fixpoint lets a column be emptied once each of its cards
// could leave on its own, and from then on lets every card leave into "the" empty column, as
// many as like. In bench:lost's proofs the cards the foundations wait for (the dead-end leaves'
// reason, DeadEndTest.stuckValues) are buried under cards that can leave only into an empty
// column, and the empty columns never come, or come one at a time and fill up at once.
//
// The refinement: a count of column bottoms. Let S be the copies of the values of V that lie under
// at least one card in a column or in the waste. Suppose a line wins; each card of S must reach the
// top of its pile on the way home, so there is a first moment T at which some card s of S is the
// top of its pile (the card above it has just left). Before T no card of S has reached a top, so
// every position before T is one of the game in which the cards of S never reach a top; the
// fixpoint of dead-end.ts run with S frozen (a frozen card never reaches the top, so neither does
// any card under it) over-approximates that game as the unfrozen one does the whole game. From it,
// a card y can be home at T only if a foundation of its suit can reach y's rank minus one, and can
// lie on a card it fits at T only if some copy of such a card can be a column's top (builtOn): call
// y stuck when neither holds. A card leaves a pile only from its top, one at a time, onto a
// foundation, a card it fits or an empty column, never back to the stock or the waste, and a card
// in a column lies on the card it was put on (which it fits) or is the column's bottom. So at T:
//   - every card above s at the start has left s's pile, so a stuck one is a column's bottom (of the
//     column it last went into, empty then); one that cannot even reach the top of its pile in the
//     fixpoint cannot have left at all, and then s is not the first of S;
//   - every other column holding at the start a card z that is stuck or cannot reach its top (every
//     card under a card of S is one) still has its bottom card of the start (z has not moved, so
//     nothing under it has), or z has moved and is a column's bottom.
// These are different cards, each the bottom of a different column. When s is in a column j, none
// of them is j's bottom (j was never emptied: s is still in it), so they number at most
// (columns - 1); when s is in the waste, at most (columns). And when no column can be emptied in the
// frozen fixpoint (its own empty-column flag: until T the game is the frozen one, and a first empty
// column needs a column whose every card goes home or onto a card), no card becomes a bottom before
// T, so there are none at all. When the stuck cards above s plus the other columns counted exceed
// that, s is not the first card of S to reach a top. When that holds for the highest card of S in
// every pile holding one (a lower one cannot be first), no card of S ever reaches a top, none goes
// home, and the position is lost. A card of S for which it fails is dropped from S and the count is
// made again (the argument then holds for the smaller S); the test fires only if S is not empty.
//
// Why a count. The refinement docs/solver.md section 8 started from, "a column can be empty while
// card c is still in its pile", is the fixpoint's own flag for every card c that cannot leave
// before a first column empties (the fixpoint sets the flag the first time a column can be cleared
// without one); it differs only for a card that can come out before, and that it never comes out
// first is what the count proves.
//
// Nothing in it depends on how V was chosen, so the learner cannot make it unsound: a learned
// value that does not help only costs time. It holds in the games where the dead-end test runs,
// those that move one card at a time (Forty Thieves, Indian, Limited, Lucas, Maria, Streets: one
// card turned at a time, no redeal), and it is not used in the floating-card relaxation's attempts
// (a floating card's column vanishes when emptied, which the count of columns does not allow for).
// In games that move runs it is off with the dead-end test itself.

import type { State } from '../../game';
import { DeadEndTest, home } from './dead-end';

/** A set of card values as two 26-bit halves (values 0-25 in lo, 26-51 in hi). */
export interface ValueSet {
  lo: number;
  hi: number;
}

const has = (set: ValueSet, v: number): boolean => (v < 26 ? (set.lo >> v) & 1 : (set.hi >> (v - 26)) & 1) === 1;

/** Every card value: the largest S (research and tests; the search learns its own). */
export const ALL_VALUES: Readonly<ValueSet> = Object.freeze({ lo: (1 << 26) - 1, hi: (1 << 26) - 1 });

/** The values of a list as a ValueSet. */
export function valueSet(values: readonly number[]): ValueSet {
  let lo = 0;
  let hi = 0;
  for (const v of values) {
    if (v < 26) lo |= 1 << v;
    else hi |= 1 << (v - 26);
  }
  return { lo, hi };
}

export class LearnedDeadEnds extends DeadEndTest {
  /** Per column: the index in value[] of the highest frozen card, or -1. */
  private readonly highest = new Int32Array(32);
  /** Per column: whether it holds a card that is stuck or cannot reach its top (the header). */
  private readonly held = new Uint8Array(32);
  private heldCount = 0;
  /** The values still frozen when the last cannotUncover() fired: its reason. */
  reason: ValueSet = { lo: 0, hi: 0 };

  /**
   * `unsound` (tests only): the broken variant the soundness tests must catch, which counts one
   * column fewer than there are.
   */
  constructor(
    fits: Uint8Array,
    private readonly unsound = false,
  ) {
    super(fits);
  }

  /** True when no card of S (the buried column copies of the values of `values`) can ever reach the top of its column: the position is lost. */
  cannotUncover(s: State, values: ValueSet): boolean {
    if (values.lo === 0 && values.hi === 0) return false;
    const ncols = s.cols.length;
    if (this.layOut(s) < 0) return false;
    let frozenCount = this.freeze(s, values);
    while (frozenCount > 0) {
      this.settle(s);
      this.countHeld(s, ncols);
      let dropped = 0;
      for (let c = 0; c <= ncols; c++) {
        const t = this.highest[c];
        if (t < 0 || !this.mayComeFirst(s, c, t, ncols)) continue;
        // s = this card may reach a top first: S without it, counted again.
        this.frozen[t] = 0;
        dropped++;
      }
      if (dropped === 0) {
        this.reason = this.frozenValues(ncols);
        return true;
      }
      frozenCount -= dropped;
      if (frozenCount === 0) return false;
      this.relayOut(s);
    }
    return false;
  }

  /** Freezes the cards of `values` under at least one card in a column or the waste; returns how many. */
  private freeze(s: State, values: ValueSet): number {
    const { value, pileEnd, frozen } = this;
    let count = 0;
    for (let c = 0, start = 0; c <= s.cols.length; start = pileEnd[c++]) {
      for (let k = start; k < pileEnd[c] - 1; k++) {
        if (has(values, value[k])) {
          frozen[k] = 1;
          count++;
        }
      }
    }
    return count;
  }

  /** Lays the piles out again for a new fixpoint, keeping the frozen cards. */
  private relayOut(s: State): void {
    const n = this.pileEnd[s.cols.length + 1];
    const kept = this.frozen.slice(0, n);
    this.layOut(s);
    this.frozen.set(kept);
  }

  /** Whether card value v is stuck at T: it can be neither home nor on a card it fits (the header). */
  private isStuck(s: State, v: number): boolean {
    return this.builtOn[v] === 0 && !home(s.found, this.reach, v);
  }

  /** The highest frozen card per column, and which columns hold a stuck or unreachable card. */
  private countHeld(s: State, ncols: number): void {
    const { value, pileEnd, canTop, frozen, highest, held } = this;
    this.heldCount = 0;
    for (let c = 0, start = 0; c <= ncols; start = pileEnd[c++]) {
      highest[c] = -1;
      held[c] = 0;
      for (let k = pileEnd[c] - 1; k >= start; k--) {
        if (frozen[k] && highest[c] < 0) highest[c] = k;
        if (c < ncols && held[c] === 0 && (canTop[k] === 0 || this.isStuck(s, value[k]))) held[c] = 1;
      }
      this.heldCount += held[c];
    }
  }

  /** Whether the frozen card at t, in column c, could be the first of S to reach a top (the header's count). */
  private mayComeFirst(s: State, c: number, t: number, ncols: number): boolean {
    const { value, pileEnd, canTop } = this;
    let stuck = 0;
    for (let k = t + 1; k < pileEnd[c]; k++) {
      if (canTop[k] === 0) return false; // cannot leave before T: t is not first
      if (this.isStuck(s, value[k])) stuck++;
    }
    // The columns that can take a stuck card as their bottom by T: none when no column can be
    // emptied with S in place, else those of the ncols - 1 besides column c not held.
    const free = this.sawEmptyColumn ? (c < ncols ? ncols - 1 : ncols) - (this.heldCount - this.held[c]) : 0;
    return stuck <= (this.unsound ? free - 1 : free);
  }

  /** The values of the frozen cards left. */
  private frozenValues(ncols: number): ValueSet {
    const values: number[] = [];
    for (let k = 0; k < this.pileEnd[ncols]; k++) if (this.frozen[k]) values.push(this.value[k]);
    return valueSet(values);
  }
}
