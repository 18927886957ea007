// Builds an engine State from the position() JSON (docs/engine-contract.md), so the solver can
// take a copied position as well as a deal and its moves. A position holds everything the
// solver needs: face-down cards are written with "#", the stock in order, the foundation tops.

import { parseCard, rankOf, suitOf } from '../cards';
import { State, cloneState, deal } from '../game';
import { Position } from '../position';
import { getVariant } from '../variants';

export function stateFromPosition(variantId: string, position: Position): State {
  const variant = getVariant(variantId);
  if (!position || !Array.isArray(position.tableau) || position.tableau.length !== variant.columns) {
    throw new Error(`A ${variant.name} position needs a tableau of ${variant.columns} columns`);
  }
  const counts = new Array<number>(52).fill(0);
  const cols: number[][] = [];
  const down: number[] = [];
  position.tableau.forEach((column, i) => {
    if (!Array.isArray(column)) throw new Error(`Column t${i + 1} of the position is not a list of cards`);
    let faceDown = 0;
    const cards = column.map((text, k) => {
      const isDown = typeof text === 'string' && text.startsWith('#');
      if (isDown) {
        if (k !== faceDown) throw new Error(`Column t${i + 1}: face-down cards must be the lowest of the column`);
        faceDown++;
      }
      return parseCard(isDown ? text.slice(1) : text);
    });
    if (faceDown > 0 && faceDown === cards.length) throw new Error(`Column t${i + 1}: its top card must be face up`);
    cols.push(cards);
    down.push(faceDown);
  });
  const pile = (name: string, list: unknown): number[] => {
    if (!Array.isArray(list)) throw new Error(`The position's ${name} must be a list of cards`);
    return list.map(parseCard);
  };
  const stock = pile('stock', position.stock);
  const waste = pile('waste', position.waste);
  const found = new Array<number>(8).fill(0);
  for (const top of pile('foundations', position.foundations)) {
    const slot = found[suitOf(top) * 2] === 0 ? suitOf(top) * 2 : suitOf(top) * 2 + 1;
    if (found[slot] !== 0) throw new Error('A position has at most two foundations per suit');
    found[slot] = rankOf(top);
  }
  for (const list of [...cols, stock, waste]) for (const card of list) counts[card]++;
  found.forEach((rank, slot) => {
    for (let r = 1; r <= rank; r++) counts[(slot >> 1) * 13 + r - 1]++;
  });
  const wrong = counts.findIndex((n) => n !== 2);
  if (wrong >= 0) throw new Error('A position must hold every card exactly twice (tableau, stock, waste and foundations together)');
  const redealsLeft = position.redealsLeft;
  if (!Number.isInteger(redealsLeft) || redealsLeft < 0 || redealsLeft > variant.redeals) {
    throw new Error(`redealsLeft must be a whole number from 0 to ${variant.redeals} in ${variant.name}`);
  }
  // Start from a dealt state for the variant's shared fields, then put the position in.
  const base = cloneState(
    deal(
      variant,
      Array.from({ length: 104 }, (_, i) => i % 52),
    ),
  );
  base.cols = cols;
  base.down = down;
  base.stock = stock;
  base.waste = waste;
  base.found = found;
  base.redealsLeft = redealsLeft;
  return base;
}
