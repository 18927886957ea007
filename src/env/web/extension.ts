// The entry point in VS Code's web worker extension host (package.json "browser":
// dist/extension.web.js): vscode.dev, github.dev, and any window that runs the extension in the
// browser. No Node here: the solver runs in a Web Worker. The Node host runs this same bundle
// (env/node/extension.ts), through `activateIn` with its own solver thread.

import type * as vscode from 'vscode';
import * as extension from '../../extension';
import { startWebThread } from './solver-thread';

export function activate(context: vscode.ExtensionContext) {
  return extension.activate(context, { kind: 'web worker', startSolverThread: startWebThread });
}

export const activateIn = extension.activate;
export const deactivate = extension.deactivate;
