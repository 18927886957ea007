// Decks: validation of a given deck, and the project's own deterministic shuffle.
//
// shuffledDeck(n) must give the same deck for deal n forever (saved games, shared deal numbers
// and the shipped lists of winnable deals depend on it; golden fixtures in the tests guard it):
//   1. Start from two ordered decks: for each copy, suits C D H S, each Ace to King.
//   2. Seed mulberry32 (a 32-bit generator: add 0x6D2B79F5, then the xorshift-multiply mix)
//      with the deal number.
//   3. Fisher–Yates from the last position down: for i = 103..1, j = floor(next() * (i + 1)),
//      swap positions i and j, where next() is the generator's output / 2^32.

import { Card, DECK_SIZE, cardText, parseCard, tryParseCard } from './cards';

export const MAX_DEAL_NUMBER = 0xffffffff;

export function orderedDeck(): Card[] {
  const deck: Card[] = [];
  for (let copy = 0; copy < 2; copy++) for (let card = 0; card < 52; card++) deck.push(card);
  return deck;
}

export function isDealNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_DEAL_NUMBER;
}

export function checkDealNumber(n: unknown): number {
  if (!isDealNumber(n)) throw new Error(`Deal number ${JSON.stringify(n)} is not valid: use a whole number from 1 to ${MAX_DEAL_NUMBER}`);
  return n;
}

/** mulberry32: a seeded generator of numbers in [0, 1), the one the deals are shuffled with. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffledCards(dealNumber: number): Card[] {
  checkDealNumber(dealNumber);
  const deck = orderedDeck();
  const next = mulberry32(dealNumber);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = deck[i];
    deck[i] = deck[j];
    deck[j] = tmp;
  }
  return deck;
}

export function shuffledDeck(dealNumber: number): string[] {
  return shuffledCards(dealNumber).map(cardText);
}

/** Checks a deck of 104 card strings, each of the 52 cards twice, and returns it as cards. */
export function parseDeck(deck: unknown): Card[] {
  if (!Array.isArray(deck)) throw new Error(`A deck must be an array of ${DECK_SIZE} cards like "TH", not ${typeof deck}`);
  if (deck.length !== DECK_SIZE)
    throw new Error(`A deck must have ${DECK_SIZE} cards (each of the 52 cards twice); this one has ${deck.length}`);
  const cards: Card[] = [];
  const counts = new Array<number>(52).fill(0);
  deck.forEach((text, index) => {
    const card = tryParseCard(text);
    if (card === undefined)
      throw new Error(`Deck position ${index + 1}: ${JSON.stringify(text)} is not a card (write rank then suit, like "TH")`);
    counts[card]++;
    cards.push(card);
  });
  const wrong = counts.map((n, card) => (n === 2 ? '' : `${cardText(card)} ${n} times`)).filter(Boolean);
  if (wrong.length)
    throw new Error(
      `Each card must appear exactly twice in a deck; this one has ${wrong.slice(0, 6).join(', ')}${wrong.length > 6 ? ', …' : ''}`,
    );
  return cards;
}

export { parseCard };
