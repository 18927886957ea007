// The entry point in VS Code's Node extension host (package.json "main": dist/extension.js):
// desktop, and remote windows where VS Code runs the extension on the remote machine. The host's
// code is the web bundle's (dist/extension.web.js needs no Node), loaded from beside this file so
// that the package carries it once; only the solver's thread is Node's own.

import type * as vscode from 'vscode';
import type * as extension from '../../extension';
import { startNodeThread } from './solver-thread';

// Left to Node's require by the build (scripts/build.mjs): the file is dist/extension.web.js.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const host = require('./extension.web.js') as { activateIn: typeof extension.activate; deactivate: typeof extension.deactivate };

export function activate(context: vscode.ExtensionContext) {
  return host.activateIn(context, { kind: 'node', startSolverThread: startNodeThread });
}

export function deactivate() {
  return host.deactivate();
}
