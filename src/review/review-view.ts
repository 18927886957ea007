// What the board is sent of the review (ReviewShown): the marks, the words of every move, what
// the review found in a sentence, and the next move of a winning line from the position shown. It
// never guesses: what the solver could not decide is said to be not known.

import { Game, GameRecord, isRestartStep, isWon, playStepInPlace } from '../engine/index';
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
}

/** The words of each step of the line, in one replay from the first position. */
export function lineWords(first: Game, line: GameRecord['steps'], solvedAt: readonly number[] = []): string[] {
  const state = cloneState(first);
  return line.map((step, i) => {
    const words = stepWords(state, step, solvedAt.includes(i));
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

/** "move 30 or 31", "moves 30 to 52". */
const movesWords = (from: number, to: number): string => (to === from + 1 ? `move ${from} or ${to}` : `moves ${from} to ${to}`);

function summary(facts: ReviewFacts, verdicts: LineVerdicts): string {
  const last = facts.line.length;
  const { winnableTo: w, lostFrom: l } = verdicts;
  if (l === 0) return 'This deal could not be won from the start: no move lost it.';
  if (l === w + 1) return `Move ${l}, ${facts.words[l - 1]}: after it the game could not be won. ${alternative(facts, w)}`.trim();
  if (w >= last) {
    if (facts.solved) return 'The game stayed winnable throughout, and Solve played it out.';
    return isWon(facts.gameAt(last))
      ? 'The game stayed winnable throughout: it was won.'
      : 'The game is still winnable at every position so far.';
  }
  const looking = facts.searching ? ' The solver is still looking.' : '';
  if (l > last) {
    const known =
      w >= 0
        ? `Still winnable up to ${w === 0 ? 'the deal' : `move ${w}`}; not known after it.`
        : 'Not known yet whether this game can be won.';
    return known + looking;
  }
  if (w < 0) return `Not known whether the deal could be won, nor which of moves 1 to ${l} lost it.${looking}`;
  return `Not known whether ${movesWords(w + 1, l)} lost the game: the solver could not decide the positions between.${looking}`;
}

/** "Turning the stock instead still wins." from the position before the losing move, when a winning line from it is known. */
function alternative(facts: ReviewFacts, before: number): string {
  const game = facts.gameAt(before);
  const line = facts.lineFrom(game);
  if (!line?.length) return facts.searching ? 'Looking for what would still have won…' : '';
  const played = facts.line[before];
  if (line[0] === played[0]) return `${insteadWords(game, line[0])} still wins, without the automatic moves home that followed it.`;
  return `${insteadWords(game, line[0])} instead still wins.`;
}

/** The next move of a winning line from the position shown: the game's own before the last winnable position, the solver's from it. */
function nextMove(facts: ReviewFacts, verdicts: LineVerdicts): ReviewShown['next'] {
  const p = facts.shown;
  if (verdicts.at(p) !== 'winnable') return null;
  // A restart is not a move the board can point out: the solver's first move from here is.
  if (p < verdicts.winnableTo && !isRestartStep(facts.line[p])) return { move: facts.line[p][0], text: facts.words[p] };
  const game = facts.gameAt(p);
  const line = facts.lineFrom(game);
  return line?.length ? { move: line[0], text: moveWords(game, line[0]) } : null;
}
