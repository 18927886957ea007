// What sits on top of the move rules: the immutable play API, automatic moves to the
// foundations, the multi-card shortcut of the one-card games, and "is there anything left to do".

import { Card, rankOf, suitOf } from './cards';
import {
  FOUNDATION,
  Move,
  State,
  TABLEAU,
  WASTE,
  applyMove,
  cloneState,
  encodeMove,
  foundationSlotFor,
  generateMoves,
  isWonState,
  moveCount,
  moveFrom,
  moveText,
  moveTo,
  parseMove,
} from './game';
import { cardName, explainIllegal } from './words';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from './translate';

/** A game position. Treat it as immutable: every function here returns a new one. */
export type Game = Readonly<State>;

export function legalMoveList(game: Game): string[] {
  return generateMoves(game).map(moveText);
}

export function playMove(game: Game, text: string): Game {
  const next = cloneState(game);
  playInPlace(next, text);
  return next;
}

/** The refusal of a move, with why: "Illegal move t1>t2: the Seven of Clubs does not go on…". */
const illegal = (text: string, why: string, l10n: L10n): Error => new Error(l10n.t('Illegal move {0}: {1}', text, why));

/** Plays a move on `state` itself (replays use one copy for a whole stretch of moves); throws, changing nothing, if illegal. */
export function playInPlace(state: State, text: string): void {
  const m = parseMove(text, state.cols.length);
  if (!generateMoves(state).includes(m)) throw illegal(text, explainIllegal(state, m), ENGLISH);
  applyMove(state, m);
}

export function playAll(game: Game, moves: readonly string[]): Game {
  return moves.reduce(playMove, game);
}

export const isWon = (game: Game): boolean => isWonState(game);

/**
 * Could a card still be built onto `card` on the tableau? Not once both copies of every card
 * that fits on it (one rank lower, of a suit the build rule allows) are on the foundations:
 * then it can go home without ever being needed again.
 */
export function isSafeToMoveHome(game: Game, card: Card): boolean {
  const rank = rankOf(card);
  const suit = suitOf(card);
  for (let other = 0; other < 4; other++) {
    if (!game.variant.build.suitsFit(other, suit)) continue;
    if (game.found[other * 2] < rank - 1 || game.found[other * 2 + 1] < rank - 1) return false;
  }
  return true;
}

export type AutoMoveMode = 'off' | 'safe' | 'all';

/** Moves from the waste and the tableau that can go to a foundation now (safe ones only in 'safe' mode). */
export function foundationMoves(game: Game, mode: Exclude<AutoMoveMode, 'off'>): string[] {
  const found: string[] = [];
  const consider = (from: number, pile: readonly Card[]) => {
    const card = pile[pile.length - 1];
    if (pile.length && foundationSlotFor(game, card) >= 0 && (mode === 'all' || isSafeToMoveHome(game, card))) {
      found.push(moveText(encodeMove(from, FOUNDATION)));
    }
  };
  consider(WASTE, game.waste);
  game.cols.forEach((col, i) => consider(TABLEAU + i, col));
  return found;
}

/** Plays automatic foundation moves until none is left; returns the moves and the game after them. */
export function autoMoves(game: Game, mode: AutoMoveMode): { moves: string[]; game: Game } {
  const moves: string[] = [];
  if (mode === 'off') return { moves, game };
  for (let next = foundationMoves(game, mode)[0]; next; next = foundationMoves(game, mode)[0]) {
    game = playMove(game, next);
    moves.push(next);
  }
  return { moves, game };
}

/**
 * Expands a multi-card move in a one-card-at-a-time game into single moves through empty
 * columns (Aisleriot's shortcut): with e spare empty columns up to 2^e cards can move. Half the
 * run goes to a spare column (recursively, with one spare fewer), the rest moves across, and the
 * half follows it.
 */
function expandRunMove(from: number, to: number, count: number, spare: number[]): Move[] {
  if (count === 1) return [encodeMove(from, to)];
  const [via, ...rest] = spare;
  const half = Math.floor(count / 2);
  return [...expandRunMove(from, via, half, rest), ...expandRunMove(from, to, count - half, rest), ...expandRunMove(via, to, half, rest)];
}

/** What shortcutProblem says of a move that is no multi-card shortcut at all. */
const NOT_A_SHORTCUT = 0;

/** Why a run move cannot be made as a chain of single moves, or undefined when it can. */
function shortcutProblem(game: Game, m: Move, l10n: L10n = ENGLISH): string | typeof NOT_A_SHORTCUT | undefined {
  const from = moveFrom(m);
  const to = moveTo(m);
  const count = moveCount(m);
  if (game.variant.moveUnit !== 'single' || count < 2 || from < TABLEAU || to < TABLEAU || from === to) return NOT_A_SHORTCUT;
  const col = game.cols[from - TABLEAU];
  const column = from - TABLEAU + 1;
  // count is 2 or more here: every language of the bundle says it with its "other" plural
  if (col.length - game.down[from - TABLEAU] < count) return l10n.t('column {0} has fewer than {1} face-up cards', column, count);
  for (let k = col.length - count; k < col.length - 1; k++) {
    if (!game.fits[col[k + 1] * 52 + col[k]]) return l10n.t('the top {0} cards of column {1} are not built in sequence', count, column);
  }
  const target = game.cols[to - TABLEAU];
  if (target.length && !game.fits[col[col.length - count] * 52 + target[target.length - 1]]) {
    return l10n.t('the {0} does not go on the {1}', cardName(col[col.length - count], l10n), cardName(target[target.length - 1], l10n));
  }
  const spare = spareColumns(game, from, to).length;
  if (count > 2 ** spare) {
    // fewer are free than are needed: one needed means none is free
    const needed = Math.ceil(Math.log2(count));
    if (needed === 1)
      return l10n.t('moving {0} cards one at a time needs {1} empty column to pass through, and {2} are free', count, needed, spare);
    if (spare === 1)
      return l10n.t('moving {0} cards one at a time needs {1} empty columns to pass through, and only {2} is free', count, needed, spare);
    return l10n.t('moving {0} cards one at a time needs {1} empty columns to pass through, and {2} are free', count, needed, spare);
  }
  return undefined;
}

function spareColumns(game: Game, from: number, to: number): number[] {
  const spare: number[] = [];
  game.cols.forEach((col, i) => {
    if (col.length === 0 && TABLEAU + i !== to && TABLEAU + i !== from) spare.push(TABLEAU + i);
  });
  return spare;
}

/**
 * The single moves that carry out what the player asked for: the move itself when it is legal,
 * or the chain of single moves behind a multi-card shortcut. Throws an Error saying why not, in
 * the player's language (the host hands its translator: the refusal reaches the player).
 */
export function planMove(game: Game, text: string, l10n: L10n = ENGLISH): string[] {
  const m = parseMove(text, game.cols.length);
  if (generateMoves(game).includes(m)) return [text];
  const problem = shortcutProblem(game, m, l10n);
  if (problem === undefined) {
    return expandRunMove(moveFrom(m), moveTo(m), moveCount(m), spareColumns(game, moveFrom(m), moveTo(m))).map(moveText);
  }
  throw illegal(text, problem === NOT_A_SHORTCUT ? explainIllegal(game, m, l10n) : problem, l10n);
}

/** Legal moves plus the multi-card shortcuts a player may ask for (one-card games). */
export function playerMoves(game: Game): string[] {
  const moves = legalMoveList(game);
  if (game.variant.moveUnit !== 'single') return moves;
  game.cols.forEach((col, i) => {
    for (let count = 2; count <= col.length - game.down[i]; count++) {
      for (let j = 0; j < game.cols.length; j++) {
        const m = encodeMove(TABLEAU + i, TABLEAU + j, count);
        if (shortcutProblem(game, m) === undefined) moves.push(moveText(m));
      }
    }
  });
  return moves;
}

/**
 * A tableau move changes nothing that matters when what it leaves behind is the same as the
 * column it goes to (cards and face-down count): the two columns just trade places. Moving a
 * whole column onto an empty one is the common case; a card hopping between two identical
 * columns is the other. A game whose only legal moves are such is over.
 */
export function isUsefulMove(game: Game, m: Move): boolean {
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from < TABLEAU || to < TABLEAU) return true;
  const source = game.cols[from - TABLEAU];
  const target = game.cols[to - TABLEAU];
  const left = source.length - moveCount(m);
  if (left !== target.length || game.down[from - TABLEAU] !== game.down[to - TABLEAU]) return true;
  for (let k = 0; k < left; k++) if (source[k] !== target[k]) return true;
  return false;
}

/** Not won and nothing useful left to do: the game is lost. */
export function isLost(game: Game): boolean {
  return !isWonState(game) && !generateMoves(game).some((m) => isUsefulMove(game, m));
}
