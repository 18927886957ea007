// The solver's three threads, each started on first use and ended with the extension: one for
// Solve, winnable deals and the indicator's depth-first search; one for the indicator's best-first
// search beside it; one for hints, so a hint never waits behind the others.

import type * as vscode from 'vscode';
import { SolverClient, SolverClientOptions } from '../solver/client';
import { WorkerSolverBackend } from '../solver/worker-backend';
import { hostL10n } from './host-l10n';

export function startSolverThreads(context: vscode.ExtensionContext, startThread: SolverClientOptions['startThread']) {
  const clients = {
    solver: new SolverClient({ startThread, l10n: hostL10n }),
    hints: new SolverClient({ startThread, l10n: hostL10n }),
    indicator: new SolverClient({ startThread, l10n: hostL10n }),
  };
  context.subscriptions.push({ dispose: () => Object.values(clients).forEach((client) => void client.dispose()) });
  return {
    solver: new WorkerSolverBackend(clients.solver),
    hintSolver: new WorkerSolverBackend(clients.hints),
    indicatorSolver: new WorkerSolverBackend(clients.indicator),
    /** Starts the hint thread ahead of the first hint, so its second counts from the click. */
    warmUpHints: () => clients.hints.warmUp(),
  };
}
