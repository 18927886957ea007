// The solver's worker thread (bundled as dist/solver-worker.js). The extension host never runs
// a search itself: it posts a request here and awaits the answer (solver-client.ts).
//
// Messages in:  { type: 'init', cancel: SharedArrayBuffer }   once, before any request
//               SolverRequest                                  one at a time
// Messages out: SolverResponse, one per request.
//
// Cancellation: the client writes the id of the request to cancel into the shared Int32Array;
// the search polls it every few hundred states (Atomics.load) and stops with 'unknown'.

import { parentPort } from 'node:worker_threads';
import { dealGame, playAll } from './engine/index';
import { stateFromPosition } from './engine/solver/from-position';
import { solve } from './engine/solver/index';
import type { SolverRequest, SolverResponse } from './solver-client';

let cancelFlag: Int32Array | undefined;

function handle(request: SolverRequest): SolverResponse {
  const { id } = request;
  try {
    const game =
      'position' in request && request.position
        ? stateFromPosition(request.variant, request.position)
        : playAll(dealGame(request.variant, request.deal!), request.moves ?? []);
    const answer = solve(game, {
      timeMs: request.timeMs,
      maxStates: request.maxStates,
      maxTableMb: request.maxTableMb,
      shouldStop: cancelFlag ? () => Atomics.load(cancelFlag!, 0) === id : undefined,
    });
    return { id, ...answer };
  } catch (error) {
    return { id, error: (error as Error).message };
  }
}

parentPort?.on('message', (message: { type?: string; cancel?: SharedArrayBuffer } & Partial<SolverRequest>) => {
  if (message.type === 'init') {
    cancelFlag = new Int32Array(message.cancel!);
    return;
  }
  parentPort!.postMessage(handle(message as SolverRequest));
});
