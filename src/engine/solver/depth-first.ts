// One round of the depth-first search (search.ts runs the rounds, with restarts): an explicit
// stack of frames over the board's one mutable state, so no recursion and no stack overflow at
// any depth, and no copy of the state per node.

import * as game from '../game';
import type { Move } from '../game';
import * as ordering from './ordering';
import { SearchBoard, grow } from './board';
import { POLL_EVERY, SearchResult, StopReason } from './options';

// Imported bindings copied into module constants once (board.ts says why).
const { TABLEAU, WASTE, cardsHome, isWonState, moveCount, moveFrom, moveTo } = game;
const { MOVE_SPACE } = ordering;

/** What playing the next move of a frame led to. */
const enum Step {
  /** A state not seen before: it is entered. */
  New,
  /** A state the table holds already: the move is taken back. */
  Seen,
  /** The table is full at its memory cap. */
  Full,
  /** All cards are home. */
  Won,
}

export class DepthFirstRound extends SearchBoard {
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
  private states = 0;
  private tried = 0;

  run(): SearchResult {
    const { timeMs = Infinity, maxStates = Infinity, now, shouldStop } = this.options;
    if (timeMs !== Infinity && !now) throw new Error('search: a time budget needs a clock (options.now)');
    const startTime = now ? now() : 0;
    let nextPoll = POLL_EVERY;
    if (this.enterRoot()) return { result: 'won', moves: this.winningLine(0), states: 1 };
    let d = 0;
    for (;;) {
      if (this.next[d] === this.end[d]) {
        // Every move from here is tried: back up one level.
        if (d === 0) return { result: 'lost', moves: [], states: this.states, bestHome: this.bestHome, tried: this.tried };
        d = this.backUp(d);
        continue;
      }
      if (++this.tried >= nextPoll) {
        // Polled per move tried, not per new state, so a run of transpositions cannot starve it.
        nextPoll += POLL_EVERY;
        if (now && now() - startTime >= timeMs) return this.stop('time');
        if (shouldStop && shouldStop()) return this.stop('cancelled');
      }
      const step = this.advance(d);
      if (step === Step.Won) return { result: 'won', moves: this.winningLine(d + 1), states: this.states };
      if (step === Step.Full) return this.stop('memory');
      if (step === Step.Seen) continue;
      if (this.states >= maxStates) return this.stop('states');
      this.expand(d);
      d++;
    }
  }

  private stop(reason: StopReason): SearchResult {
    return { result: 'unknown', moves: [], states: this.states, reason, bestHome: this.bestHome, tried: this.tried };
  }

  /** Plays the root's forced moves, stores it and lays out its frame; true when that already wins. */
  private enterRoot(): boolean {
    this.autoFirst[0] = 0;
    this.playForcedMoves();
    if (isWonState(this.s)) return true;
    this.hash.compute();
    this.table.add(this.hash.lo, this.hash.hi);
    this.states = 1;
    this.generate(0, -1, 0);
    return false;
  }

  /** Plays the next move of frame d and its forced moves; a state seen before is taken back at once. */
  private advance(d: number): Step {
    const m = this.moves[this.next[d]++];
    this.taken[d] = m;
    this.takenUndo[d] = this.play(m);
    this.ensureDepth(d + 1);
    this.autoFirst[d + 1] = this.autoTop;
    this.playForcedMoves(m);
    if (isWonState(this.s)) return Step.Won;
    this.hash.compute();
    const added = this.table.add(this.hash.lo, this.hash.hi);
    if (added !== 1) {
      this.unplayForcedMoves(this.autoFirst[d + 1]);
      this.unplay(m, this.takenUndo[d]);
      return added < 0 ? Step.Full : Step.Seen;
    }
    this.states++;
    if (this.options.observe) this.options.observe(this.s, m, d + 1);
    const home = cardsHome(this.s);
    if (home > this.bestHome) this.bestHome = home;
    return Step.New;
  }

  /** Takes back the move that entered depth d and its forced moves; returns the depth below. */
  private backUp(d: number): number {
    this.unplayForcedMoves(this.autoFirst[d]);
    d--;
    this.unplay(this.taken[d], this.takenUndo[d]);
    return d;
  }

  /** Lays out frame d + 1 for the state taken[d] entered: its moves, or none when the dead-end test calls it lost. */
  private expand(d: number): void {
    const m = this.taken[d];
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
  }

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

  private ensureDepth(d: number): void {
    if (d + 1 < this.first.length) return;
    this.first = grow(this.first);
    this.end = grow(this.end);
    this.next = grow(this.next);
    this.taken = grow(this.taken);
    this.takenUndo = grow(this.takenUndo);
    this.autoFirst = grow(this.autoFirst);
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
}
