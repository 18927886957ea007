// The board's one line to the extension host, as a Lit reactive controller: the host's messages
// arrive here, are checked, and become the board's state (a snapshot to draw, or a refusal to
// show); a ping is answered at once. The board asks for its first snapshot when it connects,
// saying what its clock showed before a reload (the panel's page may carry that first snapshot
// already: it is drawn at once).
//
// A move, undo or redo whose outcome the board knows (guess.ts) is drawn at once, before the host
// answers; the host's next snapshot then confirms or corrects it, and a refusal puts the host's
// position back. Only one guess is out at a time, and input waits for its answer.

import * as l10n from '@vscode/l10n';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { FIRST_SNAPSHOT_ID, type HostMessage, type Snapshot, type WebviewMessage } from '../../src/protocol';
import { rememberedClock } from './clock-memory';
import { PositionHistory, afterMove } from '../model/guess';
import { isSnapshot, samePosition } from '../model/snapshot-check';
import { postToHost } from '../vscode-api';

/** What the board does with the host's messages. */
export interface HostListener {
  readonly snapshot: Snapshot | null;
  /** Draws a snapshot: the host's, the board's guess, or the host's last one put back over a guess. */
  show(snapshot: Snapshot, how?: ShowHow): void;
  refused(message: string): void;
}

/**
 * How a snapshot is drawn. `guessedFrom`: the table shows the board's guess, and this was the
 * host's snapshot before it; `guess`: the board's guess itself (flown, not announced); `putBack`:
 * the host's last snapshot again, at once and without words (a refusal, or no answer).
 */
export interface ShowHow {
  guessedFrom?: Snapshot;
  guess?: boolean;
  putBack?: boolean;
}

/** A guess not answered in this long is taken back (the host's last position is drawn again). */
const ANSWER_WAIT_MS = 5000;

/**
 * Only the extension talks to the board: VS Code hands its messages over from the frame that
 * hosts the board, which has the board's own origin (vscode-webview://… in the desktop, the
 * webview endpoint in the browser). Messages from any other origin are ignored. (The source
 * cannot be compared: VS Code hides window.parent from the board.)
 */
const fromExtension = (event: MessageEvent): boolean => event.origin === window.location.origin;

export class HostConnection implements ReactiveController {
  /** The host's last snapshot (the table may show a guess beyond it). */
  private hostShown: Snapshot | null = null;
  private guess: { timer: number } | null = null;
  private readonly history = new PositionHistory();

  constructor(private readonly board: ReactiveControllerHost & HostListener) {
    board.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.onMessage);
    const shownClock = rememberedClock();
    postToHost(shownClock ? { type: 'ready', shownClock } : { type: 'ready' });
    this.showFirstSnapshot();
  }

  /** The snapshot the panel's page came with, drawn without waiting for the answer to `ready`. */
  private showFirstSnapshot(): void {
    const element = document.getElementById(FIRST_SNAPSHOT_ID);
    if (!element?.textContent) return;
    try {
      this.receive({ type: 'state', snapshot: JSON.parse(element.textContent) });
    } catch {
      console.warn('The board ignored the first snapshot of its page');
    }
    element.remove();
  }

  /** A guess is drawn and the host has not answered it yet: input waits. */
  get awaitingAnswer(): boolean {
    return this.guess !== null;
  }

  /** Posts what the player did; a move, undo or redo the board can work out is drawn at once. */
  send(message: WebviewMessage): void {
    postToHost(message);
    const shown = this.board.snapshot;
    if (this.guess || !shown || shown !== this.hostShown) return;
    const guess =
      message.type === 'move'
        ? afterMove(shown, message.move)
        : message.type === 'undo'
          ? this.history.undone(shown)
          : message.type === 'redo'
            ? this.history.redone(shown)
            : null;
    if (!guess) return;
    this.guess = { timer: window.setTimeout(this.takeBack, ANSWER_WAIT_MS) };
    this.board.show(guess, { guess: true });
  }

  /** No answer came: the host's last position is drawn again (its answer, if it comes, is drawn then). */
  private takeBack = (): void => {
    const base = this.hostShown;
    this.endGuess();
    if (base) this.board.show(base, { putBack: true });
  };

  private endGuess(): void {
    if (this.guess) window.clearTimeout(this.guess.timer);
    this.guess = null;
  }

  private hostSent(snapshot: Snapshot): void {
    const before = this.hostShown;
    this.history.record(before, snapshot);
    this.hostShown = snapshot;
    // While a guess is out, a snapshot of the position before it (the solver's verdict, say) was
    // sent before the host read the move: the guess stays drawn, waiting for the answer.
    if (this.guess && before && samePosition(before, snapshot)) return;
    if (this.guess && before) {
      this.endGuess();
      this.board.show(snapshot, { guessedFrom: before });
    } else this.board.show(snapshot);
  }

  hostDisconnected(): void {
    window.removeEventListener('message', this.onMessage);
  }

  private onMessage = (event: MessageEvent): void => {
    if (fromExtension(event)) this.receive(event.data);
  };

  /** A message from the host (checked here: the board draws only what makes sense). */
  receive(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const message = data as HostMessage;
    switch (message.type) {
      case 'ping':
        if (typeof message.id === 'number') postToHost({ type: 'pong', id: message.id });
        break;
      case 'state':
        if (isSnapshot(message.snapshot)) this.hostSent(message.snapshot);
        else console.warn('The board ignored a malformed snapshot');
        break;
      case 'error': {
        // The host refused: the game is unchanged, and a guess drawn of it is put back.
        const base = this.guess ? this.hostShown : null;
        this.endGuess();
        if (base) this.board.show(base, { putBack: true });
        this.board.refused(String(message.message ?? l10n.t('That move is not allowed')));
        break;
      }
      default:
        break;
    }
  }
}
