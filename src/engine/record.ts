// A game record: which deal, and the steps played. A step is what one player action did (the
// move, the single moves of a shortcut, the automatic moves it triggered) and is undone as one.
// The board is always rebuilt by replaying the record, so a saved game is small and exact.
// The automatic moves right after the deal are part of the deal (`opening`): never undone.

import { parseDeck, shuffledCards, checkDealNumber } from './deck';
import { deal } from './game';
import { Game, playAll } from './moves';
import { VariantId, getVariant } from './variants';

export type Deal = { readonly number: number } | { readonly deck: readonly string[] };

export interface GameRecord {
  readonly variant: VariantId;
  readonly deal: Deal;
  /** Steps played, oldest first; each is a non-empty list of moves in engine notation. */
  readonly steps: readonly (readonly string[])[];
  /** Steps undone, the next to redo last. */
  readonly redo: readonly (readonly string[])[];
  /** The automatic moves to the foundations played right after the deal: part of the deal, not undoable. */
  readonly opening?: readonly string[];
  /**
   * The last step of the history (the next to redo, or the last played when nothing is undone)
   * is Solve's demonstration. A new step clears it: the history then ends with the player's move.
   */
  readonly solved?: boolean;
}

export function dealGame(variant: string, dealt: Deal): Game {
  const v = getVariant(variant);
  const cards = 'number' in dealt ? shuffledCards(checkDealNumber(dealt.number)) : parseDeck(dealt.deck);
  return deal(v, cards);
}

export function newRecord(variant: VariantId, dealt: Deal, opening: readonly string[] = []): GameRecord {
  dealGame(variant, dealt); // validates
  return { variant, deal: dealt, steps: [], redo: [], ...(opening.length ? { opening } : {}) };
}

/** The deal with its opening automatic moves played. */
export function openingGame(record: GameRecord): Game {
  const game = dealGame(record.variant, record.deal);
  try {
    return playAll(game, record.opening ?? []);
  } catch (error) {
    throw new Error(`The automatic moves after the deal (${record.opening?.join(' ')}) cannot be replayed: ${(error as Error).message}`);
  }
}

/** The game after every step of the record; throws naming the first step that fails. */
export function replay(record: GameRecord, stepCount = record.steps.length): Game {
  let game = openingGame(record);
  for (let i = 0; i < stepCount; i++) {
    try {
      game = playAll(game, record.steps[i]);
    } catch (error) {
      throw new Error(`Step ${i + 1} (${record.steps[i].join(' ')}) cannot be replayed: ${(error as Error).message}`);
    }
  }
  return game;
}

/** Adds a step already played on `game`; a new step clears what could be redone. */
export function withStep(record: GameRecord, step: readonly string[]): GameRecord {
  if (step.length === 0) throw new Error('A step must contain at least one move');
  const { solved: _endedBySolve, ...rest } = record; // the history now ends with this step
  return { ...rest, steps: [...record.steps, step], redo: [] };
}

/** Adds Solve's demonstration (the rest of a winning line) as one step. */
export function withSolverLine(record: GameRecord, line: readonly string[]): GameRecord {
  return { ...withStep(record, line), solved: true };
}

/** Whether the last step played is Solve's demonstration (it finished the game). */
export const isSolvedByComputer = (record: GameRecord): boolean => record.solved === true && record.redo.length === 0;

/** Every move since the deal, the opening's included, in order (what the solver replays). */
export const movesOf = (record: GameRecord, stepCount = record.steps.length): string[] => [
  ...(record.opening ?? []),
  ...record.steps.slice(0, stepCount).flat(),
];

export const canUndo = (record: GameRecord): boolean => record.steps.length > 0;
export const canRedo = (record: GameRecord): boolean => record.redo.length > 0;

export function undoStep(record: GameRecord): GameRecord {
  if (!canUndo(record)) throw new Error('Nothing to undo');
  return { ...record, steps: record.steps.slice(0, -1), redo: [...record.redo, record.steps[record.steps.length - 1]] };
}

export function redoStep(record: GameRecord): GameRecord {
  if (!canRedo(record)) throw new Error('Nothing to redo');
  return { ...record, steps: [...record.steps, record.redo[record.redo.length - 1]], redo: record.redo.slice(0, -1) };
}

/** Back to the deal; the steps played become redoable, so a restart can itself be undone by redoing. */
export function restart(record: GameRecord): GameRecord {
  return { ...record, steps: [], redo: [...record.redo, ...[...record.steps].reverse()] };
}

/**
 * The player's moves: one a step (a move, a stock turn, a multi-card shortcut), while the
 * automatic moves to the foundations in a step count none, and Solve's demonstration none.
 */
export const moveCountOf = (record: GameRecord): number => record.steps.length - (isSolvedByComputer(record) ? 1 : 0);
