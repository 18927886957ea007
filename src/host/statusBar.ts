// The status bar item: the current game's name and statistics in short; a click opens the board.

import * as vscode from 'vscode';
import { VariantId, getVariant } from '../engine/index';
import { GameController } from './controller';
import { formatDuration } from './statistics';

export class StatusBar implements vscode.Disposable {
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
