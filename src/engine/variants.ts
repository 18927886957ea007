// The nine games as data: one base description of Forty Thieves and a small record of what
// each variant changes. The engine reads only these fields; it never asks which game it plays.

import { Card, isRedSuit, rankOf, suitOf } from './cards';

/** How a card may be built onto a tableau card one rank higher. */
export interface BuildRule {
  readonly id: 'same-suit' | 'other-suit' | 'alternate-colour';
  readonly description: string;
  readonly suitsFit: (cardSuit: number, ontoSuit: number) => boolean;
}

export const BUILD_RULES = {
  sameSuit: {
    id: 'same-suit',
    description: 'Build down in the same suit (the 10 of Hearts goes only on a Jack of Hearts).',
    suitsFit: (a, b) => a === b,
  },
  otherSuit: {
    id: 'other-suit',
    description: "Build down in any suit but the card's own (the 10 of Hearts goes on a Jack of Clubs, Diamonds or Spades).",
    suitsFit: (a, b) => a !== b,
  },
  alternateColour: {
    id: 'alternate-colour',
    description: 'Build down in alternating colours (the 10 of Hearts goes on a black Jack).',
    suitsFit: (a, b) => isRedSuit(a) !== isRedSuit(b),
  },
} as const satisfies Record<string, BuildRule>;

export type MoveUnit = 'single' | 'sequence';

export const MOVE_UNIT_DESCRIPTIONS: Record<MoveUnit, string> = {
  single: 'Move one card at a time; only the top card of a column is available.',
  sequence: 'Move a built sequence, in part or whole, as one unit onto a column it fits or an empty column.',
};

export type VariantId =
  'forty-thieves' | 'indian' | 'limited' | 'little-forty' | 'lucas' | 'maria' | 'number-ten' | 'rank-and-file' | 'streets';

export interface Variant {
  readonly id: VariantId;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly columns: number;
  readonly rows: number;
  /** The lowest this many cards of every column are dealt face down. */
  readonly faceDownRows: number;
  readonly build: BuildRule;
  readonly moveUnit: MoveUnit;
  /** Cards moved from stock to waste per turn; stock cards play directly only when this is 1. */
  readonly cardsPerTurn: 1 | 3;
  readonly redeals: number;
  /** Lucas: the eight Aces start the foundations. */
  readonly acesOut: boolean;
  /**
   * Whether the solver's move ordering digs towards cards that could go home (measured per game,
   * see the solver's move ordering): it helps every game but Forty Thieves.
   */
  readonly solverDigs: boolean;
  /**
   * Whether the solver spends the first quarter of its budget on a best-first search before the
   * depth-first one (search/rounds.ts): measured per game in docs/solver.md, it decides more deals
   * of Forty Thieves and Maria and fewer of the others.
   */
  readonly solverBestFirst: boolean;
  /**
   * Whether the solver's default search runs the stock beam (search/beam/stock-beam.ts) after the
   * first part of its search (best-first's quarter, or the first depth-first round), for a quarter
   * of what is left, before the depth-first search (search/rounds.ts, withStockBeam): measured per
   * game in docs/solver.md (section 11).
   */
  readonly solverStockBeam: boolean;
}

const FORTY_THIEVES: Variant = {
  id: 'forty-thieves',
  name: 'Forty Thieves',
  aliases: ['Napoleon at St. Helena', 'Le Cadran', 'Big Forty', 'Roosevelt at San Juan'],
  columns: 10,
  rows: 4,
  faceDownRows: 0,
  build: BUILD_RULES.sameSuit,
  moveUnit: 'single',
  cardsPerTurn: 1,
  redeals: 0,
  acesOut: false,
  solverDigs: false,
  solverBestFirst: true,
  solverStockBeam: true,
};

const variant = (changes: Partial<Variant> & Pick<Variant, 'id' | 'name'>): Variant =>
  Object.freeze({ ...FORTY_THIEVES, aliases: [], solverDigs: true, solverBestFirst: false, solverStockBeam: false, ...changes });

export const VARIANTS: readonly Variant[] = Object.freeze([
  Object.freeze(FORTY_THIEVES),
  variant({ id: 'indian', name: 'Indian', rows: 3, faceDownRows: 1, build: BUILD_RULES.otherSuit }),
  variant({ id: 'limited', name: 'Limited', columns: 12, rows: 3, solverStockBeam: true }),
  variant({
    id: 'little-forty',
    name: 'Little Forty',
    build: BUILD_RULES.otherSuit,
    moveUnit: 'sequence',
    cardsPerTurn: 3,
    redeals: 3,
  }),
  variant({ id: 'lucas', name: 'Lucas', columns: 13, rows: 3, acesOut: true }),
  variant({ id: 'maria', name: 'Maria', columns: 9, build: BUILD_RULES.alternateColour, solverBestFirst: true, solverStockBeam: true }),
  variant({ id: 'number-ten', name: 'Number Ten', faceDownRows: 2, build: BUILD_RULES.alternateColour, moveUnit: 'sequence' }),
  variant({ id: 'rank-and-file', name: 'Rank and File', faceDownRows: 3, build: BUILD_RULES.alternateColour, moveUnit: 'sequence' }),
  variant({ id: 'streets', name: 'Streets', build: BUILD_RULES.alternateColour, solverStockBeam: true }),
]);

export const VARIANT_IDS: readonly VariantId[] = VARIANTS.map((v) => v.id);

/** The most columns any game has (Lucas: 13). */
export const MAX_COLUMNS = Math.max(...VARIANTS.map((v) => v.columns));

export function findVariant(id: unknown): Variant | undefined {
  return VARIANTS.find((v) => v.id === id);
}

export function getVariant(id: unknown): Variant {
  const found = findVariant(id);
  if (!found) {
    throw new Error(`Unknown game ${JSON.stringify(id)}: choose one of ${VARIANT_IDS.join(', ')}`);
  }
  return found;
}

/** fits[card * 52 + onto] is 1 when `card` may be built on `onto` under the rule. */
export function fitsTable(rule: BuildRule): Uint8Array {
  const table = new Uint8Array(52 * 52);
  for (let card: Card = 0; card < 52; card++) {
    for (let onto: Card = 0; onto < 52; onto++) {
      if (rankOf(card) + 1 === rankOf(onto) && rule.suitsFit(suitOf(card), suitOf(onto))) table[card * 52 + onto] = 1;
    }
  }
  return table;
}
