// What a search may spend, the search's own switches and what it answers: shared by the entry
// (rounds.ts), the depth-first round (depth-first.ts) and the best-first search (best-first-loop.ts).

import type { Move, State } from '../game';
import type { ProofTable } from './table';
import type { ValueSet } from './dead-ends/learned-dead-ends';

export type SearchOutcome = 'won' | 'lost' | 'unknown';
export type StopReason = 'time' | 'states' | 'memory' | 'cancelled';
export type SearchStrategy = 'depth' | 'best' | 'both' | 'beam' | 'exhaustive';

/** What a solve may spend and how it is stopped: solve() takes it, the search, and (the plain numbers) a request to the solver thread. */
export interface SolveOptions {
  /** Wall-clock budget in milliseconds (needs `now`); solve() defaults it to 10 000, the search to none. */
  timeMs?: number;
  /** Most distinct states to enter; solve() defaults it to 20 million, the search to none. */
  maxStates?: number;
  /** Memory cap of the transposition table in MiB; default 256. */
  maxTableMb?: number;
  /** A clock in milliseconds, injected so the search stays pure (solve() defaults it to performance.now). */
  now?: () => number;
  /** Polled every POLL_EVERY states; returning true cancels the search ('unknown', reason 'cancelled'). */
  shouldStop?: () => boolean;
  /**
   * How to search: 'depth' the depth-first search with restarts; 'best' a best-first search
   * (best-first-frontier.ts); 'both' best-first for a quarter of the budget, then depth-first for the rest;
   * 'beam' the stock beam (beam/stock-beam.ts), which only finds wins; 'exhaustive' the variant's
   * own search without the stock beam ('both' where its solverBestFirst says so, else 'depth').
   * Default: 'exhaustive', with the stock beam in it where the variant's solverStockBeam says so
   * (rounds.ts, withStockBeam: best-first's quarter or the first depth-first round, the beam a
   * quarter of the rest, then the depth-first search); a measurement switch of SearchOptions makes
   * it 'depth' alone. The indicator's portfolio runs two strategies side by side on two threads
   * (solver-features.ts).
   */
  strategy?: SearchStrategy;
}

/** The search's own switches, for the tests' cross-checks and measurements. */
export interface SearchOptions extends SolveOptions {
  /**
   * Turns off the forced moves and every move pruning (the canonical hash stays): a slower
   * search used to cross-check the pruning's soundness — it must never find a win where the
   * pruned search proved a loss.
   */
  plain?: boolean;
  /** Switches the dead-end test off (the exhaustive cross-check of lost claims in the tests). */
  deadEnds?: boolean;
  /**
   * Adds the waste bound to the dead-end test (dead-end.ts; an experiment, see docs/solver.md):
   * sound, and it cuts up to half the positions after a stock turn in some deals, but it decided
   * no more deals and costs a quarter of the speed, so it is off by default.
   */
  wasteBound?: boolean;
  /** UNSOUND, measurements only: the dead-end test pretends no column can ever be empty. */
  noEmptyColumns?: boolean;
  /** Switches the restarts off: one depth-first round up to the budget (measurements). */
  restarts?: boolean;
  /**
   * Tries to prove positions lost in the floating-card relaxation (floats.ts) before searching
   * them exactly, in the games it holds for: the depth-first search only. Default: on in the
   * games listed in floats.ts (FLOATS_BY_DEFAULT), off in the plain search and with macro-moves.
   */
  floats?: boolean;
  /**
   * Stock macro-moves (an experiment, see docs/solver.md): instead of turning one card, "turn
   * k - 1 cards, then play the stock top to a foundation or a column" as one move, so that no
   * position is stored between turns.
   */
  macros?: boolean;
  /**
   * Keeps the proofs of loss that hold whatever line reaches a position (table.ts, ProofTable)
   * in one bounded table per search: every restart round, and the depth-first rounds after
   * best-first in 'both', skip those positions.
   */
  keepProofs?: boolean;
  /** UNSOUND, tests only: the kept proofs include those relative to the depth-first stack (the broken version the tests must catch). */
  unsoundProofs?: boolean;
  /**
   * Stubborn sets (stubborn.ts): in a position with no empty column, only the moves of a few
   * piles, chosen so that a shortest win always starts with one of them; in the six games that
   * move one card and turn one card at a time without redeal (stubborn.ts names them). Off by default.
   */
  stubborn?: boolean;
  /**
   * Learned dead ends (learned-dead-ends.ts): where a depth-first subtree is exhausted while the
   * dead-end test stays quiet at its root, learns the card values its dead ends wait for, and from
   * then on also calls lost a position where no buried copy of a learned value can ever reach the
   * top of its column (a count of column bottoms, sound whatever is learned). Depth-first only, in
   * the games of the dead-end test. Off by default.
   */
  learnedDeadEnds?: boolean;
  /** Internal (rounds.ts): the learned values, shared by the restart rounds of one search. */
  learnedValues?: ValueSet;
  /** UNSOUND, tests only: the learned test counts one column fewer (the broken version the tests must catch). */
  unsoundLearned?: boolean;
  /** Called with each position the learned test (learnedDeadEnds) calls lost where the dead-end test does not. */
  onLearnedRefuted?: (state: Readonly<State>) => void;
  /**
   * The stock beam (beam/stock-beam.ts) between the first part of the strategy (best-first's
   * quarter in 'both', else its first FIRST_ROUND_STATES positions) and the rest of it (rounds.ts,
   * withStockBeam: issue 37, points 4 and 5, docs/solver.md sections 10 and 11). It only finds wins, so a loss is still proven by the strategy alone.
   * Default: on where the variant's solverStockBeam says so and neither a strategy nor a
   * measurement switch is given; true forces it (with any strategy but 'beam'), false turns it off.
   */
  stockBeam?: boolean;
  /** Internal (rounds.ts): the positions lost for good, shared by the rounds and strategies of one search. */
  provenLost?: ProofTable;
  /** Called with each new state the search enters, the move that led there and its depth (measurements; best-first gives depth -1). */
  observe?: (state: Readonly<State>, move: Move, depth: number) => void;
  /** Called with each position the floating-card relaxation proves lost (the tests check each against the exact search). */
  onRefuted?: (state: Readonly<State>) => void;
}

export interface SearchResult {
  result: SearchOutcome;
  /** The winning line as integer moves (forced moves included), when result is 'won'. */
  moves: Move[];
  /** Distinct states entered. */
  states: number;
  /** Why the search stopped early, when result is 'unknown'. */
  reason?: StopReason;
  /** The most cards on the foundations in any state the search entered. */
  bestHome?: number;
  /** Moves tried (new states plus transpositions). */
  tried?: number;
}

/** How many states between polls of the clock and the cancel flag. */
export const POLL_EVERY = 512;
export const DEFAULT_TABLE_MB = 256;
