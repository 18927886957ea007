// The solver's thread in the web worker extension host (vscode.dev, github.dev): a Web Worker,
// bundled into dist/extension.web.js and started by env/web/solver-thread.ts. It carries messages
// between the worker's scope and solver/service.ts, as env/node/solver-worker.ts does in Node.

import { solverService } from '../../solver/service';

const service = solverService();
const scope = globalThis as unknown as { onmessage: ((event: { data: never }) => void) | null; postMessage(message: unknown): void };
scope.onmessage = (event) => {
  const response = service(event.data);
  if (response) scope.postMessage(response);
};
