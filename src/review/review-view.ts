// What the board is sent of the review (ReviewShown): the marks, the words of every move, what
// the review found in a sentence, and the next move of a winning line from the position shown. It
// never guesses: what the solver could not decide is said to be not known.

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, Game, GameRecord, L10n, isRestartStep, isWon, playStepInPlace } from '../engine/index';
import { cloneState } from '../engine/game';
import type { LineVerdicts } from '../game/line-verdicts';
import type { ReviewShown } from '../protocol';
import { insteadWords, moveWords, stepWords } from './review-words';

/** What the review knows besides the verdicts. */
export interface ReviewFacts {
  /** The line of play reviewed (the steps, then those that can be redone). */
  line: GameRecord['steps'];
  /** The words of each step of the line (lineWords). */
  words: string[];
  /** Whether the line ends with Solve's winning line. */
  solved: boolean;
  /** Which steps of the line are Solve's demonstrations (GameRecord.solvedAt). */
  solvedAt: readonly number[];
  /** The game after `position` steps of the line. */
  gameAt(position: number): Game;
  shown: number;
  /** How many positions the solver was asked about so far, and whether it is still asking. */
  asked: number;
  searching: boolean;
  /** A winning line known from a position, if any. */
  lineFrom(game: Game): string[] | undefined;
  /** The translator of the review's words (English when none). */
  l10n?: L10n;
}

/** The words of each step of the line, in one replay from the first position. */
export function lineWords(first: Game, line: GameRecord['steps'], solvedAt: readonly number[] = [], l10n: L10n = ENGLISH): string[] {
  const state = cloneState(first);
  return line.map((step, i) => {
    const words = stepWords(state, step, solvedAt.includes(i), l10n);
    playStepInPlace(state, step, first);
    return words;
  });
}

const MARK = { winnable: 'w', lost: 'l' } as const;

export function reviewShown(facts: ReviewFacts, verdicts: LineVerdicts): ReviewShown {
  const last = facts.line.length;
  const { winnableTo, lostFrom } = verdicts;
  const unknown = Math.min(lostFrom, last + 1) - winnableTo - 1;
  return {
    marks: Array.from({ length: last + 1 }, (_, i) => {
      const verdict = verdicts.at(i);
      return verdict ? MARK[verdict] : 'u';
    }).join(''),
    moves: facts.words,
    shown: facts.shown,
    summary: summary(facts, verdicts),
    losingMove: lostFrom === winnableTo + 1 && lostFrom > 0 ? lostFrom : null,
    next: nextMove(facts, verdicts),
    progress: facts.searching ? { asked: facts.asked, of: facts.asked + Math.ceil(Math.log2(unknown + 1)) + 1 } : null,
  };
}

/** Two sentences, one after the other. */
const sentences = (l10n: L10n, first: string, second: string): string =>
  second ? l10n.t({ message: '{0} {1}', args: [first, second], comment: 'Two sentences, one after the other' }) : first;

function summary(facts: ReviewFacts, verdicts: LineVerdicts): string {
  const l10n = facts.l10n ?? ENGLISH;
  const last = facts.line.length;
  const { winnableTo: w, lostFrom: l } = verdicts;
  if (l === 0) return l10n.t('This deal could not be won from the start: no move lost it.');
  if (l === w + 1)
    return sentences(l10n, l10n.t('Move {0}, {1}: after it the game could not be won.', l, facts.words[l - 1]), alternative(facts, w));
  if (w >= last) {
    if (facts.solved) return l10n.t('The game stayed winnable throughout, and Solve played it out.');
    return isWon(facts.gameAt(last))
      ? l10n.t('The game stayed winnable throughout: it was won.')
      : l10n.t('The game is still winnable at every position so far.');
  }
  const looking = facts.searching ? l10n.t('The solver is still looking.') : '';
  if (l > last) {
    const known =
      w > 0
        ? l10n.t('Still winnable up to move {0}; not known after it.', w)
        : w === 0
          ? l10n.t('Still winnable up to the deal; not known after it.')
          : l10n.t('Not known yet whether this game can be won.');
    return sentences(l10n, known, looking);
  }
  if (w < 0) return sentences(l10n, l10n.t('Not known whether the deal could be won, nor which of moves 1 to {0} lost it.', l), looking);
  const between =
    l === w + 2
      ? l10n.t('Not known whether move {0} or {1} lost the game: the solver could not decide the positions between.', w + 1, l)
      : l10n.t('Not known whether moves {0} to {1} lost the game: the solver could not decide the positions between.', w + 1, l);
  return sentences(l10n, between, looking);
}

/** "Turning the stock instead still wins." from the position before the losing move, when a winning line from it is known. */
function alternative(facts: ReviewFacts, before: number): string {
  const l10n = facts.l10n ?? ENGLISH;
  const game = facts.gameAt(before);
  const line = facts.lineFrom(game);
  if (!line?.length) return facts.searching ? l10n.t('Looking for what would still have won…') : '';
  const played = facts.line[before];
  const instead = insteadWords(game, line[0], l10n);
  if (line[0] === played[0]) return l10n.t('{0} still wins, without the automatic moves home that followed it.', instead);
  return l10n.t('{0} instead still wins.', instead);
}

/** The next move of a winning line from the position shown: the game's own before the last winnable position, the solver's from it. */
function nextMove(facts: ReviewFacts, verdicts: LineVerdicts): ReviewShown['next'] {
  const p = facts.shown;
  if (verdicts.at(p) !== 'winnable') return null;
  // A restart is not a move the board can point out: the solver's first move from here is.
  if (p < verdicts.winnableTo && !isRestartStep(facts.line[p])) return { move: facts.line[p][0], text: facts.words[p] };
  const game = facts.gameAt(p);
  const line = facts.lineFrom(game);
  return line?.length ? { move: line[0], text: moveWords(game, line[0], facts.l10n) } : null;
}
