// An independent reading of rules.md on positions: which moves are legal and what each does.
// The properties compare the engine with it on random games, so a rule the engine gets wrong in
// some corner of some game shows up as a counterexample.

import { Position } from '../../../src/engine/index';
import { VariantSpec, fitsByRule, rankOf, stripDown, suitOf } from './helpers';

const RANKS = 'A23456789TJQK';

/** Can `card` go onto one of the foundations listed (tops of the non-empty ones)? */
export function goesHome(foundations: readonly string[], card: string): boolean {
  const suit = suitOf(card);
  const rank = rankOf(card);
  const tops = foundations.filter((t) => suitOf(t) === suit).map(rankOf);
  if (rank === 1) return tops.length < 2;
  return tops.includes(rank - 1);
}

/** How many cards on top of a column move together: face up and built by the rule. */
export function runLength(v: VariantSpec, column: readonly string[]): number {
  if (column.length === 0) return 0;
  if (!v.sequences) return 1;
  let k = 1;
  while (
    k < column.length &&
    !column[column.length - k - 1].startsWith('#') &&
    fitsByRule(v.build, column[column.length - k], column[column.length - k - 1])
  )
    k++;
  return k;
}

export function expectedMoves(v: VariantSpec, p: Position): string[] {
  const moves: string[] = [];
  const targetsFor = (from: string, card: string, count = 1) => {
    p.tableau.forEach((col, j) => {
      if (`t${j + 1}` === from) return;
      if (col.length === 0 || fitsByRule(v.build, card, stripDown(col[col.length - 1])))
        moves.push(`${from}>t${j + 1}${count > 1 ? `:${count}` : ''}`);
    });
  };
  p.tableau.forEach((col, i) => {
    if (col.length === 0) return;
    const from = `t${i + 1}`;
    if (goesHome(p.foundations, col[col.length - 1])) moves.push(`${from}>f`);
    const run = runLength(v, col);
    for (let k = 1; k <= run; k++) targetsFor(from, col[col.length - k], k);
  });
  const wasteTop = p.waste[p.waste.length - 1];
  if (wasteTop) {
    if (goesHome(p.foundations, wasteTop)) moves.push('w>f');
    targetsFor('w', wasteTop);
  }
  const stockTop = p.stock[p.stock.length - 1];
  if (stockTop) {
    moves.push('s>w');
    if (v.perTurn === 1) {
      if (goesHome(p.foundations, stockTop)) moves.push('s>f');
      targetsFor('s', stockTop);
    }
  } else if (p.redealsLeft > 0 && p.waste.length > 0) {
    moves.push('w>s');
  }
  return moves;
}

function putHome(foundations: readonly string[], card: string): string[] {
  const rank = rankOf(card);
  const out = [...foundations];
  if (rank > 1) out.splice(out.indexOf(RANKS[rank - 2] + suitOf(card)), 1);
  out.push(card);
  return out.sort();
}

/** The position after a legal move, worked out from the rule book. */
export function expectedAfter(v: VariantSpec, p: Position, move: string): Position {
  const next: Position = {
    tableau: p.tableau.map((c) => [...c]),
    stock: [...p.stock],
    waste: [...p.waste],
    foundations: [...p.foundations],
    redealsLeft: p.redealsLeft,
  };
  if (move === 's>w') {
    for (let k = 0; k < v.perTurn && next.stock.length; k++) next.waste.push(next.stock.pop()!);
    return next;
  }
  if (move === 'w>s') {
    next.stock = [...next.waste].reverse();
    next.waste = [];
    next.redealsLeft--;
    return next;
  }
  const m = /^(s|w|t(\d+))>(f|t(\d+))(?::(\d+))?$/.exec(move);
  if (!m) throw new Error(`oracle: unexpected move ${move}`);
  const count = m[5] ? Number(m[5]) : 1;
  let cards: string[];
  if (m[1] === 's') cards = [next.stock.pop()!];
  else if (m[1] === 'w') cards = [next.waste.pop()!];
  else {
    const col = next.tableau[Number(m[2]) - 1];
    cards = col.splice(col.length - count, count);
    if (col.length && col[col.length - 1].startsWith('#')) col[col.length - 1] = stripDown(col[col.length - 1]);
  }
  if (m[3] === 'f') next.foundations = putHome(next.foundations, cards[0]);
  else next.tableau[Number(m[4]) - 1].push(...cards);
  return next;
}

/** Is the card safe to move home: every card that could be built on it already home (both copies)? */
export function safeHome(v: VariantSpec, foundations: readonly string[], card: string): boolean {
  const rank = rankOf(card);
  if (rank === 1) return true;
  for (const suit of 'CDHS') {
    const lower = RANKS[rank - 2] + suit;
    if (!fitsByRule(v.build, lower, card)) continue;
    const home = foundations.filter((t) => suitOf(t) === suit && rankOf(t) >= rank - 1).length;
    if (home < 2) return false;
  }
  return true;
}
