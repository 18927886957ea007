// The entry point in VS Code's Node extension host (package.json "main": dist/extension.js):
// desktop, and remote windows where VS Code runs the extension on the remote machine.

import type * as vscode from 'vscode';
import * as extension from '../../extension';
import { startNodeThread } from './solver-thread';

export function activate(context: vscode.ExtensionContext) {
  return extension.activate(context, { kind: 'node', startSolverThread: startNodeThread });
}

export const deactivate = extension.deactivate;
