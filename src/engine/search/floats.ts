// The floating-card relaxation: a sound over-approximation of the game that proves losses the
// exact search needs far more positions for (docs/solver.md, section 6).
//
// Why. Proving a Forty Thieves position lost, the depth-first search meets the same choice again
// and again: a card just turned from the stock could go onto its fitting card in a column, or
// stay on the waste (buried by the next turn), or go home. Each choice leads to an endgame of its
// own, and when the loss does not depend on it (the usual case: the stuck cards are elsewhere)
// the search proves the same loss once per combination of such choices — on the benchmark
// (research/lost.bench.ts) deal 1 with 44 stock cards left has 24 of them, each a near copy.
//
// The relaxation. A card turned from the stock that could be placed at once (it goes home, or
// fits the top of some column) floats instead: it gets a column of its own, which it leaves only
// to go home. Cards may be built on it as on any column top; the column vanishes when emptied
// (it never serves as an empty column). Everything else is the game's own rules.
//
// Sound: every line of the real game from a position maps to a line of the relaxation that ends
// with as many cards home. Take the real position and cut each floating card, with whatever lies
// on it, out of its pile into its own column (out of the waste, or off the card it was put on);
// the result is the relaxation's position. A real turn that floats, a real move of a floating
// card onto a column, or a turn burying it are then nothing in the relaxation (the card is
// already a column top and buries nothing); its move home is the same move; every other real
// move is the same move (a card on the floating one moves off the floating card's column; a
// column that is empty in the real position is empty here too). So when no line of the
// relaxation wins, no real line does: the position is lost. The rule for which turned cards float
// looks only at the relaxation's own position, so the relaxation is a game the search can exhaust
// with its usual machinery: forced safe moves home and the move pruning hold in it by the same
// arguments, and the dead-end test holds when clearing a floating card's column does not count as
// making an empty column. It never proves a win: a line of the relaxation is not a real line.
//
// Only for the games that move single cards, turn one card at a time, never redeal and deal no
// card face down (the floating cards' columns hash with the face-down codes: hash.ts).

import type { State } from '../game';
import type { Variant } from '../variants';

/** Whether turned card x floats: it could go home now, or onto the top of some column. */
export function floats(s: Readonly<State>, x: number): boolean {
  const slot = ((x / 13) | 0) * 2;
  const below = x % 13;
  if (s.found[slot] === below || s.found[slot + 1] === below) return true;
  const cols = s.cols;
  for (let i = 0; i < cols.length; i++) {
    const col = cols[i];
    if (col.length > 0 && s.fits[x * 52 + col[col.length - 1]] === 1) return true;
  }
  return false;
}

/** The games where the relaxation holds (the header). */
export function canFloat(variant: Variant): boolean {
  return variant.moveUnit === 'single' && variant.cardsPerTurn === 1 && variant.redeals === 0 && variant.faceDownRows === 0;
}

/**
 * Where the search tries the relaxation by default: none. Measured in Forty Thieves
 * (docs/solver.md, section 6), it decides no more of the indicator's positions or of the deals
 * at 1.5 million positions, and costs hints a few per cent (SearchOptions.floats turns it on).
 */
export const FLOATS_BY_DEFAULT: ReadonlySet<string> = new Set();
