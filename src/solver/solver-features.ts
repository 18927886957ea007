// What the player asks of the solver: a hint, Solve (play a winning line) and the "still
// winnable?" indicator. No vscode import: the editor
// is reached through `SolverUi` and the searches through `SolverBackend`, so all of it is tested
// in plain Node with a solver that answers when told.

import { Deal, Game, GameRecord, replay } from '../engine/index';
import type { Winnability } from '../protocol';
import { GameController } from '../game/controller';
import { Hint, findHint } from './hints';
import { INDICATOR_BUDGET_MS, INDICATOR_LANES, WinnabilityTracker } from './winnability-tracker';
import { PortfolioSolver } from './portfolio';
import { SOLVE_BUDGET_MS, SolveSearch } from './solve-line';
import { SolveAnswer, SolverBackend, jobOf } from './solver-backend';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export interface SolverUi {
  /** Shows the board, creating it if needed. */
  showBoard(): void;
  /** Whether a board is open: the indicator is worked out only then. */
  boardOpen(): boolean;
}

export interface SolverFeaturesDeps {
  controller: GameController;
  /** Solve and the search for a winnable deal use this solver, and the indicator its first lane (the variant's search without the beam). */
  solver: SolverBackend;
  /** The indicator's second lane (the stock beam) runs here, beside its first on `solver`. */
  indicatorSolver: SolverBackend;
  /** Hints have a solver of their own: a hint never waits behind Solve or the indicator. */
  hintSolver: SolverBackend;
  /** Starts the hint solver's thread ahead of the first hint, so its second counts from the click. */
  warmUpHints?: () => void;
  showWinnability: () => boolean;
  ui: SolverUi;
  /** The player's language (English when not given). */
  l10n?: L10n;
  /** The clock in milliseconds that times the search for the way back from a lost position. */
  now: () => number;
  /** Whether a game's deal is proven winnable (WinnableDeals.proves): its first position wins. */
  dealProven?: (record: GameRecord) => boolean;
}

export class SolverFeatures {
  private readonly tracker: WinnabilityTracker;
  /** The indicator's two searches of a position at once; the review asks them too. */
  private readonly indicator: PortfolioSolver;
  private readonly solveSearch: SolveSearch;
  private hintRequest: AbortController | undefined;
  /** How many hints and Solves the player is waiting for (playerWaits). */
  private playerWaiting = 0;
  /** The deal the tracker's verdicts are about: a new deal clears them. */
  private trackedDeal: Deal | undefined;
  private readonly subscription: { dispose(): void };

  constructor(private readonly deps: SolverFeaturesDeps) {
    const { controller, solver } = deps;
    // The indicator's verdict and Solve's state are in the snapshot. The indicator searches on
    // two threads at once (INDICATOR_LANES: the variant's search without the stock beam, and the
    // beam): each decides positions the other does not.
    this.indicator = new PortfolioSolver([
      { solver, strategy: INDICATOR_LANES[0] },
      { solver: deps.indicatorSolver, strategy: INDICATOR_LANES[1] },
    ]);
    this.tracker = new WinnabilityTracker(this.indicator, () => {
      this.learnKnown();
      controller.refresh();
    });
    this.solveSearch = new SolveSearch(solver, () => controller.refresh());
    // Made before the controller's first game: the first change sets the deal tracked.
    this.subscription = controller.onDidChange(() => this.positionChanged());
  }

  /** The indicator's verdict on the current position (null: the indicator is off). */
  winnability(): Winnability | null {
    return this.deps.showWinnability() ? this.tracker.get(this.currentJob()) : null;
  }

  /** Whether Solve's search is running (the board disables its Solve button meanwhile). */
  get solving(): boolean {
    return this.solveSearch.job !== undefined;
  }

  /**
   * Runs a search the player is waiting for with the indicator paused (the board's updates
   * meanwhile do not restart it), then lets the indicator go on.
   */
  private async playerWaits<T>(search: () => Promise<T>): Promise<T> {
    this.playerWaiting++;
    this.tracker.pause();
    try {
      return await search();
    } finally {
      this.playerWaiting--;
      this.checkWinnability();
    }
  }

  private currentJob() {
    return jobOf(this.deps.controller.current.game);
  }

  /** The board was opened or revived: hints get ready, and the indicator starts. */
  boardShown(): void {
    this.deps.warmUpHints?.();
    this.checkWinnability();
  }

  /**
   * The indicator is worked out only while the board is open and the game goes on, and not
   * while the player waits for a hint or Solve (its two searches would compete for the cores).
   */
  private checkWinnability(): void {
    const { controller, ui } = this.deps;
    if (this.playerWaiting > 0) return;
    if (controller.current.status !== 'playing')
      this.tracker.pause(); // the game is over: nothing left to search
    else if (this.deps.showWinnability() && ui.boardOpen()) this.tracker.check(this.currentJob());
  }

  private positionChanged(): void {
    const { controller } = this.deps;
    // A new game: nothing the tracker knew carries over (its memory stays flat).
    if (this.trackedDeal !== undefined && controller.current.record.deal !== this.trackedDeal) this.tracker.clear();
    this.trackedDeal = controller.current.record.deal;
    this.learnKnown();
    if (this.solveSearch.job && this.solveSearch.job.game !== controller.current.game) this.solveSearch.cancel(); // the game moved on
    this.checkWinnability();
  }

  /**
   * Tells the game what is known of its positions: the deal's proof (its first position wins), and
   * the indicator's verdict on the current position (kept with the game: the review uses it).
   */
  learnKnown(): void {
    const { controller, dealProven } = this.deps;
    const session = controller.current;
    if (session.verdicts.winnableTo < 0 && dealProven?.(session.record)) controller.learn(session, 0, 'winnable');
    const verdict = this.tracker.get(this.currentJob());
    if (verdict === 'winnable' || verdict === 'lost') controller.learn(session, session.record.steps.length, verdict);
  }

  /**
   * Runs the review's search with the indicator paused (GameReview): `solve` asks the indicator's
   * two threads about a position, and its answer is remembered as the indicator's would be.
   */
  whileReviewing<T>(search: (solve: (game: Game, signal: AbortSignal) => Promise<SolveAnswer>) => Promise<T>): Promise<T> {
    return this.playerWaits(() =>
      search(async (game, signal) => {
        const answer = await this.indicator.solve(jobOf(game), INDICATOR_BUDGET_MS, signal);
        this.tracker.remember(jobOf(game), answer.result, answer.moves);
        return answer;
      }),
    );
  }

  /** A winning line known from this position (found by the indicator, a hint, Solve or the review). */
  knownLine(game: Game): string[] | undefined {
    return this.tracker.lineFor(jobOf(game));
  }

  /** Answers a hint for the current position and shows it on the board (unless the game moved on meanwhile). */
  async hint(): Promise<Hint> {
    const { controller, ui, l10n = ENGLISH } = this.deps;
    ui.showBoard();
    this.hintRequest?.abort();
    const request = (this.hintRequest = new AbortController());
    const session = controller.current;
    const { record, game } = session;
    const stillHere = () => controller.current.record === record;
    const found = await this.playerWaits(async () => {
      controller.showHint({ move: null, text: l10n.t('Looking for a winning line…') });
      const hint = await findHint(this.deps.hintSolver, record, game, request.signal, {
        known: (job) => this.tracker.get(job),
        line: (job) => this.tracker.lineFor(job),
        progress: (text) => {
          if (stillHere()) controller.showHint({ move: null, text });
        },
        gameAt: (stepCount) => (stillHere() ? session.gameAfter(stepCount) : replay(record, stepCount)),
        now: this.deps.now,
        verdicts: () => session.verdicts,
        learn: (position, verdict) => controller.learn(session, position, verdict, record.steps),
        l10n,
      });
      this.tracker.remember(jobOf(game), hint.outcome, hint.line);
      if (stillHere()) this.learnKnown();
      return hint;
    });
    if (stillHere())
      controller.showHint({ move: found.move, text: found.text, ...(found.undoSteps ? { undoSteps: found.undoSteps } : {}) });
    return found;
  }

  /** Plays a winning line from the current position as one step, or says why there is none. */
  async solve(): Promise<void> {
    const { controller, ui, l10n = ENGLISH } = this.deps;
    ui.showBoard();
    const record = controller.current.record;
    if (controller.current.status !== 'playing') throw new Error(l10n.t('The game is over: there is nothing left to solve'));
    this.solveSearch.cancel(); // a new Solve replaces the one still searching
    const job = this.currentJob();
    const line = this.tracker.lineFor(job); // found by the indicator or a hint: no search
    const answer = line
      ? { result: 'won' as const, moves: line }
      : await this.playerWaits(async () => {
          controller.tell({ kind: 'info', text: l10n.t('Looking for a winning line…') });
          const found = await this.solveSearch.run(job);
          if (found) this.tracker.remember(job, found.result, found.moves);
          return found;
        });
    if (!answer) return; // replaced by a newer Solve, or the game moved on
    if (controller.current.record !== record) return;
    if (answer.result === 'won') await controller.playLine(answer.moves);
    else {
      controller.tell({
        kind: 'warning',
        text:
          answer.result === 'lost'
            ? l10n.t('This position can no longer be won: no line of moves from here wins. Ask for a hint to find the way back.')
            : l10n.t('No winning line was found within {0} seconds.', SOLVE_BUDGET_MS / 1000),
      });
    }
  }

  dispose(): void {
    this.subscription.dispose();
    this.hintRequest?.abort();
    this.tracker.dispose();
    this.solveSearch.cancel();
  }
}
