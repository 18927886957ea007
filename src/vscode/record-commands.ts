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
import { one } from '../l10n';
import { hostL10n } from './host-l10n';

export interface RecordCommandsDeps {
  controller: GameController;
  /** The statistics changed outside the controller (an import): the status bar and board show them again. */
  changed: () => void;
  now: () => number;
  ui: { inform(message: string): void; showError(message: string): void };
  /** The extension's own tests run it (ExtensionMode.Test): only then may a command name its file. */
  testMode: boolean;
}

/** What an import added, in one sentence: each count chooses its plural. */
function importedText(name: string, games: number, days: number): string {
  const oneGame = one(hostL10n, games);
  const oneDay = one(hostL10n, days);
  if (oneGame && oneDay) return vscode.l10n.t('Forty Thieves: imported {0} game and {1} daily result from {2}.', games, days, name);
  if (oneGame) return vscode.l10n.t('Forty Thieves: imported {0} game and {1} daily results from {2}.', games, days, name);
  if (oneDay) return vscode.l10n.t('Forty Thieves: imported {0} games and {1} daily result from {2}.', games, days, name);
  return vscode.l10n.t('Forty Thieves: imported {0} games and {1} daily results from {2}.', games, days, name);
}

/** The games of an import that were here already, in a sentence. */
const knownText = (known: number): string =>
  one(hostL10n, known)
    ? vscode.l10n.t('{0} game was already here and counts once.', known)
    : vscode.l10n.t('{0} games were already here and count once.', known);

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
        title: vscode.l10n.t('Export Forty Thieves Statistics'),
        saveLabel: vscode.l10n.t('Export'),
        defaultUri: folder && vscode.Uri.joinPath(folder, `forty-thieves-statistics-${utcDay(this.deps.now())}.json`),
        filters: {
          [vscode.l10n.t('JSON (everything; Import Statistics… reads it)')]: ['json'],
          [vscode.l10n.t('CSV (the last games, one a row)')]: ['csv'],
        },
      }));
    if (!uri) return;
    const combined = this.controller.statistics.record.combined();
    const text = /\.csv$/i.test(uri.path) ? exportCsv(combined.history) : exportJson(combined, this.deps.now());
    await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
    void vscode.window.showInformationMessage(vscode.l10n.t('Forty Thieves: your statistics are in {0}.', fileName(uri.path)));
  }

  /** Merges a file written by Export Statistics…: checked whole, then written once; a refusal or failure changes nothing and says so. */
  async importStatistics(source?: unknown): Promise<void> {
    const uri =
      this.given(source) ??
      (
        await vscode.window.showOpenDialog({
          title: vscode.l10n.t('Import Forty Thieves Statistics'),
          openLabel: vscode.l10n.t('Import'),
          canSelectMany: false,
          filters: { [vscode.l10n.t('Forty Thieves statistics (JSON)')]: ['json'] },
        })
      )?.[0];
    if (!uri) return;
    const name = fileName(uri.path);
    const refuse = (why: string) =>
      this.deps.ui.showError(vscode.l10n.t('Forty Thieves: {0} could not be imported: {1}. Nothing was changed.', name, why));
    let text: string;
    try {
      const { size } = await vscode.workspace.fs.stat(uri);
      if (size > MAX_IMPORT_CHARS * 4)
        return refuse(vscode.l10n.t('it is larger than a statistics export (at most {0} MB)', MAX_IMPORT_CHARS / 1e6));
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    } catch (error) {
      return refuse(vscode.l10n.t('it could not be read ({0})', reasonOf(error)));
    }
    let added;
    try {
      const file = parseImport(text, hostL10n); // checked whole: says plainly what is wrong, quoting nothing of the file
      try {
        added = await importShares(this.controller.statistics.record, file, hostL10n);
      } catch (error) {
        return refuse(vscode.l10n.t('your record could not be saved ({0})', reasonOf(error)));
      }
    } catch (error) {
      return refuse(noMarkup((error as Error).message));
    }
    this.deps.changed();
    const imported = importedText(name, added.games, added.days);
    void vscode.window.showInformationMessage(added.known ? `${imported} ${knownText(added.known)}` : imported);
  }

  async showSetAside(): Promise<void> {
    const items = await setAsideItems(
      [
        { title: vscode.l10n.t('Saved game'), list: this.controller.setAsideGames },
        { title: vscode.l10n.t('Statistics'), list: this.controller.statistics.setAside },
      ],
      hostL10n,
    );
    if (items.length === 0) {
      this.deps.ui.inform(vscode.l10n.t('Forty Thieves: nothing has been set aside: every saved game and your statistics could be read.'));
      return;
    }
    const choice = await pickSetAside(items);
    if (!choice) return;
    const text = await choice.text();
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ language: 'json', content: text }));
    void vscode.window
      .showInformationMessage(vscode.l10n.t('Forty Thieves: this is the data as it was kept aside.'), vscode.l10n.t('Copy to Clipboard'))
      .then(async (copy) => {
        if (copy) await vscode.env.clipboard.writeText(text);
      });
  }
}
