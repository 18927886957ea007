// One round of the depth-first search (rounds.ts runs the rounds, with restarts): an explicit
// stack of frames over the board's one mutable state, so no recursion and no stack overflow at
// any depth, and no copy of the state per node.

import * as game from '../game';
import type { Move } from '../game';
import * as ordering from './ordering';
import { FLOAT, SearchBoard, grow } from './board';
import { DEFAULT_TABLE_MB, POLL_EVERY, SearchResult, StopReason } from './options';
import { LossProofs, StateSet } from './table';
import { MAX_COLUMNS } from './hash';
import { canFloat, floats } from './floats';
import { LearnedDeadEnds, valueSet } from './dead-ends/learned-dead-ends';
import type { ValueSet } from './dead-ends/learned-dead-ends';

// Imported bindings copied into module constants once (board.ts says why).
const { STOCK, TABLEAU, WASTE, cardsHome, isWonState, moveCount, moveFrom, moveTo } = game;
const { MOVE_SPACE } = ordering;

/**
 * What the relaxed attempts (floats.ts) may spend: together at most ATTEMPT_SHARE times the
 * positions the exact search has entered, plus ATTEMPT_ALLOWANCE, so that where the relaxation
 * does not help, the search loses at most that share of its budget. The attempts that succeed
 * are small (tens to a few hundred positions) and the ones that fail would run long, so a small
 * share keeps nearly all the gain: on bench:lost a share of 1, 0.25 and 0.05 all prove the same
 * 11 positions within 1,000, but 8.65 million positions in all become 13.8, 10.2 and 8.6 million;
 * at 0.25, 2 of 30 played positions (40-100 moves in) lost their answer at 750,000 positions, at
 * 0.05 none did.
 */
export const ATTEMPT_SHARE = 0.05;
export const ATTEMPT_ALLOWANCE = 2000;
/** An attempt with less than this to spend is not started. */
const MIN_ATTEMPT = 100;

/** The reason of a subtree with no dead end yet: every value (the intersection's identity). */
const ALL = (1 << 26) - 1;

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

  // Relaxed attempts (floats.ts). Where the exact search turns a card that could be placed, it
  // first tries to prove the position lost with that card floating (FLOAT, the frame's first
  // move): below that move the search plays the relaxation, with a table of its own on top of
  // the exact one. If the relaxation is exhausted, the position is lost and its other moves are
  // skipped (the attempt's positions join the table: they are lost too); if the relaxation wins
  // or the attempt runs out of its share, everything below the move is taken back and forgotten,
  // and the exact search goes on with the position's moves.
  private readonly floating: boolean;
  /** Depth of the position the attempt under way started from, or -1. */
  private attemptAt = -1;
  private attemptTable: StateSet | undefined;
  private attemptCap = 0;
  private attemptStates = 0;
  private attemptsSpent = 0;
  private exactStates = 0;

  /** The proofs of loss kept for the later rounds (table.ts), when SearchOptions.keepProofs is on. */
  private readonly proofs: LossProofs | undefined;

  // Learned dead ends (learned-dead-ends.ts), when SearchOptions.learnedDeadEnds is on. Per depth:
  // the card values every dead end found so far in the subtree waits for (an intersection, ALL
  // while there is none), and whether the dead-end tests ran quiet there. Where such a position is
  // exhausted, its values join the learned set if the learned test then recognises it.
  private readonly learned: LearnedDeadEnds | undefined;
  private readonly values: ValueSet;
  private reasonLo: Int32Array = new Int32Array(256);
  private reasonHi: Int32Array = new Int32Array(256);
  private quiet: Uint8Array = new Uint8Array(256);

  constructor(...args: ConstructorParameters<typeof SearchBoard>) {
    super(...args);
    const { options } = this;
    this.floating = options.floats === true && canFloat(this.s.variant) && !options.plain && !options.macros;
    if (options.provenLost && !options.macros) this.proofs = new LossProofs(options.provenLost, options.unsoundProofs === true);
    if (options.learnedDeadEnds && this.deadEnds && !options.macros)
      this.learned = new LearnedDeadEnds(this.s.fits, options.unsoundLearned === true);
    this.values = options.learnedValues ?? { lo: 0, hi: 0 };
  }

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
      if (step === Step.Seen && d === this.attemptAt) {
        // The relaxed position is one an earlier attempt exhausted: lost already.
        this.endAttempt(true);
        this.next[d] = this.end[d];
        continue;
      }
      if (step === Step.Seen) continue;
      if (this.relaxed && step !== Step.New) {
        // A win of the relaxation proves nothing, and a full table ends only the attempt.
        d = this.abandon(step === Step.Won ? d + 1 : d);
        continue;
      }
      if (step === Step.Won) return { result: 'won', moves: this.winningLine(d + 1), states: this.states };
      if (step === Step.Full) return this.stop('memory');
      if (this.states >= maxStates) return this.stop('states');
      if (this.relaxed && this.attemptStates >= this.attemptCap) {
        d = this.abandon(d + 1);
        continue;
      }
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
    const { lo, hi } = this.hash;
    this.table.add(lo, hi);
    this.states = 1;
    this.exactStates = 1;
    if (this.proofs) {
      if (this.proofs.lost.has(lo, hi)) {
        // An earlier round proved it lost: a frame with no moves.
        this.first[0] = this.next[0] = this.end[0] = 0;
        return false;
      }
      this.proofs.enter(0, lo, hi);
    }
    const waste = this.s.waste;
    this.clearReason(0);
    this.generate(0, -1, 0, waste.length > 0 && this.attemptWorthwhile(waste[waste.length - 1]) ? FLOAT : -1);
    return false;
  }

  /** Plays the next move of frame d and its forced moves; a state seen before is taken back at once. */
  private advance(d: number): Step {
    const m = this.moves[this.next[d]++];
    if (m === FLOAT) this.beginAttempt(d);
    this.taken[d] = m;
    this.takenUndo[d] = this.play(m);
    this.ensureDepth(d + 1);
    this.autoFirst[d + 1] = this.autoTop;
    this.playForcedMoves(m);
    if (isWonState(this.s)) return Step.Won;
    this.hash.compute();
    const { lo, hi } = this.hash;
    const proofs = this.proofs;
    // A position an earlier round proved lost whatever the line: taken back like a transposition.
    const lostForGood = proofs !== undefined && proofs.lost.size > 0 && proofs.lost.has(lo, hi);
    const added = lostForGood ? 0 : this.relaxed ? this.addRelaxed() : this.table.add(lo, hi);
    if (added !== 1) {
      if (added === 0 && proofs && !lostForGood) {
        if (!this.relaxed) proofs.seen(d, lo, hi);
        else if (this.table.has(lo, hi)) proofs.seenInAttempt(lo, hi);
      }
      this.unplayForcedMoves(this.autoFirst[d + 1]);
      this.unplay(m, this.takenUndo[d]);
      return added < 0 ? Step.Full : Step.Seen;
    }
    this.states++;
    if (this.relaxed) {
      this.attemptStates++;
      return Step.New;
    }
    this.exactStates++;
    if (proofs) proofs.enter(d + 1, lo, hi);
    if (this.options.observe) this.options.observe(this.s, m, d + 1);
    const home = cardsHome(this.s);
    if (home > this.bestHome) this.bestHome = home;
    return Step.New;
  }

  /** The relaxation's table: the exact one is read (its positions are settled or on the line), the attempt's own takes the new ones. */
  private addRelaxed(): number {
    if (this.table.has(this.hash.lo, this.hash.hi)) return 0;
    return this.attemptTable!.add(this.hash.lo, this.hash.hi);
  }

  /** Whether to try the relaxation first where `card` was just turned: it would float, and the attempts' share allows one. */
  private attemptWorthwhile(card: number): boolean {
    return this.floating && this.s.cols.length < MAX_COLUMNS && floats(this.s, card) && this.attemptPool() >= MIN_ATTEMPT;
  }

  private attemptPool(): number {
    return ATTEMPT_ALLOWANCE + ATTEMPT_SHARE * this.exactStates - this.attemptsSpent;
  }

  private beginAttempt(d: number): void {
    this.relaxed = true;
    this.ordering.relaxed = true;
    this.attemptAt = d;
    this.attemptCap = this.attemptPool();
    this.attemptStates = 0;
    this.attemptTable = new StateSet((this.options.maxTableMb ?? DEFAULT_TABLE_MB) * 1024 * 1024, 1 << 10);
    if (this.proofs) this.proofs.beginAttempt();
  }

  /** Ends the attempt; when it exhausted the relaxation, its positions are lost and join the table. */
  private endAttempt(exhausted: boolean): void {
    if (exhausted) {
      this.attemptTable!.copyInto(this.table);
      if (this.proofs) this.proofs.attemptExhausted(this.attemptAt, this.attemptTable!);
      if (this.options.onRefuted) this.options.onRefuted(this.s);
    }
    this.relaxed = false;
    this.ordering.relaxed = false;
    this.attemptAt = -1;
    this.attemptTable = undefined;
    this.attemptsSpent += this.attemptStates;
  }

  /** Gives the attempt up: takes back every move down to the position it started from; returns that depth. */
  private abandon(depth: number): number {
    while (depth > this.attemptAt) {
      this.unplayForcedMoves(this.autoFirst[depth]);
      depth--;
      this.unplay(this.taken[depth], this.takenUndo[depth]);
    }
    this.endAttempt(false);
    return depth;
  }

  /** Takes back the move that entered depth d and its forced moves; returns the depth below. */
  private backUp(d: number): number {
    if (this.proofs && !this.relaxed) this.proofs.finish(d);
    if (this.learned && !this.relaxed) this.learnFrom(d);
    this.unplayForcedMoves(this.autoFirst[d]);
    d--;
    this.unplay(this.taken[d], this.takenUndo[d]);
    if (d === this.attemptAt) {
      // The relaxation is exhausted: lost, and so is the position, whatever its other moves.
      this.endAttempt(true);
      this.next[d] = this.end[d];
    }
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
    this.clearReason(d + 1);
    if ((to === WASTE || macro || this.relaxed) && this.deadEnds && this.deadEnd(d + 1)) {
      // Lost whatever is played next: a leaf with no moves to try. Tested after stock turns
      // only: a turn buries the waste a card deeper, and there the test pays for itself. After
      // every move it cost more than it saved (Forty Thieves deals 1, 2, 12, 23, 34 at 10 s),
      // except in the relaxation's attempts, whose every position saved counts against a small
      // share (on bench:lost, deal 1's positions took a fifth fewer).
      this.first[d + 1] = this.next[d + 1] = this.end[d + 1] = this.end[d];
    } else {
      const turned = !this.relaxed && !forced && moveFrom(m) === STOCK && to === WASTE;
      const lead = turned && this.attemptWorthwhile(this.s.waste[this.s.waste.length - 1]) ? FLOAT : -1;
      const lastTo = forced || flipped || to < TABLEAU ? -1 : to;
      // The same-unit pruning leaves a move to the parent: this position's proof needs the parent's.
      if (lastTo >= 0 && this.proofs && !this.relaxed) this.proofs.dependOnParent(d + 1);
      this.generate(d + 1, lastTo, macro ? 1 : moveCount(m), lead);
    }
  }

  /** The dead-end tests at the position at depth d: true when it is lost (dead-end.ts, then learned-dead-ends.ts). */
  private deadEnd(d: number): boolean {
    const learned = this.relaxed ? undefined : this.learned;
    if (this.deadEnds!.cannotWin(this.s)) {
      if (learned) this.setReason(d, valueSet(this.deadEnds!.stuckValues()));
      return true;
    }
    if (!learned) return false;
    if (learned.cannotUncover(this.s, this.values)) {
      this.setReason(d, learned.reason);
      if (this.options.onLearnedRefuted) this.options.onLearnedRefuted(this.s);
      return true;
    }
    this.quiet[d] = 1;
    return false;
  }

  private clearReason(d: number): void {
    if (!this.learned) return;
    this.reasonLo[d] = ALL;
    this.reasonHi[d] = ALL;
    this.quiet[d] = 0;
  }

  private setReason(d: number, reason: ValueSet): void {
    this.reasonLo[d] = reason.lo;
    this.reasonHi[d] = reason.hi;
  }

  /**
   * The position at depth d is exhausted: where the tests were quiet there and its dead ends
   * share a reason, the reason's values are learned if the learned test then calls it lost (so
   * that it prunes the positions like it met later: siblings, and the earlier positions of later
   * rounds). The reason passes on to the parent.
   */
  private learnFrom(d: number): void {
    const lo = this.reasonLo[d];
    const hi = this.reasonHi[d];
    const values = this.values;
    if (this.quiet[d] && lo !== ALL && (lo | hi) !== 0 && ((lo | values.lo) !== values.lo || (hi | values.hi) !== values.hi)) {
      const wider = { lo: lo | values.lo, hi: hi | values.hi };
      if (this.learned!.cannotUncover(this.s, wider)) {
        values.lo = wider.lo;
        values.hi = wider.hi;
      }
    }
    if (d > 0) {
      this.reasonLo[d - 1] &= lo;
      this.reasonHi[d - 1] &= hi;
    }
  }

  /** The moves worth trying from the current state, best first (ordering.ts), as the frame at depth d; `lead`, if any, first. */
  private generate(d: number, lastTo: number, lastCount: number, lead: Move = -1): void {
    const n = this.ordering.order(lastTo, lastCount);
    const sorted = this.ordering.keys;
    const base = d === 0 ? 0 : this.end[d - 1];
    const from = lead >= 0 ? base + 1 : base;
    while (from + n > this.moves.length) this.moves = grow(this.moves);
    if (lead >= 0) this.moves[base] = lead;
    for (let a = 0; a < n; a++) this.moves[from + a] = sorted[a] % MOVE_SPACE;
    this.first[d] = base;
    this.next[d] = base;
    this.end[d] = from + n;
  }

  private ensureDepth(d: number): void {
    if (d + 1 < this.first.length) return;
    this.first = grow(this.first);
    this.end = grow(this.end);
    this.next = grow(this.next);
    this.taken = grow(this.taken);
    this.takenUndo = grow(this.takenUndo);
    this.autoFirst = grow(this.autoFirst);
    if (this.learned) {
      this.reasonLo = grow(this.reasonLo);
      this.reasonHi = grow(this.reasonHi);
      const quiet = new Uint8Array(this.quiet.length * 2);
      quiet.set(this.quiet);
      this.quiet = quiet;
    }
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
