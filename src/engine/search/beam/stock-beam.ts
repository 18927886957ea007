// Finding wins by stock stage (issue 37, point 4): a beam search over the number of stock moves
// made, for the games where the depth-first and best-first searches bury the waste.
//
// The method. Stage s holds the positions reached with s stock moves (turns, and redeals where
// the game has them) made since the start. The beam of a stage is its `width` best positions by
// the best-first score (../best-first-frontier.ts). Each position of the beam is closed under a
// bounded search of the table: a best-first search over the moves that leave the stock alone
// (columns, waste and foundations), up to `closure` new positions, each queued with its parent's
// score, newest first, so that the closure dives below its best position; with the same forced
// moves, pruning and transposition table as the other searches. Every position of those closures is
// then given its stock moves; the dead-end test (../dead-end.ts) drops the children that can no
// longer be won, as it does after every stock turn in the other searches, and the best of the
// rest, at most BEAM.perSignature of them for each foundations-and-waste signature (a stage holds
// thousands of tableau arrangements of one signature: docs/solver.md section 1, and the closure
// explores those anyway), make the beam of the next stage. A win found in any closure or after
// any stock move is returned as the whole line of moves from the start (the positions keep their
// parent and move, as in best-first), which solve() replays through the rules before answering.
//
// The search runs in rounds, each with a fresh table and twice the width of the last, until the
// budget runs out; the closure of the stage where the stock is used up (no stock move left, the
// endgame) gets BEAM.lastClosureFactor times as many positions, as a win is finished there.
//
// It only finds wins: a beam leaves positions out, so running out of stages without a win says
// nothing about the position, and the answer is then 'unknown', never 'lost'.
//
// Cost per position: as best-first's for each position a closure enters (it is one), plus, for
// each position of a closure, one more move generation, its stock move and the dead-end test
// on the child; measured in docs/solver.md section 10.

import * as game from '../../game';
import type { Move, State } from '../../game';
import { BestFirstSearch } from '../best-first-loop';
import { Frontier, score } from '../best-first-frontier';
import { DEFAULT_TABLE_MB, POLL_EVERY, SearchOptions, SearchResult } from '../options';

const { STOCK, TABLEAU, cardsHome, isWonState, moveCount, moveFrom, moveTo } = game;

/**
 * The beam's shape: the first round's width (each round doubles it), the new positions each
 * closure of a beam position may enter, the factor for the endgame's closures (no stock move
 * left), and the most positions of one foundations-and-waste signature in a stage's beam.
 * Mutable for the experiments of research/stock-beam.ts only.
 */
export const BEAM = { firstWidth: 8, closure: 200, lastClosureFactor: 8, perSignature: 1 };

/** The widths and closure size of one round. */
export interface BeamShape {
  width: number;
  closure: number;
}

function isStockMove(m: Move): boolean {
  return moveFrom(m) === STOCK || moveTo(m) === STOCK;
}

/** One round of the stock beam: a fresh table and frontier, one width. */
export class StockBeamRound extends BestFirstSearch {
  private nextPoll = POLL_EVERY;
  private startTime = 0;
  private readonly moveList: Move[] = [];
  private rootLine: Move[] = [];
  /** Whether the round left a position out (a closure or a beam cut short): a wider round may find more. */
  cut = false;

  constructor(
    start: Readonly<State>,
    options: SearchOptions,
    private readonly shape: BeamShape,
  ) {
    super(start, options, 0);
  }

  override run(): SearchResult {
    const frontier = new Frontier(this.s, (this.options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    const { timeMs = Infinity, now } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    this.startTime = now ? now() : 0;
    this.rootLine = this.enterRoot(frontier);
    if (isWonState(this.s)) return { result: 'won', moves: this.rootLine, states: 1 };
    frontier.heapSize = 0;
    let beam = [0];
    while (beam.length > 0) {
      const candidates: number[] = [];
      for (const seed of beam) {
        const found = this.close(frontier, seed, candidates);
        if (found) return found;
      }
      const next = this.turn(frontier, candidates);
      if (!Array.isArray(next)) return next;
      beam = next;
    }
    // Every stage is done: the beam found no win, which proves nothing (no reason: the round ended).
    return { result: 'unknown', moves: [], states: this.states, bestHome: this.bestHome, tried: this.tried };
  }

  /** Polls the clock and the cancel flag every POLL_EVERY moves tried: a result when the search must stop. */
  private poll(): SearchResult | undefined {
    if (++this.tried < this.nextPoll) return undefined;
    this.nextPoll += POLL_EVERY;
    const { timeMs = Infinity, now, shouldStop } = this.options;
    if (now && now() - this.startTime >= timeMs) return this.stop('time');
    if (shouldStop && shouldStop()) return this.stop('cancelled');
    return undefined;
  }

  /**
   * Closes `seed` under a best-first search of the moves that leave the stock alone; every
   * position entered (the seed too) joins `candidates`. A result when it wins or must stop.
   */
  private close(frontier: Frontier, seed: number, candidates: number[]): SearchResult | undefined {
    const s = this.s;
    const moves = this.moveList;
    candidates.push(seed);
    frontier.heapSize = 0;
    frontier.push(seed, 0);
    let budget = this.shape.closure;
    let entered = 0;
    while (frontier.heapSize > 0) {
      if (entered >= budget) {
        this.cut = true;
        break;
      }
      const id = frontier.pop();
      this.movesOf(frontier, id, moves);
      // The endgame: no stock move left, the win is finished here.
      if (id === seed && !moves.some(isStockMove)) budget *= BEAM.lastClosureFactor;
      // Children are queued with their parent's score, newest first: the closure dives below its
      // best position (children scored as themselves won fewer deals: docs/solver.md section 10).
      const key = score(s) * 2 ** 24;
      for (const m of moves) {
        if (isStockMove(m)) continue;
        const stopped = this.tryMove(frontier, id, m, (child) => {
          entered++;
          candidates.push(child);
          frontier.push(child, key + (child & 0xffffff));
        });
        if (stopped) return stopped;
      }
    }
    frontier.heapSize = 0;
    return undefined;
  }

  /**
   * Plays move m from position `id` with its forced moves and enters the position it leads to,
   * calling `entered` with its id while it is on the board; then takes the move back. A result
   * when it wins or the search must stop.
   */
  private tryMove(frontier: Frontier, id: number, m: Move, entered: (child: number) => void): SearchResult | undefined {
    const stopped = this.poll();
    if (stopped) return stopped;
    const undo = this.play(m);
    this.playForcedMoves(m);
    if (isWonState(this.s))
      return { result: 'won', moves: this.winningLine(frontier, this.rootLine, id, m), states: this.states, tried: this.tried };
    const child = this.enter(frontier, id, m, undo);
    if (child >= 0) entered(child);
    this.unplayForcedMoves(0);
    this.unplay(m, undo);
    if (child === -2) return this.stop('memory');
    if (this.states >= (this.options.maxStates ?? Infinity)) return this.stop('states');
    return undefined;
  }

  /**
   * Stores the position move m (undo: its token) led to from `id`: its id, -1 when the table
   * holds it already or the dead-end test calls it lost, -2 when the memory cap is reached.
   */
  private enter(frontier: Frontier, id: number, m: Move, undo: number): number {
    const s = this.s;
    this.hash.compute();
    const added = this.table.add(this.hash.lo, this.hash.hi);
    if (added !== 1) return added < 0 ? -2 : -1;
    this.states++;
    if (this.options.observe) this.options.observe(s, m, -1);
    const home = cardsHome(s);
    if (home > this.bestHome) this.bestHome = home;
    if (isStockMove(m) && this.deadEnds !== undefined && this.deadEnds.cannotWin(s)) return -1;
    const to = moveTo(m);
    const flipped = moveFrom(m) >= TABLEAU && (undo & 1) !== 0;
    const lastTo = this.autoTop > 0 || flipped || to < TABLEAU ? -1 : to;
    const child = frontier.add(s, id, m, lastTo, moveCount(m));
    return child < 0 ? -2 : child;
  }

  /**
   * Plays the stock moves of every candidate and keeps the best children (at most
   * BEAM.perSignature a signature) as the next stage's beam; a result when one wins or the search
   * must stop.
   */
  private turn(frontier: Frontier, candidates: readonly number[]): number[] | SearchResult {
    const s = this.s;
    const moves = this.moveList;
    const keys: number[] = [];
    const ids: number[] = [];
    const signatures: string[] = [];
    for (const id of candidates) {
      this.movesOf(frontier, id, moves);
      for (const m of moves) {
        if (!isStockMove(m)) continue;
        const stopped = this.tryMove(frontier, id, m, (child) => {
          keys.push(score(s));
          ids.push(child);
          signatures.push(signature(s));
        });
        if (stopped) return stopped;
      }
    }
    // The best first; ties to the newest, as in best-first.
    const order = ids.map((_, k) => k).sort((a, b) => keys[b] - keys[a] || ids[b] - ids[a]);
    const beam: number[] = [];
    const taken = new Map<string, number>();
    for (const k of order) {
      if (beam.length >= this.shape.width) {
        this.cut = true;
        break;
      }
      const seen = taken.get(signatures[k]) ?? 0;
      if (seen >= BEAM.perSignature) continue;
      taken.set(signatures[k], seen + 1);
      beam.push(ids[k]);
    }
    return beam;
  }
}

/** The foundations, the stock's and waste's lengths and the waste's top card of `s`. */
function signature(s: Readonly<State>): string {
  const top = s.waste.length > 0 ? s.waste[s.waste.length - 1] : -1;
  return `${Array.from(s.found).join(',')}|${s.stock.length}|${s.waste.length}|${top}|${s.redealsLeft}`;
}

/**
 * The stock beam with rounds of growing width (above) until the budget runs out: 'won' with
 * the whole line, else 'unknown' (a beam never proves a loss).
 */
export function stockBeam(start: Readonly<State>, options: SearchOptions): SearchResult {
  const { maxStates = Infinity, timeMs = Infinity, now } = options;
  const startTime = now ? now() : 0;
  let spent = 0;
  let tried = 0;
  let bestHome = 0;
  for (let width = BEAM.firstWidth; ; width *= 2) {
    const elapsed = now ? now() - startTime : 0;
    const beam = new StockBeamRound(
      start,
      { ...options, maxStates: maxStates - spent, timeMs: timeMs - elapsed },
      { width, closure: BEAM.closure },
    );
    const round = beam.run();
    spent += round.states;
    tried += round.tried ?? 0;
    bestHome = Math.max(bestHome, round.bestHome ?? 0);
    if (round.result === 'won') return { ...round, states: spent, tried };
    // A round that ran out of stages leaves the budget to the next, wider one, unless it left
    // nothing out (then a wider one would search the same positions again).
    if (round.reason !== undefined || !beam.cut)
      return { result: 'unknown', moves: [], states: spent, reason: round.reason, bestHome, tried };
  }
}
