// What a hint says: the next move of a winning line, the way back from a lost position, or the
// most promising move when nothing is known yet.

import { Game, GameRecord, describeMove, heuristicMove, replay } from '../engine/index';
import type { Winnability } from '../protocol';
import { LineVerdicts, Verdict } from '../game/line-verdicts';
import { searchLine } from './losing-move';
import { SolveJob, SolveOutcome, SolverBackend, jobOf } from './solver-backend';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, one } from '../l10n';

export interface Hint {
  /** What the solver found: the answer for this position, which the indicator can reuse. */
  outcome: SolveOutcome;
  move: string | null;
  /** The whole winning line from this position, when the outcome is 'won'. */
  line?: string[];
  text: string;
  /** When the position is lost: how many steps back the last position that still wins is. */
  undoSteps?: number;
}

/**
 * A hint answers within a second: the solver's target is 1 s at the 90th percentile. On the
 * 180 positions of `npm run bench:solver`, 2 s found a winning line for 3 more (106 against 103)
 * but kept the player waiting a second longer on the 40% it could not settle.
 */
export const HINT_BUDGET_MS = 1000;
/**
 * The way back from a lost game. Each earlier position the solver tries gets WAY_BACK_BUDGET_MS,
 * and all of them together about WAY_BACK_TOTAL_MS: the player is waiting. (Trying up to 40
 * positions at 1.5 s each took 33–57 s on lost Forty Thieves and Maria games, mostly to answer
 * that nothing was found.) The indicator's verdicts are looked up for the WAY_BACK_LOOKUPS
 * positions before the lost one (each is a replay of a few steps).
 */
const WAY_BACK_BUDGET_MS = 1000;
const WAY_BACK_TOTAL_MS = 5000;
/** As many positions as WAY_BACK_TOTAL_MS holds at WAY_BACK_BUDGET_MS each (solvers that answer at once stop here too). */
const WAY_BACK_SOLVES = WAY_BACK_TOTAL_MS / WAY_BACK_BUDGET_MS;
const WAY_BACK_LOOKUPS = 200;

/** What a hint can use beyond the solver: verdicts and lines known already, and a way to say it is busy. */
export interface HintHelpers {
  /** The verdict already known for a position (the indicator's, or an earlier hint's). */
  known?: (job: SolveJob) => Winnability;
  /** A winning line known already for a position, if any (WinnabilityTracker.lineFor). */
  line?: (job: SolveJob) => string[] | undefined;
  /** Called with a message while a slow part of the answer is still being worked out. */
  progress?: (text: string) => void;
  /** A clock in milliseconds (tests pass their own). */
  now?: () => number;
  /** The game after the first n steps of the record (GameSession.gameAfter); default a replay. */
  gameAt?: (stepCount: number) => Game;
  /** What is known of the game's positions (GameSession.verdicts: the indicator's, the deal's proof, the review's). */
  verdicts?: () => LineVerdicts;
  /** Takes in what the way back found about a position (GameController.learn). */
  learn?: (position: number, verdict: Verdict) => void;
  /** The player's language (English when not given). */
  l10n?: L10n;
}

/** Answers a hint request for the game the record leads to. */
export async function findHint(
  solver: SolverBackend,
  record: GameRecord,
  game: Game,
  signal?: AbortSignal,
  helpers: HintHelpers = {},
): Promise<Hint> {
  // A line found before (by the indicator, an earlier hint) answers at once, and the same way
  // the indicator does: a hint never says "no winning line" beside "still winnable".
  const job = jobOf(game);
  const l10n = helpers.l10n ?? ENGLISH;
  const knownLine = helpers.line?.(job);
  const answer = knownLine ? { result: 'won' as const, moves: knownLine } : await solver.solve(job, HINT_BUDGET_MS, signal);
  if (answer.result === 'won' && answer.moves.length) {
    const move = shownMove(answer.moves[0]);
    return { outcome: 'won', move, line: answer.moves, text: l10n.t('{0}: this leads to a win.', describeMove(game, move, l10n)) };
  }
  if (answer.result === 'lost') {
    helpers.progress?.(l10n.t('This position can no longer be won. Looking for the last position that still wins…'));
    const back = await findWayBack(solver, record, signal, helpers);
    if (back !== undefined) {
      return {
        outcome: 'lost',
        move: null,
        undoSteps: back,
        text: one(l10n, back)
          ? l10n.t('This position can no longer be won. Undoing {0} move brings back a position that still wins.', back)
          : l10n.t('This position can no longer be won. Undoing {0} moves brings back a position that still wins.', back),
      };
    }
    return {
      outcome: 'lost',
      move: null,
      text: l10n.t('This position can no longer be won, and no earlier position that wins was found.'),
    };
  }
  const found = heuristicMove(game);
  const move = found && shownMove(found);
  return {
    outcome: 'unknown',
    move,
    text: move ? l10n.t('No winning line found yet. {0} looks best.', describeMove(game, move, l10n)) : l10n.t('There is no move left.'),
  };
}

/**
 * The move a hint shows: the stock is face down, so a line that plays the stock's top card
 * directly is shown as turning the stock (which the player does to see it), never naming the card.
 */
const shownMove = (move: string): string => (move.startsWith('s>') ? 's>w' : move);

/**
 * How many steps back the most recent position found winnable is, or undefined if none is known.
 * Winnability only ever goes from yes to no along a game, so everything known already narrows the
 * search (the verdicts of the game's positions, then the indicator's answers on the positions just
 * before the lost one), and the solver bisects what is left (searchLine) until the time is up.
 */
export async function findWayBack(
  solver: SolverBackend,
  record: GameRecord,
  signal?: AbortSignal,
  helpers: HintHelpers = {},
): Promise<number | undefined> {
  const { known = () => 'checking', now = () => Date.now(), gameAt = (stepCount) => replay(record, stepCount) } = helpers;
  const steps = record.steps.length;
  let verdicts = helpers.verdicts?.() ?? LineVerdicts.NONE;
  const learn = (position: number, verdict: Verdict) => {
    verdicts = verdicts.with(position, verdict);
    helpers.learn?.(position, verdict);
  };
  learn(steps, 'lost');
  const oldest = Math.max(verdicts.winnableTo + 1, steps - WAY_BACK_LOOKUPS);
  for (let step = Math.min(steps, verdicts.lostFrom) - 1; step >= oldest && verdicts.winnableTo < step; step--) {
    const verdict = known(jobOf(gameAt(step)));
    if (verdict === 'winnable' || verdict === 'lost') learn(step, verdict);
  }
  const started = now();
  const tried = new Set<number>();
  await searchLine({
    verdicts: () => verdicts,
    last: steps,
    tried,
    solve: async (step) => (await solver.solve(jobOf(gameAt(step)), WAY_BACK_BUDGET_MS, signal)).result,
    learn,
    stop: () => now() - started >= WAY_BACK_TOTAL_MS || tried.size >= WAY_BACK_SOLVES,
  });
  return verdicts.winnableTo >= 0 && verdicts.winnableTo < steps ? steps - verdicts.winnableTo : undefined;
}
