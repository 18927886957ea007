// What the board says in words: the names of the piles (for their aria-labels) and sentences for
// moves, automatic moves, hints, wins and losses (for the live region). Pure: no DOM.

import type { Snapshot, Winnability } from '../../src/protocol';
import { cardName, pileWords, rankName, suitName } from '../../src/engine/words';
import { Grab, grabCard, rankNumber, suitIndex, targetPiles } from './moves';
import type { PlayedMove, StepFrames } from './frames';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

// ---- Piles -------------------------------------------------------------------------------------

export function stockLabel(s: Pick<Snapshot, 'stockCount' | 'redealsLeft' | 'legalMoves'>): string {
  if (s.stockCount) return `Stock, ${plural(s.stockCount, 'card')}`;
  if (s.legalMoves.includes('w>s')) return `Stock, empty: turn the waste over, ${plural(s.redealsLeft, 'redeal')} left`;
  return 'Stock, empty';
}

export function wasteLabel(waste: readonly string[]): string {
  if (!waste.length) return 'Waste, empty';
  return `Waste, top card ${cardName(waste[waste.length - 1])}, ${plural(waste.length, 'card')}`;
}

export function foundationLabel(top: string | null): string {
  return top ? `Foundation, ${suitName(suitIndex(top))} up to ${rankName(rankNumber(top))}` : 'Foundation, empty';
}

export function columnLabel(column: readonly string[], index: number): string {
  if (!column.length) return `Column ${index + 1}, empty`;
  const down = column.filter((c) => c === '#').length;
  return `Column ${index + 1}, ${plural(column.length, 'card')}${down ? `, ${down} face down` : ''}, top card ${cardName(column[column.length - 1])}`;
}

/** "Seven of Clubs" or "Seven of Clubs and the 2 cards on it". */
export function grabWords(snapshot: Snapshot, grab: Grab): string {
  const card = grabCard(snapshot, grab);
  const name = card && card !== '#' ? cardName(card) : 'The card';
  return grab.count > 1 ? `${name} and the ${plural(grab.count - 1, 'card')} on it` : name;
}

/** "column 5, column 7 or a foundation". */
export function listOr(items: string[]): string {
  const unique = [...new Set(items)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} or ${unique[unique.length - 1]}`;
}

export function pickUpWords(snapshot: Snapshot, grab: Grab): string {
  const targets = targetPiles(snapshot, grab).map(pileWords);
  return `Picked up ${grabWords(snapshot, grab)}. It can go to ${listOr(targets)}. Enter puts it down, Escape cancels.`;
}

// ---- Moves -------------------------------------------------------------------------------------

const nameOf = (card: string | null | undefined): string => (card ? cardName(card) : 'A card');

export function moveSentence(p: PlayedMove): string {
  const { move, cards } = p;
  let text: string;
  if (move.from === 's' && move.to === 'w') {
    text =
      cards.length > 1
        ? `${plural(cards.length, 'card')} turned from the stock, ${nameOf(cards[cards.length - 1])} on top.`
        : `${nameOf(cards[0])} turned from the stock.`;
  } else if (move.from === 'w' && move.to === 's') {
    text = 'The waste turned over to make a new stock.';
  } else {
    const more = cards.length > 1 ? ` and the ${plural(cards.length - 1, 'card')} on it` : '';
    text = `${nameOf(cards[0])}${more} to ${pileWords(move.to)}.`;
  }
  if (p.revealed?.card) text += ` ${cardName(p.revealed.card)} turned face up in ${pileWords(p.revealed.pile)}.`;
  return text;
}

/** Longer lines than this (a solver's demonstration) are summed up instead of read out. */
export const LONG_STEP = 12;
/** More automatic moves than this after the player's are counted, not read out one by one. */
export const MANY_AUTOS = 4;

/** Whether a step is a solver's demonstration: a long line, not one move and the automatic moves home after it. */
export const isDemonstration = (step: readonly string[]): boolean =>
  step.length > LONG_STEP && !step.slice(1).every((m) => m.endsWith('>f'));

/** What the board says of a step: what was played, and the end of the game if the step brought it. */
export interface StepSpeech {
  played: string;
  end: string;
}

/** The words for what changed from `previous` to `next`, in one sentence or more. */
export function stepWords(previous: Snapshot | null, next: Snapshot, replay: StepFrames | null): string {
  const { played, end } = stepSpeech(previous, next, replay);
  return [played, end].filter(Boolean).join(' ');
}

/** The words for what changed, apart: a demonstration's end is said when its last card lands, not as it starts. */
export function stepSpeech(previous: Snapshot | null, next: Snapshot, replay: StepFrames | null): StepSpeech {
  const parts: string[] = [];
  // The same game shown again (a board reopened, a verdict come in): nothing moved, nothing said.
  const opening = next.lastAction === 'deal' || next.lastAction === 'restore';
  if (previous ? sameGame(previous, next) : !opening) return { played: '', end: '' };
  switch (next.lastAction) {
    case 'move': {
      const step = next.lastStep;
      // The player's move and the automatic moves home after it, or a solver's whole line (not the player's moves).
      const autos = step.slice(1);
      if (isDemonstration(step)) {
        parts.push(`Solve plays the rest of the game, ${plural(step.length, 'move')} of its own.`);
      } else if (replay) {
        const sentences = replay.moves.map(moveSentence);
        if (autos.length > MANY_AUTOS) parts.push(sentences[0], `Then ${autos.length} cards to the foundations.`);
        else parts.push(...sentences);
      } else parts.push('Moved.');
      break;
    }
    case 'undo':
      parts.push(`Undone. ${plural(next.moveCount, 'move')} played.`);
      break;
    case 'redo':
      parts.push(`Redone. ${plural(next.moveCount, 'move')} played.`);
      break;
    case 'restart':
      parts.push('Restarted from the deal. Undo brings back the game before it.');
      break;
    case 'deal':
    case 'restore':
      if (!previous || previous.variant !== next.variant || previous.dealNumber !== next.dealNumber || next.lastAction === 'deal') {
        parts.push(`${next.variantName}, ${next.dealNumber !== null ? `deal ${next.dealNumber}` : 'custom deal'}.`);
      }
      break;
  }
  const end = next.status !== 'playing' && previous?.status !== next.status ? END_WORDS[next.status](next) : '';
  return { played: parts.join(' '), end };
}

/** Whether two snapshots show the same position of the same game, reached by the same action. */
function sameGame(a: Snapshot, b: Snapshot): boolean {
  return (
    a.variant === b.variant &&
    a.dealNumber === b.dealNumber &&
    a.lastAction === b.lastAction &&
    a.moveCount === b.moveCount &&
    a.status === b.status &&
    a.lastStep.join() === b.lastStep.join() &&
    JSON.stringify(a.tableau) === JSON.stringify(b.tableau) &&
    a.waste.join() === b.waste.join()
  );
}

export function wonWords(s: Snapshot): string {
  return `You won! All 104 cards are home in ${plural(s.moveCount, 'move')}.`;
}

export function lostWords(s: Snapshot): string {
  return `No moves left: the game is lost with ${s.cardsHome} of 104 cards home. Undo, restart or deal again.`;
}

/** The MOVES counter's number in words: the player's moves, Solve's line counting none. */
export function solvedWords(s: Snapshot): string {
  const yours = s.moveCount ? ` after your ${plural(s.moveCount, 'move')}` : '';
  return `All 104 cards are home. Solved by the computer${yours}: not counted as a win.`;
}

const END_WORDS = { won: wonWords, solved: solvedWords, lost: lostWords } as const;

export const WINNABILITY_WORDS = {
  checking: 'checking…',
  winnable: 'still winnable',
  lost: 'no longer winnable',
  unknown: 'not known yet',
} as const;

/** " The game can no longer be won." when the solver's verdict turns so; remembers the verdict. */
export class VerdictWords {
  private last: Winnability | null = null;

  words(snapshot: Snapshot): string {
    if (snapshot.review) return ''; // the review says each position's mark itself
    const verdict = snapshot.winnability;
    let words = '';
    if (verdict === 'winnable' || verdict === 'lost') {
      if (verdict === 'lost' && this.last === 'winnable' && snapshot.status === 'playing') words = ' The game can no longer be won.';
      this.last = verdict;
    } else if (verdict === null) this.last = null;
    return words;
  }
}
