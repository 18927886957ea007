// Everything the board shows, in one snapshot: the game (GameController), the indicator's verdict
// and Solve's state (SolverFeatures), the play record shown with the statistics, and whether the
// game is a day's deal.

import type { GameStatus, PlayRecord, Snapshot, Winnability } from '../protocol';
import type { GameController } from './controller';
import type { GameSnapshot } from './game-snapshot';

/** What the board shows of the solver. */
export interface SolverState {
  /** The indicator's verdict on the current position (null: the indicator is off). */
  winnability(): Winnability | null;
  /** Whether Solve's search is running. */
  readonly solving: boolean;
}

export class BoardState {
  constructor(
    private readonly controller: GameController,
    private readonly solver: SolverState,
    /** The history and daily record, read only while the statistics are open. */
    private readonly playRecord: () => PlayRecord,
    /** The day whose Today's Deal the game is, if it is one. */
    private readonly dailyDeal: () => string | undefined = () => undefined,
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
    return {
      ...game,
      winnability: this.verdict(game.status),
      solving: this.solver.solving,
      playRecord: game.statistics ? this.playRecord() : null,
      dailyDeal: this.dailyDeal() ?? null,
    };
  }

  /** The indicator: the solver's verdict while the game goes on; once it is over, lost or nothing. */
  private verdict(status: GameStatus): Winnability | null {
    const shown = this.solver.winnability(); // null: the indicator is off
    if (shown === null || status === 'playing') return shown;
    return status === 'lost' ? 'lost' : null;
  }
}
