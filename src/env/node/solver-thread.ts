// The solver's thread in VS Code's Node extension host: a worker_threads Worker running
// dist/solver-worker.js, its heap capped. (The web worker host uses env/web/solver-thread.ts.)

import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SolverClientOptions, SolverThread } from '../../solver/client';

export function startNodeThread(options: SolverClientOptions): SolverThread {
  const file = options.workerFile ?? path.join(__dirname, 'solver-worker.js');
  const worker = new Worker(file, {
    execArgv: options.execArgv,
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 512 },
  });
  worker.on('error', () => undefined); // followed by 'exit', handled there
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (listener) => void worker.on('message', listener),
    onExit: (listener) => void worker.once('exit', listener),
    terminate: () => void worker.terminate(),
    keepAlive: (keep) => (keep ? worker.ref() : worker.unref()),
  };
}
