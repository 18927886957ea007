// What the game's controller says to the player, each a whole sentence in the display language
// (src/l10n.ts): the controller names what happened, this file words it.

import { variantTitle } from '../engine/index';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';
import type { VariantId } from '../engine/variants';

/** What an action was, for the sentence that says it could not be saved. */
export type SavedAction = 'newGame' | 'move' | 'line' | 'undo' | 'redo' | 'playOn' | 'restart';

export function gameWords(l10n: L10n) {
  return {
    restoreFailed: (reason: string) =>
      l10n.t(
        'Your saved game could not be restored ({0}). It has been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and a new game has started.',
        reason,
      ),
    noWinnableDeal: (reason: string) => l10n.t('Forty Thieves: no winnable deal could be chosen ({0}), so this is a random deal.', reason),
    saveFailed: (reason: string) =>
      l10n.t('Your game could not be saved ({0}). You can play on: saving is tried again with your next move.', reason),
    /** The board's notice, told in the editor too. */
    told: (text: string) => l10n.t('Forty Thieves: {0}', text),
    statisticsNotSaved: (reason: string) =>
      l10n.t('Forty Thieves: your statistics could not be saved ({0}). They are tried again with your next move.', reason),
    takenBack: (what: SavedAction, reason: string) => takenBack(l10n, what, reason),
    noSuchGame: (given: string, games: string) => l10n.t('There is no game {0}; the games are {1}', given, games),
    askNewGame: (variant: VariantId, old: VariantId) =>
      l10n.t('Start a new game of {0}? The {1} game in progress will count as lost.', variantTitle(variant, l10n), variantTitle(old, l10n)),
    newGameButton: () => l10n.t('New Game'),
    notAMove: (given: string) => l10n.t('{0} is not a move: write FROM>TO, like "t2>t7"', given),
    askReset: () => l10n.t('Reset the statistics of all nine games on every machine? Your history stays.'),
    resetButton: () => l10n.t('Reset'),
    resetFailed: (reason: string) => l10n.t('Your statistics could not be reset ({0}). Try again.', reason),
    showingFailed: (reason: string) => l10n.t('Forty Thieves: your game is saved, but showing it failed ({0}).', reason),
    nothingToRestart: () => l10n.t('The deal has not been played yet: there is nothing to restart'),
    nothingToUndo: () => l10n.t('Nothing to undo'),
    nothingToRedo: () => l10n.t('Nothing to redo'),
    cannotUndo: (given: string, can: number) => l10n.t('Cannot undo {0} moves: {1} can be undone', given, can),
    noPosition: (given: string, last: number) =>
      l10n.t('This game has no position {0}: its positions go from 0 (the deal) to {1}', given, last),
  };
}

export type GameWords = ReturnType<typeof gameWords>;
/** The words in English, where no language is given (the unit tests, the scripts). */
export const ENGLISH_WORDS: GameWords = gameWords(ENGLISH);

function takenBack(l10n: L10n, what: SavedAction, reason: string): string {
  const advice = l10n.t('Try again; if it keeps failing, VS Code cannot write its storage (is the disk full?).');
  switch (what) {
    case 'newGame':
      return l10n.t('The new game could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}', reason, advice);
    case 'move':
      return l10n.t('Your move could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}', reason, advice);
    case 'line':
      return l10n.t(
        "The solver's line could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}",
        reason,
        advice,
      );
    case 'undo':
      return l10n.t('Undo could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}', reason, advice);
    case 'redo':
      return l10n.t('Redo could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}', reason, advice);
    case 'playOn':
      return l10n.t(
        'Playing on from there could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}',
        reason,
        advice,
      );
    case 'restart':
      return l10n.t('Restart could not be saved ({0}), so it was taken back: the board shows the game as saved. {1}', reason, advice);
  }
}
