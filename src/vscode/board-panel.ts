// The board panel: the only place that posts to the webview. Everything the board shows is in
// the snapshot, posted from one place (postSnapshot) whenever the controller changes. One board
// per window; it is revived after a reload by the serializer, and a re-shown webview asks for a
// fresh snapshot. So that a new board opens at once, its page carries its script and stylesheet
// (inline, under the page's nonce) and its first snapshot, and the solver starts once the board
// is up. A command that starts a game creates the panel first and writes its page once the new
// deal is saved: VS Code makes the panel's frame meanwhile.

import * as vscode from 'vscode';
import { VARIANT_IDS, VariantId, variantTitle } from '../engine/index';
import type { BoardState } from '../game/board-state';
import { BOARD_WORDS_ID, FIRST_SNAPSHOT_ID, HostMessage, VIEW_TYPE, WebviewMessage, parseWebviewMessage } from '../protocol';
import { BOARD_OPEN_CONTEXT } from './command-table';
import { GameController } from '../game/controller';
import { catchUpClock } from '../game/shown-clock';
import type { GameReview } from '../review/game-review';
import { hostL10n } from './host-l10n';

/** Longer than the delay after which VS Code focuses a webview again (50 ms in its WebviewElement). */
const FOCUS_REPEAT_MS = 100;

/** What the board can ask for that needs more than the controller (quick picks, the solver). */
export interface BoardActions {
  pickGame(): Promise<void>;
  hint(): Promise<unknown>;
  solve(): Promise<void>;
  /** A deal from the history, again (asks first over a game in progress). */
  playAgain(variant: VariantId, dealNumber: number): Promise<void>;
}

export interface BoardDeps {
  extensionUri: vscode.Uri;
  controller: GameController;
  /** What the board shows (the game, the solver's state, the play record). */
  board: BoardState;
  actions: BoardActions;
  /** Told when the board is opened or revived: hints get ready, and the indicator starts. */
  solver: { boardShown(): void };
  /** The game's review (closed with the board). */
  review: GameReview;
}

/** How a command opens the board: the page waits for `page` (a new deal being saved); `since` is when the command started. */
export interface BoardOpening {
  page?: Promise<unknown>;
  since?: number;
}

export class BoardPanel {
  private static current: BoardPanel | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private readonly pongs = new Map<number, () => void>();
  private lastPing = 0;

  static get isOpen(): boolean {
    return BoardPanel.current !== undefined;
  }

  static get panel(): BoardPanel | undefined {
    return BoardPanel.current;
  }

  /**
   * Registers what brings the board back after a reload (the serializer), and returns what
   * opens it: reveals the board, creating it if needed.
   */
  static register(context: vscode.ExtensionContext, deps: BoardDeps): (opening?: BoardOpening) => BoardPanel {
    loadPageParts(deps.extensionUri);
    context.subscriptions.push(
      vscode.window.registerWebviewPanelSerializer(VIEW_TYPE, {
        deserializeWebviewPanel: async (panel) => {
          BoardPanel.current?.panel.dispose();
          panel.webview.options = BoardPanel.options(deps.extensionUri);
          new BoardPanel(panel, deps);
        },
      }),
    );
    return (opening = {}) => {
      if (BoardPanel.current) {
        // Revealing the board the player is using (a hint or Solve asked for on it) would make
        // VS Code focus its frame again, which takes the focus off the board for a moment.
        if (!BoardPanel.current.panel.active) BoardPanel.current.panel.reveal();
        return BoardPanel.current;
      }
      const options = BoardPanel.options(deps.extensionUri);
      const create = Date.now();
      const panel = vscode.window.createWebviewPanel(VIEW_TYPE, vscode.l10n.t('Forty Thieves'), vscode.ViewColumn.Active, options);
      const times = { command: opening.since ?? create, create, created: Date.now() };
      return new BoardPanel(panel, deps, opening.page, times);
    };
  }

  private static options(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
    return {
      enableScripts: true,
      // Only what the board needs: its script, stylesheet and card back (not dist/extension.js nor the solver).
      localResourceRoots: [vscode.Uri.joinPath(extensionUri, 'dist', 'webview')],
    };
  }

  private readonly controller: GameController;
  private disposed = false;
  /** The solver is told once the board has loaded (its threads would compete with the page for the cores). */
  private solverTold = false;

  /**
   * `page`: the page is written once it settles (the game it shows is then the one to show).
   * `times`: when the command started and the panel was created, written into the page for
   * bench:ui (Date.now(): the page reads its own clock against them).
   */
  private constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly deps: BoardDeps,
    page?: Promise<unknown>,
    times?: Record<string, number>,
  ) {
    BoardPanel.current = this;
    const controller = (this.controller = deps.controller);
    panel.iconPath = vscode.Uri.joinPath(deps.extensionUri, 'media', 'icon.svg');
    this.disposables.push(
      panel.onDidDispose(() => this.dispose()),
      panel.webview.onDidReceiveMessage((raw) => this.receive(raw)),
      // setVisible never rejects: a failed save of the clock is told to the player once.
      panel.onDidChangeViewState(() => void controller.setVisible(panel.visible)),
    );
    void vscode.commands.executeCommand('setContext', BOARD_OPEN_CONTEXT, true);
    this.updateTitle();
    // The page carries the game as it is then; later changes are posted.
    const write = () => {
      if (this.disposed) return;
      this.updateTitle();
      panel.webview.html = this.html(times && { ...times, page: Date.now() });
      this.disposables.push(controller.onDidChange(() => this.postSnapshot()));
    };
    if (page) void page.then(write, write);
    else write();
  }

  private updateTitle(): void {
    this.panel.title = vscode.l10n.t('Forty Thieves: {0}', variantTitle(this.controller.current.variant, hostL10n));
  }

  private post(message: HostMessage): void {
    // A board closing as the message goes loses nothing: it asks for a fresh snapshot when shown.
    this.panel.webview.postMessage(message).then(undefined, () => undefined);
  }

  /**
   * Resolves once the board has handled everything posted to it before, including VS Code's own
   * requests to focus it (as the command palette or a picker closes): a dialog opened after that
   * keeps the focus on its button. VS Code repeats a webview's focus request after a short delay,
   * so the board is asked twice, 100 ms apart. A hidden or loading board does not answer, so each
   * question waits 500 ms at most.
   */
  async settle(): Promise<void> {
    await this.ping();
    await new Promise((resolve) => setTimeout(resolve, FOCUS_REPEAT_MS));
    await this.ping();
  }

  /**
   * After a modal dialog: VS Code gives the focus back to the board's frame, but now and then not
   * to the board inside it (seen after Esc, more often on a busy machine), and then the player's
   * next key is lost. Revealing the active board asks VS Code to focus the board itself; the board
   * puts the focus back where it was (webview/controllers/focus-keeper.ts).
   */
  focusAfterDialog(): void {
    if (this.panel.active) this.panel.reveal(this.panel.viewColumn, false);
  }

  private ping(): Promise<void> {
    if (!this.panel.visible) return Promise.resolve();
    const id = ++this.lastPing;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.pongs.delete(id);
        resolve();
      };
      const timer = setTimeout(done, 500);
      this.pongs.set(id, done);
      this.post({ type: 'ping', id });
    });
  }

  /** The one place the board is sent what it shows: on every change of the controller, and when the board asks. */
  private postSnapshot(): void {
    this.updateTitle();
    const leadIn = this.deps.board.takeLeadIn();
    if (leadIn) this.post({ type: 'state', snapshot: leadIn });
    this.post({ type: 'state', snapshot: this.deps.board.snapshot() });
  }

  /** A message from the board (the extension's own tests send what a button of the board would, through here). */
  async receive(raw: unknown): Promise<void> {
    let message: WebviewMessage;
    try {
      message = parseWebviewMessage(raw, VARIANT_IDS);
    } catch (error) {
      this.post({ type: 'error', message: (error as Error).message });
      return;
    }
    try {
      await this.handle(message);
    } catch (error) {
      // The game is unchanged: the controller only commits after an action succeeded.
      this.post({ type: 'error', message: (error as Error).message });
    }
  }

  private async handle(message: WebviewMessage): Promise<void> {
    const c = this.controller;
    switch (message.type) {
      case 'ready':
        if (message.shownClock) catchUpClock(c.current, message.shownClock, Date.now());
        this.postSnapshot();
        if (!this.solverTold) {
          this.solverTold = true;
          this.deps.solver.boardShown();
        }
        return;
      case 'move':
        await c.move(message.move);
        return;
      case 'undo':
        return c.undo();
      case 'redo':
        return c.redo();
      case 'restart':
        return c.restart();
      case 'newGame':
        await c.newGame(message.variant);
        return;
      case 'pickGame':
        return this.deps.actions.pickGame();
      case 'hint':
        await this.deps.actions.hint();
        return;
      case 'solve':
        return this.deps.actions.solve();
      case 'undoSteps':
        return c.undoSteps(message.count);
      case 'showStatistics':
        return c.setStatisticsOpen(true);
      case 'closeStatistics':
        return c.setStatisticsOpen(false);
      case 'resetStatistics':
        return c.resetStatistics();
      case 'playAgain':
        return this.deps.actions.playAgain(message.variant, message.dealNumber);
      case 'review':
        return this.deps.review.open(message.id);
      case 'reviewShow':
        return this.deps.review.show(message.position);
      case 'playOn':
        return this.deps.review.playOn(message.position);
      case 'closeReview':
        return this.deps.review.close();
      case 'pong':
        this.pongs.get(message.id)?.();
        return;
      default: {
        const unhandled: never = message;
        throw new Error(`Unhandled message ${JSON.stringify(unhandled)}`);
      }
    }
  }

  private html(times?: Record<string, number>): string {
    const webview = this.panel.webview;
    const nonce = makeNonce();
    const uri = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.deps.extensionUri, ...path)).toString();
    const csp = [
      "default-src 'none'",
      `img-src ${webview.cspSource} data:`,
      `style-src ${webview.cspSource} 'nonce-${nonce}'`,
      `font-src ${webview.cspSource}`,
      `script-src 'nonce-${nonce}'`,
    ].join('; ');
    // The script, stylesheet and card back inline save the page three requests before it can draw
    // and VS Code shows it; until they are read, the page links to them.
    const cardBack = pageParts.cardBack ?? uri('dist', 'webview', 'card-back.svg');
    const styles =
      pageParts.css === undefined
        ? `<link rel="stylesheet" href="${uri('dist', 'webview', 'board.css')}">`
        : `<style nonce="${nonce}">${pageParts.css.split(CARD_BACK).join(cardBack)}</style>`;
    const script =
      pageParts.script === undefined
        ? `<script type="module" nonce="${nonce}" src="${uri('dist', 'webview', 'webview.js')}"></script>`
        : `<script type="module" nonce="${nonce}">${pageParts.script}</script>`;
    // The first snapshot: the board draws it as its script starts, without waiting for the
    // answer to its `ready` (a bare deal first, when the deal's automatic moves are to fly).
    const first = this.deps.board.takeLeadIn() ?? this.deps.board.snapshot();
    // The board's language: VS Code's display language, and the bundle's messages for it (none in English).
    const language = vscode.env.language.replace(/[^\w-]/g, '');
    return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${styles}
<title>Forty Thieves</title>
</head>
<body${
      times
        ? ` data-opening="${Object.entries(times)
            .map(([what, at]) => `${what}:${at}`)
            .join(',')}"`
        : ''
    }>
<forty-thieves-board></forty-thieves-board>
<script type="application/json" id="${FIRST_SNAPSHOT_ID}">${inlineJson(first)}</script>
<script type="application/json" id="${BOARD_WORDS_ID}">${inlineJson(vscode.l10n.bundle ?? {})}</script>
${script}
</body>
</html>`;
  }

  private dispose(): void {
    this.disposed = true;
    if (BoardPanel.current === this) BoardPanel.current = undefined;
    void this.controller.setVisible(false);
    void vscode.commands.executeCommand('setContext', BOARD_OPEN_CONTEXT, false);
    for (const d of this.disposables.splice(0)) d.dispose();
    this.deps.review.close(); // with the board: the game is as it was when the board comes back
  }
}

/** A crypto-random nonce per panel, so only our own script runs. */
function makeNonce(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The board's stylesheet and script (dist/webview/), once read; undefined until then or when they cannot be. */
const pageParts: { css?: string; script?: string; cardBack?: string } = {};
/** How the bundled stylesheet names its card back (relative to itself). */
const CARD_BACK = './card-back.svg';

function loadPageParts(extensionUri: vscode.Uri): void {
  const read = (file: string, kind: 'css' | 'script' | 'cardBack', closing?: RegExp) => {
    if (pageParts[kind] !== undefined) return;
    vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'webview', file)).then(
      (bytes) => {
        // Without its source map's name (relative to the file); text that could close its element
        // early (or open a comment) is left to the file.
        const text = new TextDecoder().decode(bytes).replace(/\n(\/\/|\/\*)# sourceMappingURL=.*\s*$/, '');
        if (kind === 'cardBack')
          pageParts[kind] = `data:image/svg+xml,${encodeURIComponent(text)}`; // nothing of it stays markup
        else if (!closing!.test(text) && !text.includes('<!--')) pageParts[kind] = text;
      },
      () => undefined, // the page links to the file instead
    );
  };
  read('board.css', 'css', /<\/style/i);
  read('webview.js', 'script', /<\/script/i);
  read('card-back.svg', 'cardBack'); // as a data: URL (the page's img-src allows them)
}

/** JSON safe inside a <script> element of the page: no "<" that could end it or open a comment. */
const inlineJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
