// The board's keys as the help lists them (the keyboard controller acts on them; the help panel
// shows them): one list, so the two never disagree.

import * as l10n from '@vscode/l10n';

/** The keys, as the help lists them (key names as on the keyboard, what they do in the display language). */
export const keyHelp = (): { keys: string[]; what: string }[] => [
  { keys: ['←', '→'], what: l10n.t('Move between the piles of a row') },
  { keys: ['↑', '↓'], what: l10n.t('Move between the top row and the columns; along a column, pick a card inside a run') },
  { keys: ['Home', 'End'], what: l10n.t('First or last pile of the row') },
  { keys: ['Enter', 'Space'], what: l10n.t('Pick up the focused card (or run); on another pile, put it down. On the stock: turn it') },
  { keys: ['.', 'M'], what: l10n.t('Smart move of the focused card: to a foundation, else to the one column that takes it') },
  { keys: ['F'], what: l10n.t('Send the focused card to a foundation') },
  { keys: ['S', 'T'], what: l10n.t('Turn the stock (or the waste over, when a redeal is left)') },
  { keys: ['U', 'Ctrl+Z'], what: l10n.t('Undo') },
  { keys: ['R', 'Ctrl+Y', 'Ctrl+Shift+Z'], what: l10n.t('Redo') },
  { keys: ['H'], what: l10n.t('Hint') },
  { keys: ['B'], what: l10n.t('After a hint offers it: undo back to the last position that still wins') },
  { keys: ['Shift+R'], what: l10n.t('Restart this deal') },
  { keys: ['N'], what: l10n.t('New deal of this game') },
  { keys: ['Shift+N'], what: l10n.t('Choose another game') },
  { keys: ['Escape'], what: l10n.t('Put the card back; close a panel') },
  { keys: ['?'], what: l10n.t('This help: the rules and the keys') },
];

/** A key's name as the display language writes it on a keyboard; letters, arrows and signs as they are. */
function keyName(key: string): string {
  switch (key) {
    case 'Ctrl':
      return l10n.t({ message: 'Ctrl', args: [], comment: 'The name of a key on the keyboard' });
    case 'Shift':
      return l10n.t({ message: 'Shift', args: [], comment: 'The name of a key on the keyboard' });
    case 'Home':
      return l10n.t({ message: 'Home', args: [], comment: 'The name of a key on the keyboard' });
    case 'End':
      return l10n.t({ message: 'End', args: [], comment: 'The name of a key on the keyboard' });
    case 'Enter':
      return l10n.t({ message: 'Enter', args: [], comment: 'The name of a key on the keyboard' });
    case 'Space':
      return l10n.t({ message: 'Space', args: [], comment: 'The name of a key on the keyboard' });
    case 'Escape':
      return l10n.t({ message: 'Escape', args: [], comment: 'The name of a key on the keyboard' });
    default:
      return key;
  }
}

/** A key or chord as the help and the tooltips show it: "Ctrl+Shift+Z", "Strg+Umschalt+Z". */
export const keyLabel = (chord: string): string => chord.split('+').map(keyName).join('+');
