// The board's commands, from keys and buttons alike: each is sent to the host when it can act,
// or says plainly why not.

import * as l10n from '@vscode/l10n';
import type { Snapshot, WebviewMessage } from '../../src/protocol';

/** A hint on a lost position: its words and how many moves back the game still wins. */
export interface WayBack {
  text: string;
  steps: number;
}

export type BoardCommand = 'undo' | 'redo' | 'restart' | 'hint' | 'newGame' | 'pickGame' | 'undoSteps' | 'help' | 'escape';

/** What the commands need from the board. */
export interface CommandBoard {
  readonly snapshot: Snapshot | null;
  readonly wayBack: WayBack | null;
  post(message: WebviewMessage): void;
  say(text: string): void;
  toggleHelp(): void;
  /** Escape: closes the topmost panel; false when none is open. */
  closeTopmost(): boolean;
}

/** Runs a command; false when it does nothing here (the key then goes on to VS Code). */
export function runCommand(board: CommandBoard, name: BoardCommand): boolean {
  const s = board.snapshot;
  if (!s) return false;
  switch (name) {
    case 'undo':
      return ask(board, s.canUndo, { type: 'undo' }, l10n.t('Nothing to undo'));
    case 'redo':
      return ask(board, s.canRedo, { type: 'redo' }, l10n.t('Nothing to redo'));
    case 'restart':
      return ask(board, canRestart(s), { type: 'restart' }, l10n.t('The deal has not been played yet'));
    case 'hint':
      return ask(board, s.status === 'playing', { type: 'hint' }, gameOverWords(s));
    case 'undoSteps': {
      const wayBack = board.wayBack;
      if (wayBack) board.post({ type: 'undoSteps', count: wayBack.steps });
      else board.say(l10n.t('Ask for a hint first (H): on a lost position it offers the way back'));
      return true;
    }
    case 'newGame':
    case 'pickGame':
      board.post({ type: name });
      return true;
    case 'help':
      board.toggleHelp();
      return true;
    case 'escape':
      return board.closeTopmost();
  }
}

function ask(board: CommandBoard, possible: boolean, message: WebviewMessage, otherwise: string): boolean {
  if (possible) board.post(message);
  else board.say(otherwise);
  return true;
}

const gameOverWords = (s: Snapshot): string =>
  s.status === 'won'
    ? l10n.t('The game is won')
    : s.status === 'solved'
      ? l10n.t('The solver played this game out')
      : l10n.t('No moves left');

/** Whether Restart would change anything: a move played since the deal (or the last restart), or Solve's end. */
export const canRestart = (s: { moveCount: number; status: string }): boolean => s.moveCount > 0 || s.status === 'solved';
