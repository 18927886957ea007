// The record's commands: export and import of the statistics, and what was kept aside. Only the
// extension's own tests may name the file (a command's argument can come from any extension or
// command link); otherwise the player picks it in the file dialog.

import * as vscode from 'vscode';
import type { GameController } from '../game/controller';
import { exportCsv, exportJson } from '../records/export-file';
import { MAX_IMPORT_CHARS, fileName, parseImport } from '../records/import-file';
import { importShares } from '../records/import-merge';
import { noMarkup, reasonOf } from '../plain-text';
import { setAsideItems } from '../store/set-aside';
import { utcDay } from '../deals/daily-deal';
import { pickSetAside } from './pickers';

export interface RecordCommandsDeps {
  controller: GameController;
  /** The statistics changed outside the controller (an import): the status bar and board show them again. */
  changed: () => void;
  now: () => number;
  ui: { inform(message: string): void; showError(message: string): void };
  /** The extension's own tests run it (ExtensionMode.Test): only then may a command name its file. */
  testMode: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class RecordCommands {
  constructor(private readonly deps: RecordCommandsDeps) {}

  private get controller(): GameController {
    return this.deps.controller;
  }

  /** A file named by the caller: taken only in test mode. */
  private given(target: unknown): vscode.Uri | undefined {
    return this.deps.testMode && target instanceof vscode.Uri ? target : undefined;
  }

  /** Writes the record to a file the player picks: JSON, or CSV when the name ends in .csv. */
  async exportStatistics(target?: unknown): Promise<void> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const uri =
      this.given(target) ??
      (await vscode.window.showSaveDialog({
        title: 'Export Forty Thieves Statistics',
        saveLabel: 'Export',
        defaultUri: folder && vscode.Uri.joinPath(folder, `forty-thieves-statistics-${utcDay(this.deps.now())}.json`),
        filters: { 'JSON (everything; Import Statistics… reads it)': ['json'], 'CSV (the last games, one a row)': ['csv'] },
      }));
    if (!uri) return;
    const combined = this.controller.statistics.record.combined();
    const text = /\.csv$/i.test(uri.path) ? exportCsv(combined.history) : exportJson(combined, this.deps.now());
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(`Forty Thieves: your statistics are in ${fileName(uri.path)}.`);
  }

  /** Merges a file written by Export Statistics…: checked whole, then written once; a refusal or failure changes nothing and says so. */
  async importStatistics(source?: unknown): Promise<void> {
    const uri =
      this.given(source) ??
      (
        await vscode.window.showOpenDialog({
          title: 'Import Forty Thieves Statistics',
          openLabel: 'Import',
          canSelectMany: false,
          filters: { 'Forty Thieves statistics (JSON)': ['json'] },
        })
      )?.[0];
    if (!uri) return;
    const name = fileName(uri.path);
    const refuse = (why: string) => this.deps.ui.showError(`Forty Thieves: ${name} could not be imported: ${why}. Nothing was changed.`);
    let text: string;
    try {
      const { size } = await vscode.workspace.fs.stat(uri);
      if (size > MAX_IMPORT_CHARS * 4) return refuse(`it is larger than a statistics export (at most ${MAX_IMPORT_CHARS / 1e6} MB)`);
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch (error) {
      return refuse(`it could not be read (${reasonOf(error)})`);
    }
    let added;
    try {
      const file = parseImport(text); // checked whole: says plainly what is wrong, quoting nothing of the file
      try {
        added = await importShares(this.controller.statistics.record, file);
      } catch (error) {
        return refuse(`your record could not be saved (${reasonOf(error)})`);
      }
    } catch (error) {
      return refuse(noMarkup((error as Error).message));
    }
    this.deps.changed();
    const known = added.known ? ` (${plural(added.known, 'game')} already here, counted once)` : '';
    void vscode.window.showInformationMessage(
      `Forty Thieves: imported ${plural(added.games, 'game')} and ${plural(added.days, 'daily result')} from ${name}${known}.`,
    );
  }

  async showSetAside(): Promise<void> {
    const items = await setAsideItems([
      { title: 'Saved game', list: this.controller.setAsideGames },
      { title: 'Statistics', list: this.controller.statistics.setAside },
    ]);
    if (items.length === 0) {
      this.deps.ui.inform('Forty Thieves: nothing has been set aside: every saved game and your statistics could be read.');
      return;
    }
    const choice = await pickSetAside(items);
    if (!choice) return;
    const text = await choice.text();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: 'json', content: text }));
    void vscode.window
      .showInformationMessage('Forty Thieves: this is the data as it was kept aside.', 'Copy to Clipboard')
      .then(async (copy) => {
        if (copy) await vscode.env.clipboard.writeText(text);
      });
  }
}
