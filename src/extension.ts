// Entry point: wires the game controller to VS Code (commands, the board panel, its
// serializer, the status bar, settings) and returns a small API that the tests use.

import * as vscode from 'vscode';
import { randomInt } from 'node:crypto';
import { MAX_DEAL_NUMBER, VARIANTS, VariantId, getVariant, isDealNumber, position, summarizeRules } from './engine/index';
import { VIEW_TYPE } from './protocol';
import { COMMANDS, newGameCommand } from './host/commands';
import { GameController } from './host/controller';
import { BoardPanel, BoardActions } from './host/panel';
import { Settings, readSettings } from './host/settings';
import { StatusBar } from './host/statusBar';
import { toSaved, GAME_KEY } from './host/storage';

export async function activate(context: vscode.ExtensionContext) {
  let warnedSettings = '';
  const settings = (): Settings => {
    const config = vscode.workspace.getConfiguration('fortyThieves');
    const { settings, problems } = readSettings((key) => config.get(key));
    const text = problems.join('; ');
    if (text && text !== warnedSettings) void vscode.window.showWarningMessage(`Forty Thieves: ${text}.`);
    warnedSettings = text;
    return settings;
  };

  const controller = new GameController({
    workspaceState: context.workspaceState,
    globalState: context.globalState,
    settings,
    ui: {
      confirm: async (message, action) => (await vscode.window.showWarningMessage(message, { modal: true }, action)) === action,
    },
    now: () => Date.now(),
    randomDealNumber: () => randomInt(1, MAX_DEAL_NUMBER + 1),
  });
  await controller.init();

  const actions: BoardActions = { pickGame: () => pickGame() };
  const openBoard = () => BoardPanel.show(context.extensionUri, controller, actions);

  /** Runs an action on behalf of a command and tells the player plainly if it was refused. */
  const run = (action: () => Promise<unknown>) => async () => {
    try {
      await action();
    } catch (error) {
      void vscode.window.showErrorMessage(`Forty Thieves: ${(error as Error).message}`);
    }
  };

  const startGame = async (variant: VariantId, deal?: { number: number }) => {
    openBoard();
    await controller.newGame(variant, deal);
  };

  const pickGame = async () => {
    const current = controller.current.variant;
    const items = VARIANTS.map((v) => ({
      label: v.name,
      description: v.aliases.length ? `also ${v.aliases.join(', ')}` : undefined,
      detail: summarizeRules(v),
      variant: v.id,
      picked: v.id === current,
    }));
    const choice = await vscode.window.showQuickPick(items, {
      title: 'New Game',
      placeHolder: 'Choose a game of the Forty Thieves family',
      matchOnDescription: true,
      matchOnDetail: true,
    });
    if (choice) await startGame(choice.variant);
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

  const copyPosition = async () => {
    const session = controller.current;
    const report = {
      game: session.variant,
      deal: session.record.deal,
      moves: session.record.steps.map((step) => step.join(' ')),
      position: position(session.game),
    };
    await vscode.env.clipboard.writeText(JSON.stringify(report, null, 2));
    void vscode.window.showInformationMessage('Forty Thieves: the position and move log are on the clipboard.');
  };

  const statusBar = new StatusBar(controller, COMMANDS.openBoard);

  context.subscriptions.push(
    statusBar,
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
    vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
      deserializeWebviewPanel: async (panel) => void BoardPanel.revive(panel, context.extensionUri, controller, actions),
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
    saveNow: () => toSaved(controller.current, Date.now()),
  };
}

export function deactivate(): void {}
