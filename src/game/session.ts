// One game in play: its record (deal + steps + redo), the position it leads to, and its clock.
// Pure logic with no vscode import, so it is unit-tested in plain Node.

import {
  AutoMoveMode,
  Checkpoints,
  Deal,
  Game,
  GameRecord,
  VariantId,
  autoMoves,
  canRedo,
  canUndo,
  dealGame,
  cardsHomeOf,
  openingGame,
  isLost,
  isSolvedByComputer,
  isWon,
  moveCountOf,
  newRecord,
  planMove,
  playAll,
  redoStep,
  restart,
  stepsSinceDeal,
  undoStep,
  withSolverLine,
  withStep,
} from '../engine/index';
import type { GameStatus, MoveEffect, Snapshot } from '../protocol';
import { quoteInput } from '../plain-text';
import { LineHash } from './checkpoint';
import { LineVerdicts, Verdict } from './line-verdicts';
import { stepEffects } from './step-effects';
import { ENGLISH_WORDS } from './game-words';
import type { L10n } from '../l10n';

export type LastAction = Snapshot['lastAction'];

/** What a restored session may start from instead of the deal. */
export interface RestoreFrom {
  /** A game known (checked) to follow the deal after `step` steps of the record. */
  checkpoint?: { step: number; game: Game };
  /** The record's line hash, when the caller has made it already. */
  lineHash?: LineHash;
  /** What was known of the line's positions (saved with the game). */
  verdicts?: LineVerdicts;
}

/** A session as it was (GameController rolls back to it when an action could not be saved). */
export interface SessionMark {
  record: GameRecord;
  elapsedMs: number;
  clockRunning: boolean;
  counted: boolean;
  resultCounted: boolean;
  verdicts: LineVerdicts;
}

export class GameSession {
  private currentGame: Game;
  /** Kept games along the line of play, so undo and redo never replay the whole record. */
  private checkpoints: Checkpoints;
  /** The hash a save's checkpoint is checked by, kept up to date with each step. */
  private hash: LineHash;
  /** Which positions of the line can still be won, as far as known. */
  private known: LineVerdicts;

  private constructor(
    private currentRecord: GameRecord,
    /** Time played before `runningSince`. */
    private elapsedBefore: number,
    /** When the clock last started (ms), or null while it is stopped. */
    private runningSince: number | null,
    /** Counted as played in the statistics (from the first move on). */
    public counted: boolean,
    /** The result is in the statistics: a win (undoing and winning again does not count twice), or a forfeit by Solve. */
    public resultCounted: boolean,
    from: RestoreFrom = {},
  ) {
    this.checkpoints = new Checkpoints(openingGame(currentRecord), from.checkpoint);
    this.hash = from.lineHash ?? new LineHash(currentRecord);
    this.known = from.verdicts ?? LineVerdicts.NONE;
    this.currentGame = this.gameAfter(currentRecord.steps.length);
    this.noteOutcome();
  }

  lastStep: readonly string[] = [];
  lastAction: LastAction = 'deal';
  /** The game lastStep was played from, and how many of its moves were the player's (the rest automatic). */
  private stepStart: { game: Game; playerMoves: number } | undefined;
  private effects: MoveEffect[] | undefined;

  private playedStep(start: Game, step: readonly string[], playerMoves: number): void {
    this.lastStep = step;
    this.lastAction = 'move';
    this.stepStart = { game: start, playerMoves };
    this.effects = undefined;
  }

  /** What each move of lastStep did, for the board to draw (worked out once, when first asked). */
  get lastStepEffects(): MoveEffect[] {
    if (!this.stepStart || this.lastStep.length === 0) return [];
    return (this.effects ??= stepEffects(this.stepStart.game, this.lastStep, this.stepStart.playerMoves));
  }

  static start(variant: VariantId, deal: Deal): GameSession {
    return new GameSession(newRecord(variant, deal), 0, null, false, false);
  }

  /**
   * Rebuilds a session from saved parts, replaying the steps after the checkpoint (all of them
   * without one); throws when they do not replay. What could be redone is not replayed: see checkRedo.
   */
  static restore(record: GameRecord, elapsedMs: number, counted: boolean, resultCounted: boolean, from?: RestoreFrom): GameSession {
    const session = new GameSession(record, elapsedMs, null, counted, resultCounted, from);
    session.lastAction = 'restore';
    return session;
  }

  mark(now: number): SessionMark {
    const { currentRecord: record, clockRunning, counted, resultCounted, known: verdicts } = this;
    return { record, elapsedMs: this.elapsedMs(now), clockRunning, counted, resultCounted, verdicts };
  }

  /** The session as marked (records are immutable, so the mark holds it), its clock running again if it was. */
  static fromMark(mark: SessionMark, now: number): GameSession {
    const session = GameSession.restore(mark.record, mark.elapsedMs, mark.counted, mark.resultCounted, { verdicts: mark.verdicts });
    if (mark.clockRunning) session.resumeClock(now);
    return session;
  }

  /** Replays what could be redone, from the current game, so that no redo can fail later; throws naming the first step that fails. */
  checkRedo(): void {
    this.gameAt(this.lastPosition);
  }

  /** How many steps were replayed since this session was made (the tests count them). */
  get replayedSteps(): number {
    return this.checkpoints.replayedSteps;
  }

  /** The hash of the line of play, for the checkpoint of a save. */
  get lineHash(): LineHash {
    return this.hash;
  }

  get record(): GameRecord {
    return this.currentRecord;
  }

  get game(): Game {
    return this.currentGame;
  }

  /** The game after the first `stepCount` steps of the record (a few steps of replay at most). */
  gameAfter(stepCount: number): Game {
    return this.checkpoints.gameAt(this.currentRecord.steps, stepCount);
  }

  get variant(): VariantId {
    return this.currentRecord.variant;
  }

  get status(): GameStatus {
    if (isWon(this.currentGame)) return isSolvedByComputer(this.currentRecord) ? 'solved' : 'won';
    return isLost(this.currentGame) ? 'lost' : 'playing';
  }

  get moveCount(): number {
    return moveCountOf(this.currentRecord);
  }

  get cardsHome(): number {
    return cardsHomeOf(this.currentGame);
  }

  get canUndo(): boolean {
    return canUndo(this.currentRecord);
  }

  get canRedo(): boolean {
    return canRedo(this.currentRecord);
  }

  /**
   * A game not over that abandoning would lose: one the player has made a move in, or one that
   * counts as played and has no result yet (every move undone). New Game asks first over it.
   */
  get inProgress(): boolean {
    return this.status === 'playing' && (this.moveCount > 0 || (this.counted && !this.resultCounted));
  }

  /**
   * Right after the deal, plays the automatic moves to the foundations the deal allows, as part
   * of the deal (not undoable, not the player's moves, the clock does not start). Returns them.
   */
  playOpening(autoMode: AutoMoveMode): readonly string[] {
    if (this.currentRecord.steps.length || this.currentRecord.redo.length || this.currentRecord.opening) return [];
    const auto = autoMoves(this.currentGame, autoMode);
    if (auto.moves.length === 0) return [];
    this.currentRecord = newRecord(this.variant, this.currentRecord.deal, auto.moves);
    this.playedStep(this.currentGame, auto.moves, 0);
    this.currentGame = auto.game;
    this.checkpoints = new Checkpoints(auto.game);
    this.hash = new LineHash(this.currentRecord);
    return auto.moves;
  }

  /**
   * Plays what the player asked for (expanding a multi-card shortcut) and then the automatic
   * moves to the foundations it allows, as one step. Throws, changing nothing, if illegal (saying
   * why in the player's language, `l10n`).
   */
  play(move: string, autoMode: AutoMoveMode, now: number, l10n?: L10n): readonly string[] {
    const planned = planMove(this.currentGame, move, l10n);
    const afterPlayer = playAll(this.currentGame, planned);
    const auto = autoMoves(afterPlayer, autoMode);
    const step = [...planned, ...auto.moves];
    this.currentRecord = withStep(this.currentRecord, step);
    this.playedStep(this.currentGame, step, planned.length);
    this.currentGame = auto.game;
    this.stepPlayed(auto.game);
    if (this.runningSince === null && this.status === 'playing') this.runningSince = now;
    if (this.status !== 'playing') this.stopClock(now);
    return step;
  }

  /** Plays a whole winning line (Solve's demonstration) as one step: the game ends solved. */
  playLine(moves: readonly string[], now: number): void {
    const after = playAll(this.currentGame, moves);
    this.currentRecord = withSolverLine(this.currentRecord, moves);
    this.playedStep(this.currentGame, [...moves], moves.length);
    this.currentGame = after;
    this.stepPlayed(after);
    if (this.runningSince === null && this.status === 'playing') this.runningSince = now;
    if (this.status !== 'playing') this.stopClock(now);
  }

  private stepPlayed(game: Game): void {
    const { steps } = this.currentRecord;
    this.checkpoints.played(steps.length, game);
    this.hash.played(steps, steps.length);
    this.known = this.known.keptTo(steps.length - 1);
    this.noteOutcome();
  }

  /** A game won or with nothing left to do says for itself whether it wins. */
  private noteOutcome(): void {
    const status = this.status;
    if (status !== 'playing') this.learn(this.currentRecord.steps.length, status === 'lost' ? 'lost' : 'winnable');
  }

  /** What is known of the positions along the line of play (LineVerdicts). */
  get verdicts(): LineVerdicts {
    return this.known;
  }

  /**
   * Takes in a verdict on the position after `position` steps of `line` (the line of play it was
   * worked out on: a verdict on a line played over since is dropped); true when it is news.
   */
  learn(position: number, verdict: Verdict, line?: GameRecord['steps']): boolean {
    const current = this.line;
    if (!Number.isInteger(position) || position < 0 || position > current.length) return false;
    if (line && (line.length < position || current.slice(0, position).some((step, i) => step !== line[i]))) return false;
    const before = this.known;
    this.known = this.known.with(position, verdict);
    return this.known !== before;
  }

  /** The line of play: the steps, then those that can be redone, in the order they were played. */
  get line(): GameRecord['steps'] {
    const { steps, redo } = this.currentRecord;
    return redo.length ? steps.concat([...redo].reverse()) : steps;
  }

  /** The last position of the line (its number of steps, redo included). */
  get lastPosition(): number {
    return this.currentRecord.steps.length + this.currentRecord.redo.length;
  }

  /** The game after `position` steps of the line of play (the steps that can be redone included). */
  gameAt(position: number, line = this.line): Game {
    return this.checkpoints.gameAt(line, position);
  }

  undo(words = ENGLISH_WORDS): void {
    if (!this.canUndo) throw new Error(words.nothingToUndo());
    this.rebuild(undoStep(this.currentRecord), 'undo');
  }

  redo(words = ENGLISH_WORDS): void {
    if (!this.canRedo) throw new Error(words.nothingToRedo());
    this.rebuild(redoStep(this.currentRecord), 'redo');
  }

  /** Whether the game is at the deal (or a restart): nothing played since, so Restart would change nothing. */
  get atDeal(): boolean {
    return stepsSinceDeal(this.currentRecord) === 0;
  }

  /**
   * Back to the deal (with its opening moves) as a step of its own, so one undo brings back the
   * position before it; what could be redone is gone, as after any move. Throws at the deal.
   */
  restart(words = ENGLISH_WORDS): void {
    if (this.atDeal) throw new Error(words.nothingToRestart());
    this.currentRecord = restart(this.currentRecord);
    const dealt = this.gameAfter(0);
    this.lastStep = [];
    this.stepStart = undefined;
    if (this.currentRecord.opening) this.playedStep(dealGame(this.variant, this.currentRecord.deal), [...this.currentRecord.opening], 0);
    this.lastAction = 'restart';
    this.currentGame = dealt;
    this.stepPlayed(dealt);
  }

  /** Undoes several steps at once (back to the last position that still wins); throws when there are not so many. */
  undoSteps(count: number, words = ENGLISH_WORDS): void {
    if (!Number.isInteger(count) || count < 1 || count > this.currentRecord.steps.length) {
      throw new Error(words.cannotUndo(quoteInput(count), this.currentRecord.steps.length));
    }
    this.goTo(this.currentRecord.steps.length - count, words);
  }

  /** Undoes or redoes to the position after `position` steps of the line of play (Play on from here). */
  goTo(position: number, words = ENGLISH_WORDS): void {
    const line = this.line;
    if (!Number.isInteger(position) || position < 0 || position > line.length) {
      throw new Error(words.noPosition(quoteInput(position), line.length));
    }
    const action = position < this.currentRecord.steps.length ? 'undo' : 'redo';
    this.rebuild({ ...this.currentRecord, steps: line.slice(0, position), redo: line.slice(position).reverse() }, action);
  }

  /** Moves along the line to `record`; changes nothing when its game cannot be made. */
  private rebuild(record: GameRecord, action: LastAction): void {
    this.currentGame = this.checkpoints.gameAt(record.steps, record.steps.length);
    this.currentRecord = record;
    this.lastStep = [];
    this.lastAction = action;
    this.stepStart = undefined;
  }

  elapsedMs(now: number): number {
    return this.elapsedBefore + (this.runningSince === null ? 0 : Math.max(0, now - this.runningSince));
  }

  get clockRunning(): boolean {
    return this.runningSince !== null;
  }

  /** Stops the clock (board hidden, game over); it starts again with the next move or when shown. */
  stopClock(now: number): void {
    this.elapsedBefore = this.elapsedMs(now);
    this.runningSince = null;
  }

  /** Adds play time the clock lost (a reload before it was saved: see shown-clock.ts). */
  addTime(ms: number): void {
    this.elapsedBefore += Math.max(0, ms);
  }

  /** Restarts a stopped clock, but only in a game that has begun and is not over. */
  resumeClock(now: number): void {
    if (this.runningSince === null && this.moveCount > 0 && this.status === 'playing') this.runningSince = now;
  }
}
