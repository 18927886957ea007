// What the board says when the player's action cannot be done here (a toast, read out too): each a
// whole message of the bundle, the card named in the display language. Pure: no DOM.

import * as l10n from '@vscode/l10n';
import { cardName } from './names';
import { plural } from './locale';

/** "The Seven of Clubs cannot go there", after a drop or click on a pile that does not take it. */
export const cannotGoThere = (card: string | null | undefined): string =>
  card ? l10n.t('The {0} cannot go there', cardName(card)) : l10n.t('That card cannot go there');

/** A click on a card under others that cannot move with them. */
export const notFreeToMove = (card: string, sequences: boolean): string =>
  sequences
    ? l10n.t('The {0} is not free to move: only a built run from the top of a column moves', cardName(card))
    : l10n.t('The {0} is not free to move: only the top card of a column moves', cardName(card));

/** A card (and the `count - 1` above it) with no legal move now. */
export function cannotMoveNow(card: string | null | undefined, count: number): string {
  const above = count - 1;
  if (!card) {
    if (!above) return l10n.t('That card cannot move now');
    return plural(
      above,
      l10n.t('That card and the {0} card above it cannot move now', above),
      l10n.t('That card and the {0} cards above it cannot move now', above),
    );
  }
  const name = cardName(card);
  if (!above) return l10n.t('The {0} cannot move now', name);
  return plural(
    above,
    l10n.t('The {0} and the {1} card above it cannot move now', name, above),
    l10n.t('The {0} and the {1} cards above it cannot move now', name, above),
  );
}

export const stockRefusal = (stockCount: number): string =>
  stockCount ? l10n.t('The stock cannot be turned now') : l10n.t('The stock is empty');

/** The keyboard's Enter on an empty pile: "Column 4 is empty". */
export function emptyPile(pile: string): string {
  if (pile[0] === 't') return l10n.t('Column {0} is empty', pile.slice(1));
  if (pile[0] === 'f') return l10n.t('The foundation is empty');
  return pile === 'w' ? l10n.t('The waste is empty') : l10n.t('The stock is empty');
}
