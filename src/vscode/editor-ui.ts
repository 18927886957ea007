// How the extension speaks to the player through VS Code: the settings (a value that is not valid
// is told once, and the default used), warnings, modal questions and progress notifications.

import * as vscode from 'vscode';
import { noMarkup } from '../plain-text';
import type { GameUi } from '../game/controller';
import { Settings, readSettings } from '../game/settings';
import type { ProgressUi } from '../deals/deal-chooser';
import { BoardPanel } from './board-panel';
import { hostL10n } from './host-l10n';

export class EditorUi implements GameUi, ProgressUi {
  /** Every message, warning and error shown, oldest first (the test API reports them). */
  readonly messages: string[] = [];
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  /** Every question asked (a modal dialog), oldest first. */
  readonly questions: string[] = [];
  private warnedSettings = '';

  settings(): Settings {
    const config = vscode.workspace.getConfiguration('fortyThieves');
    const { settings, problems } = readSettings((key) => config.get(key), hostL10n);
    const text = problems.join('; ');
    if (text && text !== this.warnedSettings) void vscode.window.showWarningMessage(noMarkup(vscode.l10n.t('Forty Thieves: {0}.', text)));
    this.warnedSettings = text;
    return settings;
  }

  // Every message passes noMarkup: what it quotes from outside can never become a link that runs a command.
  warn(message: string): void {
    this.warnings.push(noMarkup(message));
    void vscode.window.showWarningMessage(noMarkup(message));
  }

  showError(message: string): void {
    this.errors.push(noMarkup(message));
    void vscode.window.showErrorMessage(noMarkup(message));
  }

  async confirm(message: string, action: string): Promise<boolean> {
    // A dialog opened while the board is taking the focus would lose it (then Enter and Esc do nothing).
    await BoardPanel.panel?.settle();
    this.questions.push(noMarkup(message));
    const answer = await vscode.window.showWarningMessage(noMarkup(message), { modal: true }, action);
    BoardPanel.panel?.focusAfterDialog();
    return answer === action;
  }

  progress<T>(
    title: string,
    task: (report: (message: string, increment: number) => void, cancelled: AbortSignal) => Promise<T>,
  ): PromiseLike<T> {
    const options = { location: vscode.ProgressLocation.Notification, title, cancellable: true };
    return vscode.window.withProgress(options, (progress, token) => {
      const cancelled = new AbortController();
      token.onCancellationRequested(() => cancelled.abort());
      return task((message, increment) => progress.report({ message, increment }), cancelled.signal);
    });
  }

  inform(message: string): void {
    this.messages.push(message);
    void vscode.window.showInformationMessage(message);
  }
}
