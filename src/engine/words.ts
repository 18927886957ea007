// The words a player hears and reads, in one place for the host and the board: the names of
// cards and piles, a move as a sentence, and why a move is not legal.

import { Card, rankOf, suitOf, tryParseCard } from './cards';
import { FOUNDATION, STOCK, State, TABLEAU, WASTE, movableRun, moveCount, moveFrom, moveTo, parseMove, pileOf, pileText } from './game';

const SUIT_NAMES = ['Clubs', 'Diamonds', 'Hearts', 'Spades'];
const RANK_NAMES = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];

export const suitName = (suit: number): string => SUIT_NAMES[suit];
export const rankName = (rank: number): string => RANK_NAMES[rank - 1];

/** "Ten of Hearts", for a card or its code ("TH"); text that is no card's code comes back as it is. */
export function cardName(card: Card | string): string {
  const parsed = typeof card === 'string' ? tryParseCard(card) : card;
  return parsed === undefined ? (card as string) : `${rankName(rankOf(parsed))} of ${suitName(suitOf(parsed))}`;
}

/** "column 5", "a foundation", "the waste", "the stock": a pile of the notation ("t5", "f", "f2", "w", "s"). */
export function pileWords(pile: string): string {
  if (pile[0] === 't') return `column ${pile.slice(1)}`;
  if (pile[0] === 'f') return 'a foundation';
  if (pile === 'w') return 'the waste';
  return 'the stock';
}

const codeWords = (code: number): string => pileWords(pileText(code));

/** "Move the Seven of Clubs from column 3 to column 5", for hints and announcements. */
export function describeMove(game: Readonly<State>, text: string): string {
  const m = parseMove(text, game.cols.length);
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from === STOCK && to === WASTE) return game.variant.cardsPerTurn === 1 ? 'Turn a card from the stock' : 'Turn cards from the stock';
  if (from === WASTE && to === STOCK) return 'Turn the waste over to make a new stock';
  const pile = pileOf(game, from);
  const count = moveCount(m);
  const card = pile[pile.length - count];
  const what = count > 1 ? `the ${count} cards from the ${cardName(card)} up` : `the ${cardName(card)}`;
  return `Move ${what} from ${codeWords(from)} to ${codeWords(to)}`;
}

/** Why a well-formed move is not legal here, in words a player understands. */
export function explainIllegal(s: Readonly<State>, m: number): string {
  const v = s.variant;
  const from = moveFrom(m);
  const to = moveTo(m);
  const count = moveCount(m);
  if ((from === STOCK && to === WASTE) || (from === WASTE && to === STOCK)) {
    if (count > 1) return `${from === STOCK ? 'the stock is turned' : 'the waste is turned over'} without a card count`;
  }
  if (from === STOCK && to === WASTE) return 'the stock is empty';
  if (from === WASTE && to === STOCK) {
    if (v.redeals === 0) return `${v.name} has no redeal`;
    if (s.stock.length > 0) return 'the waste can be turned over only when the stock is empty';
    if (s.redealsLeft === 0) return 'no redeals are left';
    return 'the waste is empty';
  }
  if (from === FOUNDATION) return 'cards never leave the foundations';
  if (to === STOCK || to === WASTE) return `cards cannot be put on ${codeWords(to)}`;
  if (from === to) return 'a column cannot move onto itself';
  if (from === STOCK && v.cardsPerTurn !== 1) return `in ${v.name} stock cards are turned onto the waste and played from there`;
  const pile = pileOf(s, from);
  if (pile.length === 0) return `${codeWords(from)} is empty`;
  if (count > 1) {
    if (from < TABLEAU) return 'only one card moves from the stock or waste';
    if (to === FOUNDATION) return 'only single cards go to the foundations';
    if (v.moveUnit === 'single') return `${v.name} moves one card at a time`;
    if (count > movableRun(s, from - TABLEAU)) return `the top ${count} cards of ${codeWords(from)} are not a sequence that can move`;
  }
  const card = pile[pile.length - count];
  if (to === FOUNDATION) {
    return `the ${cardName(card)} cannot go to a foundation until the ${rankName(rankOf(card) - 1)} of ${suitName(suitOf(card))} is there`;
  }
  const target = s.cols[to - TABLEAU];
  return `the ${cardName(card)} does not go on the ${cardName(target[target.length - 1])}: ${v.build.description.replace(/ \(.*\)\.$/, '').toLowerCase()}`;
}
