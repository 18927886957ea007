// The status bar item: the current game's name and statistics in short; a click opens the board.

import * as vscode from 'vscode';
import { variantTitle, type VariantId } from '../engine/index';
import { GameController } from '../game/controller';
import { dailyDeal, utcDay } from '../deals/daily-deal';
import type { PlayRecords } from '../records/history';
import type { GameResult } from '../protocol';
import { formatDuration } from '../engine/duration';
import { formatNumber, one } from '../l10n';
import { COMMANDS } from './command-table';
import { hostL10n } from './host-l10n';

/** How today's deal of a game went, in a line: the result and the number of moves are one sentence each. */
function playedLine(name: string, deal: number, result: GameResult, time: string, moves: number): string {
  const single = one(hostL10n, moves);
  switch (result) {
    case 'won':
      return single
        ? vscode.l10n.t("Today's deal of {0} (#{1}): played, won in {2} and {3} move", name, deal, time, moves)
        : vscode.l10n.t("Today's deal of {0} (#{1}): played, won in {2} and {3} moves", name, deal, time, moves);
    case 'solved':
      return single
        ? vscode.l10n.t("Today's deal of {0} (#{1}): played, solved in {2} and {3} move", name, deal, time, moves)
        : vscode.l10n.t("Today's deal of {0} (#{1}): played, solved in {2} and {3} moves", name, deal, time, moves);
    case 'lost':
      return single
        ? vscode.l10n.t("Today's deal of {0} (#{1}): played, lost in {2} and {3} move", name, deal, time, moves)
        : vscode.l10n.t("Today's deal of {0} (#{1}): played, lost in {2} and {3} moves", name, deal, time, moves);
  }
}

/** The tooltip's line about today's deal of a game: played (how) or not yet. */
export const todayLine =
  (records: PlayRecords, now: () => number) =>
  (variant: VariantId): string => {
    const day = utcDay(now());
    const played = records.today(variant, day);
    const name = variantTitle(variant, hostL10n);
    const deal = dailyDeal(variant, day);
    return played
      ? playedLine(name, deal, played.result, formatDuration(played.timeMs), played.moves)
      : vscode.l10n.t(
          "Today's deal of {0} (#{1}): not played yet ({2}: {3})",
          name,
          deal,
          vscode.l10n.t('Forty Thieves'),
          vscode.l10n.t("Today's Deal…"),
        );
  };

export class StatusBar implements vscode.Disposable {
  /** The status bar item, shown until the extension ends. */
  static register(context: vscode.ExtensionContext, controller: GameController, todayLine: (variant: VariantId) => string): StatusBar {
    const statusBar = new StatusBar(controller, COMMANDS.openBoard, todayLine);
    context.subscriptions.push(statusBar);
    return statusBar;
  }

  private readonly item = vscode.window.createStatusBarItem('fortyThieves.statistics', vscode.StatusBarAlignment.Right, 100);
  private readonly subscription: { dispose(): void };

  constructor(
    private readonly controller: GameController,
    command: string,
    /** Whether today's deal of a game was played, in a line. */
    private readonly todayLine: (variant: VariantId) => string = () => '',
  ) {
    this.item.name = vscode.l10n.t('Forty Thieves Statistics');
    this.item.command = command;
    this.subscription = controller.onDidChange(() => this.update());
    this.update();
    this.item.show();
  }

  update(): void {
    const variant = this.controller.current.variant;
    const name = variantTitle(variant, hostL10n);
    const s = this.controller.statistics.glance(variant);
    if (!s) {
      // a large record still worked out after the start: the name until it is done (never counts that leave games out)
      this.item.text = `$(layers) ${name}`;
      this.item.tooltip = new vscode.MarkdownString(vscode.l10n.t('Click to open the board'));
      this.item.accessibilityInformation = { label: name };
      return;
    }
    this.item.text = `$(layers) ${this.controller.statistics.summary(variant, name, s)}`;
    const rate = s.played ? formatNumber(hostL10n, s.won / s.played, { style: 'percent', maximumFractionDigits: 0 }) : '–';
    const none = '–';
    const tooltip = new vscode.MarkdownString(
      [
        vscode.l10n.t('**{0}**: won {1} of {2} ({3})', name, s.won, s.played, rate),
        vscode.l10n.t('Current streak {0}, best streak {1}', s.currentStreak, s.bestStreak),
        vscode.l10n.t(
          'Best time {0}, fewest moves {1}',
          s.bestTimeMs === null ? none : formatDuration(s.bestTimeMs),
          s.fewestMoves ?? none,
        ),
        this.todayLine(variant),
        '',
        vscode.l10n.t('Click to open the board'),
      ].join('\n\n'),
    );
    this.item.tooltip = tooltip;
    this.item.accessibilityInformation = {
      label: vscode.l10n.t('Forty Thieves: {0}, won {1} of {2}, streak {3}', name, s.won, s.played, s.currentStreak),
    };
  }

  /** The tooltip as plain text (for the tests). */
  tooltipText(): string {
    const tooltip = this.item.tooltip;
    return typeof tooltip === 'string' ? tooltip : (tooltip?.value ?? '');
  }

  dispose(): void {
    this.subscription.dispose();
    this.item.dispose();
  }
}
