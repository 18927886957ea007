// The solver's public entry: solve(game, { timeMs, maxStates }) → { result, moves } as
// docs/engine-contract.md describes, synchronous and within the budget.
//
// The search itself (rounds.ts) is pure; this entry supplies the default clock
// (performance.now), shortens a winning line (shorten.ts) and checks every claimed win by
// replaying its move strings through the public play() rules before answering, so a 'won'
// answer is always a legal, winning line.

import { Game, playMove } from '../moves';
import { isWonState, moveText } from '../game';
import { POLL_EVERY, SearchOutcome, SearchStrategy, SolveOptions, StopReason, search } from './rounds';
import { shortenLine } from './shorten';

/** Bumped whenever a change to the search could change its answers or its effort. */
export const SOLVER_VERSION = 6;

export interface SolveResult {
  result: SearchOutcome;
  /** A winning line in engine notation when result is 'won' (forced foundation moves included), else []. */
  moves: string[];
  /** Distinct states the search visited. */
  states: number;
  /** Time the search took, by the clock it was given. */
  elapsedMs: number;
  /** Why the answer is 'unknown': the time, state or memory budget ran out, or it was cancelled. */
  reason?: StopReason;
  /** The most cards on the foundations in any position the search reached (104 when won). */
  bestHome: number;
}

export const DEFAULT_TIME_MS = 10_000;
export const DEFAULT_MAX_STATES = 20_000_000;

export function solve(game: Game, options: SolveOptions = {}): SolveResult {
  const now = options.now ?? (() => performance.now());
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  if (!(timeMs >= 0) || !(maxStates >= 1)) {
    throw new Error(`solve: timeMs must be ≥ 0 and maxStates ≥ 1 (got ${timeMs} and ${maxStates})`);
  }
  const started = now();
  const found = search(game, {
    timeMs,
    maxStates,
    maxTableMb: options.maxTableMb,
    now,
    shouldStop: options.shouldStop,
    strategy: options.strategy,
  });
  const line = found.result === 'won' ? shortenLine(game, found.moves) : found.moves;
  const elapsedMs = now() - started;
  const moves = line.map(moveText);
  if (found.result === 'won') {
    // Replay through the public rules: a solver bug must never reach a player as a bad hint.
    let check = game;
    for (const move of moves) check = playMove(check, move);
    if (!isWonState(check)) throw new Error('solver: internal error, the winning line does not win');
  }
  const bestHome = found.result === 'won' ? 104 : (found.bestHome ?? 0);
  return { result: found.result, moves, states: found.states, elapsedMs, bestHome, ...(found.reason ? { reason: found.reason } : {}) };
}

export { POLL_EVERY };
export type { SearchOutcome, SearchStrategy, SolveOptions, StopReason };
