// The status bar item: the current game's name and statistics in short; a click opens the board.

import * as vscode from 'vscode';
import { VariantId, getVariant } from '../engine/index';
import { GameController } from '../game/controller';
import { dailyDeal, utcDay } from '../deals/daily-deal';
import type { PlayRecords } from '../records/history';
import { formatDuration } from '../engine/duration';
import { COMMANDS } from './command-table';

/** The tooltip's line about today's deal of a game: played (how) or not yet. */
export const todayLine =
  (records: PlayRecords, now: () => number) =>
  (variant: VariantId): string => {
    const day = utcDay(now());
    const played = records.today(variant, day);
    const deal = `Today's deal of ${getVariant(variant).name} (#${dailyDeal(variant, day)})`;
    return played
      ? `${deal}: played, ${played.result} in ${formatDuration(played.timeMs)} and ${played.moves} move${played.moves === 1 ? '' : 's'}`
      : `${deal}: not played yet (Forty Thieves: Today's Deal…)`;
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
    this.item.name = 'Forty Thieves Statistics';
    this.item.command = command;
    this.subscription = controller.onDidChange(() => this.update());
    this.update();
    this.item.show();
  }

  update(): void {
    const variant = this.controller.current.variant;
    const name = getVariant(variant).name;
    const s = this.controller.statistics.get(variant);
    this.item.text = `$(layers) ${this.controller.statistics.summary(variant, name)}`;
    const rate = s.played ? `${Math.round((100 * s.won) / s.played)}%` : '–';
    const tooltip = new vscode.MarkdownString(
      [
        `**${name}**: won ${s.won} of ${s.played} (${rate})`,
        `Current streak ${s.currentStreak}, best streak ${s.bestStreak}`,
        `Best time ${s.bestTimeMs === null ? '–' : formatDuration(s.bestTimeMs)}, fewest moves ${s.fewestMoves ?? '–'}`,
        this.todayLine(variant),
        '',
        'Click to open the board',
      ].join('\n\n'),
    );
    this.item.tooltip = tooltip;
    this.item.accessibilityInformation = { label: `Forty Thieves: ${name}, won ${s.won} of ${s.played}, streak ${s.currentStreak}` };
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
