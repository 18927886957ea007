// The review's words for the moves of a game: "Six of Hearts to column 4" for the strip, and
// "Moving the Six of Hearts to column 4" for the winning alternative. A stock card is never named:
// the stock is face down. Each takes a translator (the engine's translate.ts), English by default.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, Game, L10n, cardName, isRestartStep, toPile } from '../engine/index';

interface MoveParts {
  kind: 'stock' | 'waste-over' | 'stock-card' | 'cards';
  /** The lowest card that moves (kind 'cards'). */
  card?: number;
  count: number;
  to: string;
}

const MOVE = /^(s|w|t\d+)>(w|s|f|t\d+)(?::(\d+))?$/;

function partsOf(game: Game, move: string): MoveParts {
  const [, from, to, count = '1'] = MOVE.exec(move) ?? [];
  if (from === 's' && to === 'w') return { kind: 'stock', count: 1, to };
  if (from === 'w' && to === 's') return { kind: 'waste-over', count: 1, to };
  if (from === 's') return { kind: 'stock-card', count: 1, to };
  const pile = from === 'w' ? game.waste : (game.cols[Number(from?.slice(1)) - 1] ?? []);
  const n = Number(count);
  return { kind: 'cards', card: pile[pile.length - n], count: n, to };
}

const nameOf = (p: MoveParts, l10n: L10n): string => (p.card === undefined ? l10n.t('a card') : cardName(p.card, l10n));

/** The cards of a move and where they went: "Six of Hearts to column 4", "3 cards from the Six of Hearts up home". */
function cardsWords(p: MoveParts, l10n: L10n): string {
  const name = nameOf(p, l10n);
  if (p.to === 'f') return p.count > 1 ? l10n.t('{0} cards from the {1} up home', p.count, name) : l10n.t('{0} home', name);
  const to = toPile(p.to, l10n);
  return p.count > 1 ? l10n.t('{0} cards from the {1} up {2}', p.count, name, to) : l10n.t('{0} {1}', name, to);
}

/** A move in a few words: "Six of Hearts to column 4", "Turn the stock", "Six of Hearts home". */
export function moveWords(game: Game, move: string, l10n: L10n = ENGLISH): string {
  const p = partsOf(game, move);
  if (p.kind === 'stock') return l10n.t('Turn the stock');
  if (p.kind === 'waste-over') return l10n.t('Turn the waste over');
  if (p.kind === 'stock-card') return p.to === 'f' ? l10n.t('Next stock card home') : l10n.t('Next stock card {0}', toPile(p.to, l10n));
  return cardsWords(p, l10n);
}

/** A move as something done instead: "Moving the Six of Hearts to column 4", "Turning the stock". */
export function insteadWords(game: Game, move: string, l10n: L10n = ENGLISH): string {
  const p = partsOf(game, move);
  if (p.kind === 'stock') return l10n.t('Turning the stock');
  if (p.kind === 'waste-over') return l10n.t('Turning the waste over');
  if (p.kind === 'stock-card') {
    return p.to === 'f' ? l10n.t('Playing the next stock card home') : l10n.t('Playing the next stock card {0}', toPile(p.to, l10n));
  }
  const name = nameOf(p, l10n);
  if (p.to === 'f')
    return p.count > 1 ? l10n.t('Moving {0} cards from the {1} up home', p.count, name) : l10n.t('Moving the {0} home', name);
  const to = toPile(p.to, l10n);
  return p.count > 1 ? l10n.t('Moving {0} cards from the {1} up {2}', p.count, name, to) : l10n.t('Moving the {0} {1}', name, to);
}

/**
 * What a step of the game did, from the game before it: its first move (the player's action;
 * the automatic moves home after it are not named), or Solve's line.
 */
export function stepWords(game: Game, step: readonly string[], bySolve: boolean, l10n: L10n = ENGLISH): string {
  if (bySolve) return l10n.t("Solve's winning line");
  if (isRestartStep(step)) return l10n.t('Restart from the deal');
  const chain = step.findIndex((move, i) => i > 0 && !/^t\d+>t\d+$/.test(move));
  const playerMoves = /^t\d+>t\d+$/.test(step[0]) ? (chain < 0 ? step.length : chain) : 1;
  if (playerMoves > 1) return shortcutWords(game, step.slice(0, playerMoves), l10n);
  return moveWords(game, step[0], l10n);
}

/** A run moved one card at a time through empty columns (a shortcut): its lowest card and where the run went. */
function shortcutWords(game: Game, moves: readonly string[], l10n: L10n): string {
  const from = Number(moves[0].slice(1, moves[0].indexOf('>'))) - 1;
  const to = moves[moves.length - 1].split('>')[1];
  const column = game.cols[from];
  // The run's lowest card is the one that left its column last (the deepest one moved).
  let deepest = column.length;
  for (const move of moves) if (move.startsWith(`t${from + 1}>`)) deepest--;
  const count = column.length - deepest;
  return cardsWords({ kind: 'cards', card: column[deepest], count, to }, l10n);
}
