// Every command the extension contributes, declared once. A test compares this table with
// package.json, so the two cannot drift apart.

import { VARIANTS, VariantId } from '../engine/variants';

export const COMMANDS = {
  newGame: 'fortyThieves.newGame',
  openBoard: 'fortyThieves.openBoard',
  restart: 'fortyThieves.restart',
  undo: 'fortyThieves.undo',
  redo: 'fortyThieves.redo',
  dealByNumber: 'fortyThieves.dealByNumber',
  showStatistics: 'fortyThieves.showStatistics',
  copyPosition: 'fortyThieves.copyPosition',
  showSetAside: 'fortyThieves.showSetAside',
  hint: 'fortyThieves.hint',
  solve: 'fortyThieves.solve',
  todaysDeal: 'fortyThieves.todaysDeal',
  copyDealLink: 'fortyThieves.copyDealLink',
  exportStatistics: 'fortyThieves.exportStatistics',
  importStatistics: 'fortyThieves.importStatistics',
  reviewGame: 'fortyThieves.reviewGame',
  playOnFromHere: 'fortyThieves.playOnFromHere',
} as const;

export const newGameCommand = (variant: VariantId): string => `fortyThieves.newGame.${variant}`;

/** What runs each command: one handler per entry of COMMANDS, and a new game of a given game. */
export type CommandActions = { [K in keyof typeof COMMANDS]: (...args: never[]) => unknown } & {
  newGameOf(variant: VariantId): unknown;
};

/** Command id → handler, for every command in COMMAND_CONTRIBUTIONS: the one table commands are registered from. */
export function commandTable(actions: CommandActions): Map<string, (...args: never[]) => unknown> {
  const table = new Map<string, (...args: never[]) => unknown>();
  for (const [key, id] of Object.entries(COMMANDS) as [keyof typeof COMMANDS, string][]) {
    table.set(id, (...args) => actions[key](...args));
    if (key === 'newGame') for (const v of VARIANTS) table.set(newGameCommand(v.id), () => actions.newGameOf(v.id));
  }
  return table;
}

export interface CommandContribution {
  command: string;
  title: string;
  icon?: string;
  /** Needs an open board: hidden from the palette when none is open. */
  needsBoard?: boolean;
  /** Acts on the review: hidden from the palette while it is closed. */
  needsReview?: boolean;
}

export const COMMAND_CONTRIBUTIONS: readonly CommandContribution[] = [
  { command: COMMANDS.newGame, title: 'New Game…', icon: '$(add)' },
  ...VARIANTS.map((v) => ({ command: newGameCommand(v.id), title: `New Game: ${v.name}` })),
  { command: COMMANDS.openBoard, title: 'Open Board' },
  { command: COMMANDS.restart, title: 'Restart Deal', icon: '$(debug-restart)', needsBoard: true },
  { command: COMMANDS.undo, title: 'Undo', icon: '$(discard)', needsBoard: true },
  { command: COMMANDS.redo, title: 'Redo', icon: '$(redo)', needsBoard: true },
  { command: COMMANDS.dealByNumber, title: 'Deal by Number…' },
  { command: COMMANDS.showStatistics, title: 'Show Statistics', icon: '$(graph)' },
  { command: COMMANDS.copyPosition, title: 'Copy Position', needsBoard: true },
  { command: COMMANDS.showSetAside, title: 'Show Set-Aside Games…' },
  { command: COMMANDS.hint, title: 'Hint', icon: '$(lightbulb)', needsBoard: true },
  { command: COMMANDS.solve, title: 'Solve (Show a Winning Line)', icon: '$(run-all)', needsBoard: true },
  { command: COMMANDS.todaysDeal, title: "Today's Deal…", icon: '$(calendar)' },
  { command: COMMANDS.copyDealLink, title: 'Copy Link to This Deal', icon: '$(link)', needsBoard: true },
  { command: COMMANDS.exportStatistics, title: 'Export Statistics…' },
  { command: COMMANDS.importStatistics, title: 'Import Statistics…' },
  { command: COMMANDS.reviewGame, title: 'Review Game', icon: '$(history)' },
  { command: COMMANDS.playOnFromHere, title: 'Play On from Here', icon: '$(debug-continue)', needsReview: true },
];

/** When a command shows in the palette (none: always). */
export const paletteWhen = (c: CommandContribution): string | undefined =>
  c.needsReview ? REVIEW_OPEN_CONTEXT : c.needsBoard ? BOARD_OPEN_CONTEXT : undefined;

/** The context key that is true while the board is open. */
export const BOARD_OPEN_CONTEXT = 'fortyThieves.boardOpen';
/** The context key that is true while the game's review is open. */
export const REVIEW_OPEN_CONTEXT = 'fortyThieves.reviewOpen';
