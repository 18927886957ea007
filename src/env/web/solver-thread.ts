// The solver's thread in VS Code's web worker extension host (vscode.dev, github.dev, or any
// window where the extension runs in the browser): a Web Worker. (Node's is env/node/solver-thread.ts.)
// The worker's script (solver-worker.ts) is built into this bundle and started from a blob:
// URL, which works wherever the extension is loaded from: vscode.dev serves extensions from
// another origin, and the web host refuses workers whose script is a vscode-remote: URI.

import solverWorkerSource from './solver-worker?worker';
import type { SolverThread } from '../../solver/client';

let workerUrl: string | undefined;

export function startWebThread(): SolverThread {
  workerUrl ??= URL.createObjectURL(new Blob([solverWorkerSource], { type: 'text/javascript' }));
  const worker = new Worker(workerUrl, { name: 'Forty Thieves solver' });
  const exited = new Set<() => void>();
  worker.onerror = (event) => {
    event.preventDefault(); // handled here: e.g. a worker stopped while its script was still loading
    worker.terminate();
    for (const listener of exited) listener();
  };
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (listener) => worker.addEventListener('message', (event) => listener(event.data)),
    onExit: (listener) => void exited.add(listener),
    terminate: () => worker.terminate(),
    keepAlive: () => undefined, // a Web Worker never keeps anything alive
  };
}
