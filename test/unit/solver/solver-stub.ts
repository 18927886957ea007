// A solver for host tests: it answers (or fails) only when told.

import type { SearchStrategy } from '../../../src/engine/search/index';
import type { SolveAnswer, SolveJob, SolverBackend } from '../../../src/solver/solver-backend';

/** A solver that answers (or fails) only when told, and rejects a request when it is cancelled. */
export class SolverStub implements SolverBackend {
  readonly asked: {
    job: SolveJob;
    timeMs: number;
    signal?: AbortSignal;
    strategy?: SearchStrategy;
    answer: (a: SolveAnswer) => void;
    fail: (error: Error) => void;
  }[] = [];
  solve(job: SolveJob, timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer> {
    return new Promise((resolve, reject) => {
      const cancel = () => reject(new Error('cancelled'));
      signal?.addEventListener('abort', cancel, { once: true });
      const done = () => signal?.removeEventListener('abort', cancel);
      this.asked.push({ job, timeMs, signal, strategy, answer: (a) => (done(), resolve(a)), fail: (error) => (done(), reject(error)) });
    });
  }

  /** The request waiting for an answer (the last one asked). */
  get last() {
    return this.asked[this.asked.length - 1];
  }

  /** The requests not answered and not cancelled. */
  get searching() {
    return this.asked.filter((a) => !a.signal?.aborted).length;
  }
}
