// Stubborn (persistent) sets: in a position, the moves of a few piles only, chosen so that
// whenever the position can be won, one of those moves starts a winning line no longer than the
// shortest. The other moves "wait": every position they would lead to first is still reached,
// later, through the kept moves. Unlike sleep sets (docs/solver.md, section 2) this removes
// whole positions, not only move orders, and a search that exhausts the reduced space still
// proves the position lost (Valmari's stubborn sets; Alkhazraji, Wehrle, Mattmüller and Helmert,
// ECAI 2012; Wehrle and Helmert, ICAPS 2014). An option of the search (SearchOptions.stubborn).
//
// The games. Sound, and used, in the six games that move one card at a time, turn one stock
// card at a time and never redeal: Forty Thieves, Indian, Limited, Lucas, Maria, Streets. Not
// used in Little Forty (three cards a turn and redeals), Number Ten and Rank and File (runs move
// as a unit): the argument below carries over to runs (every card of a movable run would count
// as a top) but is not built or tested for them.
//
// The game argued about, G. The moves the search knows: a column's or the waste's top card to a
// foundation or onto a column, turning the stock. Playing the stock's top card straight somewhere
// is not a move of G: it is "turn, then play from the waste" (ordering.ts prunes it), so G wins
// exactly the positions the game wins. Let d(s) be the length of a shortest winning line of G
// from s. The search's forced moves (board.ts: a card nothing can be built on any more goes
// home) never make d larger: take such a card's moves out of a winning line and send it home
// first, and the rest still plays (nothing could go onto it, and nothing needs it where it was).
//
// The construction, at a position s with no empty column (with one, every move is kept): a set
// P of piles (columns, and W: the stock and waste together) and a set U of suits, the smallest
// fixpoint of
//   (L)  U holds a suit u whose foundations are not both complete (the seed: each such suit is
//        tried, and the fixpoint with the fewest piles kept);
//   (C2) for each suit in U and each of its two foundations not complete, the copies of the
//        card that foundation takes next lie in piles of P (or are home);
//   (C3) for each column of P, its top card's suit is in U, and the copies of every card it
//        could be built on, and of every card that could be built on it, lie in piles of P; for
//        W in P, the waste top's suit is in U and the copies of the cards it could go onto lie
//        in piles of P;
//   (C4) for each column q not in P, its bottom card cannot leave q by moves outside P: not
//        home (its suit is in U, or each of its suit's foundations below it needs a card both of
//        whose copies lie in piles of P), and not onto another card (every copy of each card it
//        could go onto lies in a pile of P). A column outside P that fails this joins P.
// T, the moves touching P (from or onto a pile of P) or going to a foundation of a suit in U.
// The search keeps the moves of s whose pile of origin is in P: by (C2) and (C3) they are
// exactly the moves of T that can be played in s.
//
// Why this keeps a shortest win. Let b1 .. bn be a winning line from s, bk its first move in T
// (there is one: by (L) some card of u must go home, and that is a move of T). b1 .. bk-1 touch
// no pile of P and no foundation of U, so those stay as in s. No column is ever empty before bk:
// the first column to empty would lose its own bottom card (a column keeps its bottom card until
// it is empty), which (C4) forbids outside P, and a pile of P is not touched. So bk is one of:
//   - the top x of a pile of P going home: x's suit is in U (C3), whose foundations are as in s;
//   - x onto a column: that column is not empty, so its top is a card x fits on, whose copies
//     lie in piles of P (C3): the column is in P and its top is as in s;
//   - turning the stock, W in P: as in s;
//   - a card from outside P onto a pile of P, or to a foundation of U: it would be a card whose
//     copies all lie in piles of P (C3, C2), so it is not a top outside P: impossible.
// So bk can be played in s, it touches only piles of P and a foundation of U while b1 .. bk-1
// touch neither, and bk, b1 .. bk-1, bk+1 .. bn is a winning line of the same length: from s,
// a kept move leads to a position with d one less, and its forced moves do not raise it.
//
// Why the search stays complete without a cycle proviso. The set of kept moves depends on the
// position alone (not on the line to it, the tie-break or the round), so an exhaustive search
// (depth-first or best-first with the transposition table, a round that ends below its limit)
// holds a set V of entered positions that is closed under the kept moves, but for the leaves the
// dead-end test proves lost. If a position of V could be won, take one with the smallest d: a
// kept move leads to a position with a smaller d, which was tried and is in V, unless that move
// was pruned by the search's own rules (ordering.ts). Those stay sound: a move to another empty
// column does not arise (no column is empty where P is used); a unit moved again at once is
// replaced by the parent's move of that unit from where it came, and the parent kept that move:
// it leaves the same pile as the move the parent played, whose pile is in the parent's P. So no
// position of V can be won, and "lost" stays a proof. The ignoring problem of model checking (a
// move postponed forever around a cycle) needs no proviso here: the argument is a descent on d,
// which every kept step makes, not a claim about every move being taken eventually. The kept
// proofs (table.ts, LossProofs) hold for the same reason: a closed component is closed under the
// kept moves. Inside a floating-card attempt (floats.ts), a different game, nothing is pruned.

import type { State } from '../game';

/** Every move is kept. */
export const KEEP_ALL = -1;

export class StubbornSets {
  /** Positions asked about, and those where some pile's moves were left out (measurements). */
  asked = 0;
  reduced = 0;
  /** The suits U of the last reduced position (tests). */
  lastSuits = 0;

  /** onto[c]: the cards c may be built on; under[c]: the cards that may be built on c. */
  private readonly onto: number[][] = [];
  private readonly under: number[][] = [];
  /** where[2c], where[2c + 1]: the piles of the copies of card c not home (column i, or W = columns), -1 for none. */
  private readonly where = new Int8Array(104);
  private readonly copies = new Uint8Array(52);

  constructor(s: Readonly<State>) {
    for (let c = 0; c < 52; c++) {
      this.onto.push([]);
      this.under.push([]);
    }
    for (let c = 0; c < 52; c++)
      for (let d = 0; d < 52; d++)
        if (s.fits[c * 52 + d]) {
          this.onto[c].push(d);
          this.under[d].push(c);
        }
  }

  /** The piles whose moves to keep in `s` (bit i: column i; bit cols.length: stock and waste), or KEEP_ALL. */
  piles(s: Readonly<State>): number {
    this.asked++;
    const n = s.cols.length;
    for (let i = 0; i < n; i++) if (s.cols[i].length === 0) return KEEP_ALL;
    this.locate(s);
    const w = 1 << n;
    const all = (w << 1) - 1;
    // An empty stock and waste have no moves: W counts as kept from the start.
    const start = s.stock.length + s.waste.length === 0 ? w : 0;
    let best = all;
    let bestCount = 99;
    let bestSuits = 0;
    for (let u = 0; u < 4; u++) {
      if (s.found[u * 2] === 13 && s.found[u * 2 + 1] === 13) continue;
      const p = this.closure(s, start, u, all);
      const count = popCount(p);
      if (count < bestCount) {
        best = p;
        bestCount = count;
        bestSuits = this.suits;
      }
    }
    if (best === all) return KEEP_ALL;
    this.reduced++;
    this.lastSuits = bestSuits;
    return best;
  }

  private locate(s: Readonly<State>): void {
    const where = this.where;
    const copies = this.copies;
    where.fill(-1);
    copies.fill(0);
    const n = s.cols.length;
    for (let i = 0; i < n; i++) {
      const col = s.cols[i];
      for (let k = 0; k < col.length; k++) where[col[k] * 2 + copies[col[k]]++] = i;
    }
    for (let k = 0; k < s.stock.length; k++) where[s.stock[k] * 2 + copies[s.stock[k]]++] = n;
    for (let k = 0; k < s.waste.length; k++) where[s.waste[k] * 2 + copies[s.waste[k]]++] = n;
  }

  /** The piles holding copies of card c, as a mask. */
  private pilesOf(c: number): number {
    const a = this.where[c * 2];
    const b = this.where[c * 2 + 1];
    return (a >= 0 ? 1 << a : 0) | (b >= 0 ? 1 << b : 0);
  }

  /** The suits U of the last closure. */
  private suits = 0;

  /** The fixpoint of (L), (C2), (C3), (C4) from suit `seed`: P (and U in this.suits). */
  private closure(s: Readonly<State>, start: number, seed: number, all: number): number {
    const n = s.cols.length;
    const f = s.found;
    let p = start;
    let suits = 1 << seed;
    let donePiles = start;
    let doneSuits = 0;
    for (;;) {
      while (donePiles !== p || doneSuits !== suits) {
        for (let u = 0; u < 4; u++) {
          if (!(suits & (1 << u)) || doneSuits & (1 << u)) continue;
          doneSuits |= 1 << u;
          if (f[u * 2] < 13) p |= this.pilesOf(u * 13 + f[u * 2]);
          if (f[u * 2 + 1] < 13) p |= this.pilesOf(u * 13 + f[u * 2 + 1]);
        }
        for (let i = 0; i <= n; i++) {
          if (!(p & (1 << i)) || donePiles & (1 << i)) continue;
          donePiles |= 1 << i;
          const pile = i < n ? s.cols[i] : s.waste;
          if (pile.length === 0) continue;
          const x = pile[pile.length - 1];
          suits |= 1 << ((x / 13) | 0);
          const onto = this.onto[x];
          for (let k = 0; k < onto.length; k++) p |= this.pilesOf(onto[k]);
          if (i === n) continue; // nothing is built on the waste
          const under = this.under[x];
          for (let k = 0; k < under.length; k++) p |= this.pilesOf(under[k]);
        }
        if (p === all) return all;
      }
      // (C4): the first column outside P whose bottom card could leave joins P.
      let joined = false;
      for (let q = 0; q < n && !joined; q++) {
        if (p & (1 << q) || !this.canLeave(s.cols[q][0], f, p, suits)) continue;
        p |= 1 << q;
        joined = true;
      }
      if (!joined) {
        this.suits = suits;
        return p;
      }
    }
  }

  /** Could card z, a bottom card outside P, leave its column by moves outside P and off the foundations of U? */
  private canLeave(z: number, f: readonly number[], p: number, suits: number): boolean {
    const onto = this.onto[z];
    for (let k = 0; k < onto.length; k++) if (!this.frozen(onto[k], p)) return true;
    const suit = (z / 13) | 0;
    if (suits & (1 << suit)) return false;
    const below = z % 13; // the rank a foundation must reach first
    for (let slot = suit * 2; slot < suit * 2 + 2; slot++) {
      if (f[slot] > below) continue;
      // This foundation must take one card of each rank f[slot] + 1 .. below on the way.
      let blocked = false;
      for (let rank = f[slot] + 1; rank <= below && !blocked; rank++) blocked = this.frozen(suit * 13 + rank - 1, p);
      if (!blocked) return true;
    }
    return false;
  }

  /** Every copy of card c not home lies in a pile of P (so none moves before a move of P). */
  private frozen(c: number, p: number): boolean {
    return (this.pilesOf(c) & ~p) === 0;
  }
}

function popCount(x: number): number {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}
