// What the host asks of a solver: solve this position within a time, cancellable. The search runs
// elsewhere (a worker thread, WorkerSolverBackend), so the features built on it stay testable in
// plain Node with a solver that answers when told.

import type { Game, VariantId } from '../engine/index';
import type { SearchStrategy } from '../engine/search/index';

export type SolveOutcome = 'won' | 'lost' | 'unknown';

/** A position to solve (the worker gets the position itself, never the history that led to it). */
export interface SolveJob {
  variant: VariantId;
  game: Game;
}

export interface SolveAnswer {
  result: SolveOutcome;
  moves: string[];
}

export interface SolverBackend {
  /**
   * Solves the position the job leads to, with the solver's default strategy unless one is
   * given; rejects with an AbortError-like Error when cancelled.
   */
  solve(job: SolveJob, timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer>;
}

export const jobOf = (game: Game): SolveJob => ({ variant: game.variant.id, game });
