// Registers every command of the table (command-table.ts) and the deal links' handler. A command
// that is refused tells the player why in plain words.

import * as vscode from 'vscode';
import { noMarkup } from '../plain-text';
import type { VariantId } from '../engine/index';
import { CommandActions, REVIEW_OPEN_CONTEXT, commandTable } from './command-table';
import { GameCommands, GameCommandsDeps } from './game-commands';
import { RecordCommands, RecordCommandsDeps } from './record-commands';

export type CommandsDeps = GameCommandsDeps & RecordCommandsDeps;

/** Runs a command and tells the player plainly if it was refused. */
const run =
  (handler: (...args: never[]) => unknown) =>
  async (...args: never[]) => {
    try {
      await handler(...args);
    } catch (error) {
      void vscode.window.showErrorMessage(noMarkup(vscode.l10n.t('Forty Thieves: {0}', (error as Error).message)));
    }
  };

export function registerCommands(context: vscode.ExtensionContext, deps: CommandsDeps): GameCommands {
  const game = new GameCommands(deps);
  const record = new RecordCommands(deps);
  const actions: CommandActions = {
    newGame: () => game.newGame(),
    newGameOf: (variant) => game.newGameOf(variant),
    openBoard: () => game.openBoard(),
    restart: () => game.restart(),
    undo: () => game.undo(),
    redo: () => game.redo(),
    dealByNumber: () => game.dealByNumber(),
    showStatistics: () => game.showStatistics(),
    copyPosition: () => game.copyPosition(),
    showSetAside: () => record.showSetAside(),
    hint: () => game.hint(),
    solve: () => game.solve(),
    todaysDeal: (variant?: VariantId) => game.todaysDeal(variant),
    copyDealLink: () => game.copyDealLink(),
    exportStatistics: (target?: unknown) => record.exportStatistics(target),
    importStatistics: (source?: unknown) => record.importStatistics(source),
    reviewGame: () => game.reviewGame(),
    playOnFromHere: () => game.playOnFromHere(),
  };
  // Play On from Here is in the palette while the review is open.
  let reviewOpen = false;
  const reviewChanged = deps.controller.onDidChange(() => {
    if (deps.review.isOpen === reviewOpen) return;
    reviewOpen = deps.review.isOpen;
    void vscode.commands.executeCommand('setContext', REVIEW_OPEN_CONTEXT, reviewOpen);
  });
  context.subscriptions.push(
    reviewChanged,
    ...[...commandTable(actions)].map(([id, handler]) => vscode.commands.registerCommand(id, run(handler))),
    vscode.window.registerUriHandler({ handleUri: (uri) => run(() => game.openDealLink(uri))() }),
  );
  return game;
}
