// Finding the move that lost a game: the positions along a line of play that still win all come
// before the lost ones (LineVerdicts), so the last winnable position is found by bisection, with a
// handful of solver calls. The review and the way back after a hint both search this way.

import type { LineVerdicts, Verdict } from '../game/line-verdicts';
import type { SolveOutcome } from './solver-backend';

/**
 * The position to ask the solver about next, or undefined when there is nothing left to learn
 * (the losing move is found, or every position between is tried). The end of the line comes first
 * while no position is known lost (when it wins, every position does); then the middle of the
 * longest stretch of untried positions between the last known to win and the first known lost:
 * a plain bisection while the solver decides, which steps around the positions it cannot decide.
 * Of two stretches as long, the one nearer the end, whose positions hold fewer cards to search.
 */
export function nextToSolve(verdicts: LineVerdicts, last: number, tried: ReadonlySet<number>): number | undefined {
  const from = verdicts.winnableTo + 1;
  const to = Math.min(verdicts.lostFrom, last + 1); // exclusive
  if (from >= to) return undefined;
  if (verdicts.lostFrom > last && !tried.has(last)) return last;
  let best: { start: number; length: number } | undefined;
  for (let start = from; start < to;) {
    if (tried.has(start)) {
      start++;
      continue;
    }
    let end = start;
    while (end < to && !tried.has(end)) end++;
    if (!best || end - start >= best.length) best = { start, length: end - start };
    start = end;
  }
  return best && best.start + Math.floor((best.length - 1) / 2);
}

export interface LineSearch {
  /** What is known of the line now (it grows with each answer). */
  verdicts(): LineVerdicts;
  /** The line's last position. */
  last: number;
  /** Positions already asked about (the undecided ones stay in it: they are not asked again). */
  tried: Set<number>;
  /** Asks the solver about a position. */
  solve(position: number): Promise<SolveOutcome>;
  /** Takes in a decisive answer (it must show in `verdicts()` from then on). */
  learn(position: number, verdict: Verdict): void;
  /** Whether to stop before the next question (time or calls used up, cancelled). */
  stop(): boolean;
}

/** Asks the solver position after position (nextToSolve) until nothing is left to learn or `stop` says so. */
export async function searchLine(search: LineSearch): Promise<void> {
  for (;;) {
    const position = nextToSolve(search.verdicts(), search.last, search.tried);
    if (position === undefined || search.stop()) return;
    search.tried.add(position);
    const outcome = await search.solve(position);
    if (outcome !== 'unknown') search.learn(position, outcome === 'won' ? 'winnable' : 'lost');
  }
}
