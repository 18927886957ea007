// The best-first search's loop: expands the stored position with the best score next
// (best-first-frontier.ts has the frontier and the score). Every position entered gets the same forced
// moves, pruning, dead-end test and table as in the depth-first search (board.ts), so an
// exhausted frontier proves the position lost. With SearchOptions.keepProofs it skips the
// positions of the search's kept proofs and adds its own (TreeProofs, below; table.ts says why
// they hold whatever the line), for the depth-first rounds that follow it in 'both'.

import * as game from '../game';
import type { Move } from '../game';
import * as ordering from './ordering';
import { SearchBoard } from './board';
import { Frontier, score } from './best-first-frontier';
import { DEFAULT_TABLE_MB, POLL_EVERY, SearchResult, StopReason } from './options';
import type { ProofTable } from './table';

// Imported bindings copied into module constants once (board.ts says why).
const { TABLEAU, WASTE, cardsHome, isWonState, moveCount, moveFrom, moveTo } = game;
const { MOVE_SPACE } = ordering;

/** Node flags of TreeProofs. */
const EXPANDED = 1;
/** A move of it led to a position of the table not known lost. */
const OPEN = 2;
/** Its moves were pruned by the move that led to it (the same-unit pruning): its proof needs its parent's. */
const CONDITIONAL = 4;
const RESOLVED = 8;
const KEPT = 16;

/**
 * The best-first search's proofs of loss that hold whatever the line (table.ts): a node of the
 * search tree is resolved when it is expanded and every move from it led to a new node now
 * resolved, a dead end or a kept proof; a resolved node is kept, unless the same-unit pruning
 * left moves to its parent, in which case it is kept once its parent is (flush).
 */
class TreeProofs {
  private pending = new Int32Array(1 << 12);
  private flags = new Uint8Array(1 << 12);
  private lo = new Uint32Array(1 << 12);
  private hi = new Uint32Array(1 << 12);

  constructor(
    readonly lost: ProofTable,
    private readonly unsound: boolean,
  ) {}

  /** Node id (hash lo, hi) is stored, a move from `parent`; `conditional` when its moves are pruned by that move. */
  added(id: number, parent: number, lo: number, hi: number, conditional: boolean): void {
    while (id >= this.flags.length) {
      this.pending = grow(this.pending);
      this.flags = grow(this.flags);
      this.lo = grow(this.lo);
      this.hi = grow(this.hi);
    }
    this.pending[id] = 0;
    this.flags[id] = conditional ? CONDITIONAL : 0;
    this.lo[id] = lo;
    this.hi[id] = hi;
    if (parent >= 0) this.pending[parent]++;
  }

  /** A move from node id led to a position of the table not known lost. */
  seen(id: number): void {
    if (!this.unsound) this.flags[id] |= OPEN;
  }

  /** Every move of node id is tried: resolves it, and its ancestors as far as they are done. */
  expanded(id: number, parent: Int32Array): void {
    this.flags[id] |= EXPANDED;
    while (id >= 0 && this.pending[id] === 0 && (this.flags[id] & (EXPANDED | OPEN)) === EXPANDED) {
      this.flags[id] |= RESOLVED;
      if ((this.flags[id] & CONDITIONAL) === 0) this.keep(id);
      id = parent[id];
      if (id >= 0) this.pending[id]--;
    }
  }

  /** Keeps the resolved nodes whose proof needed their parent's, where the parent's is kept (parents come before their children). */
  flush(parent: Int32Array, size: number): void {
    for (let id = 1; id < size && id < this.flags.length; id++) {
      const f = this.flags[id];
      if ((f & (RESOLVED | KEPT)) === RESOLVED && (this.flags[parent[id]] & KEPT) !== 0) this.keep(id);
    }
  }

  private keep(id: number): void {
    this.flags[id] |= KEPT;
    this.lost.add(this.lo[id], this.hi[id]);
  }
}

export class BestFirstSearch extends SearchBoard {
  protected states = 0;
  protected tried = 0;
  private readonly proofs =
    this.options.provenLost && !this.options.macros
      ? new TreeProofs(this.options.provenLost, this.options.unsoundProofs === true)
      : undefined;

  run(): SearchResult {
    const frontier = new Frontier(this.s, (this.options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024);
    const result = this.loop(frontier);
    if (this.proofs && result.result !== 'won') this.proofs.flush(frontier.parent, frontier.size);
    return result;
  }

  private loop(frontier: Frontier): SearchResult {
    const { timeMs = Infinity, maxStates = Infinity, now, shouldStop } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    const startTime = now ? now() : 0;
    const s = this.s;
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
      if (this.proofs) this.proofs.expanded(id, frontier.parent);
    }
    return { result: 'lost', moves: [], states: this.states, bestHome: this.bestHome, tried: this.tried };
  }

  protected stop(reason: StopReason): SearchResult {
    return { result: 'unknown', moves: [], states: this.states, reason, bestHome: this.bestHome, tried: this.tried };
  }

  /** Plays the root's forced moves and queues it (unless they win); returns those moves. */
  protected enterRoot(frontier: Frontier): Move[] {
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
    const root = frontier.add(s, -1, -1, -1, 0);
    if (this.proofs) this.proofs.added(root, -1, this.hash.lo, this.hash.hi, false);
    frontier.push(root, 0);
    return rootLine;
  }

  /** Loads position `id` into the board and puts its moves, best first, into `moves`. */
  protected movesOf(frontier: Frontier, id: number, moves: Move[]): void {
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
    const { lo, hi } = this.hash;
    const proofs = this.proofs;
    // A position kept as lost whatever the line: taken back like a transposition, and resolved.
    if (proofs && proofs.lost.size > 0 && proofs.lost.has(lo, hi)) return false;
    const added = this.table.add(lo, hi);
    if (added !== 1) {
      if (added === 0 && proofs) proofs.seen(id);
      return added < 0;
    }
    this.states++;
    if (this.options.observe) this.options.observe(s, m, -1);
    const home = cardsHome(s);
    if (home > this.bestHome) this.bestHome = home;
    const to = moveTo(m);
    const macro = this.isMacro(m);
    if ((to === WASTE || macro) && this.deadEnds !== undefined && this.deadEnds.cannotWin(s)) {
      if (proofs) proofs.lost.add(lo, hi);
      return false;
    }
    const flipped = moveFrom(m) >= TABLEAU && (undo & 1) !== 0;
    const lastTo = this.autoTop > 0 || flipped || to < TABLEAU ? -1 : to;
    const child = frontier.add(s, id, m, lastTo, macro ? 1 : moveCount(m));
    if (child >= 0 && proofs) proofs.added(child, id, lo, hi, lastTo >= 0);
    return child < 0 || !frontier.push(child, score(s) * 2 ** 24 + (child & 0xffffff));
  }

  /** The winning line to position `id` then move m: the stored moves replayed from the root with their forced moves. */
  protected winningLine(frontier: Frontier, rootLine: Move[], id: number, m: Move): Move[] {
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

function grow<T extends Int32Array | Uint32Array | Uint8Array>(a: T): T {
  const b = new (a.constructor as new (length: number) => T)(a.length * 2);
  b.set(a);
  return b;
}
