// The indicator's two searches of one position at once (its lanes, each on its own thread: the
// variant's search without the stock beam, and the beam): the first decisive answer wins.

import type { SearchStrategy } from '../engine/search/index';
import { SolveAnswer, SolveJob, SolverBackend } from './solver-backend';

/** One search of a portfolio: a solver (its own thread) and the strategy it runs there. */
export interface PortfolioLane {
  solver: SolverBackend;
  strategy: SearchStrategy;
}

/**
 * The same position searched with different strategies at once, each on its own thread: the
 * searches decide different positions. The first decisive answer
 * (won or lost) settles it and cancels the others at once; 'unknown' when none decides. A search
 * that fails or is cancelled leaves the answer to the others (when all fail: the first one's error).
 */
export class PortfolioSolver implements SolverBackend {
  constructor(private readonly lanes: readonly PortfolioLane[]) {}

  async solve(job: SolveJob, timeMs: number, signal?: AbortSignal): Promise<SolveAnswer> {
    if (signal?.aborted) throw new Error('cancelled');
    const lanes = new AbortController();
    const stop = () => lanes.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const searches = this.lanes.map(({ solver, strategy }) => solver.solve(job, timeMs, lanes.signal, strategy));
    try {
      const decisive = searches.map(async (search) => {
        const answer = await search;
        if (answer.result === 'unknown') throw new Error('undecided');
        return answer;
      });
      const answer = await Promise.any(decisive).catch(async () => {
        // None decided: 'unknown' if any answered, else the first failure.
        const settled = await Promise.allSettled(searches);
        const answered = settled.find((s) => s.status === 'fulfilled');
        if (answered) return answered.value;
        throw (settled[0] as PromiseRejectedResult).reason;
      });
      if (signal?.aborted) throw new Error('cancelled');
      return answer;
    } finally {
      lanes.abort(); // the searches still running stop at once
      signal?.removeEventListener('abort', stop);
    }
  }
}
