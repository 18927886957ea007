// Cards as small integers: the hot path (move generation, the solver) never touches strings.
// A card is suit * 13 + (rank - 1), so 0..51; the two copies of a card are the same number,
// because no rule tells them apart.

export type Card = number;

export const SUIT_LETTERS = 'CDHS';
export const RANK_LETTERS = 'A23456789TJQK';

export const DISTINCT_CARDS = 52;
export const DECK_SIZE = 104;

export const rankOf = (card: Card): number => (card % 13) + 1;
export const suitOf = (card: Card): number => (card / 13) | 0;
export const isRedSuit = (suit: number): boolean => suit === 1 || suit === 2;
export const makeCard = (rank: number, suit: number): Card => suit * 13 + rank - 1;

/** "TH": a card in the notation (engine-contract.md); its words are cardName's (words.ts). */
export function cardText(card: Card): string {
  return RANK_LETTERS[card % 13] + SUIT_LETTERS[suitOf(card)];
}

/** Parses "TH" into a card, or returns undefined. */
export function tryParseCard(text: unknown): Card | undefined {
  if (typeof text !== 'string' || text.length !== 2) return undefined;
  const rank = RANK_LETTERS.indexOf(text[0]);
  const suit = SUIT_LETTERS.indexOf(text[1]);
  if (rank < 0 || suit < 0) return undefined;
  return suit * 13 + rank;
}

/** Whether `text` is a card in the notation, like "TH" (cardText's form). */
export const isCardText = (text: unknown): text is string => tryParseCard(text) !== undefined;

export function parseCard(text: unknown): Card {
  const card = tryParseCard(text);
  if (card === undefined) {
    throw new Error(`${JSON.stringify(text)} is not a card: write rank then suit, like "TH" (ranks A23456789TJQK, suits CDHS)`);
  }
  return card;
}
