// The extension, the same in both of VS Code's extension hosts: wires the game controller to
// VS Code (commands, the board panel, its serializer, the status bar, settings) and returns a
// small API that the tests use. The entry points (extension.node.ts for Node, extension.web.ts
// for the web worker host) differ only in the thread the solver runs on.

import * as vscode from 'vscode';
import { Deal, MAX_DEAL_NUMBER, VARIANTS, VARIANT_IDS, VariantId, dealGame, getVariant, isDealNumber, position, replay, summarizeRules } from './engine/index';
import type { Difficulty } from './engine/solver/stats';
import winnableDealList from './engine/solver/winnable-deals.json';
import { VIEW_TYPE, cutInput, quoteInput } from './protocol';
import { COMMANDS, newGameCommand } from './host/commands';
import { GameController } from './host/controller';
import { BoardPanel, BoardActions } from './host/panel';
import { Settings, readSettings } from './host/settings';
import { StatusBar } from './host/statusBar';
import { GAME_KEY, KeyValueStore, SetAsideFiles, parseSaved, setAsideItems } from './host/storage';
import { GameSession } from './host/session';
import { SOLVE_BUDGET_MS, SolveSearch, WinnabilityTracker, findHint, jobOf } from './host/hints';
import { WorkerSolverBackend } from './host/solverBackend';
import { SolverClient, SolverClientOptions } from './solver-client';
import { randomInt } from './host/random';
import { WinnableDeals } from './host/winnableDeals';
import { dailyDeal, utcDay } from './host/dailyDeal';
import { DEAL_LINK_PATH, dealLinkQuery, parseDealLink } from './host/dealLink';
import { PlayRecords } from './host/playRecord';
import { watchResults } from './host/results';
import { exportCsv, exportJson, mergeImport, parseExport, statisticsTable } from './host/exchange';
import { HISTORY_KEY } from './host/history';
import { DAILY_KEY } from './host/daily';
import { STATS_KEY, formatDuration } from './host/statistics';

const SEARCH_TRIES = 20;
const SEARCH_BUDGET_MS = 5000;

/** When the shipped list is used up: solve random deals until one is proven winnable. */
async function findWinnableDeal(solver: WorkerSolverBackend, variant: VariantId): Promise<Deal | undefined> {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Finding a winnable deal of ${getVariant(variant).name}`, cancellable: true },
    async (progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => abort.abort());
      for (let i = 1; i <= SEARCH_TRIES && !token.isCancellationRequested; i++) {
        progress.report({ message: `trying deal ${i} of up to ${SEARCH_TRIES}…`, increment: 100 / SEARCH_TRIES });
        const deal = { number: randomInt(1, MAX_DEAL_NUMBER + 1) };
        const answer = await solver.solve(jobOf(dealGame(variant, deal)), SEARCH_BUDGET_MS, abort.signal).catch(() => undefined);
        if (answer?.result === 'won') return deal;
      }
      void vscode.window.showWarningMessage(
        `Forty Thieves: no winnable deal of ${getVariant(variant).name} was found ${token.isCancellationRequested ? 'before you cancelled' : `in ${SEARCH_TRIES} tries`}; this deal may not be winnable.`,
      );
      return undefined;
    },
  );
}

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
      return entries.filter(([, type]) => type === vscode.FileType.File).map(([name]) => name).sort();
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
  let failNext = mode === vscode.ExtensionMode.Test ? Number((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.FORTY_THIEVES_TEST_FAIL_SAVES ?? 0) || 0 : 0;
  const wrapped: KeyValueStore = {
    get: (key) => store.get(key),
    update: (key, value) => (failNext-- > 0 ? Promise.reject(new Error('the test made the workspace storage fail')) : store.update(key, value)),
  };
  return { store: mode === vscode.ExtensionMode.Test ? wrapped : store, failSaves: (count: number) => void (failNext = count) };
}

/** What Copy Position copies: the game, its deal, the moves and the position they lead to. */
function positionReport(session: GameSession): string {
  const report = {
    game: session.variant,
    deal: session.record.deal,
    ...(session.record.opening ? { opening: session.record.opening.join(' ') } : {}),
    moves: session.record.steps.map((step) => step.join(' ')),
    position: position(session.game),
  };
  return JSON.stringify(report, null, 2);
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

  // Winnable deals only: the shipped list first, then random deals solved in the background.
  const winnableDeals = new WinnableDeals(winnableDealList, context.globalState, (below) => randomInt(0, below));
  const solverClient = new SolverClient({ startThread: host.startSolverThread });
  const solver = new WorkerSolverBackend(solverClient);
  // Hints have a worker of their own: a hint never waits behind Solve or the indicator.
  const hintClient = new SolverClient({ startThread: host.startSolverThread });
  const hintSolver = new WorkerSolverBackend(hintClient);
  const chooseDeal = async (variant: VariantId, difficulty?: Difficulty): Promise<Deal | undefined> => {
    if (!settings().winnableDealsOnly) return undefined;
    const shipped = (await winnableDeals.take(variant, difficulty)) ?? (difficulty ? await winnableDeals.take(variant) : undefined);
    if (shipped !== undefined) return { number: shipped };
    return findWinnableDeal(solver, variant);
  };

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

  const controller = new GameController({
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
    now: () => Date.now(),
    randomDealNumber: () => randomInt(1, MAX_DEAL_NUMBER + 1),
    chooseDeal,
    setAsideFiles: setAsideFolder(context),
  });
  await controller.init(); // never rejects: with failing storage the game is played unsaved, and the player told
  controller.playRecord = () => records.snapshot(utcDay(Date.now()));

  // The solver runs in a worker thread, so the extension host never waits for it.
  const currentJob = () => jobOf(controller.current.game);
  const tracker = new WinnabilityTracker(solver, () => BoardPanel.panel?.postSnapshot());
  const solveSearch = new SolveSearch(solver, () => BoardPanel.panel?.postSnapshot());
  controller.solving = () => solveSearch.job !== undefined;
  controller.winnability = () => (settings().showWinnability ? tracker.get(currentJob()) : null);
  /** The indicator is worked out only while the board is open and the game goes on. */
  let trackedDeal = controller.current.record.deal;
  const checkWinnability = () => {
    if (controller.current.status !== 'playing') tracker.pause(); // the game is over: nothing left to search
    else if (settings().showWinnability && BoardPanel.isOpen) tracker.check(currentJob());
  };

  const actions: BoardActions = {
    pickGame: () => pickGame(),
    hint: () => hint(),
    solve: () => solveGame(),
    playAgain: (variant, dealNumber) => startGame(variant, { number: dealNumber }),
  };
  const openBoard = () => {
    const panel = BoardPanel.show(context.extensionUri, controller, actions);
    hintClient.warmUp(); // a hint's second counts from the click
    checkWinnability();
    return panel;
  };

  let hintRequest: AbortController | undefined;
  const hint = async () => {
    const panel = openBoard();
    hintRequest?.abort();
    const request = (hintRequest = new AbortController());
    const session = controller.current;
    const { record, game } = session;
    tracker.pause();
    panel.post({ type: 'hint', move: null, text: 'Looking for a winning line…' });
    try {
      const found = await findHint(hintSolver, record, game, request.signal, {
        known: (job) => tracker.get(job),
        line: (job) => tracker.lineFor(job),
        progress: (text) => {
          if (controller.current.record === record) panel.post({ type: 'hint', move: null, text });
        },
        gameAt: (stepCount) => (controller.current.record === record ? session.gameAfter(stepCount) : replay(record, stepCount)),
      });
      tracker.remember(jobOf(game), found.outcome, found.line);
      if (controller.current.record === record) {
        panel.post({ type: 'hint', move: found.move, text: found.text, ...(found.undoSteps ? { undoSteps: found.undoSteps } : {}) });
      }
      return found;
    } finally {
      checkWinnability();
    }
  };

  const solveGame = async () => {
    openBoard();
    const record = controller.current.record;
    if (controller.current.status !== 'playing') throw new Error('The game is over: there is nothing left to solve');
    tracker.pause();
    solveSearch.cancel(); // a new Solve replaces the one still searching
    const job = jobOf(controller.current.game);
    const line = tracker.lineFor(job); // found by the indicator or a hint: no search
    if (!line) controller.tell({ kind: 'info', text: 'Looking for a winning line…' });
    const answer = line ? { result: 'won' as const, moves: line } : await solveSearch.run(job);
    if (!answer) return; // replaced by a newer Solve, or the game moved on
    tracker.remember(job, answer.result, answer.moves);
    if (controller.current.record !== record) return;
    if (answer.result === 'won') await controller.playLine(answer.moves);
    else {
      controller.tell({
        kind: 'warning',
        text: answer.result === 'lost'
          ? 'This position can no longer be won: no line of moves from here wins. Ask for a hint to find the way back.'
          : `No winning line was found within ${SOLVE_BUDGET_MS / 1000} seconds.`,
      });
      checkWinnability();
    }
  };

  /** Runs an action on behalf of a command and tells the player plainly if it was refused. */
  const run = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch (error) {
      void vscode.window.showErrorMessage(`Forty Thieves: ${(error as Error).message}`);
    }
  };

  /** Starts a game (asking first over one in progress); `day` marks it as that day's deal. */
  const startGame = async (variant: VariantId, deal?: Deal, difficulty?: Difficulty, day?: string) => {
    // The board is shown after the confirmation: revealing it focuses the webview, which would
    // take the focus from the dialog's default button (then Enter and Esc do nothing).
    const started = await controller.newGame(variant, deal, difficulty);
    openBoard();
    if (!started) return;
    const { record } = controller.current;
    if ('number' in record.deal) await records.dealt(variant, record.deal.number, day).catch(recordTrouble);
  };

  /** With winnable deals only, the picker asks how hard a deal the player wants. */
  const pickDifficulty = async (variant: VariantId): Promise<Difficulty | undefined | null> => {
    const levels: Difficulty[] = ['easy', 'medium', 'hard'];
    const items = [
      { label: 'Any winnable deal', difficulty: undefined },
      ...levels.map((d) => ({ label: `${d[0].toUpperCase()}${d.slice(1)}`, description: `${winnableDeals.remaining(variant, d)} proven deals left`, difficulty: d })),
    ];
    const choice = await vscode.window.showQuickPick(items, { title: `New Game: ${getVariant(variant).name}`, placeHolder: 'How hard a deal? (by the effort the solver needed to win it)' });
    return choice ? choice.difficulty : null;
  };

  const pickGame = async () => {
    const current = controller.current.variant;
    const today: vscode.QuickPickItem & { variant?: VariantId } = {
      label: "$(calendar) Today's Deal…",
      description: `${utcDay(Date.now())} (UTC): the same proven-winnable deal for every player`,
    };
    const items: (vscode.QuickPickItem & { variant?: VariantId })[] = [
      today,
      { label: 'Games', kind: vscode.QuickPickItemKind.Separator },
      ...VARIANTS.map((v) => ({
        label: v.name,
        description: v.aliases.length ? `also ${v.aliases.join(', ')}` : undefined,
        detail: summarizeRules(v),
        variant: v.id,
        picked: v.id === current,
      })),
    ];
    const choice = await vscode.window.showQuickPick(items, {
      title: 'New Game',
      placeHolder: 'Choose a game of the Forty Thieves family',
      matchOnDescription: true,
      matchOnDetail: true,
    });
    if (!choice) return;
    if (!choice.variant) return todaysDeal();
    const difficulty = settings().winnableDealsOnly ? await pickDifficulty(choice.variant) : undefined;
    if (difficulty !== null) await startGame(choice.variant, undefined, difficulty);
  };

  const dealByNumber = async () => {
    const variant = controller.current.variant;
    const text = await vscode.window.showInputBox({
      title: `Deal ${getVariant(variant).name} by Number`,
      prompt: `A deal number from 1 to ${MAX_DEAL_NUMBER}: the same number always deals the same cards`,
      validateInput: (value) => (isDealNumber(Number(value.trim())) && /^\d+$/.test(value.trim()) ? undefined : `Enter a whole number from 1 to ${MAX_DEAL_NUMBER}`),
    });
    if (text !== undefined) await startGame(variant, { number: Number(text.trim()) });
  };

  /** Today's deal of a game (asked for with a picker when not given): the same for every player today. */
  const todaysDeal = async (variant?: VariantId) => {
    const day = utcDay(Date.now());
    if (variant === undefined) {
      const current = controller.current.variant;
      const items = [...VARIANTS].sort((a, b) => Number(b.id === current) - Number(a.id === current)).map((v) => ({
        label: v.name,
        description: `deal ${dailyDeal(v.id, day)}`,
        variant: v.id,
      }));
      const choice = await vscode.window.showQuickPick(items, {
        title: `Today's Deal: ${day} (UTC)`,
        placeHolder: 'Choose a game: every player gets the same deal today, one the solver proved winnable',
        matchOnDescription: true,
      });
      if (!choice) return;
      variant = choice.variant;
    } else if (!VARIANT_IDS.includes(variant)) {
      throw new Error(`There is no game ${quoteInput(variant)}; the games are ${VARIANT_IDS.join(', ')}`);
    }
    await startGame(variant, { number: dailyDeal(variant, day) }, undefined, day);
  };

  /** A link that opens this game and deal number for whoever clicks it (desktop or browser). */
  const copyDealLink = async () => {
    const { variant, record } = controller.current;
    if (!('number' in record.deal)) throw new Error('This game was dealt from a given deck, not a numbered deal: it has no link');
    const link = vscode.Uri.from({
      scheme: vscode.env.uriScheme,
      authority: context.extension.id,
      path: DEAL_LINK_PATH,
      query: dealLinkQuery({ variant, dealNumber: record.deal.number }),
    });
    // In VS Code for the browser this is an https address that reaches the same handler.
    const external = await vscode.env.asExternalUri(link);
    const text = external.toString(true);
    await vscode.env.clipboard.writeText(text);
    void vscode.window.showInformationMessage(`Forty Thieves: a link to ${getVariant(variant).name} deal ${record.deal.number} is on the clipboard: ${text}`);
    return text;
  };

  const errorsShown: string[] = []; // what damaged links and files said, for the tests
  /** Opens a deal link; a damaged one opens nothing and says why. Over a game in progress it asks first. */
  const openDealLink = async (uri: vscode.Uri) => {
    let link;
    try {
      link = parseDealLink(uri.path, uri.query);
    } catch (error) {
      const message = `Forty Thieves: this link opens nothing: ${(error as Error).message}.`;
      errorsShown.push(message);
      void vscode.window.showErrorMessage(message);
      return;
    }
    await startGame(link.variant, { number: link.dealNumber });
  };

  /** Writes the record to a file the player picks (or `target`): JSON, or CSV when the name ends in .csv. */
  const exportStatistics = async (target?: vscode.Uri) => {
    const day = utcDay(Date.now());
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const uri = target ?? (await vscode.window.showSaveDialog({
      title: 'Export Forty Thieves Statistics',
      saveLabel: 'Export',
      defaultUri: folder && vscode.Uri.joinPath(folder, `forty-thieves-statistics-${day}.json`),
      filters: { 'JSON (everything; Import Statistics… reads it)': ['json'], 'CSV (the last games, one a row)': ['csv'] },
    }));
    if (!uri) return;
    const history = records.history.all();
    const text = /\.csv$/i.test(uri.path)
      ? exportCsv(history)
      : exportJson(statisticsTable((v) => controller.statistics.get(v)), history, records.daily.all(), Date.now());
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(`Forty Thieves: your statistics are in ${uri.fsPath || uri.toString()}.`);
  };

  /** Merges a file written by Export Statistics… (or `source`); a damaged file changes nothing and says why. */
  const importStatistics = async (source?: vscode.Uri) => {
    const uri = source ?? (await vscode.window.showOpenDialog({
      title: 'Import Forty Thieves Statistics',
      openLabel: 'Import',
      canSelectMany: false,
      filters: { 'Forty Thieves statistics (JSON)': ['json'] },
    }))?.[0];
    if (!uri) return;
    const name = uri.path.split('/').pop();
    let file;
    try {
      file = parseExport(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)));
    } catch (error) {
      const message = `Forty Thieves: ${name} could not be imported: ${(error as Error).message}. Nothing was changed.`;
      errorsShown.push(message);
      void vscode.window.showErrorMessage(message);
      return;
    }
    const added = await mergeImport(file, records.history, records.daily, controller.statistics);
    statusBar.update();
    BoardPanel.panel?.postSnapshot();
    const skipped = file.history.length - added.games;
    void vscode.window.showInformationMessage(
      `Forty Thieves: imported ${added.games} game${added.games === 1 ? '' : 's'} and ${added.days} daily result${added.days === 1 ? '' : 's'} from ${name}${skipped ? ` (${skipped} already here, counted once)` : ''}.`,
    );
  };

  const copyPosition = async () => {
    await vscode.env.clipboard.writeText(positionReport(controller.current));
    void vscode.window.showInformationMessage('Forty Thieves: the position and move log are on the clipboard.');
  };

  const showSetAside = async () => {
    const items = await setAsideItems([
      { title: 'Saved game', list: controller.setAsideGames },
      { title: 'Statistics', list: controller.statistics.setAside },
    ]);
    if (items.length === 0) {
      void vscode.window.showInformationMessage('Forty Thieves: nothing has been set aside: every saved game and your statistics could be read.');
      return;
    }
    const choice = await vscode.window.showQuickPick(items, {
      title: 'Set-Aside Games',
      placeHolder: 'Data this version could not use, kept unchanged: choose one to see it',
      matchOnDescription: true,
    });
    if (!choice) return;
    const text = await choice.text();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: 'json', content: text }));
    void vscode.window.showInformationMessage('Forty Thieves: this is the data as it was kept aside.', 'Copy to Clipboard').then(async (copy) => {
      if (copy) await vscode.env.clipboard.writeText(text);
    });
  };

  /** The status bar's line about today's deal of the current game. */
  const todayLine = (variant: VariantId): string => {
    const day = utcDay(Date.now());
    const played = records.today(variant, day);
    const deal = `Today's deal of ${getVariant(variant).name} (#${dailyDeal(variant, day)})`;
    return played
      ? `${deal}: played, ${played.result} in ${formatDuration(played.timeMs)} and ${played.moves} move${played.moves === 1 ? '' : 's'}`
      : `${deal}: not played yet (Forty Thieves: Today's Deal…)`;
  };
  const statusBar = new StatusBar(controller, COMMANDS.openBoard, todayLine);
  const finishedGames = watchResults(controller, () => Date.now(), (game) => {
    void records.finished(game).then(() => {
      statusBar.update();
      BoardPanel.panel?.postSnapshot();
    }, recordTrouble);
  });

  context.subscriptions.push(
    statusBar,
    finishedGames,
    vscode.commands.registerCommand(COMMANDS.newGame, run(pickGame)),
    ...VARIANTS.map((v) => vscode.commands.registerCommand(newGameCommand(v.id), run(() => startGame(v.id)))),
    vscode.commands.registerCommand(COMMANDS.openBoard, () => void openBoard()),
    vscode.commands.registerCommand(COMMANDS.restart, run(() => controller.restart())),
    vscode.commands.registerCommand(COMMANDS.undo, run(() => controller.undo())),
    vscode.commands.registerCommand(COMMANDS.redo, run(() => controller.redo())),
    vscode.commands.registerCommand(COMMANDS.dealByNumber, run(dealByNumber)),
    vscode.commands.registerCommand(COMMANDS.showStatistics, () => {
      openBoard();
      controller.setStatisticsOpen(true);
    }),
    vscode.commands.registerCommand(COMMANDS.copyPosition, run(copyPosition)),
    vscode.commands.registerCommand(COMMANDS.showSetAside, run(showSetAside)),
    vscode.commands.registerCommand(COMMANDS.hint, run(hint)),
    vscode.commands.registerCommand(COMMANDS.solve, run(solveGame)),
    vscode.commands.registerCommand(COMMANDS.todaysDeal, (variant?: VariantId) => run(() => todaysDeal(variant))()),
    vscode.commands.registerCommand(COMMANDS.copyDealLink, run(copyDealLink)),
    vscode.commands.registerCommand(COMMANDS.exportStatistics, (target?: vscode.Uri) => run(() => exportStatistics(target))()),
    vscode.commands.registerCommand(COMMANDS.importStatistics, (source?: vscode.Uri) => run(() => importStatistics(source))()),
    vscode.window.registerUriHandler({ handleUri: (uri) => run(() => openDealLink(uri))() }),
    controller.onDidChange(() => {
      // A new game: nothing the tracker knew carries over (its memory stays flat).
      if (controller.current.record.deal !== trackedDeal) tracker.clear();
      trackedDeal = controller.current.record.deal;
      if (solveSearch.job && solveSearch.job.game !== controller.current.game) solveSearch.cancel(); // the game moved on
      checkWinnability();
    }),
    { dispose: () => (tracker.dispose(), solveSearch.cancel(), void solverClient.dispose(), void hintClient.dispose()) },
    controller,
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => {
        BoardPanel.revive(panel, context.extensionUri, controller, actions);
        hintClient.warmUp();
        checkWinnability();
      },
    }),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('fortyThieves')) BoardPanel.panel?.postSnapshot();
    }),
  );

  // What the extension's own tests use to look inside; harmless for anyone else.
  return {
    snapshot: () => controller.snapshot(),
    savedGame: () => context.workspaceState.get(GAME_KEY),
    record: () => controller.current.record,
    play: async (move: string) => void (await controller.move(move)),
    deal: async (variant: VariantId, dealNumber: number) => void (await startGame(variant, { number: dealNumber })),
    hint,
    todaysDealNumber: (variant: VariantId) => dailyDeal(variant, utcDay(Date.now())),
    errorsShown: () => [...errorsShown],
    /** What Copy Position copies now, and what it would copy after a fresh activation (null: a new game). */
    copyText: () => positionReport(controller.current),
    restoredText: () => {
      const loaded = parseSaved(context.workspaceState.get(GAME_KEY));
      return loaded.kind === 'restored' ? positionReport(loaded.session) : null;
    },
    warnings: () => [...warnings],
    /** Test mode only: the next `count` writes of the workspace storage fail. */
    ...(context.extensionMode === vscode.ExtensionMode.Test ? { failSaves: workspaceState.failSaves } : {}),
    playRecord: () => records.snapshot(utcDay(Date.now())),
    statusTooltip: () => statusBar.tooltipText(),
    /** Where this runs: the web worker host has no Node `process` (the tests check both). */
    host: () => ({ kind: host.kind, nodeProcess: typeof (globalThis as { process?: unknown }).process !== 'undefined' }),
  };
}

export function deactivate(): void {}
