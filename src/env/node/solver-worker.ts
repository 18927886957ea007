// The solver's thread in the Node extension host (bundled as dist/solver-worker.js, started by
// env/node/solver-thread.ts): carries messages between worker_threads and solver/service.ts.

import { parentPort } from 'node:worker_threads';
import { solverService } from '../../solver/service';

const service = solverService();
parentPort?.on('message', (message) => {
  const response = service(message);
  if (response) parentPort!.postMessage(response);
});
