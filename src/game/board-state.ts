// Everything the board shows, in one snapshot: the game (GameController), the indicator's verdict
// and Solve's state (SolverFeatures), the play record shown with the statistics, and whether the
// game is a day's deal.

import { Game, cardsHomeOf } from '../engine/index';
import type { GameResult, GameStatus, PlayRecord, ReviewShown, Snapshot, Winnability } from '../protocol';
import type { GameController } from './controller';
import { GameSnapshot, gameTitle, pilesOf } from './game-snapshot';
import type { GameSession } from './session';

/** What the board shows of the solver. */
export interface SolverState {
  /** The indicator's verdict on the current position (null: the indicator is off). */
  winnability(): Winnability | null;
  /** Whether Solve's search is running. */
  readonly solving: boolean;
}

/** What the board shows while the game's review is open (GameReview.view). */
export interface ReviewView {
  /** The position shown, read only. */
  game: Game;
  /** The player's moves up to it. */
  moveCount: number;
  shown: ReviewShown;
  /** A finished game of the history reviewed instead of the game being played: the board's title shows it. */
  finished?: { session: GameSession; result: GameResult };
}

export class BoardState {
  constructor(
    private readonly controller: GameController,
    private readonly solver: SolverState,
    /** The history and daily record, read only while the statistics are open. */
    private readonly playRecord: () => PlayRecord,
    /** The game's review, while it is open. */
    private readonly review: () => ReviewView | undefined = () => undefined,
  ) {}

  snapshot(): Snapshot {
    return this.complete(this.controller.snapshot());
  }

  /** The bare deal to draw before the current snapshot, once (GameController.takeLeadIn). */
  takeLeadIn(): Snapshot | undefined {
    const lead = this.controller.takeLeadIn();
    return lead && this.complete(lead);
  }

  private complete(game: GameSnapshot): Snapshot {
    const snapshot: Snapshot = {
      ...game,
      winnability: this.verdict(game.status),
      solving: this.solver.solving,
      playRecord: game.statistics ? this.playRecord() : null,
      dailyDeal: this.controller.statistics.dailyDayOf(this.controller.current) ?? null,
      review: null,
    };
    const review = this.review();
    return review ? reviewed(snapshot, review) : snapshot;
  }

  /** The indicator: the solver's verdict while the game goes on; once it is over, lost or nothing. */
  private verdict(status: GameStatus): Winnability | null {
    const shown = this.solver.winnability(); // null: the indicator is off
    if (shown === null || status === 'playing') return shown;
    return status === 'lost' ? 'lost' : null;
  }
}

const REVIEW_MARKS: Record<string, Winnability> = { w: 'winnable', l: 'lost', u: 'unknown' };

/** The snapshot of the position the review shows: its piles, read only, and its mark as the indicator's verdict (when the indicator is on). */
function reviewed(snapshot: Snapshot, { game, moveCount, shown, finished }: ReviewView): Snapshot {
  return {
    ...snapshot,
    ...(finished ? { ...finishedTitle(finished.session), status: finished.result, dailyDeal: null } : {}),
    ...pilesOf(game),
    legalMoves: [],
    lastStep: [],
    lastStepEffects: [],
    lastAction: 'restore',
    moveCount,
    cardsHome: cardsHomeOf(game),
    hint: null,
    winnability: snapshot.winnability === null ? null : REVIEW_MARKS[shown.marks[shown.shown]],
    review: shown,
  };
}

/** A finished game's title, time and state: over, its clock stopped, nothing to undo or redo on the board. */
function finishedTitle(session: GameSession) {
  const elapsedMs = Math.round(session.elapsedMs(0));
  return { ...gameTitle(session), elapsedMs, timerRunning: false, canUndo: false, canRedo: false };
}
