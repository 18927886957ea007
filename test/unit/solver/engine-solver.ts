// The real solver for host tests, in this thread, with a budget of positions (never of time, so
// the answers are the same on a busy machine): SolverBackend's time budget is ignored.

import { solve } from '../../../src/engine/index';
import type { SearchStrategy } from '../../../src/engine/search/index';
import type { SolveAnswer, SolveJob, SolverBackend } from '../../../src/solver/solver-backend';

export class EngineSolver implements SolverBackend {
  /** The positions asked about, in order. */
  readonly asked: SolveJob[] = [];

  constructor(private readonly maxStates: number) {}

  async solve(job: SolveJob, _timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer> {
    await Promise.resolve();
    if (signal?.aborted) throw new Error('cancelled');
    this.asked.push(job);
    const { result, moves } = solve(job.game, { maxStates: this.maxStates, timeMs: Infinity, strategy });
    return { result, moves };
  }
}
