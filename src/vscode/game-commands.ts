// What each command does (commands.ts's table maps the command ids here): starting games from
// the pickers, today's deal and deal links, the statistics' export and import, and the solver's
// features, which live in solver/solver-features.ts. Errors thrown here are shown by the registration.

import * as vscode from 'vscode';
import { Deal, VARIANT_IDS, VariantId, getVariant, position } from '../engine/index';
import type { Difficulty } from '../engine/difficulty';
import { quoteInput } from '../protocol';
import { CommandActions } from './command-table';
import { GameController } from '../game/controller';
import { dailyDeal, utcDay } from '../deals/daily-deal';
import { DEAL_LINK_PATH, dealLinkQuery, parseDealLink } from '../deals/deal-link';
import { exportCsv, exportJson, mergeImport, parseExport, statisticsTable } from '../records/export-import';
import { askDealNumber, pickDifficulty, pickNewGame, pickSetAside, pickTodaysGame } from './pickers';
import { PlayRecords } from '../records/play-records';
import { GameSession } from '../game/session';
import { SolverFeatures } from '../solver/solver-features';
import { setAsideItems } from '../store/set-aside';
import { WinnableDeals } from '../deals/winnable-deals';

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
  winnableDeals: WinnableDeals;
  winnableDealsOnly: () => boolean;
  /** Shows the board, creating it if needed. */
  openBoard: () => void;
  /** The statistics changed outside the controller (an import): the status bar and board show them again. */
  statisticsChanged: () => void;
  /** A failed write of the history or daily record: told, and the game goes on. */
  recordTrouble: (error: unknown) => void;
  extensionId: string;
  now: () => number;
}

export class GameCommands implements CommandActions {
  /** What damaged links and files said, for the tests. */
  readonly errorsShown: string[] = [];

  constructor(private readonly deps: GameCommandsDeps) {}

  private get controller(): GameController {
    return this.deps.controller;
  }

  private today(): string {
    return utcDay(this.deps.now());
  }

  /** Starts a game (asking first over one in progress); `day` marks it as that day's deal. */
  async startGame(variant: VariantId, deal?: Deal, difficulty?: Difficulty, day?: string): Promise<void> {
    // The board is shown after the confirmation: revealing it focuses the webview, which would
    // take the focus from the dialog's default button (then Enter and Esc do nothing).
    const started = await this.controller.newGame(variant, deal, difficulty);
    this.deps.openBoard();
    if (!started) return;
    const { record } = this.controller.current;
    if ('number' in record.deal) await this.deps.records.dealt(variant, record.deal.number, day).catch(this.deps.recordTrouble);
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

  /** Today's deal of a game (asked for with a picker when not given): the same for every player today. */
  async todaysDeal(variant?: VariantId): Promise<void> {
    const day = this.today();
    if (variant === undefined) {
      variant = await pickTodaysGame(this.controller.current.variant, day);
      if (variant === undefined) return;
    } else if (!VARIANT_IDS.includes(variant)) {
      throw new Error(`There is no game ${quoteInput(variant)}; the games are ${VARIANT_IDS.join(', ')}`);
    }
    await this.startGame(variant, { number: dailyDeal(variant, day) }, undefined, day);
  }

  /** A link that opens this game and deal number for whoever clicks it (desktop or browser). */
  async copyDealLink(): Promise<string> {
    const { variant, record } = this.controller.current;
    if (!('number' in record.deal)) throw new Error('This game was dealt from a given deck, not a numbered deal: it has no link');
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
    void vscode.window.showInformationMessage(
      `Forty Thieves: a link to ${getVariant(variant).name} deal ${record.deal.number} is on the clipboard: ${text}`,
    );
    return text;
  }

  private showError(message: string): void {
    this.errorsShown.push(message);
    void vscode.window.showErrorMessage(message);
  }

  /** Opens a deal link; a damaged one opens nothing and says why. Over a game in progress it asks first. */
  async openDealLink(uri: vscode.Uri): Promise<void> {
    let link;
    try {
      link = parseDealLink(uri.path, uri.query);
    } catch (error) {
      this.showError(`Forty Thieves: this link opens nothing: ${(error as Error).message}.`);
      return;
    }
    await this.startGame(link.variant, { number: link.dealNumber });
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
      this.showError(`Forty Thieves: ${name} could not be imported: ${(error as Error).message}. Nothing was changed.`);
      return;
    }
    const { records } = this.deps;
    const added = await mergeImport(file, records.history, records.daily, this.controller.statistics);
    this.deps.statisticsChanged();
    const skipped = file.history.length - added.games;
    void vscode.window.showInformationMessage(
      `Forty Thieves: imported ${added.games} game${added.games === 1 ? '' : 's'} and ${added.days} daily result${added.days === 1 ? '' : 's'} from ${name}${skipped ? ` (${skipped} already here, counted once)` : ''}.`,
    );
  }

  async copyPosition(): Promise<void> {
    await vscode.env.clipboard.writeText(positionReport(this.controller.current));
    void vscode.window.showInformationMessage('Forty Thieves: the position and move log are on the clipboard.');
  }

  async showSetAside(): Promise<void> {
    const items = await setAsideItems([
      { title: 'Saved game', list: this.controller.setAsideGames },
      { title: 'Statistics', list: this.controller.statistics.setAside },
    ]);
    if (items.length === 0) {
      void vscode.window.showInformationMessage(
        'Forty Thieves: nothing has been set aside: every saved game and your statistics could be read.',
      );
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
