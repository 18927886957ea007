// What the solver means for the player: hints, the "still winnable?" indicator, the way back
// from a lost position, and the demonstration of a winning line. The search runs elsewhere (a
// worker thread) behind `SolverBackend`, so this module stays testable in plain Node.

import { Game, GameRecord, VariantId, describeMove, heuristicMove, replay } from '../engine/index';
import type { Winnability } from '../protocol';
import { cloneState } from '../engine/game';
import { playInPlace } from '../engine/moves';
import type { SearchStrategy } from '../engine/solver/index';

export type SolveOutcome = 'won' | 'lost' | 'unknown';

/** A position to solve (the worker gets the position itself, never the history that led to it). */
export interface SolveJob {
  variant: VariantId;
  game: Game;
}

export interface SolveAnswer {
  result: SolveOutcome;
  moves: string[];
}

export interface SolverBackend {
  /**
   * Solves the position the job leads to, with the solver's default strategy unless one is
   * given; rejects with an AbortError-like Error when cancelled.
   */
  solve(job: SolveJob, timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer>;
}

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
export const INDICATOR_BUDGET_MS = 5000;
export const SOLVE_BUDGET_MS = 10000;
/**
 * The way back from a lost game. Each earlier position the solver tries gets WAY_BACK_BUDGET_MS,
 * and all of them together about WAY_BACK_TOTAL_MS: the player is waiting. (Trying up to 40
 * positions at 1.5 s each took 33–57 s on lost Forty Thieves and Maria games, mostly to answer
 * that nothing was found.)
 */
const WAY_BACK_BUDGET_MS = 1000;
const WAY_BACK_TOTAL_MS = 5000;
const WAY_BACK_MAX_STEPS = 40;
/** How many winning lines the tracker keeps (each a few hundred moves). */
const KNOWN_LINES = 20;
/** How many verdicts the tracker keeps (the oldest go first): a long game's memory stays flat. */
export const KNOWN_POSITIONS = 1000;

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
}

export const jobOf = (game: Game): SolveJob => ({ variant: game.variant.id, game });

/**
 * A 64-bit hash of a position, as 16 hex digits: the game, every pile and every card, face-down
 * ones too (two FNV-style hashes with different multipliers). The tracker's key.
 */
export function positionKey(game: Game): string {
  let a = 0x811c9dc5;
  let b = 0x3c6ef372;
  const add = (n: number) => {
    a = Math.imul(a ^ n, 0x01000193);
    b = Math.imul(b ^ n, 0x5bd1e995);
    b ^= b >>> 15;
  };
  for (let i = 0; i < game.variant.id.length; i++) add(game.variant.id.charCodeAt(i));
  game.cols.forEach((col, i) => {
    add(1000 + col.length);
    add(2000 + game.down[i]);
    for (const card of col) add(card);
  });
  add(3000 + game.stock.length);
  for (const card of game.stock) add(card);
  add(4000 + game.waste.length);
  for (const card of game.waste) add(card);
  for (const rank of game.found) add(5000 + rank);
  add(6000 + game.redealsLeft);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
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
  const knownLine = helpers.line?.(job);
  const answer = knownLine ? { result: 'won' as const, moves: knownLine } : await solver.solve(job, HINT_BUDGET_MS, signal);
  if (answer.result === 'won' && answer.moves.length) {
    return {
      outcome: 'won',
      move: answer.moves[0],
      line: answer.moves,
      text: `${describeMove(game, answer.moves[0])}: this leads to a win.`,
    };
  }
  if (answer.result === 'lost') {
    helpers.progress?.('This position can no longer be won. Looking for the last position that still wins…');
    const back = await findWayBack(solver, record, signal, helpers);
    if (back !== undefined) {
      return {
        outcome: 'lost',
        move: null,
        undoSteps: back,
        text: `This position can no longer be won. Undoing ${back} ${back === 1 ? 'move' : 'moves'} brings back a position that still wins.`,
      };
    }
    return { outcome: 'lost', move: null, text: 'This position can no longer be won, and no earlier position that wins was found.' };
  }
  const move = heuristicMove(game);
  return {
    outcome: 'unknown',
    move,
    text: move ? `No winning line found yet. ${describeMove(game, move)} looks best.` : 'There is no move left.',
  };
}

/**
 * How many steps back the most recent position found winnable is, or undefined if none was found.
 * Winnability only ever goes from yes to no along a game (a position that wins also wins from
 * every earlier one), so verdicts known already narrow the search: the last step known winnable
 * is an answer, and nothing after a step known lost can be. The solver tries the steps between,
 * most recent first, until one wins or the time is up.
 */
export async function findWayBack(
  solver: SolverBackend,
  record: GameRecord,
  signal?: AbortSignal,
  helpers: HintHelpers = {},
): Promise<number | undefined> {
  const { known = () => 'checking', now = () => Date.now(), gameAt = (stepCount) => replay(record, stepCount) } = helpers;
  const steps = record.steps.length;
  const oldest = Math.max(0, steps - WAY_BACK_MAX_STEPS);
  let winnable = -1; // the latest step known to win
  let lostFrom = steps; // the earliest step known lost
  for (let step = steps - 1; step >= oldest && winnable < 0; step--) {
    const verdict = known(jobOf(gameAt(step)));
    if (verdict === 'winnable') winnable = step;
    else if (verdict === 'lost') lostFrom = step;
  }
  const started = now();
  for (let step = lostFrom - 1; step > winnable && step >= oldest; step--) {
    if (now() - started >= WAY_BACK_TOTAL_MS) break;
    const answer = await solver.solve(jobOf(gameAt(step)), WAY_BACK_BUDGET_MS, signal);
    if (answer.result === 'won') return steps - step;
  }
  return winnable >= 0 ? steps - winnable : undefined;
}

/**
 * Solve's search: one at a time, a new one cancelling the one still searching (the player asked
 * again, or the game moved on). Hints ask a solver of their own, so neither waits for the other.
 */
export class SolveSearch {
  private request: AbortController | undefined;
  /** The position being searched, while a search runs (the board disables its Solve button). */
  job: SolveJob | undefined;

  constructor(
    private readonly solver: SolverBackend,
    private readonly onChange: () => void,
  ) {}

  /** A winning line or a verdict; undefined when this search was replaced or cancelled. */
  async run(job: SolveJob): Promise<SolveAnswer | undefined> {
    this.stop();
    const request = (this.request = new AbortController());
    this.job = job;
    this.onChange();
    try {
      return await this.solver.solve(job, SOLVE_BUDGET_MS, request.signal);
    } catch (error) {
      if (request.signal.aborted) return undefined;
      throw error;
    } finally {
      if (this.request === request) {
        this.stop();
        this.onChange();
      }
    }
  }

  cancel(): void {
    if (!this.request) return;
    this.stop();
    this.onChange();
  }

  private stop(): void {
    this.request?.abort();
    this.request = undefined;
    this.job = undefined;
  }
}

/** One search of a portfolio: a solver (its own thread) and the strategy it runs there. */
export interface PortfolioLane {
  solver: SolverBackend;
  strategy: SearchStrategy;
}

/**
 * The same position searched with different strategies at once, each on its own thread: the
 * depth-first and best-first searches decide different positions. The first decisive answer
 * (won or lost) settles it and cancels the others at once; 'unknown' when none decides. A search
 * that fails or is cancelled leaves the answer to the others (when all fail: the first one's error).
 */
export class PortfolioSolver implements SolverBackend {
  constructor(private readonly lanes: readonly PortfolioLane[]) {}

  async solve(job: SolveJob, timeMs: number, signal?: AbortSignal): Promise<SolveAnswer> {
    if (signal?.aborted) throw new Error('cancelled');
    const lanes = new AbortController();
    const stop = () => lanes.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const searches = this.lanes.map(({ solver, strategy }) => solver.solve(job, timeMs, lanes.signal, strategy));
    try {
      const decisive = searches.map(async (search) => {
        const answer = await search;
        if (answer.result === 'unknown') throw new Error('undecided');
        return answer;
      });
      const answer = await Promise.any(decisive).catch(async () => {
        // None decided: 'unknown' if any answered, else the first failure.
        const settled = await Promise.allSettled(searches);
        const answered = settled.find((s) => s.status === 'fulfilled');
        if (answered) return answered.value;
        throw (settled[0] as PromiseRejectedResult).reason;
      });
      if (signal?.aborted) throw new Error('cancelled');
      return answer;
    } finally {
      lanes.abort(); // the searches still running stop at once
      signal?.removeEventListener('abort', stop);
    }
  }
}

/**
 * Keeps one background "is this still winnable?" answer per position, cancelling the previous
 * job when the position changes. Results are remembered by position (a hash, so a long game's
 * memory stays flat: at most KNOWN_POSITIONS verdicts and KNOWN_LINES lines), so undo, redo and
 * a position reached again answer at once.
 */
export class WinnabilityTracker {
  private readonly known = new Map<string, Winnability>();
  /** The most recent winning lines found, newest last, each with the positions along it (key → moves played of it). */
  private readonly lines: { line: string[]; along: Map<string, number> }[] = [];
  private running: AbortController | undefined;
  private currentKey = '';

  constructor(
    private readonly solver: SolverBackend,
    private readonly onChange: () => void,
  ) {}

  get(job: SolveJob): Winnability {
    return this.known.get(positionKey(job.game)) ?? 'checking';
  }

  /** How much the tracker holds: verdicts, and positions along the lines it keeps. */
  get size(): { verdicts: number; linePositions: number } {
    return { verdicts: this.known.size, linePositions: this.lines.reduce((n, { along }) => n + along.size, 0) };
  }

  /**
   * A winning line from the job's position, if one is known: found for this position, or for
   * an earlier one whose line the moves since then have followed (a player taking the hints,
   * or undoing back to a known position).
   */
  lineFor(job: SolveJob): string[] | undefined {
    const key = positionKey(job.game);
    for (let i = this.lines.length - 1; i >= 0; i--) {
      const { line, along } = this.lines[i];
      const played = along.get(key);
      if (played !== undefined) return line.slice(played);
    }
    return undefined;
  }

  private rememberLine(job: SolveJob, line: string[]): void {
    if (line.length === 0 || this.lineFor(job)?.length === line.length) return; // nothing new
    const along = new Map<string, number>();
    const state = cloneState(job.game);
    // Every position of the line but the last (the game is won there: no line is left).
    for (let played = 0; played < line.length; played++) {
      along.set(positionKey(state), played);
      playInPlace(state, line[played]);
    }
    this.lines.push({ line, along });
    if (this.lines.length > KNOWN_LINES) this.lines.shift();
  }

  private setKnown(key: string, verdict: Winnability): void {
    this.known.delete(key); // re-inserted: the newest are kept
    this.known.set(key, verdict);
    if (this.known.size > KNOWN_POSITIONS) this.known.delete(this.known.keys().next().value!);
  }

  /** Starts checking the position if it is not known yet. */
  check(job: SolveJob): void {
    const key = positionKey(job.game);
    if (key === this.currentKey) return;
    this.currentKey = key;
    this.running?.abort();
    this.running = undefined;
    if (this.known.has(key)) return;
    if (this.lineFor(job)) {
      // On a known winning line: winnable, with no search.
      this.setKnown(key, 'winnable');
      this.onChange();
      return;
    }
    const controller = new AbortController();
    this.running = controller;
    this.solver.solve(job, INDICATOR_BUDGET_MS, controller.signal).then(
      (answer) => {
        this.setKnown(key, answer.result === 'won' ? 'winnable' : answer.result === 'lost' ? 'lost' : 'unknown');
        if (answer.result === 'won') this.rememberLine(job, answer.moves);
        if (this.running === controller) this.running = undefined;
        this.onChange();
      },
      () => {
        // Cancelled or failed: the indicator stays at "not known yet".
        if (this.running === controller) this.running = undefined;
      },
    );
  }

  /** A verdict reached elsewhere (a hint, Solve) is remembered too, with its winning line. */
  remember(job: SolveJob, outcome: SolveOutcome, line: string[] = []): void {
    if (outcome !== 'unknown') this.setKnown(positionKey(job.game), outcome === 'won' ? 'winnable' : 'lost');
    if (outcome === 'won') this.rememberLine(job, line);
  }

  /** Stops the background check so that a request the player is waiting for runs first. */
  pause(): void {
    this.running?.abort();
    this.running = undefined;
    this.currentKey = '';
  }

  /** A new game: nothing known carries over. */
  clear(): void {
    this.pause();
    this.known.clear();
    this.lines.length = 0;
  }

  dispose(): void {
    this.running?.abort();
  }
}
