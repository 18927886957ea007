// The extension, the same in both of VS Code's extension hosts: wiring only. Each piece is built
// with what it needs and registers itself; the entry points (env/node/extension.ts for Node,
// env/web/extension.ts for the web worker host) differ only in the thread the solver runs on.
// docs/architecture.md draws the layers and the message flow.

import * as vscode from 'vscode';
import { GameRecord, MAX_DEAL_NUMBER } from './engine/index';
import winnableDealList from './deals/winnable-deals.json';
import { reasonOf } from './plain-text';
import { GameController } from './game/controller';
import { BoardState } from './game/board-state';
import { FinishedGames } from './game/finished-games';
import { DealChooser } from './deals/deal-chooser';
import { utcDay } from './deals/daily-deal';
import { randomInt } from './deals/random';
import { WinnableDeals } from './deals/winnable-deals';
import { PlayRecords } from './records/history';
import { SolverFeatures } from './solver/solver-features';
import { GameReview } from './review/game-review';
import type { SolverClientOptions } from './solver/client';
import { BoardActions, BoardOpening, BoardPanel } from './vscode/board-panel';
import { registerCommands } from './vscode/commands';
import { EditorUi } from './vscode/editor-ui';
import { registerRecordSync } from './vscode/record-sync';
import { startSolverThreads } from './vscode/solver-threads';
import { StatusBar, todayLine } from './vscode/status-bar';
import { globalStore, setAsideFolder, workspaceStore } from './vscode/storage';
import { testApiInTestMode } from './vscode/test-api';
import { hostL10n } from './vscode/host-l10n';

/** All that differs between the Node extension host and the web worker host. */
export interface ExtensionHost {
  kind: 'node' | 'web worker';
  startSolverThread: SolverClientOptions['startThread'];
}

export async function activate(context: vscode.ExtensionContext, host: ExtensionHost) {
  const globalState = await globalStore(context); // seeded first in the extension's own VS Code tests: a synced value from another machine
  const ui = new EditorUi();
  const settings = () => ui.settings();
  const now = () => Date.now();
  const randomDealNumber = () => randomInt(1, MAX_DEAL_NUMBER + 1);
  const workspace = workspaceStore(context);
  const solvers = startSolverThreads(context, host.startSolverThread);
  const winnableDeals = new WinnableDeals(winnableDealList, context.globalState, (below) => randomInt(0, below));
  const winnableDealsOnly = () => settings().winnableDealsOnly;
  // the display language (l10n) reaches every plain layer with what `game` gives them
  const game = { workspaceState: workspace.store, globalState, settings, ui, now, randomDealNumber, l10n: hostL10n };
  const deals = new DealChooser({ ...game, solver: solvers.solver, winnableDealsOnly, shippedDeals: winnableDeals });
  const controller = new GameController({ ...game, chooseDeal: (v, d) => deals.chooseDeal(v, d), setAsideFiles: setAsideFolder(context) });
  const boardUi = { showBoard: () => void openBoard(), boardOpen: () => BoardPanel.isOpen };
  const dealProven = (record: GameRecord) => winnableDeals.proves(record);
  const solver = new SolverFeatures({
    ...game,
    controller,
    ...solvers,
    showWinnability: () => settings().showWinnability,
    ui: boardUi,
    dealProven,
  });
  const records = new PlayRecords(controller.statistics.record, workspace.store);
  context.subscriptions.push(solver, controller);
  await controller.init(); // never rejects: with failing storage the game is played unsaved, and the player told
  // The moves of the games finished lately, on this machine only (never synced): the history's Review.
  const finished = new FinishedGames(controller, context.globalState, now, hostL10n);
  const review = new GameReview(controller, solver, finished, hostL10n);
  const playRecord = () => finished.marked(records.snapshot(utcDay(now())));
  const board = new BoardState(controller, solver, playRecord, () => review.view());
  context.subscriptions.push(review, finished);

  const changed = () => controller.refresh();
  const trouble = (error: unknown) => ui.warn(vscode.l10n.t("Forty Thieves: today's deal could not be noted ({0}).", reasonOf(error)));
  registerRecordSync(context, controller);
  releaseWriter = () => controller.statistics.record.release();
  const statusBar = StatusBar.register(context, controller, todayLine(records, now));
  const shared = { controller, records, solver, review, ui, now, openBoard: (opening?: BoardOpening) => void openBoard(opening) };
  const commands = registerCommands(context, {
    ...shared,
    winnableDeals,
    winnableDealsOnly,
    changed,
    trouble,
    extensionId: context.extension.id,
    testMode: context.extensionMode === vscode.ExtensionMode.Test,
  });
  const actions: BoardActions = {
    pickGame: () => commands.newGame(),
    hint: () => solver.hint(),
    solve: () => solver.solve(),
    playAgain: (variant, number) => commands.startGame(variant, { number }),
  };
  const openBoard = BoardPanel.register(context, { extensionUri: context.extensionUri, controller, board, actions, solver, review });
  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('fortyThieves') && changed()));
  // only the extension's own tests get anything back
  return testApiInTestMode({ context, hostKind: host.kind, ...shared, board, commands, statusBar, failSaves: workspace.failSaves });
}

/** Set while active: frees this window's writer id of the record for the next window. */
let releaseWriter: (() => Promise<void>) | undefined;

export function deactivate(): Promise<void> | undefined {
  const release = releaseWriter;
  releaseWriter = undefined;
  return release?.().catch(() => undefined); // not freed: the lease runs out after a few minutes
}
