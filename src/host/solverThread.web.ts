// The solver's thread in VS Code's web worker extension host (vscode.dev, github.dev, or any
// window where the extension runs in the browser): a Web Worker. The worker's script
// (solver-worker.web.ts) is built into this bundle and started from a blob: URL, which works
// wherever the extension is loaded from: vscode.dev serves extensions from another origin, and
// the web host refuses workers whose script is a vscode-remote: URI.

import solverWorkerSource from '../solver-worker.web?worker';
import type { StartSolverThread } from './solverThread';

let workerUrl: string | undefined;

export const webSolverThread: StartSolverThread = (events) => {
  workerUrl ??= URL.createObjectURL(new Blob([solverWorkerSource], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl, { name: 'Forty Thieves solver' });
  worker.onmessage = (event) => events.answer(event.data);
  worker.onerror = (event) => {
    event.preventDefault(); // handled here: e.g. a worker stopped while its script was still loading
    worker.terminate();
    events.exit();
  };
  return {
    post: (message) => worker.postMessage(message),
    terminate: async () => worker.terminate(),
    hold: () => undefined, // a Web Worker never keeps anything alive
  };
};
