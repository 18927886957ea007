// The board's one line to the extension host, as a Lit reactive controller: the host's messages
// arrive here, are checked, and become the board's state (a snapshot to draw, or a refusal to
// show); a ping is answered at once. The board asks for its first snapshot when it connects,
// saying what its clock showed before a reload.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { HostMessage, Snapshot } from '../../src/protocol';
import { rememberedClock } from './clock-memory';
import { isSnapshot } from '../model/snapshot-check';
import { postToHost } from '../vscode-api';

/** What the board does with the host's messages. */
export interface HostListener {
  show(snapshot: Snapshot): void;
  refused(message: string): void;
}

/**
 * Only the extension talks to the board: VS Code hands its messages over from the frame that
 * hosts the board, which has the board's own origin (vscode-webview://… in the desktop, the
 * webview endpoint in the browser). Messages from any other origin are ignored. (The source
 * cannot be compared: VS Code hides window.parent from the board.)
 */
const fromExtension = (event: MessageEvent): boolean => event.origin === window.location.origin;

export class HostConnection implements ReactiveController {
  constructor(private readonly board: ReactiveControllerHost & HostListener) {
    board.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('message', this.onMessage);
    const shownClock = rememberedClock();
    postToHost(shownClock ? { type: 'ready', shownClock } : { type: 'ready' });
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
        if (isSnapshot(message.snapshot)) this.board.show(message.snapshot);
        else console.warn('The board ignored a malformed snapshot');
        break;
      case 'error':
        this.board.refused(String(message.message ?? 'That move is not allowed'));
        break;
      default:
        break;
    }
  }
}
