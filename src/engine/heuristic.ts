// A plausible move when the solver has no winning line (a hint that could not be settled).

import { FOUNDATION, STOCK, TABLEAU, WASTE, generateMoves, moveCount, moveFrom, moveText, moveTo } from './game';
import type { Game } from './moves';

/**
 * Foundation moves first, then moves that turn up a face-down card or empty a column, then
 * building from the waste or stock, then other builds, then turning the stock. Moves that change
 * nothing that matters (a whole column onto an empty one) are left out. Null when no move is left.
 */
export function heuristicMove(game: Game): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const m of generateMoves(game)) {
    const from = moveFrom(m);
    const to = moveTo(m);
    let score: number;
    if (to === FOUNDATION) score = 100;
    else if (from === STOCK && to === WASTE) score = 10;
    else if (from === WASTE && to === STOCK) score = 8;
    else if (from < TABLEAU) score = game.cols[to - TABLEAU].length ? 40 : 6;
    else {
      const i = from - TABLEAU;
      const left = game.cols[i].length - moveCount(m);
      const toEmpty = game.cols[to - TABLEAU].length === 0;
      if (toEmpty && left === 0) continue;
      if (left > 0 && left <= game.down[i]) score = 60;
      else if (left === 0) score = 50;
      else score = toEmpty ? 4 : 20;
    }
    if (score > bestScore) {
      bestScore = score;
      best = moveText(m);
    }
  }
  return best;
}
