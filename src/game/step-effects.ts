// What each move of a step did (the cards, from where to where, a card turned face up, whether it
// was automatic), sent with the snapshot so the board animates and announces it without
// re-deriving the rules: found by playing the moves on a copy of the game and reading what changed.

import { Card, Game, cardText, makeCard } from '../engine/index';
import { FOUNDATION, STOCK, TABLEAU, WASTE, cloneState, moveCount, moveFrom, moveTo, parseMove, pileText } from '../engine/game';
import { playInPlace } from '../engine/moves';
import type { MoveEffect } from '../protocol';

/** The effects of playing `moves` from `start`; the moves from index `autoFrom` on are automatic. */
export function stepEffects(start: Game, moves: readonly string[], autoFrom = moves.length): MoveEffect[] {
  const state = cloneState(start);
  return moves.map((move, i) => {
    const m = parseMove(move, state.cols.length);
    const from = moveFrom(m);
    const to = moveTo(m);
    const waste = state.waste.slice();
    const found = state.found.slice();
    const down = state.down.slice();
    playInPlace(state, move);
    let target = pileText(to);
    let cards: Card[];
    if (to === FOUNDATION) {
      const slot = state.found.findIndex((rank, k) => rank !== found[k]);
      cards = [makeCard(state.found[slot], slot >> 1)];
      target = `f${slot + 1}`;
    } else if (to === WASTE) cards = state.waste.slice(waste.length);
    else if (to === STOCK)
      cards = waste; // the waste turned over
    else cards = state.cols[to - TABLEAU].slice(-moveCount(m));
    const effect: MoveEffect = { move, from: pileText(from), to: target, cards: cards.map(cardText), auto: i >= autoFrom };
    const column = from - TABLEAU;
    if (column >= 0 && state.down[column] < down[column]) {
      const index = state.down[column];
      effect.revealed = { pile: pileText(from), index, card: cardText(state.cols[column][index]) };
    }
    return effect;
  });
}
