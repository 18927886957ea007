// Review Game: the game as a strip of its positions, each still winnable, lost or not known, the
// move that lost it and what would still have won, and any position shown on the board, read only,
// to play on from. It opens at once with what the game knows of its positions (LineVerdicts: the
// indicator's answers, the deal's proof, earlier reviews), then asks the solver about the rest in
// the background, by bisection (searchLine), and keeps every answer with the game.

import { ENGLISH, type Game, type GameRecord, type L10n } from '../engine/index';
import type { GameController } from '../game/controller';
import type { GameSession } from '../game/session';
import type { ReviewView } from '../game/board-state';
import { searchLine } from '../solver/losing-move';
import type { SolveAnswer } from '../solver/solver-backend';
import { ReviewFacts, lineWords, reviewShown } from './review-view';

/** How many positions one review asks the solver about at most (a plain bisection of 1,000 positions takes 10). */
export const REVIEW_MAX_SOLVES = 24;

/** What the review needs of the solver's features (SolverFeatures). */
export interface ReviewSolver {
  /** Runs the review's search with the indicator paused; `solve` asks about one position. */
  whileReviewing<T>(search: (solve: (game: Game, signal: AbortSignal) => Promise<SolveAnswer>) => Promise<T>): Promise<T>;
  /** A winning line known from this position, if any. */
  knownLine(game: Game): string[] | undefined;
  /** Tells the game what is known of its positions already (the deal's proof, the indicator). */
  learnKnown(): void;
}

interface OpenReview extends ReviewFacts {
  session: GameSession;
  /** The game's record as the review opened: any other change of the game closes the review. */
  record: GameRecord;
  /** The player chose a position: the review no longer follows the losing move as it is found. */
  chosen: boolean;
  tried: Set<number>;
  /** Stops the search in the background. */
  stop: AbortController;
}

export class GameReview {
  private review: OpenReview | undefined;
  /** The search in the background of the review opened last (the tests wait for it). */
  searched: Promise<void> = Promise.resolve();
  private readonly subscription: { dispose(): void };

  constructor(
    private readonly controller: GameController,
    private readonly solver: ReviewSolver,
    /** The translator of the review's words: vscode.l10n in the extension, English by default. */
    private readonly l10n: L10n = ENGLISH,
  ) {
    this.subscription = controller.onDidChange(() => this.gameChanged());
  }

  get isOpen(): boolean {
    return this.review !== undefined;
  }

  /**
   * Opens the review of the game at once (it stays as it is when open already), on the position
   * before the losing move if it is known; the solver works out the rest in the background.
   */
  open(): void {
    if (this.review) return;
    this.solver.learnKnown();
    const session = this.controller.current;
    const line = session.line;
    const review: OpenReview = {
      session,
      record: session.record,
      line,
      words: lineWords(session.gameAt(0, line), line, session.record.solved === true, this.l10n),
      l10n: this.l10n,
      solved: session.record.solved === true,
      gameAt: (position) => session.gameAt(position, line),
      shown: 0,
      chosen: false,
      tried: new Set(),
      stop: new AbortController(),
      asked: 0,
      searching: true,
      lineFrom: (game) => this.solver.knownLine(game),
    };
    review.shown = this.openingPosition(review);
    this.review = review;
    this.controller.refresh();
    this.searched = this.search(review);
  }

  /** Before the losing move when it is known, else the last position. */
  private openingPosition(review: OpenReview): number {
    const { winnableTo, lostFrom } = review.session.verdicts;
    return lostFrom === winnableTo + 1 ? winnableTo : review.line.length;
  }

  /** Shows a position of the game on the board (0: the deal). */
  show(position: number): void {
    const review = this.review;
    if (!review) throw new Error('The review is not open: run Forty Thieves: Review Game first');
    this.check(review, position);
    review.shown = position;
    review.chosen = true;
    this.controller.refresh();
  }

  /** Play on from here: the position shown (or this one) becomes the game again, as undo or redo to it would make it. */
  async playOn(position = this.review?.shown): Promise<void> {
    const review = this.review;
    if (!review || position === undefined) throw new Error('The review is not open: run Forty Thieves: Review Game first');
    this.check(review, position);
    await this.controller.playOnFrom(position); // the game changes: the review closes
    this.close();
  }

  private check(review: OpenReview, position: number): void {
    if (!Number.isInteger(position) || position < 0 || position > review.line.length) {
      throw new Error(`The review has no position ${position}: its positions go from 0 (the deal) to ${review.line.length}`);
    }
  }

  /** Closes the review: the board shows the game as it was. */
  close(): void {
    if (!this.review) return;
    this.review.stop.abort();
    this.review = undefined;
    this.controller.refresh();
  }

  /** What the board shows while the review is open (BoardState), or undefined. */
  view(): ReviewView | undefined {
    const review = this.review;
    if (!review) return undefined;
    const { session, line, shown } = review;
    const bySolve = review.solved && shown === line.length && shown > 0;
    return { game: review.gameAt(shown), moveCount: shown - (bySolve ? 1 : 0), shown: reviewShown(review, session.verdicts) };
  }

  /** Any change of the game but the review's own closes it: it shows positions of the game as it was. */
  private gameChanged(): void {
    const review = this.review;
    if (review && (this.controller.current !== review.session || review.session.record !== review.record)) this.close();
  }

  /** Asks the solver about the positions not known, bisecting towards the losing move, then about what still won before it. */
  private async search(review: OpenReview): Promise<void> {
    const { session, line, stop } = review;
    const done = () => stop.signal.aborted || this.review !== review;
    try {
      await this.solver.whileReviewing(async (solve) => {
        const ask = async (position: number): Promise<SolveAnswer> => {
          review.asked++;
          this.controller.refresh();
          return solve(review.gameAt(position), stop.signal);
        };
        await searchLine({
          verdicts: () => session.verdicts,
          last: line.length,
          tried: review.tried,
          solve: async (position) => (await ask(position)).result,
          learn: (position, verdict) => this.controller.learn(session, position, verdict, line),
          stop: () => done() || review.asked >= REVIEW_MAX_SOLVES,
        });
        // The winning alternative to the losing move: a line from the position before it.
        const before = session.verdicts.winnableTo;
        if (!done() && before >= 0 && before < line.length && !this.solver.knownLine(review.gameAt(before))) await ask(before);
      });
    } catch {
      // Cancelled (the review closed) or the solver failed: what is known stays shown.
    }
    if (done()) return;
    review.searching = false;
    if (!review.chosen) review.shown = this.openingPosition(review);
    this.controller.refresh();
  }

  dispose(): void {
    this.subscription.dispose();
    this.review?.stop.abort();
  }
}
