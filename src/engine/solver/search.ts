// The solver's search: depth-first with a transposition table, over the engine's integer core
// (generateMoves / applyMove / undoMove on one mutable State, no copies per node). It knows the
// whole deal — the order of the stock and the face-down cards — so it answers "can this position
// be won", not "what would a player do".
//
// Pure: no clock, no randomness, no I/O of its own. Time comes from an injected `now()`, and
// cancellation from an injected `shouldStop()`; both are polled every POLL_EVERY moves tried.
//
// The techniques, each explained where it is implemented:
//   - Zobrist hashing per (pile, depth, card), so the two copies of a card never cancel (zobrist.ts)
//   - canonical hashing under symmetry: the columns as a multiset (hash), the two foundations
//     of a suit as an unordered pair (zobrist.ts, hash.ts)
//   - forced safe foundation moves, played without branching (playForcedMoves)
//   - sound pruning of moves: symmetric empty columns, whole column to an empty column, a unit
//     moved twice in a row, stock plays that duplicate "turn, then play the waste" (ordering.ts)
//   - move ordering: foundation moves, emptying a column, uncovering a face-down card, freeing a
//     card that goes home, digging towards cards that could go home, then other moves, the
//     stock (early with redeals, late without) (ordering.ts)
//   - restarts with growing state limits and varied tie-breaks (search)
//   - an explicit stack (no recursion, so no stack overflow at any depth)
//   - a bounded transposition table (table.ts): exhausting the space without ever dropping a
//     state proves the position lost; running out of time, states or table memory is 'unknown'.
//   - a dead-end test after each stock turn (dead-end.ts): a position where some card can never
//     go home is a leaf, so lost deals are proven without exhausting their hopeless endgames.
//   - stock macro-moves, off by default (SearchOptions.macros): measured in docs/solver.md, they
//     decided no more deals.
//   - best-first search (runBestFirst, best-first.ts) with the same reductions, for the first quarter
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

import * as game from '../game';
import type { Move, State } from '../game';
import { DeadEndTest } from './dead-end';
import { StateSet } from './table';
import { StateHash } from './hash';
import * as ordering from './ordering';
import { Frontier, score } from './best-first';

// Imported bindings copied into module constants once: under a CommonJS transform (tsx, the
// tests and benchmarks) every use of an imported name is a property getter call, which in this
// inner loop cost more than the search itself.
const { FOUNDATION, STOCK, TABLEAU, WASTE, applyMove, cloneState, encodeMove, isWonState } = game;
const { cardsHome, moveCount, moveFrom, moveTo, pileOf, undoMove } = game;
const { MOVE_SPACE, MoveOrdering } = ordering;

export type SearchOutcome = 'won' | 'lost' | 'unknown';
export type StopReason = 'time' | 'states' | 'memory' | 'cancelled';

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
   * (best-first.ts); 'both' best-first for a quarter of the budget, then depth-first for the rest.
   * Default: 'both' where the variant's solverBestFirst says so (and no measurement switch of
   * SearchOptions is on), else 'depth'. A portfolio runs
   * 'depth' and 'best' side by side on two threads.
   */
  strategy?: SearchStrategy;
}

export type SearchStrategy = 'depth' | 'best' | 'both';

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
   * Stock macro-moves (an experiment, see docs/solver.md): instead of turning one card, "turn
   * k - 1 cards, then play the stock top to a foundation or a column" as one move, so that no
   * position is stored between turns.
   */
  macros?: boolean;
  /** Called with each new state the search enters, the move that led there and its depth (measurements). */
  observe?: (state: Readonly<State>, move: Move, depth: number) => void;
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

/**
 * Which suits may be built on a card of each suit, per build rule: suit s is safe to move
 * home at rank r when both foundations of every such suit are at r - 1 or more.
 */
function fittingSuits(state: State): number[][] {
  const bySuit: number[][] = [];
  for (let onto = 0; onto < 4; onto++) {
    const list: number[] = [];
    for (let card = 0; card < 4; card++) if (state.variant.build.suitsFit(card, onto)) list.push(card);
    bySuit.push(list);
  }
  return bySuit;
}

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

/** The depth-first search with restarts (above). */
function depthFirst(start: Readonly<State>, options: SearchOptions): SearchResult {
  const { maxStates = Infinity, timeMs = Infinity, now } = options;
  const startTime = now ? now() : 0;
  let spent = 0;
  let bestHome = 0;
  let tried = 0;
  if (options.restarts === false) return new Search(start, options, 0).run();
  for (let round = 0; ; round++) {
    const elapsed = now ? now() - startTime : 0;
    // Once LAST_ROUND_AFTER of the time is spent, the round in hand runs to the end of the
    // budget: a loss is proven only by a round that exhausts the space, and each restart would
    // throw the table away again.
    const final = elapsed >= LAST_ROUND_AFTER * timeMs;
    const roundLimit = final ? maxStates - spent : Math.min(maxStates - spent, FIRST_ROUND_STATES * 2 ** round);
    const last = roundLimit === maxStates - spent;
    const result = new Search(start, { ...options, maxStates: roundLimit, timeMs: timeMs - elapsed }, round).run();
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

export function search(start: Readonly<State>, options: SearchOptions = {}): SearchResult {
  // The measurement switches (plain, no restarts, macro-moves, observe) are the depth-first search's.
  const measuring = options.plain || options.restarts === false || options.macros || options.observe;
  const strategy = options.strategy ?? (start.variant.solverBestFirst && !measuring ? 'both' : 'depth');
  if (strategy === 'best') return new Search(start, options, 0).runBestFirst();
  if (strategy === 'depth') return depthFirst(start, options);
  // 'both': best-first finds its wins early or not at all (docs/solver.md), so it gets the first
  // BEST_FIRST_SHARE of the budget; the depth-first search then gets the rest, for the deals it
  // wins and the losses it proves with restarts (an exhausted best-first search proves a loss too).
  const { maxStates = Infinity, timeMs = Infinity, now } = options;
  const startTime = now ? now() : 0;
  const share = { maxStates: Math.ceil(maxStates * BEST_FIRST_SHARE), timeMs: timeMs * BEST_FIRST_SHARE };
  const first = new Search(start, { ...options, ...share }, 0).runBestFirst();
  if (first.result !== 'unknown' || first.reason === 'cancelled') return first;
  const elapsed = now ? now() - startTime : 0;
  const rest = depthFirst(start, { ...options, maxStates: maxStates - first.states, timeMs: timeMs - elapsed });
  return { ...rest, states: first.states + rest.states, bestHome: Math.max(first.bestHome ?? 0, rest.bestHome ?? 0), tried: (first.tried ?? 0) + (rest.tried ?? 0) };
}

class Search {
  private readonly s: State;
  private readonly ncols: number;
  private readonly oneAtATime: boolean;
  private readonly fitting: number[][];
  private readonly table: StateSet;

  private readonly hash: StateHash;
  private readonly ordering: ordering.MoveOrdering;

  // The explicit DFS stack. Frame d holds the ordered moves of the state at depth d in
  // moves[first[d] .. end[d]), the next to try at next[d], and the move taken from it with
  // its undo token. The forced moves played on entering depth d are auto[autoFirst[d] ..
  // autoFirst[d + 1]) (or up to autoTop for the deepest frame).
  private moves: Int32Array = new Int32Array(1 << 14);
  private first: Int32Array = new Int32Array(256);
  private end: Int32Array = new Int32Array(256);
  private next: Int32Array = new Int32Array(256);
  private taken: Int32Array = new Int32Array(256);
  private takenUndo: Int32Array = new Int32Array(256);
  private autoFirst: Int32Array = new Int32Array(257);
  private auto: Int32Array = new Int32Array(1024);
  private autoUndo: Int32Array = new Int32Array(1024);
  private autoTop = 0;

  bestHome = 0;
  /** The lost-position test (dead-end.ts): single-card games only, never in the plain search. */
  private readonly deadEnds: DeadEndTest | undefined;
  /** Stock macro-moves (SearchOptions.macros): one-at-a-time games without a redeal only. */
  private readonly macros: boolean;

  constructor(start: Readonly<State>, private readonly options: SearchOptions, round = 0) {
    this.s = cloneState(start);
    this.ncols = this.s.cols.length;
    this.oneAtATime = this.s.variant.cardsPerTurn === 1;
    this.fitting = fittingSuits(this.s);
    this.deadEnds = this.s.variant.moveUnit === 'single' && !options.plain && options.deadEnds !== false ? new DeadEndTest(this.s.fits, { wasteBound: options.wasteBound === true, emptyColumns: options.noEmptyColumns !== true }) : undefined;
    this.macros = options.macros === true && !options.plain && this.oneAtATime && this.s.variant.redeals === 0;
    this.table = new StateSet((options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    this.hash = new StateHash(this.s);
    this.ordering = new MoveOrdering(this.s, { plain: options.plain === true, macros: this.macros, round });
  }

  // ------------------------------------------------------------------------------------------
  // Moves with hash bookkeeping

  /** A stock macro-move: encodeMove(STOCK, to, k) turns k - 1 cards, then plays the stock top. */
  private isMacro(m: Move): boolean {
    return this.macros && moveFrom(m) === STOCK && moveTo(m) !== WASTE;
  }

  /** Plays macro-move m (undo < 0) or takes it back (undo: the token its play returned). */
  private macro(m: Move, undo: number): number {
    const s = this.s;
    const to = moveTo(m);
    const stockBefore = s.stock.length;
    const wasteBefore = s.waste.length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(this.s, to).length;
    const play = encodeMove(STOCK, to);
    if (undo < 0) {
      for (let k = moveCount(m); k > 1; k--) s.waste.push(s.stock.pop()!);
      undo = applyMove(s, play);
    } else {
      undoMove(s, play, undo);
      for (let k = moveCount(m); k > 1; k--) s.stock.push(s.waste.pop()!);
    }
    this.hash.touch(STOCK, stockBefore, s.stock.length);
    this.hash.touch(WASTE, wasteBefore, s.waste.length);
    if (to !== FOUNDATION) this.hash.touch(to, toBefore, pileOf(this.s, to).length);
    return undo;
  }

  private play(m: Move): number {
    const from = moveFrom(m);
    const to = moveTo(m);
    if (this.isMacro(m)) return this.macro(m, -1);
    if (from === WASTE && to === STOCK) {
      const undo = applyMove(this.s, m);
      this.hash.reset(STOCK);
      this.hash.reset(WASTE);
      return undo;
    }
    const fromBefore = pileOf(this.s, from).length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(this.s, to).length;
    const undo = applyMove(this.s, m);
    this.hash.touch(from, fromBefore, pileOf(this.s, from).length);
    if (to !== FOUNDATION) this.hash.touch(to, toBefore, pileOf(this.s, to).length);
    return undo;
  }

  private unplay(m: Move, undo: number): void {
    const from = moveFrom(m);
    const to = moveTo(m);
    if (this.isMacro(m)) {
      this.macro(m, undo);
      return;
    }
    if (from === WASTE && to === STOCK) {
      undoMove(this.s, m, undo);
      this.hash.reset(STOCK);
      this.hash.reset(WASTE);
      return;
    }
    const fromBefore = pileOf(this.s, from).length;
    const toBefore = to === FOUNDATION ? 0 : pileOf(this.s, to).length;
    undoMove(this.s, m, undo);
    this.hash.touch(from, fromBefore, pileOf(this.s, from).length);
    if (to !== FOUNDATION) this.hash.touch(to, toBefore, pileOf(this.s, to).length);
  }

  // ------------------------------------------------------------------------------------------
  // Forced moves

  /**
   * A card is safe to move home when nothing can ever be built on it again: both copies of
   * every card that fits on it (one rank lower, in a suit the build rule allows) are on the
   * foundations (moves.ts isSafeToMoveHome). On the tableau such a card only blocks the cards
   * under it; on the waste it blocks the waste; on the stock it would only be turned onto the
   * waste. Moving it home is therefore never worse than any alternative, so the search plays
   * these moves at once, without branching on them — with two decks that alone removes most of
   * the endgame's orderings.
   */
  private isSafeHome(card: number): boolean {
    const f = this.s.found;
    const suit = (card / 13) | 0;
    const below = card % 13; // rank - 1
    if (f[suit * 2] !== below && f[suit * 2 + 1] !== below) return false; // cannot go home now
    if (below === 0) return true;
    const fitting = this.fitting[suit];
    for (let k = 0; k < fitting.length; k++) {
      const other = fitting[k];
      if (f[other * 2] < below || f[other * 2 + 1] < below) return false;
    }
    return true;
  }

  private forcedMove(): Move {
    const s = this.s;
    if (this.options.plain) return -1;
    if (s.waste.length && this.isSafeHome(s.waste[s.waste.length - 1])) return encodeMove(WASTE, FOUNDATION);
    for (let i = 0; i < this.ncols; i++) {
      const col = s.cols[i];
      if (col.length && this.isSafeHome(col[col.length - 1])) return encodeMove(TABLEAU + i, FOUNDATION);
    }
    if (this.oneAtATime && s.stock.length && this.isSafeHome(s.stock[s.stock.length - 1])) return encodeMove(STOCK, FOUNDATION);
    return -1;
  }

  /** A forced move off the top of pile p (a column, the waste or the stock), or -1. */
  private forcedFrom(p: number): Move {
    const s = this.s;
    const pile = p === STOCK ? (this.oneAtATime ? s.stock : undefined) : p === WASTE ? s.waste : p >= TABLEAU ? s.cols[p - TABLEAU] : undefined;
    if (!pile || pile.length === 0 || this.options.plain) return -1;
    return this.isSafeHome(pile[pile.length - 1]) ? encodeMove(p, FOUNDATION) : -1;
  }

  /**
   * Plays forced moves until none is left, recording them on the auto stack. Every state the
   * search enters has no forced move left, so after a move `after` that sent nothing home only
   * the tops it changed (its two piles, and the waste and stock tops) need a look; once a card
   * goes home, every top may have become safe and all are scanned.
   */
  private playForcedMoves(after: Move = -1): void {
    let m = -1;
    if (after >= 0 && moveTo(after) !== FOUNDATION) {
      m = this.forcedFrom(moveFrom(after));
      if (m < 0) m = this.forcedFrom(moveTo(after));
      if (m < 0) m = this.forcedFrom(WASTE);
      if (m < 0) m = this.forcedFrom(STOCK);
      if (m < 0) return;
    } else {
      m = this.forcedMove();
    }
    for (; m >= 0; m = this.forcedMove()) {
      if (this.autoTop === this.auto.length) {
        this.auto = grow(this.auto);
        this.autoUndo = grow(this.autoUndo);
      }
      this.auto[this.autoTop] = m;
      this.autoUndo[this.autoTop++] = this.play(m);
    }
  }

  private unplayForcedMoves(downTo: number): void {
    while (this.autoTop > downTo) {
      this.autoTop--;
      this.unplay(this.auto[this.autoTop], this.autoUndo[this.autoTop]);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Move generation

  /** The moves worth trying from the current state, best first (ordering.ts), as the frame at depth d. */
  private generate(d: number, lastTo: number, lastCount: number): void {
    const n = this.ordering.order(lastTo, lastCount);
    const sorted = this.ordering.keys;
    const base = d === 0 ? 0 : this.end[d - 1];
    while (base + n > this.moves.length) this.moves = grow(this.moves);
    for (let a = 0; a < n; a++) this.moves[base + a] = sorted[a] % MOVE_SPACE;
    this.first[d] = base;
    this.next[d] = base;
    this.end[d] = base + n;
  }

  // ------------------------------------------------------------------------------------------

  private ensureDepth(d: number): void {
    if (d + 1 < this.first.length) return;
    this.first = grow(this.first);
    this.end = grow(this.end);
    this.next = grow(this.next);
    this.taken = grow(this.taken);
    this.takenUndo = grow(this.takenUndo);
    this.autoFirst = grow(this.autoFirst);
  }

  /** Appends move m to `line`, a macro-move as the turns and the play it stands for. */
  private pushMove(line: Move[], m: Move): void {
    if (this.isMacro(m)) {
      for (let k = moveCount(m); k > 1; k--) line.push(encodeMove(STOCK, WASTE));
      line.push(encodeMove(STOCK, moveTo(m)));
    } else line.push(m);
  }

  private winningLine(depth: number): Move[] {
    const line: Move[] = [];
    for (let d = 0; d <= depth; d++) {
      if (d > 0) this.pushMove(line, this.taken[d - 1]);
      const autoEnd = d < depth ? this.autoFirst[d + 1] : this.autoTop;
      for (let k = this.autoFirst[d]; k < autoEnd; k++) line.push(this.auto[k]);
    }
    return line;
  }

  run(): SearchResult {
    const { timeMs = Infinity, maxStates = Infinity, now, shouldStop } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    const startTime = now ? now() : 0;
    const table = this.table;
    let states = 0;
    let nextPoll = POLL_EVERY;
    const stop = (reason: StopReason): SearchResult => ({ result: 'unknown', moves: [], states, reason, bestHome: this.bestHome, tried: iterations });

    // The root.
    this.autoFirst[0] = 0;
    this.playForcedMoves();
    if (isWonState(this.s)) return { result: 'won', moves: this.winningLine(0), states: 1 };
    this.hash.compute();
    table.add(this.hash.lo, this.hash.hi);
    states = 1;
    this.generate(0, -1, 0);
    let d = 0;
    let iterations = 0;

    for (;;) {
      if (this.next[d] === this.end[d]) {
        // Every move from here is tried: back up one level.
        if (d === 0) return { result: 'lost', moves: [], states, bestHome: this.bestHome, tried: iterations };
        this.unplayForcedMoves(this.autoFirst[d]);
        d--;
        this.unplay(this.taken[d], this.takenUndo[d]);
        continue;
      }
      if (++iterations >= nextPoll) {
        // Polled per move tried, not per new state, so a run of transpositions cannot starve it.
        nextPoll += POLL_EVERY;
        if (now && now() - startTime >= timeMs) return stop('time');
        if (shouldStop && shouldStop()) return stop('cancelled');
      }
      const m = this.moves[this.next[d]++];
      this.taken[d] = m;
      this.takenUndo[d] = this.play(m);
      this.ensureDepth(d + 1);
      this.autoFirst[d + 1] = this.autoTop;
      this.playForcedMoves(m);
      if (isWonState(this.s)) return { result: 'won', moves: this.winningLine(d + 1), states };
      this.hash.compute();
      const added = table.add(this.hash.lo, this.hash.hi);
      if (added !== 1) {
        this.unplayForcedMoves(this.autoFirst[d + 1]);
        this.unplay(m, this.takenUndo[d]);
        if (added < 0) return stop('memory');
        continue;
      }
      states++;
      if (this.options.observe) this.options.observe(this.s, m, d + 1);
      const home = cardsHome(this.s);
      if (home > this.bestHome) this.bestHome = home;
      if (states >= maxStates) return stop('states');
      // The same-unit pruning needs the move to be followed by nothing: no forced move, and no
      // card turned face up (moving the unit back onto a card that is now face up is a new
      // position, not a null move).
      const forced = this.autoTop > this.autoFirst[d + 1];
      const flipped = moveFrom(m) >= TABLEAU && (this.takenUndo[d] & 1) !== 0;
      const to = moveTo(m);
      const macro = this.isMacro(m);
      if ((to === WASTE || macro) && this.deadEnds && this.deadEnds.cannotWin(this.s)) {
        // Lost whatever is played next: a leaf with no moves to try. Tested after stock turns
        // only: a turn buries the waste a card deeper, and there the test pays for itself. After
        // every move it cost more than it saved (Forty Thieves deals 1, 2, 12, 23, 34 at 10 s).
        this.first[d + 1] = this.next[d + 1] = this.end[d + 1] = this.end[d];
      } else {
        this.generate(d + 1, forced || flipped || to < TABLEAU ? -1 : to, macro ? 1 : moveCount(m));
      }
      d++;
    }
  }

  /**
   * Best-first search (best-first.ts): expands the stored position with the best score next.
   * Every position entered gets the same forced moves, pruning, dead-end test and table as in
   * the depth-first search, so an exhausted frontier proves the position lost.
   */
  runBestFirst(): SearchResult {
    const { timeMs = Infinity, maxStates = Infinity, now, shouldStop } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    const startTime = now ? now() : 0;
    const s = this.s;
    const table = this.table;
    const frontier = new Frontier(s, (this.options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    let states = 0;
    let tried = 0;
    let nextPoll = POLL_EVERY;
    const stop = (reason: StopReason): SearchResult => ({ result: 'unknown', moves: [], states, reason, bestHome: this.bestHome, tried });

    this.autoTop = 0;
    this.playForcedMoves();
    const rootLine = Array.from(this.auto.subarray(0, this.autoTop));
    this.autoTop = 0;
    if (isWonState(s)) return { result: 'won', moves: rootLine, states: 1 };
    this.hash.compute();
    table.add(this.hash.lo, this.hash.hi);
    states = 1;
    this.bestHome = cardsHome(s);
    frontier.push(frontier.add(s, -1, -1, -1, 0), 0);
    const moves: Move[] = [];

    while (frontier.heapSize > 0) {
      const id = frontier.pop();
      const [lastTo, lastCount] = frontier.load(id, s);
      for (let p = 0; p < TABLEAU + this.ncols; p++) this.hash.reset(p);
      const n = this.ordering.order(lastTo, lastCount);
      moves.length = 0;
      for (let a = 0; a < n; a++) moves.push(this.ordering.keys[a] % MOVE_SPACE);
      for (const m of moves) {
        if (++tried >= nextPoll) {
          nextPoll += POLL_EVERY;
          if (now && now() - startTime >= timeMs) return stop('time');
          if (shouldStop && shouldStop()) return stop('cancelled');
        }
        const undo = this.play(m);
        this.playForcedMoves(m);
        if (isWonState(s)) return { result: 'won', moves: this.bestFirstLine(frontier, rootLine, id, m), states, tried };
        this.hash.compute();
        const added = table.add(this.hash.lo, this.hash.hi);
        let full = added < 0;
        if (added === 1) {
          states++;
          const home = cardsHome(s);
          if (home > this.bestHome) this.bestHome = home;
          const to = moveTo(m);
          const macro = this.isMacro(m);
          const dead = (to === WASTE || macro) && this.deadEnds !== undefined && this.deadEnds.cannotWin(s);
          if (!dead) {
            const flipped = moveFrom(m) >= TABLEAU && (undo & 1) !== 0;
            const child = frontier.add(s, id, m, this.autoTop > 0 || flipped || to < TABLEAU ? -1 : to, macro ? 1 : moveCount(m));
            full = child < 0 || !frontier.push(child, score(s) * 2 ** 24 + (child & 0xffffff));
          }
        }
        this.unplayForcedMoves(0);
        this.unplay(m, undo);
        if (full) return stop('memory');
        if (states >= maxStates) return stop('states');
      }
    }
    return { result: 'lost', moves: [], states, bestHome: this.bestHome, tried };
  }

  /** The winning line to position `id` then move m: the stored moves replayed from the root with their forced moves. */
  private bestFirstLine(frontier: Frontier, rootLine: Move[], id: number, m: Move): Move[] {
    const chain = [m];
    for (let k = id; k > 0; k = frontier.parent[k]) chain.push(frontier.move[k]);
    chain.reverse();
    this.unplayForcedMoves(0);
    frontier.load(0, this.s);
    const line = rootLine.slice();
    for (const move of chain) {
      this.pushMove(line, move);
      this.play(move);
      this.autoTop = 0;
      this.playForcedMoves(move);
      for (let k = 0; k < this.autoTop; k++) line.push(this.auto[k]);
    }
    return line;
  }
}

function grow(a: Int32Array): Int32Array {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
