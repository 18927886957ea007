// The record's commands: export and import of the statistics, and what was kept aside.

import * as vscode from 'vscode';
import type { GameController } from '../game/controller';
import { exportCsv, exportJson, mergeImport, parseExport, statisticsTable } from '../records/export-import';
import type { PlayRecords } from '../records/play-records';
import { setAsideItems } from '../store/set-aside';
import { utcDay } from '../deals/daily-deal';
import { pickSetAside } from './pickers';

export interface RecordCommandsDeps {
  controller: GameController;
  records: PlayRecords;
  /** The statistics changed outside the controller (an import): the status bar and board show them again. */
  changed: () => void;
  now: () => number;
  ui: { inform(message: string): void; showError(message: string): void };
}

export class RecordCommands {
  constructor(private readonly deps: RecordCommandsDeps) {}

  private get controller(): GameController {
    return this.deps.controller;
  }

  private today(): string {
    return utcDay(this.deps.now());
  }

  /** Writes the record to a file the player picks (or `target`): JSON, or CSV when the name ends in .csv. */
  async exportStatistics(target?: vscode.Uri): Promise<void> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const uri =
      target ??
      (await vscode.window.showSaveDialog({
        title: 'Export Forty Thieves Statistics',
        saveLabel: 'Export',
        defaultUri: folder && vscode.Uri.joinPath(folder, `forty-thieves-statistics-${this.today()}.json`),
        filters: { 'JSON (everything; Import Statistics… reads it)': ['json'], 'CSV (the last games, one a row)': ['csv'] },
      }));
    if (!uri) return;
    const { records } = this.deps;
    const history = records.history.all();
    const text = /\.csv$/i.test(uri.path)
      ? exportCsv(history)
      : exportJson(
          statisticsTable((v) => this.controller.statistics.get(v)),
          history,
          records.daily.all(),
          this.deps.now(),
        );
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(`Forty Thieves: your statistics are in ${uri.fsPath || uri.toString()}.`);
  }

  /** Merges a file written by Export Statistics… (or `source`); a damaged file changes nothing and says why. */
  async importStatistics(source?: vscode.Uri): Promise<void> {
    const uri =
      source ??
      (
        await vscode.window.showOpenDialog({
          title: 'Import Forty Thieves Statistics',
          openLabel: 'Import',
          canSelectMany: false,
          filters: { 'Forty Thieves statistics (JSON)': ['json'] },
        })
      )?.[0];
    if (!uri) return;
    const name = uri.path.split('/').pop();
    let file;
    try {
      file = parseExport(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)));
    } catch (error) {
      this.deps.ui.showError(`Forty Thieves: ${name} could not be imported: ${(error as Error).message}. Nothing was changed.`);
      return;
    }
    const { records } = this.deps;
    const added = await mergeImport(file, records.history, records.daily, this.controller.statistics);
    this.deps.changed();
    const skipped = file.history.length - added.games;
    void vscode.window.showInformationMessage(
      `Forty Thieves: imported ${added.games} game${added.games === 1 ? '' : 's'} and ${added.days} daily result${added.days === 1 ? '' : 's'} from ${name}${skipped ? ` (${skipped} already here, counted once)` : ''}.`,
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
