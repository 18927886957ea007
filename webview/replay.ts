// Replays a step (the player's move and the automatic moves after it, or a whole solver line) on
// the piles the board last drew, one move at a time: the frames the animator draws in turn, and
// which cards moved (what the screen reader hears). Pure: no DOM.
//
// The board never knows face-down or stock cards. A card that is still unknown when it moves is
// a token; at the end, a token that stayed in a pile is the card the new snapshot shows in that
// place, and a token that went to a foundation is one of the cards the foundations gained.

import type { Snapshot } from '../src/protocol';
import { RANK_LETTERS, SUIT_LETTERS } from '../src/engine/cards';
import { ParsedMove, rankNumber, readMove, suitIndex } from './moves';

/** What the board draws of a position. */
export interface Piles {
  tableau: string[][];
  waste: string[];
  stockCount: number;
  foundations: (string | null)[];
}

export const pilesOf = (s: Snapshot): Piles => ({ tableau: s.tableau, waste: s.waste, stockCount: s.stockCount, foundations: s.foundations });

export interface PlayedMove {
  move: ParsedMove;
  /** The cards that moved, lowest first (the first lands on the target); null where unknown. */
  cards: (string | null)[];
  /** The foundation slot (1..8) a card went to. */
  slot?: number;
  /** A face-down card this move turned face up: its column and the card (null if unknown). */
  revealed?: { pile: string; index: number; card: string | null };
}

export interface Replay {
  /** frames[k]: the piles after moves[k]; the last frame is the new snapshot's piles. */
  frames: Piles[];
  moves: PlayedMove[];
}

const isToken = (c: string | null | undefined): c is string => typeof c === 'string' && c[0] === '?';

/**
 * Plays `step` from `before`; `after` is where it must end. Returns null when a move cannot be
 * read or the piles do not add up (the board then simply draws the new snapshot).
 */
export function replayStep(before: Piles, after: Piles, step: readonly string[], cardsPerTurn: number): Replay | null {
  const tableau = before.tableau.map((col) => col.slice());
  let waste = before.waste.slice();
  let stock = before.stockCount;
  const found = before.foundations.slice();
  // The cards the foundations gained in this step, per suit.
  const gained: string[] = [];
  for (let slot = 0; slot < 8; slot++) {
    const from = found[slot] ? rankNumber(found[slot]!) : 0;
    const to = after.foundations[slot] ? rankNumber(after.foundations[slot]!) : 0;
    for (let r = from + 1; r <= to; r++) gained.push(RANK_LETTERS[r - 1] + SUIT_LETTERS[slot >> 1]);
  }
  const resolved = new Map<string, string>();
  let tokens = 0;
  const token = () => `?${tokens++}`;
  const frames: Piles[] = [];
  const moves: PlayedMove[] = [];
  const column = (pile: string): string[] | undefined => tableau[Number(pile.slice(1)) - 1];

  for (const text of step) {
    const m = readMove(text);
    if (!m) return null;
    const played: PlayedMove = { move: m, cards: [] };
    let cards: string[] = [];
    if (m.from === 's') {
      const n = m.to === 'w' ? Math.min(Math.max(1, cardsPerTurn), stock) : 1;
      if (stock < n || n === 0) return null;
      stock -= n;
      cards = Array.from({ length: n }, token);
    } else if (m.from === 'w') {
      if (m.to === 's') {
        stock += waste.length;
        waste = [];
      } else {
        const top = waste.pop();
        if (top === undefined) return null;
        cards = [top];
      }
    } else if (m.from[0] === 't') {
      const col = column(m.from);
      if (!col || col.length < m.count) return null;
      cards = col.splice(col.length - m.count);
      if (col.length && col[col.length - 1] === '#') {
        const t = token();
        col[col.length - 1] = t;
        played.revealed = { pile: m.from, index: col.length - 1, card: t };
      }
    } else return null;

    if (m.to === 'f') {
      if (cards.length !== 1) return null;
      let card = cards[0];
      if (isToken(card)) {
        // One of the cards the foundations gained that fits now.
        const fits = gained.find((c) => slotFor(found, c) > 0);
        if (fits) {
          resolved.set(card, fits);
          card = fits;
        }
      }
      const i = gained.indexOf(card);
      if (i >= 0) gained.splice(i, 1);
      const slot = isToken(card) ? 0 : slotFor(found, card);
      if (slot) {
        found[slot - 1] = card;
        played.slot = slot;
      }
    } else if (m.to[0] === 't') {
      const col = column(m.to);
      if (!col) return null;
      col.push(...cards);
    } else if (m.to === 'w') {
      waste.push(...cards);
    } else if (m.to !== 's') return null;
    played.cards = cards;
    moves.push(played);
    frames.push({ tableau: tableau.map((col) => col.slice()), waste: waste.slice(), stockCount: stock, foundations: found.slice() });
  }

  // Tokens still in a pile are the cards the new snapshot shows there.
  if (tableau.length !== after.tableau.length || waste.length !== after.waste.length || stock !== after.stockCount) return null;
  tableau.forEach((col, c) => {
    if (col.length !== after.tableau[c].length) return;
    col.forEach((card, k) => {
      if (isToken(card) && after.tableau[c][k] !== '#') resolved.set(card, after.tableau[c][k]);
    });
  });
  waste.forEach((card, k) => {
    if (isToken(card)) resolved.set(card, after.waste[k]);
  });
  if (tableau.some((col, c) => col.length !== after.tableau[c].length)) return null;

  const real = (c: string): string => (isToken(c) ? (resolved.get(c) ?? '#') : c);
  const known = (c: string): string | null => {
    const r = real(c);
    return r === '#' ? null : r;
  };
  for (const f of frames) {
    f.tableau = f.tableau.map((col) => col.map(real));
    f.waste = f.waste.map(real);
    f.foundations = f.foundations.map((c) => (c === null ? null : real(c)));
  }
  for (const p of moves) {
    p.cards = p.cards.map((c) => (c === null ? null : known(c)));
    if (p.revealed) p.revealed.card = p.revealed.card === null ? null : known(p.revealed.card);
  }
  if (frames.length) frames[frames.length - 1] = { ...after, tableau: after.tableau, waste: after.waste };
  return { frames, moves };
}

/** The foundation slot (1..8) that takes `card` on `found`, or 0. */
function slotFor(found: (string | null)[], card: string): number {
  const suit = suitIndex(card);
  const rank = rankNumber(card);
  if (suit < 0 || rank < 1) return 0;
  for (const slot of [suit * 2, suit * 2 + 1]) {
    const top = found[slot];
    if ((top && !isToken(top) ? rankNumber(top) : 0) === rank - 1) return slot + 1;
  }
  return 0;
}
