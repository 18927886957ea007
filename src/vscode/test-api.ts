// What activate() returns in test mode only: a small API the extension's own VS Code tests use to
// look inside (test/vscode/test-api.ts declares it). In any other mode activate() returns nothing,
// so no other extension can reach into the game.

import * as vscode from 'vscode';
import type { VariantId } from '../engine/index';
import type { GameController } from '../game/controller';
import type { BoardState } from '../game/board-state';
import { GAME_KEY, parseSaved } from '../game/saved-game';
import { dailyDeal, utcDay } from '../deals/daily-deal';
import type { PlayRecords } from '../records/history';
import type { SolverFeatures } from '../solver/solver-features';
import type { EditorUi } from './editor-ui';
import { GameCommands, positionReport } from './game-commands';
import type { StatusBar } from './status-bar';
import { BoardPanel } from './board-panel';
import { hostL10n } from './host-l10n';

export interface TestApiDeps {
  context: vscode.ExtensionContext;
  hostKind: 'node' | 'web worker';
  controller: GameController;
  board: BoardState;
  commands: GameCommands;
  solver: SolverFeatures;
  records: PlayRecords;
  statusBar: StatusBar;
  ui: EditorUi;
  now: () => number;
  /** Test mode only: the next `count` writes of the workspace storage fail. */
  failSaves?: (count: number) => void;
}

/**
 * The extension's own tests are running: ExtensionMode.Test, or, in the web worker host, the
 * test runner's mark in the extension's folder. VS Code 1.100's browser workbench runs an
 * extension under development only in the server's Node host, so the web worker suite runs
 * an installed copy (Production mode) with the suite and this mark written into its folder;
 * the packaged extension never holds a test/ folder (.vscodeignore).
 */
async function inTestMode(context: vscode.ExtensionContext, hostKind: TestApiDeps['hostKind']): Promise<boolean> {
  if (context.extensionMode === vscode.ExtensionMode.Test) return true;
  if (hostKind !== 'web worker') return false;
  return vscode.workspace.fs.stat(vscode.Uri.joinPath(context.extensionUri, ...TEST_MODE_MARK)).then(
    () => true,
    () => false,
  );
}

/** Where the web worker suite's runner marks the installed copy (test/vscode/lib/suite.mjs). */
export const TEST_MODE_MARK = ['test', 'TEST_MODE'];

/** The test API in test mode, else nothing. */
export async function testApiInTestMode(deps: TestApiDeps) {
  return (await inTestMode(deps.context, deps.hostKind)) ? testApi(deps) : undefined;
}

function testApi(deps: TestApiDeps) {
  const { context, controller, commands, records, ui, now } = deps;
  return {
    snapshot: () => deps.board.snapshot(),
    savedGame: () => context.workspaceState.get(GAME_KEY),
    record: () => controller.current.record,
    play: async (move: string) => void (await controller.move(move)),
    deal: async (variant: VariantId, dealNumber: number) => void (await commands.startGame(variant, { number: dealNumber })),
    hint: () => deps.solver.hint(),
    todaysDealNumber: (variant: VariantId) => dailyDeal(variant, utcDay(now())),
    errorsShown: () => [...ui.errors],
    /** What Copy Position copies now, and what it would copy after a fresh activation (null: a new game). */
    copyText: () => positionReport(controller.current),
    restoredText: () => {
      const loaded = parseSaved(context.workspaceState.get(GAME_KEY));
      return loaded.kind === 'restored' ? positionReport(loaded.session) : null;
    },
    messages: () => [...ui.messages],
    warnings: () => [...ui.warnings],
    questions: () => [...ui.questions],
    ...(deps.failSaves ? { failSaves: deps.failSaves } : {}),
    playRecord: () => records.snapshot(utcDay(now())),
    /** Handles a message as if the open board had sent it (a button the suite cannot click): checked, then done. */
    boardSends: async (message: unknown) => {
      if (!BoardPanel.panel) throw new Error('The board is not open');
      await BoardPanel.panel.receive(message);
    },
    statusTooltip: () => deps.statusBar.tooltipText(),
    /** The display language the extension speaks, and one of its messages in it. */
    language: () => ({
      language: hostL10n.language,
      name: vscode.l10n.t('Forty Thieves'),
      click: vscode.l10n.t('Click to open the board'),
    }),
    /** Where this runs: the web worker host has no Node `process` (the tests check both). */
    host: () => ({ kind: deps.hostKind, nodeProcess: typeof (globalThis as { process?: unknown }).process !== 'undefined' }),
  };
}
