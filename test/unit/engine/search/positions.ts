// Hand-built positions with known answers for the solver tests (position() JSON, see
// docs/engine-contract.md). Not a test file itself: the tests import it.

import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Position } from '../../../../src/engine/index';
import { applyMove, cloneState, isWonState } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';

/** Whether the search's integer moves, played from `start`, win. */
export function wins(start: Readonly<State>, moves: readonly Move[]): boolean {
  const s = cloneState(start);
  for (const m of moves) applyMove(s, m);
  return isWonState(s);
}

const SUITS = ['C', 'D', 'H', 'S'];

/**
 * A lost position with no legal move at all: every column is topped by a King over a Queen of
 * its suit (so no Jack can ever be built on a Queen), or by a Jack whose Ten of the same suit
 * lies under it while the Ten's foundations wait at 9. No column is empty; stock and waste are
 * empty. Columns: 8 King columns, then Ten/Jack columns for clubs, diamonds, hearts as needed.
 */
export function deadPosition(columns: number): Position {
  const tableau: string[][] = [];
  for (const suit of SUITS) for (let copy = 0; copy < 2; copy++) tableau.push([`Q${suit}`, `K${suit}`]);
  const lowSuits: string[] = [];
  let suitIndex = 0;
  while (tableau.length < columns) {
    const suit = SUITS[suitIndex++];
    lowSuits.push(suit);
    if (columns - tableau.length >= 2) {
      tableau.push([`T${suit}`, `J${suit}`], [`T${suit}`, `J${suit}`]);
    } else {
      tableau.push([`T${suit}`, `T${suit}`, `J${suit}`, `J${suit}`]);
    }
  }
  const foundations = SUITS.flatMap((suit) => (lowSuits.includes(suit) ? [`9${suit}`, `9${suit}`] : [`J${suit}`, `J${suit}`]));
  return { tableau, stock: [], waste: [], foundations: foundations.sort(), redealsLeft: 0 };
}

/**
 * Won in a few moves: the dead position with its last Ten/Jack column taken out of the tableau
 * and put on the waste (Ten under Jack), leaving one empty column. The Jack goes to the empty
 * column, the Ten goes home, and from there every blocked card can be freed in turn.
 */
export function nearlyWonPosition(columns: number): Position {
  const dead = deadPosition(columns);
  const last = dead.tableau[columns - 1];
  const tableau = dead.tableau.map((col, i) => (i === columns - 1 ? [] : col));
  return { ...dead, tableau, waste: last.length === 2 ? last : [last[0], last[2]], stock: last.length === 2 ? [] : [last[3], last[1]] };
}

/**
 * Lost, but with moves to search: the dead position with both Spade foundations back at 9 and
 * the Spade Tens and Jacks in the stock. They can be turned, built on the blocked Jacks of
 * other suits (where the build rule allows) and go home; none of that frees a column or any
 * card under a King, so every line ends in the dead position.
 */
export function lostWithStockPosition(columns: number, redealsLeft = 0): Position {
  const dead = deadPosition(columns);
  const foundations = dead.foundations.map((f) => (f === 'JS' ? '9S' : f)).sort();
  return { ...dead, foundations, stock: ['TS', 'TS', 'JS', 'JS'], redealsLeft };
}

/** A position of bench:lost (research/lost-positions.json): lost, with what one exhaustive round without learning needed. */
export interface LostPosition {
  deal: number;
  stockLeft: number;
  positions: number;
  position: Position;
}

/** bench:lost's 64 lost Forty Thieves positions. */
export const lostBenchmark = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../../research/lost-positions.json'), 'utf8'),
) as LostPosition[];
