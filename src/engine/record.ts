// A game record: which deal, and the steps played. A step is what one player action did (the
// move, the single moves of a shortcut, the automatic moves it triggered) and is undone as one.
// The board is always rebuilt by replaying the record, so a saved game is small and exact.
// The automatic moves right after the deal are part of the deal (`opening`): never undone.
// A restart is a step too (RESTART_STEP): it goes back to the deal and is undone like a move.

import { parseDeck, shuffledCards, checkDealNumber } from './deck';
import { State, cloneState, deal } from './game';
import { Game, playAll, playInPlace } from './moves';
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
   * Solve's demonstrations: the index of each in the line of play (the steps, then the redo in
   * the order played), oldest first. A mark belongs to its step: a new step played over it takes
   * it away, while a restart or a move after it keeps it, so undoing back to it shows it solved.
   */
  readonly solvedAt?: readonly number[];
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
    throw new Error(`The automatic moves after the deal (${record.opening?.join(' ')}) cannot be replayed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** The game after every step of the record; throws naming the first step that fails. */
export function replay(record: GameRecord, stepCount = record.steps.length): Game {
  const opening = openingGame(record);
  const state = cloneState(opening);
  for (let i = 0; i < stepCount; i++) playStep(state, record.steps, i, opening);
  return state;
}

/** The step Restart plays: back to the deal (its opening moves played). Not a move of the notation. */
export const RESTART_STEP: readonly string[] = Object.freeze(['restart']);

export const isRestartStep = (step: readonly string[]): boolean => step.length === 1 && step[0] === RESTART_STEP[0];

/** Plays one step on `state`: its moves, or for a restart the deal again (`opening`, left unchanged). */
export function playStepInPlace(state: State, step: readonly string[], opening: Game): void {
  if (isRestartStep(step)) {
    Object.assign(state, cloneState(opening));
    return;
  }
  for (const move of step) playInPlace(state, move);
}

function playStep(state: State, steps: GameRecord['steps'], i: number, opening: Game): void {
  try {
    playStepInPlace(state, steps[i], opening);
  } catch (error) {
    throw new Error(`Step ${i + 1} (${steps[i].join(' ')}) cannot be replayed: ${(error as Error).message}`, { cause: error });
  }
}

/** How many steps apart the kept games are: going back replays fewer steps than this. */
export const CHECKPOINT_STEPS = 32;

/**
 * The version of the rules a record is replayed by. Bump it when a move's meaning or the deal
 * changes: a saved game's checkpoint made by other rules is then not trusted but replayed.
 */
export const RULES_VERSION = 1;

/**
 * The games along one line of play, kept every CHECKPOINT_STEPS steps, so that the game after
 * any step is at most that many steps of replay away: undo costs the same after 100 steps or
 * 100,000 (replaying the whole record took 1.4 s there). A restored game may start with a kept
 * game far from the deal: the games before it are then made by one replay, when first needed.
 */
export class Checkpoints {
  /** games[i]: the game after i * CHECKPOINT_STEPS steps, where known (the deal always is). */
  private readonly games: Game[];
  /** How many steps this has replayed: what start-up, undo and redo cost (the tests count it). */
  replayedSteps = 0;

  /** `from`: a game known to follow the deal after `step` steps, a multiple of CHECKPOINT_STEPS. */
  constructor(dealt: Game, from?: { step: number; game: Game }) {
    this.games = [dealt];
    if (from) {
      if (from.step % CHECKPOINT_STEPS !== 0)
        throw new Error(`A kept game must be ${CHECKPOINT_STEPS} steps from the next, not at step ${from.step}`);
      this.games[from.step / CHECKPOINT_STEPS] = from.game;
    }
  }

  /** The game after the first `count` of `steps`, which must be the line the kept games were made on. */
  gameAt(steps: GameRecord['steps'], count: number): Game {
    let from = Math.min(Math.floor(count / CHECKPOINT_STEPS), this.games.length - 1);
    while (this.games[from] === undefined) from--;
    if (from * CHECKPOINT_STEPS === count) return this.games[from];
    const state = cloneState(this.games[from]);
    for (let i = from * CHECKPOINT_STEPS; i < count; i++) {
      playStep(state, steps, i, this.games[0]);
      this.replayedSteps++;
      if ((i + 1) % CHECKPOINT_STEPS === 0) this.games[(i + 1) / CHECKPOINT_STEPS] ??= cloneState(state);
    }
    return state;
  }

  /** A step was played over the line (what could be redone is gone): `game` is the game after `count` steps. */
  played(count: number, game: Game): void {
    this.games.length = Math.min(this.games.length, Math.floor((count - 1) / CHECKPOINT_STEPS) + 1);
    if (count % CHECKPOINT_STEPS === 0) this.games[count / CHECKPOINT_STEPS] = game;
  }
}

// concat and slice, not spreads: they copy a 100,000-step history in a fraction of a millisecond.

/** Adds a step already played on `game`; a new step clears what could be redone, and the marks of Solve's lines in it. */
export function withStep(record: GameRecord, step: readonly string[]): GameRecord {
  if (step.length === 0) throw new Error('A step must contain at least one move');
  const { solvedAt, ...rest } = record;
  const at = record.steps.length;
  const kept = solvedAt?.filter((index) => index < at) ?? [];
  return { ...rest, steps: record.steps.concat([step]), redo: [], ...(kept.length ? { solvedAt: kept } : {}) };
}

/** Adds Solve's demonstration (the rest of a winning line) as one step, marked as Solve's. */
export function withSolverLine(record: GameRecord, line: readonly string[]): GameRecord {
  const played = withStep(record, line);
  return { ...played, solvedAt: [...(played.solvedAt ?? []), record.steps.length] };
}

/**
 * Whether a step has the shape of a player's action: one move, or a shortcut's chain of
 * column-to-column moves, then only automatic moves to the foundations. Solve's lines seldom do:
 * saved games from before the solved mark tell them apart by it.
 */
export function isPlayerShaped(step: readonly string[]): boolean {
  let end = step.length;
  while (end > 0 && step[end - 1].endsWith('>f')) end--;
  return end <= 1 || step.slice(0, end).every((move) => /^t\d+>t\d+$/.test(move));
}

/** Whether the last step played is Solve's demonstration (it finished the game). */
export const isSolvedByComputer = (record: GameRecord): boolean => record.solvedAt?.includes(record.steps.length - 1) === true;

export const canUndo = (record: GameRecord): boolean => record.steps.length > 0;
export const canRedo = (record: GameRecord): boolean => record.redo.length > 0;

export function undoStep(record: GameRecord): GameRecord {
  if (!canUndo(record)) throw new Error('Nothing to undo');
  return { ...record, steps: record.steps.slice(0, -1), redo: record.redo.concat([record.steps[record.steps.length - 1]]) };
}

export function redoStep(record: GameRecord): GameRecord {
  if (!canRedo(record)) throw new Error('Nothing to redo');
  return { ...record, steps: record.steps.concat([record.redo[record.redo.length - 1]]), redo: record.redo.slice(0, -1) };
}

/** Back to the deal, as a step of its own: one undo brings back the position before it. */
export function restart(record: GameRecord): GameRecord {
  return withStep(record, RESTART_STEP); // Solve's marks stay: undoing the restart brings back the game Solve finished, still solved
}

/** How many steps were played since the deal or the last restart (the position's own line). */
export function stepsSinceDeal(record: GameRecord): number {
  const { steps } = record;
  let i = steps.length;
  while (i > 0 && !isRestartStep(steps[i - 1])) i--;
  return steps.length - i;
}

/**
 * The player's moves since the deal (or the last restart): one a step (a move, a stock turn, a
 * multi-card shortcut), while the automatic moves to the foundations in a step count none, and
 * Solve's demonstration none.
 */
export const moveCountOf = (record: GameRecord): number => stepsSinceDeal(record) - (isSolvedByComputer(record) ? 1 : 0);
