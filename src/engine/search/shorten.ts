// Shortens a winning line before it reaches the player. A depth-first search keeps the first way
// it found into each position, so its line wanders: cards go back and forth, and a detour of
// dozens of moves can end where one move would have led. Hints would point at such moves and
// Solve's demonstration would play them. This pass replays the line and, from each position on
// it, tries every legal move: when one leads straight to a later position of the line, the moves
// in between are skipped. On the search's lines for the first ten presolved deals of each game it
// kept 7% of the moves in Rank and File (41,401 to 2,953: a Solve demonstration of ten minutes
// became one of forty seconds), 8% in Little Forty, 14% in Number Ten, 25% in Indian and 47–74%
// in the other games, at 3–19 ms a line. (Two-move shortcuts saved only a few more per cent, at
// five to ten times the cost.)
//
// Positions are compared exactly (columns in place, not as a multiset), so the moves after a
// shortcut still apply as they are.

import { applyMove, cloneState, generateMoves, undoMove } from '../game';
import type { Move, State } from '../game';

/** A text key of the whole position, with the columns in their places (one character a card). */
function positionKey(s: Readonly<State>): string {
  let key = String.fromCharCode(...s.found, s.redealsLeft, 200, ...s.waste, 201, ...s.stock);
  for (let i = 0; i < s.cols.length; i++) key += String.fromCharCode(202 + s.down[i], ...s.cols[i]);
  return key;
}

/** A line from `start` that reaches the same won position as `line`, never longer. */
export function shortenLine(start: Readonly<State>, line: readonly Move[]): Move[] {
  // Where each position of the line comes (the last time, if one repeats).
  const s = cloneState(start);
  const at = new Map<string, number>([[positionKey(s), 0]]);
  for (let i = 0; i < line.length; i++) {
    applyMove(s, line[i]);
    at.set(positionKey(s), i + 1);
  }
  const t = cloneState(start);
  const out: Move[] = [];
  const moves: Move[] = [];
  for (let i = 0; i < line.length;) {
    // The farthest position of the line one move away (the line's own next move at least).
    let farthest = i + 1;
    let best = line[i];
    moves.length = 0;
    generateMoves(t, moves);
    for (const m of moves) {
      const undo = applyMove(t, m);
      const j = at.get(positionKey(t));
      undoMove(t, m, undo);
      if (j !== undefined && j > farthest) {
        farthest = j;
        best = m;
      }
    }
    applyMove(t, best);
    out.push(best);
    i = farthest;
  }
  return out;
}
