// Test helpers for the engine suite: the rule book's variant table written out independently of
// src/engine/variants.ts, crafted decks (the deal order is fixed by engine-contract.md, so a deck
// can put chosen cards on chosen columns and in a chosen stock order), card counting and a few
// small move helpers.

import assert from 'node:assert/strict';
import { Game, legalMoves, newGame, play, position } from '../../../src/engine/index';

/** The next state of the tests' fixed pseudo-random sequence (a 32-bit LCG): the same games on every run. */
export const nextSeed = (seed: number): number => (Math.imul(seed, 1103515245) + 12345) >>> 0;

export const RANKS = 'A23456789TJQK';
export const SUITS = 'CDHS';

/** The 52 distinct cards, clubs first, each Ace to King. */
export const ALL_CARDS: readonly string[] = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

export const rankOf = (card: string): number => RANKS.indexOf(card[0]) + 1;
export const suitOf = (card: string): string => card[1];
export const isRed = (card: string): boolean => card[1] === 'D' || card[1] === 'H';

export type BuildId = 'same-suit' | 'other-suit' | 'alternate-colour';

/** One row of the table in docs/rules.md. */
export interface VariantSpec {
  id: string;
  name: string;
  columns: number;
  rows: number;
  faceDown: number;
  build: BuildId;
  sequences: boolean;
  perTurn: 1 | 3;
  redeals: number;
  acesOut: boolean;
}

const spec = (
  id: string,
  name: string,
  columns: number,
  rows: number,
  faceDown: number,
  build: BuildId,
  sequences: boolean,
  perTurn: 1 | 3 = 1,
  redeals = 0,
  acesOut = false,
): VariantSpec => ({ id, name, columns, rows, faceDown, build, sequences, perTurn, redeals, acesOut });

export const SPECS: readonly VariantSpec[] = [
  spec('forty-thieves', 'Forty Thieves', 10, 4, 0, 'same-suit', false),
  spec('indian', 'Indian', 10, 3, 1, 'other-suit', false),
  spec('limited', 'Limited', 12, 3, 0, 'same-suit', false),
  spec('little-forty', 'Little Forty', 10, 4, 0, 'other-suit', true, 3, 3),
  spec('lucas', 'Lucas', 13, 3, 0, 'same-suit', false, 1, 0, true),
  spec('maria', 'Maria', 9, 4, 0, 'alternate-colour', false),
  spec('number-ten', 'Number Ten', 10, 4, 2, 'alternate-colour', true),
  spec('rank-and-file', 'Rank and File', 10, 4, 3, 'alternate-colour', true),
  spec('streets', 'Streets', 10, 4, 0, 'alternate-colour', false),
];

export function specOf(id: string): VariantSpec {
  const found = SPECS.find((s) => s.id === id);
  if (!found) throw new Error(`no spec for ${id}`);
  return found;
}

/** May `card` be built on `onto` in the tableau under the rule book's building rule? */
export function fitsByRule(build: BuildId, card: string, onto: string): boolean {
  if (rankOf(card) + 1 !== rankOf(onto)) return false;
  if (build === 'same-suit') return suitOf(card) === suitOf(onto);
  if (build === 'other-suit') return suitOf(card) !== suitOf(onto);
  return isRed(card) !== isRed(onto);
}

export const stripDown = (card: string): string => card.replace(/^#/, '');

/** The 104 cards of a position, foundations expanded to every rank up to their top card. */
export function cardsOf(game: Game): string[] {
  const p = position(game);
  const cards = [...p.tableau.flat().map(stripDown), ...p.stock, ...p.waste];
  for (const top of p.foundations) for (let r = 1; r <= rankOf(top); r++) cards.push(RANKS[r - 1] + suitOf(top));
  return cards;
}

export function assertFullDeck(game: Game): void {
  const cards = cardsOf(game);
  assert.equal(cards.length, 104, 'a game always holds 104 cards');
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of ALL_CARDS) assert.equal(counts.get(c), 2, `${c} must appear exactly twice`);
  assert.equal(counts.size, 52);
}

export interface CraftOptions {
  /**
   * Column number (1-based) → cards of that column, lowest first. A list shorter than the
   * variant's rows sets the top cards only; the lower cards are filler.
   */
  columns?: Record<number, readonly string[]>;
  /** The stock in the order the cards are turned: stock[0] is the first card turned. */
  stock?: readonly string[];
}

/**
 * Builds a 104-card deck that, dealt as engine-contract.md says, gives the chosen columns and
 * stock order. Unchosen tableau places get filler, highest ranks first (so filler rarely gives
 * foundation moves); the rest of the stock follows the chosen stock cards. In Lucas no chosen
 * card may be an Ace: the eight Aces go at the end of the deck and are taken out before the deal.
 */
export function craftDeck(variantId: string, options: CraftOptions = {}): string[] {
  const v = specOf(variantId);
  const left = new Map<string, number>(ALL_CARDS.map((c) => [c, 2]));
  const take = (card: string): string => {
    const n = left.get(card);
    if (n === undefined) throw new Error(`craftDeck: ${card} is not a card`);
    if (n === 0) throw new Error(`craftDeck: ${card} used more than twice`);
    if (v.acesOut && card[0] === 'A') throw new Error('craftDeck: in Lucas the Aces start the foundations');
    left.set(card, n - 1);
    return card;
  };
  const table: (string | undefined)[][] = Array.from({ length: v.columns }, () => new Array(v.rows).fill(undefined));
  for (const [key, cards] of Object.entries(options.columns ?? {})) {
    const col = Number(key) - 1;
    if (!(col >= 0 && col < v.columns)) throw new Error(`craftDeck: no column ${key} in ${v.id}`);
    if (cards.length > v.rows) throw new Error(`craftDeck: column ${key} has more than ${v.rows} cards`);
    cards.forEach((card, k) => (table[col][v.rows - cards.length + k] = take(card)));
  }
  const stock = (options.stock ?? []).map(take);
  const rest = (): string[] => {
    const cards: string[] = [];
    for (let r = 13; r >= 1; r--) {
      for (const s of SUITS) {
        const card = RANKS[r - 1] + s;
        if (v.acesOut && r === 1) continue;
        for (let n = left.get(card)!; n > 0; n--) cards.push(card);
      }
    }
    return cards;
  };
  const filler = rest();
  const deck: string[] = [];
  for (let row = 0; row < v.rows; row++) {
    for (let col = 0; col < v.columns; col++) {
      let card = table[col][row];
      if (card === undefined) {
        card = filler.shift();
        if (card === undefined) throw new Error('craftDeck: not enough cards');
        left.set(card, left.get(card)! - 1);
      }
      deck.push(card);
    }
  }
  deck.push(...stock, ...rest());
  if (v.acesOut) for (const s of SUITS) deck.push('A' + s, 'A' + s);
  assert.equal(deck.length, 104, 'craftDeck built a deck of 104 cards');
  return deck;
}

export const crafted = (variantId: string, options: CraftOptions = {}): Game => newGame(variantId, craftDeck(variantId, options));

/**
 * A deck that wins by foundation moves alone: the stock holds the lowest cards in rising order
 * (rank by rank, suits C C D D H H S S) and the tableau the highest, dealt in falling order so
 * that every column's top card is its lowest.
 */
export function winningDeck(variantId: string): string[] {
  const v = specOf(variantId);
  const cards: string[] = [];
  for (let r = v.acesOut ? 2 : 1; r <= 13; r++) for (const s of SUITS) cards.push(RANKS[r - 1] + s, RANKS[r - 1] + s);
  const dealt = v.columns * v.rows;
  const stock = cards.slice(0, cards.length - dealt);
  const tableau = cards.slice(cards.length - dealt).reverse();
  const deck = [...tableau, ...stock];
  if (v.acesOut) for (const s of SUITS) deck.push('A' + s, 'A' + s);
  return deck;
}

/**
 * A deck (for a game of 4 rows and at most 10 columns) where no card ever moves: the tops are
 * the eight Kings and red Jacks, the Aces, Queens and Tens lie buried under them, so no stock
 * card fits a column or a foundation. The game is lost once the stock is used up.
 */
export function deadDeck(variantId: string): string[] {
  const v = specOf(variantId);
  if (v.rows !== 4 || v.columns > 10 || v.acesOut) throw new Error(`deadDeck: not for ${variantId}`);
  const tops = ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS', 'JH', 'JD'].slice(0, v.columns);
  const buried = [...'CCDDHHSS'].flatMap((s) => ['A' + s, 'Q' + s, 'T' + s]);
  buried.push('2C', '2C', '2D', '2D', '2H', '2H');
  const columns: Record<number, string[]> = {};
  tops.forEach((top, i) => (columns[i + 1] = [buried[3 * i + 1], buried[3 * i + 2], buried[3 * i], top]));
  return craftDeck(variantId, { columns });
}

/** Plays foundation moves when there are any, otherwise turns the stock; returns the moves played. */
export function playHome(game: Game, onMove?: (before: Game, move: string, after: Game) => void): { game: Game; moves: string[] } {
  const moves: string[] = [];
  for (;;) {
    const legal = legalMoves(game);
    const move = legal.find((m) => m.endsWith('>f')) ?? legal.find((m) => m === 's>w');
    if (!move) return { game, moves };
    const next = play(game, move);
    onMove?.(game, move, next);
    moves.push(move);
    game = next;
  }
}

export function playAllMoves(game: Game, moves: readonly string[]): Game {
  return moves.reduce((g, m) => play(g, m), game);
}

/** The parts of a game that make up a position, copied, to check that nothing changed. */
export function snapshot(game: Game): unknown {
  return {
    position: position(game),
    cols: game.cols.map((c) => [...c]),
    down: [...game.down],
    stock: [...game.stock],
    waste: [...game.waste],
    found: [...game.found],
    redealsLeft: game.redealsLeft,
  };
}

/** Asserts that `fn` throws an Error whose message matches every pattern; returns the message. */
export function throwsWith(fn: () => unknown, ...patterns: (RegExp | string)[]): string {
  let message: string | undefined;
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof Error, `expected an Error, got ${String(error)}`);
    message = error.message;
  }
  assert.ok(message !== undefined, 'expected an Error to be thrown');
  for (const p of patterns) {
    if (typeof p === 'string') assert.ok(message.includes(p), `message ${JSON.stringify(message)} should include ${JSON.stringify(p)}`);
    else assert.match(message, p);
  }
  return message;
}

export function topOf(game: Game, column: number): string | undefined {
  const col = position(game).tableau[column - 1];
  return col.length ? stripDown(col[col.length - 1]) : undefined;
}

/** Columns as sorted multiset, to compare positions up to the order of the columns. */
export function canonical(game: Game): string {
  const p = position(game);
  return JSON.stringify({ ...p, tableau: p.tableau.map((c) => c.join(' ')).sort() });
}
