// Small random positions for the solver's soundness cross-check: most cards already home, the
// rest (a dozen or two) shuffled over the tableau, stock and waste, so that the unpruned search
// can settle every one of them. Deterministic from a seed. Not a test file itself.

import { cardText, makeCard } from '../../../../src/engine/cards';
import { mulberry32 } from '../../../../src/engine/deck';
import type { Position } from '../../../../src/engine/index';
import type { Variant } from '../../../../src/engine/variants';

/**
 * A random position of `variant` with about `left` cards not yet home. The foundations of each
 * suit stop at random ranks; the cards above them are shuffled; some go to the stock and the
 * waste, the rest onto the columns (one column may stay empty, most get several cards,
 * the lowest face down in games that deal face-down cards).
 */
export function randomPosition(variant: Variant, seed: number, left = 16): Position {
  const random = mulberry32(seed);
  const pick = (n: number): number => Math.floor(random() * n);
  const low = variant.acesOut ? 1 : 0;
  const foundations: string[] = [];
  const cards: string[] = [];
  const perPile = Math.max(1, Math.round(left / 8));
  for (let suit = 0; suit < 4; suit++) {
    for (let copy = 0; copy < 2; copy++) {
      const top = Math.max(low, 13 - pick(2 * perPile + 1));
      if (top > 0) foundations.push(cardText(makeCard(top, suit)));
      for (let rank = top + 1; rank <= 13; rank++) cards.push(cardText(makeCard(rank, suit)));
    }
  }
  for (let i = cards.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const stock = cards.splice(0, Math.min(cards.length - variant.columns, pick(Math.ceil(left / 2))));
  const waste = cards.splice(0, Math.min(cards.length, pick(4)));
  const tableau: string[][] = Array.from({ length: variant.columns }, () => []);
  const used = variant.columns - pick(2);
  for (const card of cards) tableau[pick(used)].push(card);
  if (variant.faceDownRows > 0) {
    for (const col of tableau) for (let k = 0; k < Math.min(variant.faceDownRows, col.length - 1); k++) col[k] = `#${col[k]}`;
  }
  return { tableau, stock, waste, foundations: foundations.sort(), redealsLeft: pick(variant.redeals + 1) };
}
