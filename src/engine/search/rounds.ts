// The solver's search: depth-first with a transposition table, over the engine's integer core
// (generateMoves / applyMove / undoMove on one mutable State, no copies per node). It knows the
// whole deal — the order of the stock and the face-down cards — so it answers "can this position
// be won", not "what would a player do".
//
// Pure: no clock, no randomness, no I/O of its own. Time comes from an injected `now()`, and
// cancellation from an injected `shouldStop()`; both are polled every POLL_EVERY moves tried.
//
// The techniques, each explained where it is implemented:
//   - Zobrist hashing per (pile, depth, card), so the two copies of a card never cancel (hash.ts)
//   - canonical hashing under symmetry: the columns as a multiset (hash), the two foundations
//     of a suit as an unordered pair (hash.ts)
//   - forced safe foundation moves, played without branching (board.ts, playForcedMoves)
//   - sound pruning of moves: symmetric empty columns, whole column to an empty column, a unit
//     moved twice in a row, stock plays that duplicate "turn, then play the waste" (ordering.ts)
//   - move ordering: foundation moves, emptying a column, uncovering a face-down card, freeing a
//     card that goes home, digging towards cards that could go home, then other moves, the
//     stock (early with redeals, late without) (ordering.ts)
//   - restarts with growing state limits and varied tie-breaks (depthFirst, below)
//   - an explicit stack (no recursion, so no stack overflow at any depth: depth-first.ts)
//   - a bounded transposition table (table.ts): exhausting the space without ever dropping a
//     state proves the position lost; running out of time, states or table memory is 'unknown'.
//   - a dead-end test after each stock turn (dead-ends/dead-end.ts): a position where some card can never
//     go home is a leaf, so lost deals are proven without exhausting their hopeless endgames.
//   - the floating-card relaxation (floats.ts), an option, off by default: right after turning
//     a card that could be placed, the depth-first search first tries to prove the position lost
//     with that card (and each such card turned later) floating in a column of its own;
//     exhausting that relaxation proves the position lost wherever the card would go
//     (depth-first.ts)
//   - proofs of loss kept across restart rounds and from best-first to depth-first, off by
//     default (SearchOptions.keepProofs): only those that hold whatever line reaches the
//     position, in one bounded table per search (table.ts, ProofTable)
//   - stock macro-moves, off by default (SearchOptions.macros): measured in docs/solver.md, they
//     decided no more deals.
//   - stubborn sets, off by default (SearchOptions.stubborn, stubborn.ts): in a position with no
//     empty column only the moves of the piles a fixpoint from a foundation's next card keeps;
//     sound in the six single-card games, measured in docs/solver.md (section 9): 0.8% fewer
//     positions on bench:lost at 1.4 times the CPU.
//   - learned dead ends, off by default (SearchOptions.learnedDeadEnds, dead-ends/learned-dead-ends.ts):
//     values learned where an exhausted subtree's dead ends share a reason, and a count of column
//     bottoms that proves their buried copies never come out; sound whatever is learned, measured
//     in docs/solver.md (section 8): it decides nothing more.
//   - the stock beam, a search that only finds wins (beam/stock-beam.ts): the best positions for
//     each number of stock cards turned, each closed under a bounded search of the table. Part of
//     the default search where the variant's solverStockBeam says so (Forty Thieves, Limited,
//     Maria, Streets: solver version 6): after best-first's quarter or the first depth-first
//     round, for a quarter of what is left, then the depth-first search (withStockBeam, below,
//     says why this order); also a strategy of its own ('beam', an indicator lane). Measured in
//     docs/solver.md (sections 10 and 11).
//   - best-first search (best-first-loop.ts, best-first-frontier.ts) with the same reductions, for the first quarter
//     of the budget where the variant's solverBestFirst says so (Forty Thieves, Maria): it wins
//     deals whose first depth-first lines bury the waste (SolveOptions.strategy).
//
// The stock. With one card a turn and no redeal, the stock is a fixed sequence: the state of
// stock and waste is how far the stock has been turned plus which turned cards are still on the
// waste, always in turning order; a card buried in the waste comes out only after every card
// above it has gone. The hash keys stock and waste by depth, so this needs no special case, and
// the direct stock plays are dropped as duplicates of turn-then-play (the waste top is then
// ordered like any other card). With redeals (Little Forty) the same keys cover the new order.
//
// Loss bounds. A loss is proven by exhausting the reachable space under the sound reductions
// above, cut short where the dead-end test (dead-end.ts, single-card games) shows that some card
// can never go home even in a generous over-approximation of the game. Local patterns alone (a
// card buried under a higher card of its suit) prove nothing here: an empty column takes any
// card, so the test works out whether a column can ever be emptied as part of its fixpoint.
// (The unpruned search, SearchOptions.plain, is the cross-check for the pruning's soundness in
// the tests; the dead-end test also has its own, on every position of known winning lines.)

import type { State } from '../game';
import { BestFirstSearch } from './best-first-loop';
import { DepthFirstRound } from './depth-first';
import { FLOATS_BY_DEFAULT } from './floats';
import { DEFAULT_TABLE_MB, POLL_EVERY } from './options';
import { ProofTable } from './table';
import { stockBeam } from './beam/stock-beam';
import type { SearchOptions, SearchOutcome, SearchResult, SearchStrategy, SolveOptions, StopReason } from './options';

export { POLL_EVERY };
export type { SearchOptions, SearchOutcome, SearchResult, SearchStrategy, SolveOptions, StopReason };

/**
 * Restarts. A depth-first search commits to its first moves: one early mistake and it spends
 * the whole budget below it. So the search runs in rounds with a growing state limit (each
 * round twice the last), each round with a different deterministic tie-break among moves of
 * equal score, and a fresh table. A round that ends below its limit has exhausted the space,
 * which proves the position lost whatever the tie-break; a round that finds a win answers. The
 * rounds together cost at most about twice the last one. After LAST_ROUND_AFTER of the time
 * budget the round in hand is the last and runs to the end of the budget, so that large spaces
 * can still be exhausted (Forty Thieves deals 34 and 35 are proven lost in 2.6 and 4.4 s instead
 * of 5 and 7 s); on Forty Thieves deals 1–40 every win of the unlimited restarts was kept.
 */
export const FIRST_ROUND_STATES = 20_000;
/** Share of the time budget after which no more restarts happen. */
export const LAST_ROUND_AFTER = 0.3;

/** The depth-first search with restarts (above), from round `firstRound` (withStockBeam goes on after the first). */
function depthFirst(start: Readonly<State>, options: SearchOptions, firstRound = 0): SearchResult {
  const { maxStates = Infinity, timeMs = Infinity, now } = options;
  const startTime = now ? now() : 0;
  let spent = 0;
  let bestHome = 0;
  let tried = 0;
  if (options.restarts === false) return new DepthFirstRound(start, options, 0).run();
  const provenLost = options.keepProofs ? (options.provenLost ?? proofTable(options)) : undefined;
  for (let round = firstRound; ; round++) {
    const elapsed = now ? now() - startTime : 0;
    // Once LAST_ROUND_AFTER of the time is spent, the round in hand runs to the end of the
    // budget: a loss is proven only by a round that exhausts the space, and each restart would
    // throw the table away again.
    const final = elapsed >= LAST_ROUND_AFTER * timeMs;
    const roundLimit = final ? maxStates - spent : Math.min(maxStates - spent, FIRST_ROUND_STATES * 2 ** round);
    const last = roundLimit === maxStates - spent;
    const result = new DepthFirstRound(start, { ...options, maxStates: roundLimit, timeMs: timeMs - elapsed, provenLost }, round).run();
    spent += result.states;
    tried += result.tried ?? 0;
    bestHome = Math.max(bestHome, result.bestHome ?? 0);
    if (result.result !== 'unknown' || result.reason !== 'states' || last) return { ...result, states: spent, bestHome, tried };
  }
}

/**
 * The share of the budget best-first gets in 'both'. On Forty Thieves deals 1–80 every deal it
 * won at 300,000 positions was won within 95,000, most within 16,000.
 */
export const BEST_FIRST_SHARE = 0.25;

/** The proofs kept across rounds and strategies (table.ts) get a quarter of the table's memory. */
function proofTable(options: SearchOptions): ProofTable {
  return new ProofTable((options.maxTableMb ?? DEFAULT_TABLE_MB) * 262144);
}

/**
 * The share of what is left after the search's first part that the stock beam gets in the default
 * search of the games whose solverStockBeam says so (withStockBeam, below).
 */
export const STOCK_BEAM_SHARE = 0.25;

export function search(start: Readonly<State>, given: SearchOptions = {}): SearchResult {
  // The cross-checks of the tests (plain, no dead-end test) search exactly, as the game is.
  const exact = given.plain || given.deadEnds === false || given.macros;
  const options = { ...given, floats: given.floats ?? (FLOATS_BY_DEFAULT.has(start.variant.id) && !exact) };
  // One table of kept proofs for the whole search: best-first's serve the depth-first rounds.
  if (options.keepProofs && !options.provenLost) options.provenLost = proofTable(options);
  // One set of learned values for the whole search (learned-dead-ends.ts: sound whatever it holds).
  if (options.learnedDeadEnds && !options.learnedValues) options.learnedValues = { lo: 0, hi: 0 };
  // The measurement switches (plain, no restarts, macro-moves, observe) are the depth-first search's.
  const measuring = Boolean(options.plain || options.restarts === false || options.macros || options.observe);
  // 'exhaustive', the variant's own search: best-first a quarter, then depth-first, where
  // solverBestFirst says so, else depth-first alone.
  const exhaustive: SearchStrategy = start.variant.solverBestFirst && !measuring ? 'both' : 'depth';
  const strategy = options.strategy === undefined || options.strategy === 'exhaustive' ? exhaustive : options.strategy;
  // The stock beam joins the default search where the variant's solverStockBeam says so; a
  // strategy given, or a measurement switch, leaves it out; SearchOptions.stockBeam decides over both.
  const beam = options.stockBeam ?? (options.strategy === undefined && !measuring && start.variant.solverStockBeam);
  if (beam && strategy !== 'beam') return withStockBeam(start, options, strategy);
  return byStrategy(start, options, strategy);
}

/**
 * The default search where the variant's solverStockBeam says so (Forty Thieves, Limited, Maria,
 * Streets; SearchOptions.stockBeam forces it or turns it off), in three parts on one core:
 *
 *   1. the variant's search as it starts without the beam: in 'both' (Forty Thieves, Maria)
 *      best-first's quarter of the budget, else (Limited, Streets) the first depth-first round,
 *      FIRST_ROUND_STATES positions. So an easy deal, and a hint on a position that wins easily,
 *      is answered exactly as without the beam. Run first, the beam delays them: Streets deals the
 *      depth-first search wins in 258–4,172 positions took the beam 33,000–75,000 (docs/solver.md,
 *      section 10), and best-first wins some Maria deals after 20,000 positions but within its
 *      quarter (deals 8 and 14: 30,479 and 39,264 positions, section 11);
 *   2. the stock beam (beam/stock-beam.ts) for STOCK_BEAM_SHARE of what is left: it finds most
 *      of its wins early (47 of its 63 on Forty Thieves deals 1–200 within 51,000 positions), and
 *      wins deals the other searches do not win at any budget tried (deals 6 and 14);
 *   3. the depth-first search with the rest (for 'depth', from its second round on, as if the
 *      beam had not run): it keeps the wins the depth-first search finds late and the proofs of
 *      loss (the beam only finds wins).
 *
 * Measured in docs/solver.md, section 11.
 */
function withStockBeam(start: Readonly<State>, options: SearchOptions, strategy: SearchStrategy): SearchResult {
  const thenBeam =
    (after: (options: SearchOptions) => SearchResult) =>
    (rest: SearchOptions): SearchResult =>
      inTurn(rest, share(rest, STOCK_BEAM_SHARE), (beam) => stockBeam(start, beam), after);
  if (strategy === 'both')
    return inTurn(
      options,
      share(options, BEST_FIRST_SHARE),
      (first) => new BestFirstSearch(start, first, 0).run(),
      thenBeam((rest) => depthFirst(start, rest)),
    );
  const { maxStates = Infinity, timeMs = Infinity } = options;
  return inTurn(
    options,
    { maxStates: Math.min(FIRST_ROUND_STATES, maxStates), timeMs },
    (first) => byStrategy(start, first, strategy),
    // The depth-first search goes on with its second round: the first would repeat part 1.
    thenBeam((rest) => (strategy === 'depth' ? depthFirst(start, rest, 1) : byStrategy(start, rest, strategy))),
  );
}

function byStrategy(start: Readonly<State>, options: SearchOptions, strategy: SearchStrategy): SearchResult {
  if (strategy === 'best') return new BestFirstSearch(start, options, 0).run();
  if (strategy === 'beam') return stockBeam(start, options);
  if (strategy === 'depth' || strategy === 'exhaustive') return depthFirst(start, options);
  // 'both': best-first finds its wins early or not at all (docs/solver.md), so it gets the first
  // BEST_FIRST_SHARE of the budget; the depth-first search then gets the rest, for the deals it
  // wins and the losses it proves with restarts (an exhausted best-first search proves a loss too).
  return inTurn(
    options,
    share(options, BEST_FIRST_SHARE),
    (first) => new BestFirstSearch(start, first, 0).run(),
    (rest) => depthFirst(start, rest),
  );
}

/** `part` of the budget of `options`, in positions and in time. */
function share(options: SearchOptions, part: number): Budget {
  const { maxStates = Infinity, timeMs = Infinity } = options;
  return { maxStates: Math.ceil(maxStates * part), timeMs: timeMs * part };
}

interface Budget {
  maxStates: number;
  timeMs: number;
}

/**
 * Runs `first` with the budget `firstBudget` (time and positions, within those of `options`),
 * then, unless it decided or was cancelled, `rest` with what is left: one result for the two.
 */
function inTurn(
  options: SearchOptions,
  firstBudget: Budget,
  first: (options: SearchOptions) => SearchResult,
  rest: (options: SearchOptions) => SearchResult,
): SearchResult {
  const { maxStates = Infinity, timeMs = Infinity, now } = options;
  const startTime = now ? now() : 0;
  const a = first({ ...options, ...firstBudget });
  if (a.result !== 'unknown' || a.reason === 'cancelled') return a;
  const elapsed = now ? now() - startTime : 0;
  // Nothing left for `rest` (a budget of fewer positions than the first part's, or no time).
  if (a.states >= maxStates) return { ...a, reason: 'states' };
  if (elapsed >= timeMs) return { ...a, reason: 'time' };
  const b = rest({ ...options, maxStates: maxStates - a.states, timeMs: timeMs - elapsed });
  return {
    ...b,
    states: a.states + b.states,
    bestHome: Math.max(a.bestHome ?? 0, b.bestHome ?? 0),
    tried: (a.tried ?? 0) + (b.tried ?? 0),
  };
}
