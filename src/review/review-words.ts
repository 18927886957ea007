// The review's words for the moves of a game: "Six of Hearts to column 4" for the strip, and
// "Moving the Six of Hearts to column 4" for the winning alternative. A stock card is never named:
// the stock is face down.

import { Game, cardName, isRestartStep, pileWords } from '../engine/index';

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

const where = (to: string): string => (to === 'f' ? 'home' : `to ${pileWords(to)}`);

/** The cards of a move: "Six of Hearts", or "3 cards from the Six of Hearts up". */
const cardsWords = (p: MoveParts, article: string): string => {
  const name = p.card === undefined ? 'a card' : cardName(p.card);
  return p.count > 1 ? `${p.count} cards from the ${name} up` : `${article}${name}`;
};

/** A move in a few words: "Six of Hearts to column 4", "Turn the stock", "Six of Hearts home". */
export function moveWords(game: Game, move: string): string {
  const p = partsOf(game, move);
  if (p.kind === 'stock') return 'Turn the stock';
  if (p.kind === 'waste-over') return 'Turn the waste over';
  if (p.kind === 'stock-card') return `Next stock card ${where(p.to)}`;
  return `${cardsWords(p, '')} ${where(p.to)}`;
}

/** A move as something done instead: "Moving the Six of Hearts to column 4", "Turning the stock". */
export function insteadWords(game: Game, move: string): string {
  const p = partsOf(game, move);
  if (p.kind === 'stock') return 'Turning the stock';
  if (p.kind === 'waste-over') return 'Turning the waste over';
  if (p.kind === 'stock-card') return `Playing the next stock card ${where(p.to)}`;
  return `Moving ${cardsWords(p, 'the ')} ${where(p.to)}`;
}

/**
 * What a step of the game did, from the game before it: its first move (the player's action;
 * the automatic moves home after it are not named), or Solve's line.
 */
export function stepWords(game: Game, step: readonly string[], bySolve: boolean): string {
  if (bySolve) return "Solve's winning line";
  if (isRestartStep(step)) return 'Restart from the deal';
  const chain = step.findIndex((move, i) => i > 0 && !/^t\d+>t\d+$/.test(move));
  const playerMoves = /^t\d+>t\d+$/.test(step[0]) ? (chain < 0 ? step.length : chain) : 1;
  if (playerMoves > 1) return shortcutWords(game, step.slice(0, playerMoves));
  return moveWords(game, step[0]);
}

/** A run moved one card at a time through empty columns (a shortcut): its lowest card and where the run went. */
function shortcutWords(game: Game, moves: readonly string[]): string {
  const from = Number(moves[0].slice(1, moves[0].indexOf('>'))) - 1;
  const to = moves[moves.length - 1].split('>')[1];
  const column = game.cols[from];
  // The run's lowest card is the one that left its column last (the deepest one moved).
  let deepest = column.length;
  for (const move of moves) if (move.startsWith(`t${from + 1}>`)) deepest--;
  const count = column.length - deepest;
  return `${cardsWords({ kind: 'cards', card: column[deepest], count, to }, '')} ${where(to)}`;
}
