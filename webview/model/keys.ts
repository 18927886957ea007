// The board's keys as the help lists them (the keyboard controller acts on them; the help panel
// shows them): one list, so the two never disagree.

/** The keys, as the help lists them. */
export const KEY_HELP: { keys: string[]; what: string }[] = [
  { keys: ['←', '→'], what: 'Move between the piles of a row' },
  { keys: ['↑', '↓'], what: 'Move between the top row and the columns; along a column, pick a card inside a run' },
  { keys: ['Home', 'End'], what: 'First or last pile of the row' },
  { keys: ['Enter', 'Space'], what: 'Pick up the focused card (or run); on another pile, put it down. On the stock: turn it' },
  { keys: ['.', 'M'], what: 'Smart move of the focused card: to a foundation, else to the one column that takes it' },
  { keys: ['F'], what: 'Send the focused card to a foundation' },
  { keys: ['S', 'T'], what: 'Turn the stock (or the waste over, when a redeal is left)' },
  { keys: ['U', 'Ctrl+Z'], what: 'Undo' },
  { keys: ['R', 'Ctrl+Y', 'Ctrl+Shift+Z'], what: 'Redo' },
  { keys: ['H'], what: 'Hint' },
  { keys: ['B'], what: 'After a hint offers it: undo back to the last position that still wins' },
  { keys: ['Shift+R'], what: 'Restart this deal' },
  { keys: ['N'], what: 'New deal of this game' },
  { keys: ['Shift+N'], what: 'Choose another game' },
  { keys: ['Escape'], what: 'Put the card back; close a panel' },
  { keys: ['?'], what: 'This help: the rules and the keys' },
];
