// position(game): the plain JSON view of engine-contract.md, used for "Copy Position",
// test fixtures and the solver's answers.

import { cardText, makeCard } from './cards';
import { Game } from './moves';

export interface Position {
  tableau: string[][];
  stock: string[];
  waste: string[];
  foundations: string[];
  redealsLeft: number;
}

export function positionOf(game: Game): Position {
  return {
    tableau: game.cols.map((col, i) => col.map((card, k) => (k < game.down[i] ? '#' : '') + cardText(card))),
    stock: game.stock.map(cardText),
    waste: game.waste.map(cardText),
    foundations: game.found
      .map((rank, slot) => (rank ? cardText(makeCard(rank, slot >> 1)) : ''))
      .filter(Boolean)
      .sort(),
    redealsLeft: game.redealsLeft,
  };
}

/** The foundations as eight piles f1..f8 (two per suit, clubs first), for the board. */
export function foundationTops(game: Game): (string | null)[] {
  return game.found.map((rank, slot) => (rank ? cardText(makeCard(rank, slot >> 1)) : null));
}
