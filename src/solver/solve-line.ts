// Solve's search for a winning line, one at a time.

import { SolveAnswer, SolveJob, SolverBackend } from './solver-backend';

export const SOLVE_BUDGET_MS = 10000;

/**
 * Solve's search: one at a time, a new one cancelling the one still searching (the player asked
 * again, or the game moved on). Hints ask a solver of their own, so neither waits for the other.
 */
export class SolveSearch {
  private request: AbortController | undefined;
  /** The position being searched, while a search runs (the board disables its Solve button). */
  job: SolveJob | undefined;

  constructor(
    private readonly solver: SolverBackend,
    private readonly onChange: () => void,
  ) {}

  /** A winning line or a verdict; undefined when this search was replaced or cancelled. */
  async run(job: SolveJob): Promise<SolveAnswer | undefined> {
    this.stop();
    const request = (this.request = new AbortController());
    this.job = job;
    this.onChange();
    try {
      return await this.solver.solve(job, SOLVE_BUDGET_MS, request.signal);
    } catch (error) {
      if (request.signal.aborted) return undefined;
      throw error;
    } finally {
      if (this.request === request) {
        this.stop();
        this.onChange();
      }
    }
  }

  cancel(): void {
    if (!this.request) return;
    this.stop();
    this.onChange();
  }

  private stop(): void {
    this.request?.abort();
    this.request = undefined;
    this.job = undefined;
  }
}
