// The words a player hears and reads, in one place for the host and the board: the names of
// cards and piles, a move as a sentence, and why a move is not legal. Each takes a translator
// (translate.ts): every message is whole, its order the language's own.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { Card, rankOf, suitOf, tryParseCard } from './cards';
import { FOUNDATION, STOCK, State, TABLEAU, WASTE, movableRun, moveCount, moveFrom, moveTo, parseMove, pileOf, pileText } from './game';
import { ENGLISH, L10n } from './translate';
import { buildRuleText, variantTitle } from './variant-words';

export const suitName = (suit: number, l10n: L10n = ENGLISH): string =>
  [l10n.t('Clubs'), l10n.t('Diamonds'), l10n.t('Hearts'), l10n.t('Spades')][suit];

export function rankName(rank: number, l10n: L10n = ENGLISH): string {
  const names = [
    l10n.t('Ace'),
    l10n.t('Two'),
    l10n.t('Three'),
    l10n.t('Four'),
    l10n.t('Five'),
    l10n.t('Six'),
    l10n.t('Seven'),
    l10n.t('Eight'),
    l10n.t('Nine'),
    l10n.t('Ten'),
    l10n.t('Jack'),
    l10n.t('Queen'),
    l10n.t('King'),
  ];
  return names[rank - 1];
}

/** "Ten of Hearts", for a card or its code ("TH"); text that is no card's code comes back as it is. */
export function cardName(card: Card | string, l10n: L10n = ENGLISH): string {
  const parsed = typeof card === 'string' ? tryParseCard(card) : card;
  if (parsed === undefined) return card as string;
  return l10n.t('{0} of {1}', rankName(rankOf(parsed), l10n), suitName(suitOf(parsed), l10n));
}

/** "column 5", "a foundation", "the waste", "the stock": a pile of the notation ("t5", "f", "f2", "w", "s"). */
export function pileWords(pile: string, l10n: L10n = ENGLISH): string {
  if (pile[0] === 't') return l10n.t('column {0}', pile.slice(1));
  if (pile[0] === 'f') return l10n.t('a foundation');
  if (pile === 'w') return l10n.t('the waste');
  return l10n.t('the stock');
}

/** "from column 5", "from the waste": where a move starts. */
export function fromPile(pile: string, l10n: L10n = ENGLISH): string {
  if (pile[0] === 't') return l10n.t('from column {0}', pile.slice(1));
  if (pile[0] === 'f') return l10n.t('from a foundation');
  if (pile === 'w') return l10n.t('from the waste');
  return l10n.t('from the stock');
}

/** "to column 5", "to a foundation": where a move ends. */
export function toPile(pile: string, l10n: L10n = ENGLISH): string {
  if (pile[0] === 't') return l10n.t('to column {0}', pile.slice(1));
  if (pile[0] === 'f') return l10n.t('to a foundation');
  if (pile === 'w') return l10n.t('to the waste');
  return l10n.t('to the stock');
}

/** "Move the Seven of Clubs from column 3 to column 5", for hints and announcements. */
export function describeMove(game: Readonly<State>, text: string, l10n: L10n = ENGLISH): string {
  const m = parseMove(text, game.cols.length);
  const from = moveFrom(m);
  const to = moveTo(m);
  if (from === STOCK && to === WASTE) {
    return game.variant.cardsPerTurn === 1 ? l10n.t('Turn a card from the stock') : l10n.t('Turn cards from the stock');
  }
  if (from === WASTE && to === STOCK) return l10n.t('Turn the waste over to make a new stock');
  const pile = pileOf(game, from);
  const count = moveCount(m);
  const name = cardName(pile[pile.length - count], l10n);
  const [fromText, toText] = [fromPile(pileText(from), l10n), toPile(pileText(to), l10n)];
  // count > 1: every language here says 2 or more cards with its "other" plural.
  if (count > 1) return l10n.t('Move the {0} cards from the {1} up {2} {3}', count, name, fromText, toText);
  return l10n.t('Move the {0} {1} {2}', name, fromText, toText);
}

/** Why a well-formed move is not legal here, in words a player understands. */
export function explainIllegal(s: Readonly<State>, m: number, l10n: L10n = ENGLISH): string {
  const v = s.variant;
  const from = moveFrom(m);
  const to = moveTo(m);
  const count = moveCount(m);
  const game = variantTitle(v.id, l10n);
  if ((from === STOCK && to === WASTE) || (from === WASTE && to === STOCK)) {
    if (count > 1)
      return from === STOCK ? l10n.t('the stock is turned without a card count') : l10n.t('the waste is turned over without a card count');
  }
  if (from === STOCK && to === WASTE) return l10n.t('the stock is empty');
  if (from === WASTE && to === STOCK) {
    if (v.redeals === 0) return l10n.t('{0} has no redeal', game);
    if (s.stock.length > 0) return l10n.t('the waste can be turned over only when the stock is empty');
    if (s.redealsLeft === 0) return l10n.t('no redeals are left');
    return l10n.t('the waste is empty');
  }
  if (from === FOUNDATION) return l10n.t('cards never leave the foundations');
  if (to === STOCK || to === WASTE) return l10n.t('cards cannot be put on {0}', pileWords(pileText(to), l10n));
  if (from === to) return l10n.t('a column cannot move onto itself');
  if (from === STOCK && v.cardsPerTurn !== 1) return l10n.t('in {0} stock cards are turned onto the waste and played from there', game);
  const pile = pileOf(s, from);
  if (pile.length === 0) return l10n.t('{0} is empty', pileWords(pileText(from), l10n));
  if (count > 1) {
    if (from < TABLEAU) return l10n.t('only one card moves from the stock or waste');
    if (to === FOUNDATION) return l10n.t('only single cards go to the foundations');
    if (v.moveUnit === 'single') return l10n.t('{0} moves one card at a time', game);
    if (count > movableRun(s, from - TABLEAU)) {
      return l10n.t('the top {0} cards of {1} are not a sequence that can move', count, pileWords(pileText(from), l10n));
    }
  }
  const card = pile[pile.length - count];
  if (to === FOUNDATION) {
    const below = l10n.t('{0} of {1}', rankName(rankOf(card) - 1, l10n), suitName(suitOf(card), l10n));
    return l10n.t('the {0} cannot go to a foundation until the {1} is there', cardName(card, l10n), below);
  }
  const target = s.cols[to - TABLEAU];
  const onto = cardName(target[target.length - 1], l10n);
  return l10n.t('the {0} does not go on the {1}: {2}', cardName(card, l10n), onto, buildRuleText(v.build.id, l10n));
}
