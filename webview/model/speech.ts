// What the board says in words: the names of the piles (for their aria-labels) and sentences for
// moves, automatic moves, hints, wins and losses (for the live region). Every sentence a whole
// message of the bundle (l10n.t), plurals by the display language's rules. Pure: no DOM.

import * as l10n from '@vscode/l10n';
import type { Snapshot, Winnability } from '../../src/protocol';
import { cardName, pileWords, rankName, suitName, variantTitle } from './names';
import { listOr, plural, sentences } from './locale';
import { Grab, grabCard, rankNumber, suitIndex, targetPiles } from './moves';
import type { PlayedMove, StepFrames } from './frames';

// ---- Piles -------------------------------------------------------------------------------------

export function stockLabel(s: Pick<Snapshot, 'stockCount' | 'redealsLeft' | 'legalMoves'>): string {
  const n = s.stockCount;
  if (n) return plural(n, l10n.t('Stock, {0} card', n), l10n.t('Stock, {0} cards', n));
  const r = s.redealsLeft;
  if (s.legalMoves.includes('w>s')) {
    return plural(
      r,
      l10n.t('Stock, empty: turn the waste over, {0} redeal left', r),
      l10n.t('Stock, empty: turn the waste over, {0} redeals left', r),
    );
  }
  return l10n.t('Stock, empty');
}

export function wasteLabel(waste: readonly string[]): string {
  if (!waste.length) return l10n.t('Waste, empty');
  const [top, n] = [cardName(waste[waste.length - 1]), waste.length];
  return plural(n, l10n.t('Waste, top card {0}, {1} card', top, n), l10n.t('Waste, top card {0}, {1} cards', top, n));
}

export function foundationLabel(top: string | null): string {
  return top ? l10n.t('Foundation, {0} up to {1}', suitName(suitIndex(top)), rankName(rankNumber(top))) : l10n.t('Foundation, empty');
}

export function columnLabel(column: readonly string[], index: number): string {
  const [number, n] = [index + 1, column.length];
  if (!n) return l10n.t('Column {0}, empty', number);
  const down = column.filter((c) => c === '#').length;
  const top = cardName(column[n - 1]);
  if (down) return l10n.t('Column {0}, {1} cards, {2} face down, top card {3}', number, n, down, top);
  return plural(
    n,
    l10n.t('Column {0}, {1} card, top card {2}', number, n, top),
    l10n.t('Column {0}, {1} cards, top card {2}', number, n, top),
  );
}

/** "Seven of Clubs" or "Seven of Clubs and the 2 cards on it". */
export function grabWords(snapshot: Snapshot, grab: Grab): string {
  const card = grabCard(snapshot, grab);
  const name = card && card !== '#' ? cardName(card) : l10n.t('The card');
  const more = grab.count - 1;
  return more ? plural(more, l10n.t('{0} and the {1} card on it', name, more), l10n.t('{0} and the {1} cards on it', name, more)) : name;
}

export function pickUpWords(snapshot: Snapshot, grab: Grab): string {
  const targets = listOr(targetPiles(snapshot, grab).map((pile) => pileWords(pile)));
  return l10n.t('Picked up {0}. It can go to {1}. Enter puts it down, Escape cancels.', grabWords(snapshot, grab), targets);
}

// ---- Moves -------------------------------------------------------------------------------------

const nameOf = (card: string | null | undefined): string => (card ? cardName(card) : l10n.t('A card'));

export function moveSentence(p: PlayedMove): string {
  const { move, cards } = p;
  let text: string;
  if (move.from === 's' && move.to === 'w') {
    // More than one card: every language here says them with its "other" plural.
    text =
      cards.length > 1
        ? l10n.t('{0} cards turned from the stock, {1} on top.', cards.length, nameOf(cards[cards.length - 1]))
        : l10n.t('{0} turned from the stock.', nameOf(cards[0]));
  } else if (move.from === 'w' && move.to === 's') {
    text = l10n.t('The waste turned over to make a new stock.');
  } else {
    const [name, more, to] = [nameOf(cards[0]), cards.length - 1, pileWords(move.to)];
    text = more
      ? plural(
          more,
          l10n.t('{0} and the {1} card on it to {2}.', name, more, to),
          l10n.t('{0} and the {1} cards on it to {2}.', name, more, to),
        )
      : l10n.t('{0} to {1}.', name, to);
  }
  if (!p.revealed?.card) return text;
  return sentences(text, l10n.t('{0} turned face up in {1}.', cardName(p.revealed.card), pileWords(p.revealed.pile)));
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
  return sentences(played, end);
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
        parts.push(l10n.t('Solve plays the rest of the game, {0} moves of its own.', step.length)); // more than LONG_STEP: plural "other"
      } else if (replay) {
        const said = replay.moves.map(moveSentence);
        if (autos.length > MANY_AUTOS) parts.push(said[0], l10n.t('Then {0} cards to the foundations.', autos.length));
        else parts.push(...said);
      } else parts.push(l10n.t('Moved.'));
      break;
    }
    case 'undo':
      parts.push(
        plural(next.moveCount, l10n.t('Undone. {0} move played.', next.moveCount), l10n.t('Undone. {0} moves played.', next.moveCount)),
      );
      break;
    case 'redo':
      parts.push(
        plural(next.moveCount, l10n.t('Redone. {0} move played.', next.moveCount), l10n.t('Redone. {0} moves played.', next.moveCount)),
      );
      break;
    case 'restart':
      parts.push(l10n.t('Restarted from the deal. Undo brings back the game before it.'));
      break;
    case 'deal':
    case 'restore':
      if (!previous || previous.variant !== next.variant || previous.dealNumber !== next.dealNumber || next.lastAction === 'deal') {
        const game = variantTitle(next.variant);
        parts.push(next.dealNumber !== null ? l10n.t('{0}, deal {1}.', game, next.dealNumber) : l10n.t('{0}, custom deal.', game));
      }
      break;
  }
  const end = next.status !== 'playing' && previous?.status !== next.status ? END_WORDS[next.status](next) : '';
  return { played: sentences(...parts), end };
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
  const n = s.moveCount;
  return plural(n, l10n.t('You won! All 104 cards are home in {0} move.', n), l10n.t('You won! All 104 cards are home in {0} moves.', n));
}

export function lostWords(s: Snapshot): string {
  return l10n.t('No moves left: the game is lost with {0} of 104 cards home. Undo, restart or deal again.', s.cardsHome);
}

/** The MOVES counter's number in words: the player's moves, Solve's line counting none. */
export function solvedWords(s: Snapshot): string {
  const n = s.moveCount;
  if (!n) return l10n.t('All 104 cards are home. Solved by the computer: not counted as a win.');
  return plural(
    n,
    l10n.t('All 104 cards are home. Solved by the computer after your {0} move: not counted as a win.', n),
    l10n.t('All 104 cards are home. Solved by the computer after your {0} moves: not counted as a win.', n),
  );
}

const END_WORDS = { won: wonWords, solved: solvedWords, lost: lostWords } as const;

/** What the table's keys do, in a sentence (the table's description). */
export const tableKeysWords = (): string =>
  l10n.t('Arrow keys move between the piles, Enter picks up and puts down, question mark opens the help with the rules and every key.');

/** A hint's words, and the way back it offers: undo `steps` moves to the last position that still wins. */
export function wayBackWords(hint: string, steps: number): string {
  const offer = plural(
    steps,
    l10n.t('Undo {0} move is offered: press B, or the button.', steps),
    l10n.t('Undo {0} moves is offered: press B, or the button.', steps),
  );
  return sentences(hint, offer);
}

/** The solver's quiet verdict in the toolbar: "still winnable". */
export function winnabilityWords(w: Winnability): string {
  if (w === 'checking') return l10n.t('checking…');
  if (w === 'winnable') return l10n.t('still winnable');
  if (w === 'lost') return l10n.t('no longer winnable');
  return l10n.t('not known yet');
}

/** "The game can no longer be won." when the solver's verdict turns so; remembers the verdict. */
export class VerdictWords {
  private last: Winnability | null = null;

  words(snapshot: Snapshot): string {
    if (snapshot.review) return ''; // the review says each position's mark itself
    const verdict = snapshot.winnability;
    let words = '';
    if (verdict === 'winnable' || verdict === 'lost') {
      if (verdict === 'lost' && this.last === 'winnable' && snapshot.status === 'playing') words = l10n.t('The game can no longer be won.');
      this.last = verdict;
    } else if (verdict === null) this.last = null;
    return words;
  }
}
