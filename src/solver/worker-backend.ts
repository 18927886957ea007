// Connects the host's hint logic to the solver's worker thread.

import { position } from '../engine/index';
import { SolverClient } from './client';
import type { SearchStrategy } from '../engine/search/index';
import { SolveAnswer, SolveJob, SolverBackend } from './solver-backend';

export class WorkerSolverBackend implements SolverBackend {
  constructor(private readonly client: SolverClient) {}

  solve(job: SolveJob, timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer> {
    if (signal?.aborted) return Promise.reject(new Error('cancelled'));
    const handle = this.client.start({ variant: job.variant, position: position(job.game) }, strategy ? { timeMs, strategy } : { timeMs });
    const onAbort = () => handle.cancel();
    signal?.addEventListener('abort', onAbort, { once: true });
    return handle.promise.then(
      (answer) => {
        signal?.removeEventListener('abort', onAbort);
        if (signal?.aborted) throw new Error('cancelled');
        return { result: answer.result, moves: answer.moves };
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        throw error;
      },
    );
  }
}
