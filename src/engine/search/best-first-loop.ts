// The best-first search's loop: expands the stored position with the best score next
// (best-first-frontier.ts has the frontier and the score). Every position entered gets the same forced
// moves, pruning, dead-end test and table as in the depth-first search (board.ts), so an
// exhausted frontier proves the position lost.

import * as game from '../game';
import type { Move } from '../game';
import * as ordering from './ordering';
import { SearchBoard } from './board';
import { Frontier, score } from './best-first-frontier';
import { DEFAULT_TABLE_MB, POLL_EVERY, SearchResult, StopReason } from './options';

// Imported bindings copied into module constants once (board.ts says why).
const { TABLEAU, WASTE, cardsHome, isWonState, moveCount, moveFrom, moveTo } = game;
const { MOVE_SPACE } = ordering;

export class BestFirstSearch extends SearchBoard {
  private states = 0;
  private tried = 0;

  run(): SearchResult {
    const { timeMs = Infinity, maxStates = Infinity, now, shouldStop } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    const startTime = now ? now() : 0;
    const s = this.s;
    const frontier = new Frontier(s, (this.options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    let nextPoll = POLL_EVERY;
    const rootLine = this.enterRoot(frontier);
    if (isWonState(s)) return { result: 'won', moves: rootLine, states: 1 };
    const moves: Move[] = [];
    while (frontier.heapSize > 0) {
      const id = frontier.pop();
      this.movesOf(frontier, id, moves);
      for (const m of moves) {
        if (++this.tried >= nextPoll) {
          nextPoll += POLL_EVERY;
          if (now && now() - startTime >= timeMs) return this.stop('time');
          if (shouldStop && shouldStop()) return this.stop('cancelled');
        }
        const undo = this.play(m);
        this.playForcedMoves(m);
        if (isWonState(s))
          return { result: 'won', moves: this.winningLine(frontier, rootLine, id, m), states: this.states, tried: this.tried };
        const full = this.store(frontier, id, m, undo);
        this.unplayForcedMoves(0);
        this.unplay(m, undo);
        if (full) return this.stop('memory');
        if (this.states >= maxStates) return this.stop('states');
      }
    }
    return { result: 'lost', moves: [], states: this.states, bestHome: this.bestHome, tried: this.tried };
  }

  private stop(reason: StopReason): SearchResult {
    return { result: 'unknown', moves: [], states: this.states, reason, bestHome: this.bestHome, tried: this.tried };
  }

  /** Plays the root's forced moves and queues it (unless they win); returns those moves. */
  private enterRoot(frontier: Frontier): Move[] {
    const s = this.s;
    this.autoTop = 0;
    this.playForcedMoves();
    const rootLine = Array.from(this.auto.subarray(0, this.autoTop));
    this.autoTop = 0;
    if (isWonState(s)) return rootLine;
    this.hash.compute();
    this.table.add(this.hash.lo, this.hash.hi);
    this.states = 1;
    this.bestHome = cardsHome(s);
    frontier.push(frontier.add(s, -1, -1, -1, 0), 0);
    return rootLine;
  }

  /** Loads position `id` into the board and puts its moves, best first, into `moves`. */
  private movesOf(frontier: Frontier, id: number, moves: Move[]): void {
    const [lastTo, lastCount] = frontier.load(id, this.s);
    for (let p = 0; p < TABLEAU + this.ncols; p++) this.hash.reset(p);
    const n = this.ordering.order(lastTo, lastCount);
    moves.length = 0;
    for (let a = 0; a < n; a++) moves.push(this.ordering.keys[a] % MOVE_SPACE);
  }

  /**
   * Stores the state move m (undo: its token) led to from position `id`, unless the table holds
   * it or the dead-end test calls it lost; true when the memory cap is reached.
   */
  private store(frontier: Frontier, id: number, m: Move, undo: number): boolean {
    const s = this.s;
    this.hash.compute();
    const added = this.table.add(this.hash.lo, this.hash.hi);
    if (added !== 1) return added < 0;
    this.states++;
    const home = cardsHome(s);
    if (home > this.bestHome) this.bestHome = home;
    const to = moveTo(m);
    const macro = this.isMacro(m);
    if ((to === WASTE || macro) && this.deadEnds !== undefined && this.deadEnds.cannotWin(s)) return false;
    const flipped = moveFrom(m) >= TABLEAU && (undo & 1) !== 0;
    const child = frontier.add(s, id, m, this.autoTop > 0 || flipped || to < TABLEAU ? -1 : to, macro ? 1 : moveCount(m));
    return child < 0 || !frontier.push(child, score(s) * 2 ** 24 + (child & 0xffffff));
  }

  /** The winning line to position `id` then move m: the stored moves replayed from the root with their forced moves. */
  private winningLine(frontier: Frontier, rootLine: Move[], id: number, m: Move): Move[] {
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
