// What each command does (commands.ts's table maps the command ids here): starting games from
// the pickers, today's deal and deal links, the statistics' export and import, and the solver's
// features, which live in solver/solver-features.ts. Errors thrown here are shown by the registration.

import * as vscode from 'vscode';
import { Deal, VARIANT_IDS, VariantId, position, variantTitle } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { quoteInput } from '../plain-text';
import { GameController } from '../game/controller';
import type { BoardOpening } from './board-panel';
import { dailyDeal, utcDay } from '../deals/daily-deal';
import { DEAL_LINK_PATH, dealLinkQuery } from '../deals/deal-link';
import { DealLinkOpener } from '../deals/link-opener';
import { askDealNumber, pickDifficulty, pickNewGame, pickTodaysGame } from './pickers';
import { PlayRecords } from '../records/history';
import { GameSession } from '../game/session';
import { SolverFeatures } from '../solver/solver-features';
import { WinnableDeals } from '../deals/winnable-deals';
import type { GameReview } from '../review/game-review';
import { hostL10n } from './host-l10n';

/** What Copy Position copies: the game, its deal, the moves and the position they lead to. */
export function positionReport(session: GameSession): string {
  const report = {
    game: session.variant,
    deal: session.record.deal,
    ...(session.record.opening ? { opening: session.record.opening.join(' ') } : {}),
    moves: session.record.steps.map((step) => step.join(' ')),
    position: position(session.game),
  };
  return JSON.stringify(report, null, 2);
}

export interface GameCommandsDeps {
  controller: GameController;
  records: PlayRecords;
  solver: SolverFeatures;
  review: GameReview;
  winnableDeals: WinnableDeals;
  winnableDealsOnly: () => boolean;
  /** Shows the board, creating it if needed (its page then waits for `opening.page`). */
  openBoard: (opening?: BoardOpening) => void;
  /** Today's deal could not be noted: told, and the game goes on. */
  trouble: (error: unknown) => void;
  extensionId: string;
  now: () => number;
  ui: { showError(message: string): void; confirm(message: string, action: string): Promise<boolean> };
}

export class GameCommands {
  /** Deal links, one at a time, always asking over a game that would count as lost. */
  private readonly links: DealLinkOpener;

  constructor(private readonly deps: GameCommandsDeps) {
    this.links = new DealLinkOpener({
      gameEnded: () => {
        const s = this.controller.current;
        return s.inProgress || (s.counted && !s.resultCounted) ? variantTitle(s.variant, hostL10n) : undefined;
      },
      confirm: (message, action) => deps.ui.confirm(message, action),
      isPlaying: (link) => {
        const s = this.controller.current;
        const { deal } = s.record;
        return s.variant === link.variant && 'number' in deal && deal.number === link.dealNumber && s.status === 'playing';
      },
      show: () => this.deps.openBoard(),
      deal: (link) => this.startGame(link.variant, { number: link.dealNumber }, undefined, undefined, true),
      refuse: (message) => deps.ui.showError(message),
      l10n: hostL10n,
    });
  }

  private get controller(): GameController {
    return this.deps.controller;
  }

  private today(): string {
    return utcDay(this.deps.now());
  }

  /** Starts a game (asking first over one in progress, unless `asked` already); `day` marks it as that day's deal. */
  async startGame(variant: VariantId, deal?: Deal, difficulty?: Difficulty, day?: string, asked = false): Promise<void> {
    // With a question first, the board is shown after it: revealing it focuses the webview, which
    // would take the focus from the dialog's default button (then Enter and Esc do nothing).
    // Without one, the board's panel is made at once, and its page written as soon as the new
    // deal is in place (while it is saved; a failed save takes it back on the board).
    const since = Date.now();
    const first = VARIANT_IDS.includes(variant) && !this.controller.asksBeforeNewGame(asked); // no board for a game that is refused at once
    let dealt = () => {};
    const inPlace = new Promise<void>((resolve) => (dealt = resolve));
    const starting = this.controller.newGame(variant, deal, difficulty, asked, dealt);
    if (first) this.deps.openBoard({ page: Promise.race([inPlace, starting]), since });
    const started = await starting;
    if (!first) this.deps.openBoard();
    if (!started) return;
    const { record } = this.controller.current;
    if ('number' in record.deal) await this.deps.records.dealt(variant, record.deal.number, day).catch(this.deps.trouble);
    this.controller.refresh(); // the board says whether this is today's deal
  }

  /** New Game…: the picker, then (with winnable deals only) how hard a deal. */
  async newGame(): Promise<void> {
    const choice = await pickNewGame(this.controller.current.variant, this.today());
    if (choice === undefined) return;
    if (choice === 'today') return this.todaysDeal();
    const difficulty = this.deps.winnableDealsOnly()
      ? await pickDifficulty(choice, (d) => this.deps.winnableDeals.remaining(choice, d))
      : undefined;
    if (difficulty !== null) await this.startGame(choice, undefined, difficulty);
  }

  newGameOf(variant: VariantId): Promise<void> {
    return this.startGame(variant);
  }

  openBoard(): void {
    this.deps.openBoard();
  }

  restart(): Promise<void> {
    return this.controller.restart();
  }

  undo(): Promise<void> {
    return this.controller.undo();
  }

  redo(): Promise<void> {
    return this.controller.redo();
  }

  async dealByNumber(): Promise<void> {
    const variant = this.controller.current.variant;
    const number = await askDealNumber(variant);
    if (number !== undefined) await this.startGame(variant, { number });
  }

  showStatistics(): void {
    this.deps.openBoard();
    this.controller.setStatisticsOpen(true);
  }

  hint() {
    return this.deps.solver.hint();
  }

  solve(): Promise<void> {
    return this.deps.solver.solve();
  }

  /** Review Game: the board shows the review of the game, at once; the solver works out the rest meanwhile. */
  reviewGame(): void {
    this.deps.openBoard();
    this.deps.review.open();
  }

  /** Play On from Here: the position the review shows becomes the game again. */
  playOnFromHere(): Promise<void> {
    return this.deps.review.playOn();
  }

  /** Today's deal of a game (asked for with a picker when not given): the same for every player today. */
  async todaysDeal(variant?: VariantId): Promise<void> {
    const day = this.today();
    if (variant === undefined) {
      variant = await pickTodaysGame(this.controller.current.variant, day);
      if (variant === undefined) return;
    } else if (!VARIANT_IDS.includes(variant)) {
      throw new Error(vscode.l10n.t('There is no game {0}; the games are {1}', quoteInput(variant), VARIANT_IDS.join(', ')));
    }
    const number = dailyDeal(variant, day);
    if (this.playingDailyDeal(variant, number, day)) {
      this.deps.openBoard(); // back to the game in progress, which abandoning would count as lost
      return;
    }
    await this.startGame(variant, { number }, undefined, day);
  }

  /** The game on the board is this day's deal of `variant`, still being played. */
  private playingDailyDeal(variant: VariantId, number: number, day: string): boolean {
    const session = this.controller.current;
    const deal = session.record.deal;
    return (
      session.variant === variant &&
      'number' in deal &&
      deal.number === number &&
      session.status === 'playing' &&
      this.controller.statistics.dailyDayOf(session) === day
    );
  }

  /** A link that opens this game and deal number for whoever clicks it (desktop or browser). */
  async copyDealLink(): Promise<string> {
    const { variant, record } = this.controller.current;
    if (!('number' in record.deal))
      throw new Error(vscode.l10n.t('This game was dealt from a given deck, not a numbered deal: it has no link'));
    const link = vscode.Uri.from({
      scheme: vscode.env.uriScheme,
      authority: this.deps.extensionId,
      path: DEAL_LINK_PATH,
      query: dealLinkQuery({ variant, dealNumber: record.deal.number }),
    });
    // In VS Code for the browser this is an https address that reaches the same handler.
    const external = await vscode.env.asExternalUri(link);
    const text = external.toString(true);
    await vscode.env.clipboard.writeText(text);
    // VS Code for the browser hands each such link to the window that made it, once: asExternalUri
    // arms a request id of the workbench's URL callbacks, and its first opening disarms it.
    const once =
      vscode.env.uiKind === vscode.UIKind.Web
        ? vscode.l10n.t(
            'In VS Code for the browser it opens the deal once, in this window: to open it again, copy a new link or use {0} {1}.',
            vscode.l10n.t('Deal by Number…'),
            record.deal.number,
          )
        : '';
    // One short sentence; the link itself (and the browser's caveat) behind the button.
    const name = variantTitle(variant, hostL10n);
    const number = record.deal.number;
    const showLink = vscode.l10n.t('Show Link');
    const copied = vscode.l10n.t('Forty Thieves: link to {0} deal {1} copied.', name, number);
    void vscode.window.showInformationMessage(copied, showLink).then((answer) => {
      if (answer === showLink)
        void vscode.window.showInformationMessage(vscode.l10n.t('The link to {0} deal {1}', name, number), {
          modal: true,
          detail: `${text}${once && `\n\n${once}`}`,
        });
    });
    return text;
  }

  /** Opens a deal link (each opening, one at a time); a damaged one opens nothing and says why. Over a game in progress it always asks first. */
  openDealLink(uri: vscode.Uri): Promise<void> {
    return this.links.open(uri.path, uri.query);
  }

  async copyPosition(): Promise<void> {
    await vscode.env.clipboard.writeText(positionReport(this.controller.current));
    void vscode.window.showInformationMessage(vscode.l10n.t('Forty Thieves: the position and move log are on the clipboard.'));
  }
}
