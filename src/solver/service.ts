// What a solver thread does with each message, whichever thread it is: env/node/solver-worker.ts (Node's
// worker_threads) and env/web/solver-worker.ts (a Web Worker) only carry the messages.
//
// Messages in:  SolverInit { type: 'init', cancel?: SharedArrayBuffer }   once, first
//               SolverRequest                                            one at a time
// Messages out: SolverResponse, one per request.
//
// Cancellation: the client writes the id of the request to cancel into the shared Int32Array;
// the search polls it every few hundred states (Atomics.load) and stops with 'unknown'. Without
// shared memory the client terminates the thread instead.

import { dealGame, playAll } from '../engine/index';
import { stateFromPosition } from '../engine/search/from-position';
import { SearchStrategy, solve } from '../engine/search/index';
import type { SolverRequest, SolverResponse } from './client';

/** The first message a thread gets: the shared cancel flag, where there is shared memory. */
export interface SolverInit {
  type: 'init';
  cancel?: SharedArrayBuffer;
}

/** Answers one thread's messages: undefined for the init message, a response for each request. */
export function solverService(): (message: SolverInit | SolverRequest) => SolverResponse | undefined {
  let cancelFlag: Int32Array | undefined;
  return (message) => {
    if ('type' in message && message.type === 'init') {
      cancelFlag = message.cancel && new Int32Array(message.cancel);
      return undefined;
    }
    return answer(message as SolverRequest, cancelFlag);
  };
}

const STRATEGIES: readonly SearchStrategy[] = ['depth', 'best', 'both', 'beam', 'exhaustive'];

function answer(request: SolverRequest, cancelFlag: Int32Array | undefined): SolverResponse {
  const { id, strategy } = request;
  try {
    // The search would take an unknown strategy for its default: refuse it instead.
    if (strategy !== undefined && !STRATEGIES.includes(strategy)) {
      throw new Error(`Unknown search strategy ${JSON.stringify(strategy)}: expected ${STRATEGIES.join(', ')}`);
    }
    const game =
      'position' in request && request.position
        ? stateFromPosition(request.variant, request.position)
        : playAll(dealGame(request.variant, request.deal!), request.moves ?? []);
    const result = solve(game, {
      timeMs: request.timeMs,
      maxStates: request.maxStates,
      maxTableMb: request.maxTableMb,
      strategy,
      shouldStop: cancelFlag ? () => Atomics.load(cancelFlag, 0) === id : undefined,
    });
    return { id, ...result };
  } catch (error) {
    return { id, error: (error as Error).message };
  }
}
