// The board's guess of the host's answer, so that a move is drawn in the frame after the click
// instead of a round trip later: a legal move of the snapshot applied to the piles it shows, and
// the positions undo and redo lead back to (snapshots the host sent before). The host stays the
// authority: its snapshot confirms the guess or replaces it. Only what the board can know is
// guessed: no stock turns (the stock is face down), and a card turned face up by a move stays "#"
// until the host says what it is. Pure: no DOM.

import type { MoveEffect, Snapshot } from '../../src/protocol';
import type { Piles, StepFrames } from './frames';
import { foundationFor, pileCards, readMove } from './moves';
import { samePosition } from './snapshot-check';

/** The position after the legal `move`, as the board can tell it; null when it cannot (stock, review, unknown cards). */
export function afterMove(s: Snapshot, move: string): Snapshot | null {
  if (s.review || s.status !== 'playing' || !s.legalMoves.includes(move)) return null;
  const m = readMove(move);
  if (!m || (m.from !== 'w' && m.from[0] !== 't') || (m.to !== 'f' && m.to[0] !== 't')) return null;
  const source = pileCards(s, m.from);
  const cards = source.slice(source.length - m.count);
  if (cards.length !== m.count || cards.includes('#')) return null;
  const slot = m.to === 'f' ? foundationFor(s, cards[0]) : 0;
  if (m.to === 'f' && (m.count !== 1 || !slot)) return null;
  const to = slot ? `f${slot}` : m.to;

  const tableau = s.tableau.map((col) => col.slice());
  const waste = s.waste.slice();
  const foundations = s.foundations.slice();
  if (m.from === 'w') waste.splice(waste.length - m.count);
  else tableau[Number(m.from.slice(1)) - 1].splice(source.length - m.count);
  if (slot) foundations[slot - 1] = cards[0];
  else {
    const column = tableau[Number(to.slice(1)) - 1];
    if (!column) return null;
    column.push(...cards);
  }
  const effect: MoveEffect = { move, from: m.from, to, cards, auto: false };
  return {
    ...s,
    tableau,
    waste,
    foundations,
    // Until the host answers, the board takes no other move (the input waits for the answer); the
    // stock's moves stay, as the stock is drawn by them (its redeal mark would blink otherwise).
    legalMoves: s.legalMoves.filter((m) => m === 's>w' || m === 'w>s'),
    lastStep: [move],
    lastStepEffects: [effect],
    lastAction: 'move',
    moveCount: s.moveCount + 1,
    cardsHome: s.cardsHome + (slot ? 1 : 0),
    canUndo: true,
    canRedo: false,
    notice: null,
    hint: null,
  };
}

/** Same cards in the same places; a face-down card ("#") in `guess` may have been turned up in `host`. */
export function samePiles(guess: Piles, host: Piles): boolean {
  const sameList = (a: readonly (string | null)[], b: readonly (string | null)[]) =>
    a.length === b.length && a.every((card, i) => card === b[i] || (card === '#' && b[i] !== null && b[i] !== '#'));
  return (
    guess.stockCount === host.stockCount &&
    sameList(guess.waste, host.waste) &&
    sameList(guess.foundations, host.foundations) &&
    guess.tableau.length === host.tableau.length &&
    guess.tableau.every((col, c) => sameList(col, host.tableau[c]))
  );
}

/**
 * What is left to draw of the host's step once the board drew its guess of the first move: null
 * when the host's piles are the guess's (the guess holds), the rest of the step's frames when the
 * step began with the guessed move (automatic moves home after it), or 'redraw' when the host did
 * something else (its position is drawn at once).
 */
export function restOfStep(guess: Piles, host: Piles, replay: StepFrames | null): { start: Piles; rest: StepFrames } | null | 'redraw' {
  const drawn = (p: Piles) => JSON.stringify([p.tableau, p.waste, p.foundations, p.stockCount]);
  if (drawn(guess) === drawn(host)) return null;
  if (replay && replay.frames.length > 1 && samePiles(guess, replay.frames[0])) {
    return { start: replay.frames[0], rest: { frames: replay.frames.slice(1), moves: replay.moves.slice(1) } };
  }
  return 'redraw';
}

/** At most this many positions are kept for undo (the snapshots are small, but games are long). */
const KEPT = 300;

/**
 * The host's positions the player can go back and forth between: each snapshot before a step
 * (for undo) and each undone one (for redo), as long as the host's snapshots follow each other
 * by steps, undos and redos of the same game.
 */
export class PositionHistory {
  private back: Snapshot[] = [];
  private ahead: Snapshot[] = [];

  /** The host went from `before` to `after` (two snapshots it sent, one after the other). */
  record(before: Snapshot | null, after: Snapshot): void {
    if (before !== null && samePosition(before, after)) return;
    const sameGame =
      before !== null && !before.review && !after.review && before.variant === after.variant && before.dealNumber === after.dealNumber;
    const piles = (s: Snapshot) => JSON.stringify([s.tableau, s.waste, s.foundations, s.stockCount]);
    if (sameGame && after.lastAction === 'move') {
      this.back.push(before);
      if (this.back.length > KEPT) this.back.shift();
      this.ahead = [];
    } else if (sameGame && after.lastAction === 'undo' && this.back.length && piles(this.back[this.back.length - 1]) === piles(after)) {
      this.back.pop();
      this.ahead.push(before);
    } else if (sameGame && after.lastAction === 'redo' && this.ahead.length && piles(this.ahead[this.ahead.length - 1]) === piles(after)) {
      this.ahead.pop();
      this.back.push(before);
    } else {
      this.back = [];
      this.ahead = [];
    }
  }

  /** The position undo leads to from `current`, or null when the board does not know it. */
  undone(current: Snapshot): Snapshot | null {
    const to = this.back[this.back.length - 1];
    return current.canUndo && to ? revisit(to, current, 'undo', { canUndo: to.canUndo, canRedo: true }) : null;
  }

  /** The position redo leads to from `current`, or null when the board does not know it. */
  redone(current: Snapshot): Snapshot | null {
    const to = this.ahead[this.ahead.length - 1];
    return current.canRedo && to ? revisit(to, current, 'redo', { canUndo: true, canRedo: this.ahead.length > 1 }) : null;
  }
}

/** A position the host sent before, shown again: its piles and counters, the rest as now. */
function revisit(to: Snapshot, now: Snapshot, lastAction: 'undo' | 'redo', can: { canUndo: boolean; canRedo: boolean }): Snapshot {
  return {
    ...now,
    tableau: to.tableau,
    waste: to.waste,
    foundations: to.foundations,
    stockCount: to.stockCount,
    redealsLeft: to.redealsLeft,
    legalMoves: to.legalMoves,
    moveCount: to.moveCount,
    cardsHome: to.cardsHome,
    status: to.status,
    winnability: to.winnability,
    lastStep: [],
    lastStepEffects: [],
    lastAction,
    ...can,
    notice: null,
    hint: null,
  };
}
