// The frames of a step (the player's move and the automatic moves after it, or a whole solver
// line): the piles after each of its moves, which the animator draws in turn, and which cards
// each move took where (what the screen reader hears). Built from what the host says each move
// did (the snapshot's lastStepEffects): the board moves the cards it is told to, and never works
// out the rules itself. Pure: no DOM.

import type { MoveEffect, Snapshot } from '../../src/protocol';
import { type ParsedMove, rankNumber } from './moves';

/** What the board draws of a position. */
export interface Piles {
  tableau: string[][];
  waste: string[];
  stockCount: number;
  foundations: (string | null)[];
}

export const pilesOf = (s: Snapshot): Piles => ({
  tableau: s.tableau,
  waste: s.waste,
  stockCount: s.stockCount,
  foundations: s.foundations,
});

/** The cards on the foundations of piles drawn: the HOME counter follows the cards as they fly. */
export const cardsHome = (p: Piles): number => p.foundations.reduce((n, top) => n + (top ? rankNumber(top) : 0), 0);

export interface PlayedMove {
  /** The move; `to` is "f" for a foundation (`slot` says which). */
  move: ParsedMove;
  /** The cards that moved, lowest first (the first lands on the target). */
  cards: string[];
  /** The foundation slot (1..8) a card went to. */
  slot?: number;
  /** A face-down card this move turned face up: its column, its place and the card. */
  revealed?: { pile: string; index: number; card: string };
}

export interface StepFrames {
  /** frames[k]: the piles after moves[k]; the last frame is the new snapshot's piles. */
  frames: Piles[];
  moves: PlayedMove[];
}

/**
 * The frames of the step `effects` describe, from the piles `before` to the piles `after`. Null
 * when they do not add up (the board then simply draws the new snapshot).
 */
export function stepFrames(before: Piles, after: Piles, effects: readonly MoveEffect[]): StepFrames | null {
  const tableau = before.tableau.map((col) => col.slice());
  const waste = before.waste.slice();
  let stock = before.stockCount;
  const found = before.foundations.slice();
  const column = (pile: string): string[] | undefined => (pile[0] === 't' ? tableau[Number(pile.slice(1)) - 1] : undefined);
  const frames: Piles[] = [];
  const moves: PlayedMove[] = [];

  for (const effect of effects) {
    const { from, to, cards, revealed } = effect;
    const n = cards.length;
    if (from === 's') {
      if (stock < n) return null;
      stock -= n;
    } else if (from === 'w') {
      if (waste.length < n) return null;
      waste.splice(waste.length - n);
    } else {
      const col = column(from);
      if (!col || col.length < n) return null;
      col.splice(col.length - n);
    }
    if (revealed) {
      const col = column(revealed.pile);
      if (!col || revealed.index >= col.length) return null;
      col[revealed.index] = revealed.card;
    }
    const slot = to[0] === 'f' ? Number(to.slice(1)) : undefined;
    if (to === 's') stock += n;
    else if (to === 'w') waste.push(...cards);
    else if (slot !== undefined) found[slot - 1] = cards[n - 1] ?? found[slot - 1];
    else {
      const col = column(to);
      if (!col) return null;
      col.push(...cards);
    }
    moves.push({
      move: { from, to: slot ? 'f' : to, count: n, text: effect.move },
      cards,
      ...(slot ? { slot } : {}),
      ...(revealed ? { revealed } : {}),
    });
    frames.push({ tableau: tableau.map((col) => col.slice()), waste: waste.slice(), stockCount: stock, foundations: found.slice() });
  }

  const adds =
    tableau.length === after.tableau.length &&
    tableau.every((col, c) => col.length === after.tableau[c].length) &&
    waste.length === after.waste.length &&
    stock === after.stockCount;
  if (!adds) return null;
  if (frames.length) frames[frames.length - 1] = after;
  return { frames, moves };
}
