// Review Game: the game as a strip of its positions, each still winnable, lost or not known, the
// move that lost it and what would still have won, and any position shown on the board, read only,
// to play on from. It opens at once with what the game knows of its positions (LineVerdicts: the
// indicator's answers, the deal's proof, earlier reviews), then asks the solver about the rest in
// the background, by bisection (searchLine), and keeps every answer with the game. A finished game
// of the history whose moves are kept (FinishedGames) is reviewed the same way, read only: it
// cannot be played on, and the review closes when the game being played changes.

import { ENGLISH, type Game, type GameRecord, type L10n } from '../engine/index';
import type { GameController } from '../game/controller';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import type { GameSession } from '../game/session';
import type { FinishedGame } from '../game/finished-games';
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

/** The finished games whose moves are kept (FinishedGames). */
export interface FinishedGameSource {
  /** The finished game with this id, replayed; throws saying why when it cannot be. */
  game(id: string): FinishedGame;
  /** The game kept last, if any. */
  latest(): string | undefined;
}

interface OpenReview extends ReviewFacts {
  /** The game reviewed: the game being played, or a finished one. */
  session: GameSession;
  /** The game being played and its record as the review opened: any other change of it closes the review. */
  playing: GameSession;
  record: GameRecord;
  finished: FinishedGame | undefined;
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
    private readonly finishedGames?: FinishedGameSource,
    /** The translator of the review's words: vscode.l10n in the extension, English by default. */
    private readonly l10n: L10n = ENGLISH,
  ) {
    this.subscription = controller.onDidChange(() => this.gameChanged());
  }

  get isOpen(): boolean {
    return this.review !== undefined;
  }

  /**
   * Opens the review at once (it stays as it is when open already), on the position before the
   * losing move if it is known; the solver works out the rest in the background. Of the game
   * being played, or of the finished game `id`; on a deal not played yet (just after New Game),
   * of the game finished last.
   */
  open(id?: string): void {
    const finished = id === undefined ? this.finishedLast() : this.finishedGame(id);
    if (this.review && (id === undefined || this.review.finished?.id === id)) return;
    this.close();
    if (!finished) this.solver.learnKnown();
    const playing = this.controller.current;
    const session = finished?.session ?? playing;
    const line = session.line;
    const solvedAt = session.record.solvedAt ?? [];
    const review: OpenReview = {
      session,
      playing,
      record: playing.record,
      finished,
      line,
      words: lineWords(session.gameAt(0, line), line, solvedAt, this.l10n),
      l10n: this.l10n,
      solved: solvedAt.includes(line.length - 1),
      solvedAt,
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
    if (finished) this.controller.setStatisticsOpen(false); // opened from the history: the review is shown, not hidden under it
    this.controller.refresh();
    this.searched = this.search(review);
  }

  private finishedGame(id: string): FinishedGame {
    if (!this.finishedGames) {
      const { l10n } = this;
      throw new Error(l10n.t('The moves of finished games are not kept here'));
    }
    return this.finishedGames.game(id);
  }

  /** The game finished last, when the game being played has no move yet (nothing of its own to review); not when it cannot be read. */
  private finishedLast(): FinishedGame | undefined {
    const latest = this.finishedGames?.latest();
    if (this.review || latest === undefined || this.controller.current.line.length > 0) return undefined;
    try {
      return this.finishedGame(latest);
    } catch {
      return undefined;
    }
  }

  /** Before the losing move when it is known, else the last position. */
  private openingPosition(review: OpenReview): number {
    const { winnableTo, lostFrom } = review.session.verdicts;
    return lostFrom === winnableTo + 1 ? winnableTo : review.line.length;
  }

  /** Shows a position of the game on the board (0: the deal). */
  show(position: number): void {
    const review = this.review;
    if (!review) throw new Error(this.notOpen());
    this.check(review, position);
    review.shown = position;
    review.chosen = true;
    this.controller.refresh();
  }

  /** Play on from here: the position shown (or this one) becomes the game again, as undo or redo to it would make it. */
  async playOn(position = this.review?.shown): Promise<void> {
    const review = this.review;
    if (!review || position === undefined) throw new Error(this.notOpen());
    if (review.finished) {
      const { l10n } = this;
      throw new Error(
        l10n.t('This is a finished game of your history: it cannot be played on. Play Again (in the statistics) deals it again.'),
      );
    }
    this.check(review, position);
    await this.controller.playOnFrom(position); // the game changes: the review closes
    this.close();
  }

  private check(review: OpenReview, position: number): void {
    if (!Number.isInteger(position) || position < 0 || position > review.line.length) {
      const { l10n } = this;
      throw new Error(l10n.t('The review has no position {0}: its positions go from 0 (the deal) to {1}', position, review.line.length));
    }
  }

  private notOpen(): string {
    const { l10n } = this;
    return l10n.t('The review is not open: run Forty Thieves: Review Game first');
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
    const { session, shown } = review;
    const bySolve = review.solvedAt.filter((index) => index < shown).length; // Solve's lines are not the player's moves
    const marks = reviewShown(review, session.verdicts);
    const { finished } = review;
    return {
      game: review.gameAt(shown),
      moveCount: shown - bySolve,
      shown: finished ? { ...marks, finished: finished.result } : marks,
      ...(finished ? { finished: { session, result: finished.result } } : {}),
    };
  }

  /** Any change of the game but the review's own closes it: it shows positions of the game as it was. */
  private gameChanged(): void {
    const review = this.review;
    if (review && (this.controller.current !== review.playing || review.playing.record !== review.record)) this.close();
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
          learn: (position, verdict) =>
            review.finished ? void session.learn(position, verdict, line) : this.controller.learn(session, position, verdict, line),
          stop: () => done() || review.asked >= REVIEW_MAX_SOLVES,
        });
        // The winning alternative to the losing move: a line from the position before it.
        const before = session.verdicts.winnableTo;
        if (!done() && before >= 0 && before < line.length && !this.solver.knownLine(review.gameAt(before))) await ask(before);
      });
    } catch {
      // Cancelled (the review closed) or the solver failed: what is known stays shown.
    }
    review.finished?.learned(); // kept with the finished game for its next review
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
