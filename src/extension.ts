// The extension, the same in both of VS Code's extension hosts: wires the game controller to
// VS Code (commands, the board panel, its serializer, the status bar, settings) and returns a
// small API that the tests use. The entry points (env/node/extension.ts for Node, env/web/extension.ts
// for the web worker host) differ only in the thread the solver runs on.

import * as vscode from 'vscode';
import { MAX_DEAL_NUMBER, VariantId } from './engine/index';
import winnableDealList from './engine/solver/winnable-deals.json';
import { VIEW_TYPE, cutInput } from './protocol';
import { COMMANDS, commandTable } from './vscode/command-table';
import { GameController } from './game/controller';
import { BoardPanel, BoardActions } from './vscode/board-panel';
import { Settings, readSettings } from './game/settings';
import { StatusBar, todayLine } from './vscode/status-bar';
import { GAME_KEY, parseSaved } from './game/saved-game';
import { SetAsideFiles } from './store/set-aside';
import { KeyValueStore } from './store/key-value-store';
import { WorkerSolverBackend } from './solver/worker-backend';
import { SolverClient, SolverClientOptions } from './solver/client';
import { randomInt } from './deals/random';
import { WinnableDeals } from './deals/winnable-deals';
import { dailyDeal, utcDay } from './deals/daily-deal';
import { PlayRecords } from './records/play-records';
import { watchResults } from './records/finished-games';
import { HISTORY_KEY } from './records/history';
import { DAILY_KEY } from './records/daily-record';
import { STATS_KEY } from './game/statistics';
import { SolverFeatures } from './solver/solver-features';
import { GameCommands, positionReport } from './vscode/game-commands';

/** The folder in the extension's global storage where the oldest data kept aside goes. */
function setAsideFolder(context: vscode.ExtensionContext): SetAsideFiles {
  // Worked out when used: a folder that cannot be reached fails one write, not the activation.
  const folder = () => vscode.Uri.joinPath(context.globalStorageUri, 'set-aside');
  const file = (name: string) => vscode.Uri.joinPath(folder(), name);
  return {
    write: async (name, text) => {
      await vscode.workspace.fs.createDirectory(folder());
      await vscode.workspace.fs.writeFile(file(name), new TextEncoder().encode(text));
    },
    list: async () => {
      await vscode.workspace.fs.createDirectory(folder()); // reading a folder that is not there yet logs an error
      const entries = await vscode.workspace.fs.readDirectory(folder());
      return entries
        .filter(([, type]) => type === vscode.FileType.File)
        .map(([name]) => name)
        .sort();
    },
    read: async (name) => new TextDecoder().decode(await vscode.workspace.fs.readFile(file(name))),
  };
}

/**
 * For the extension's own VS Code tests only (ExtensionMode.Test, never in normal use): the
 * workspace storage can be made to fail, as a full disk would. FORTY_THIEVES_TEST_FAIL_SAVES=N
 * fails the first N writes from activation on (the Node host only: the web worker host has no
 * environment); the test API's failSaves(n) fails the next n.
 */
function failingInTests(store: vscode.Memento, mode: vscode.ExtensionMode) {
  let failNext =
    mode === vscode.ExtensionMode.Test
      ? Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.FORTY_THIEVES_TEST_FAIL_SAVES ?? 0) ||
        0
      : 0;
  const wrapped: KeyValueStore = {
    get: (key) => store.get(key),
    update: (key, value) =>
      failNext-- > 0 ? Promise.reject(new Error('the test made the workspace storage fail')) : store.update(key, value),
  };
  return { store: mode === vscode.ExtensionMode.Test ? wrapped : store, failSaves: (count: number) => void (failNext = count) };
}

/** All that differs between the Node extension host and the web worker host. */
export interface ExtensionHost {
  kind: 'node' | 'web worker';
  startSolverThread: SolverClientOptions['startThread'];
}

export async function activate(context: vscode.ExtensionContext, host: ExtensionHost) {
  let warnedSettings = '';
  const settings = (): Settings => {
    const config = vscode.workspace.getConfiguration('fortyThieves');
    const { settings, problems } = readSettings((key) => config.get(key));
    const text = problems.join('; ');
    if (text && text !== warnedSettings) void vscode.window.showWarningMessage(`Forty Thieves: ${text}.`);
    warnedSettings = text;
    return settings;
  };
  const now = () => Date.now();
  const randomDealNumber = () => randomInt(1, MAX_DEAL_NUMBER + 1);

  const workspaceState = failingInTests(context.workspaceState, context.extensionMode);
  const warnings: string[] = [];
  const warn = (message: string) => {
    warnings.push(message);
    void vscode.window.showWarningMessage(message);
  };
  /** The history and daily record are extras: a failed write is told, and the game goes on. */
  const recordTrouble = (error: unknown) =>
    warn(`Forty Thieves: your game history could not be saved (${cutInput(error instanceof Error ? error.message : String(error))}).`);
  // The history and the daily record, synced like the statistics; the saved game stays per workspace.
  const records = new PlayRecords(context.globalState, workspaceState.store, () => globalThis.crypto.randomUUID());
  context.globalState.setKeysForSync([STATS_KEY, HISTORY_KEY, DAILY_KEY]);
  // Winnable deals only: the shipped list first, then random deals solved in the background.
  const winnableDeals = new WinnableDeals(winnableDealList, context.globalState, (below) => randomInt(0, below));

  const controller: GameController = new GameController({
    workspaceState: workspaceState.store,
    globalState: context.globalState,
    settings,
    ui: {
      confirm: async (message, action) => {
        await BoardPanel.panel?.settle();
        return (await vscode.window.showWarningMessage(message, { modal: true }, action)) === action;
      },
      warn,
    },
    now,
    randomDealNumber,
    chooseDeal: (variant, difficulty) => solver.chooseDeal(variant, difficulty),
    setAsideFiles: setAsideFolder(context),
  });

  // The solver runs in worker threads, so the extension host never waits for it; hints have one
  // of their own, and the indicator a second one for its best-first search.
  const solverClient = new SolverClient({ startThread: host.startSolverThread });
  const hintClient = new SolverClient({ startThread: host.startSolverThread });
  const indicatorClient = new SolverClient({ startThread: host.startSolverThread });
  const solver: SolverFeatures = new SolverFeatures({
    controller,
    solver: new WorkerSolverBackend(solverClient),
    hintSolver: new WorkerSolverBackend(hintClient),
    indicatorSolver: new WorkerSolverBackend(indicatorClient),
    warmUpHints: () => hintClient.warmUp(),
    showWinnability: () => settings().showWinnability,
    winnableDealsOnly: () => settings().winnableDealsOnly,
    shippedDeals: winnableDeals,
    randomDealNumber,
    ui: {
      showBoard: () => void openBoard(),
      boardOpen: () => BoardPanel.isOpen,
      progress: (title, task) =>
        vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, (progress, token) => {
          const cancelled = new AbortController();
          token.onCancellationRequested(() => cancelled.abort());
          return task((message, increment) => progress.report({ message, increment }), cancelled.signal);
        }),
      warn: (message) => void vscode.window.showWarningMessage(message),
    },
  });
  await controller.init(); // never rejects: with failing storage the game is played unsaved, and the player told
  controller.playRecord = () => records.snapshot(utcDay(now()));

  const statusBar = new StatusBar(controller, COMMANDS.openBoard, todayLine(records, now));
  /** The statistics or the play record changed outside the controller (a finished game, an import). */
  const statisticsChanged = () => controller.refresh();
  const commands = new GameCommands({
    controller,
    records,
    solver,
    winnableDeals,
    winnableDealsOnly: () => settings().winnableDealsOnly,
    openBoard: () => void openBoard(),
    statisticsChanged,
    recordTrouble,
    extensionId: context.extension.id,
    now,
  });
  const actions: BoardActions = {
    pickGame: () => commands.newGame(),
    hint: () => solver.hint(),
    solve: () => solver.solve(),
    playAgain: (variant, dealNumber) => commands.startGame(variant, { number: dealNumber }),
  };
  const openBoard = () => {
    const panel = BoardPanel.show(context.extensionUri, controller, actions);
    solver.boardShown();
    return panel;
  };
  const finishedGames = watchResults(controller, now, (game) => {
    void records.finished(game).then(statisticsChanged, recordTrouble);
  });

  /** Runs a command and tells the player plainly if it was refused. */
  const run =
    (handler: (...args: never[]) => unknown) =>
    async (...args: never[]) => {
      try {
        await handler(...args);
      } catch (error) {
        void vscode.window.showErrorMessage(`Forty Thieves: ${(error as Error).message}`);
      }
    };

  context.subscriptions.push(
    statusBar,
    finishedGames,
    ...[...commandTable(commands)].map(([id, handler]) => vscode.commands.registerCommand(id, run(handler))),
    vscode.window.registerUriHandler({ handleUri: (uri) => run(() => commands.openDealLink(uri))() }),
    solver,
    { dispose: () => [solverClient, hintClient, indicatorClient].forEach((client) => void client.dispose()) },
    controller,
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => {
        BoardPanel.revive(panel, context.extensionUri, controller, actions);
        solver.boardShown();
      },
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('fortyThieves')) controller.refresh();
    }),
  );

  // What the extension's own tests use to look inside; harmless for anyone else.
  return {
    snapshot: () => controller.snapshot(),
    savedGame: () => context.workspaceState.get(GAME_KEY),
    record: () => controller.current.record,
    play: async (move: string) => void (await controller.move(move)),
    deal: async (variant: VariantId, dealNumber: number) => void (await commands.startGame(variant, { number: dealNumber })),
    hint: () => solver.hint(),
    todaysDealNumber: (variant: VariantId) => dailyDeal(variant, utcDay(now())),
    errorsShown: () => [...commands.errorsShown],
    /** What Copy Position copies now, and what it would copy after a fresh activation (null: a new game). */
    copyText: () => positionReport(controller.current),
    restoredText: () => {
      const loaded = parseSaved(context.workspaceState.get(GAME_KEY));
      return loaded.kind === 'restored' ? positionReport(loaded.session) : null;
    },
    warnings: () => [...warnings],
    /** Test mode only: the next `count` writes of the workspace storage fail. */
    ...(context.extensionMode === vscode.ExtensionMode.Test ? { failSaves: workspaceState.failSaves } : {}),
    playRecord: () => records.snapshot(utcDay(now())),
    statusTooltip: () => statusBar.tooltipText(),
    /** Where this runs: the web worker host has no Node `process` (the tests check both). */
    host: () => ({ kind: host.kind, nodeProcess: typeof (globalThis as { process?: unknown }).process !== 'undefined' }),
  };
}

export function deactivate(): void {}
