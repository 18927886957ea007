// Pure helpers over the snapshot's legal moves: what a grabbed card can do, where it may go,
// and which single destination a click should take. No DOM here (the tests and the later
// keyboard controller share them).

import { RANK_LETTERS, SUIT_LETTERS, isRedSuit } from '../../src/engine/cards';
import { moveCount, moveFrom, moveTo, parseMove, pileText } from '../../src/engine/game';
import { MAX_COLUMNS, findVariant } from '../../src/engine/variants';
import type { Snapshot } from '../../src/protocol';

/** What the player holds: the top `count` cards of a pile ('w' or 'tN'). */
export interface Grab {
  pile: string;
  count: number;
}

/** A move of the notation with its piles as text ("t2", "w", "f"), as the board draws them. */
export interface ParsedMove {
  from: string;
  to: string;
  count: number;
  text: string;
}

/** Reads a move with the engine's parser; null when it is not one. */
export function readMove(text: string): ParsedMove | null {
  let m: number;
  try {
    m = parseMove(text, MAX_COLUMNS);
  } catch {
    return null;
  }
  return { from: pileText(moveFrom(m)), to: pileText(moveTo(m)), count: moveCount(m), text };
}

// The board holds cards as their codes ("TH"); these read a code's rank (1..13), suit (0..3) and colour.
export const rankNumber = (card: string): number => RANK_LETTERS.indexOf(card[0]) + 1;
export const suitIndex = (card: string): number => SUIT_LETTERS.indexOf(card[1]);
export const isRed = (card: string): boolean => isRedSuit(suitIndex(card));

/** The cards of a pile, lowest first ("#" for face-down). */
export function pileCards(snapshot: Snapshot, pile: string): string[] {
  if (pile === 'w') return snapshot.waste;
  if (pile[0] === 't') return snapshot.tableau[Number(pile.slice(1)) - 1] ?? [];
  if (pile[0] === 'f' && pile.length > 1) {
    const top = snapshot.foundations[Number(pile.slice(1)) - 1];
    return top ? [top] : [];
  }
  return [];
}

/** The legal moves that carry exactly this grab somewhere. */
export function movesFor(snapshot: Snapshot, grab: Grab): ParsedMove[] {
  const found: ParsedMove[] = [];
  for (const text of snapshot.legalMoves) {
    const m = readMove(text);
    if (m && m.from === grab.pile && m.count === grab.count && m.to !== 's' && m.to !== 'w') found.push(m);
  }
  return found;
}

/**
 * What grabbing the card at `index` of `pile` holds, or null when that card cannot be picked up:
 * the top card of the waste or of a column, or a card inside a column's run when some legal move
 * carries the run from there up (sequence games, and the one-card games' shortcut runs).
 */
export function grabAt(snapshot: Snapshot, pile: string, index: number): Grab | null {
  const cards = pileCards(snapshot, pile);
  if (index < 0 || index >= cards.length || cards[index] === '#') return null;
  if (pile === 'w') return index === cards.length - 1 ? { pile, count: 1 } : null;
  if (pile[0] !== 't') return null;
  const count = cards.length - index;
  if (count === 1) return { pile, count };
  return movesFor(snapshot, { pile, count }).length > 0 ? { pile, count } : null;
}

/** The foundation (1..8) that would take `card` now, or 0. Two per suit: clubs, diamonds, hearts, spades. */
export function foundationFor(snapshot: Snapshot, card: string): number {
  const suit = suitIndex(card);
  const rank = rankNumber(card);
  if (suit < 0 || rank < 1) return 0;
  for (const slot of [suit * 2, suit * 2 + 1]) {
    const top = snapshot.foundations[slot];
    if ((top ? rankNumber(top) : 0) === rank - 1) return slot + 1;
  }
  return 0;
}

/** The bottom card of a grab (the one that lands on the target). */
export function grabCard(snapshot: Snapshot, grab: Grab): string | undefined {
  const cards = pileCards(snapshot, grab.pile);
  return cards[cards.length - grab.count];
}

/**
 * The pile ids to highlight as destinations of a grab: tableau columns, and the foundation slot
 * that takes the card (the move says only "f").
 */
export function targetPiles(snapshot: Snapshot, grab: Grab): string[] {
  const piles: string[] = [];
  for (const m of movesFor(snapshot, grab)) {
    if (m.to === 'f') {
      const card = grabCard(snapshot, grab);
      const slot = card ? foundationFor(snapshot, card) : 0;
      if (slot) piles.push(`f${slot}`);
    } else piles.push(m.to);
  }
  return piles;
}

/** The move for dropping a grab on a pile (any foundation means "f"), or null if illegal. */
export function moveForDrop(snapshot: Snapshot, grab: Grab, pile: string): string | null {
  const to = pile[0] === 'f' ? 'f' : pile;
  if (to === grab.pile) return null;
  return movesFor(snapshot, grab).find((m) => m.to === to)?.text ?? null;
}

/**
 * Whether the grab's bottom card sits on the card it builds on (one rank higher, suits as the
 * game builds: in suit in Forty Thieves): moving it to an empty column would gain nothing.
 */
export function sitsOnItsBuild(snapshot: Snapshot, grab: Grab): boolean {
  const cards = pileCards(snapshot, grab.pile);
  const card = cards[cards.length - grab.count];
  const under = cards[cards.length - grab.count - 1];
  if (grab.pile[0] !== 't' || !card || !under || under === '#') return false;
  const build = findVariant(snapshot.variant)?.build;
  return !!build && rankNumber(under) === rankNumber(card) + 1 && build.suitsFit(suitIndex(card), suitIndex(under));
}

/**
 * The move a single click makes when there is one sensible destination: the foundation first,
 * then the only non-empty column that takes it, then (when no non-empty column does) the first
 * empty column, unless the card sits on the card it builds on. Null means "select and wait for a
 * destination".
 */
export function autoMove(snapshot: Snapshot, grab: Grab): string | null {
  const moves = movesFor(snapshot, grab);
  const home = moves.find((m) => m.to === 'f');
  if (home) return home.text;
  const columns = moves.filter((m) => m.to[0] === 't');
  const isEmpty = (m: ParsedMove) => pileCards(snapshot, m.to).length === 0;
  const filled = columns.filter((m) => !isEmpty(m));
  if (filled.length === 1) return filled[0].text;
  if (filled.length === 0 && !sitsOnItsBuild(snapshot, grab)) {
    const empty = columns.filter(isEmpty).sort((a, b) => Number(a.to.slice(1)) - Number(b.to.slice(1)));
    if (empty.length) return empty[0].text;
  }
  return null;
}

/** What clicking the stock does: turn it, or turn the waste over (redeal), or nothing. */
export function stockMove(snapshot: Snapshot): string | null {
  if (snapshot.legalMoves.includes('s>w')) return 's>w';
  if (snapshot.legalMoves.includes('w>s')) return 'w>s';
  return null;
}

/** The piles and cards a hint points at. */
export interface HintMarks {
  source?: Grab | { pile: 's'; count: number };
  target?: string;
}

export function hintMarks(snapshot: Snapshot, move: string | null): HintMarks {
  const m = move ? readMove(move) : null;
  if (!m) return {};
  const marks: HintMarks = { source: { pile: m.from, count: m.count } as Grab };
  if (m.to === 'f') {
    const card = m.from === 's' ? undefined : grabCard(snapshot, { pile: m.from, count: 1 });
    const slot = card ? foundationFor(snapshot, card) : 0;
    if (slot) marks.target = `f${slot}`;
  } else marks.target = m.to;
  return marks;
}
