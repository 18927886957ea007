// The board's entry point (bundled to dist/webview/webview.js): define the elements, route the
// host's messages to the board, and ask for a snapshot.

import './board';
import { postToHost } from './vscode-api';

const board = document.querySelector('forty-thieves-board') ?? document.body.appendChild(document.createElement('forty-thieves-board'));

/**
 * Only the extension talks to the board: VS Code hands its messages over from the frame that
 * hosts the board, which has the board's own origin (vscode-webview://… in the desktop, the
 * webview endpoint in the browser). Messages from any other origin are ignored. (The source
 * cannot be compared: VS Code hides window.parent from the board.)
 */
const fromExtension = (event: MessageEvent): boolean => event.origin === window.location.origin;

window.addEventListener('message', (event: MessageEvent) => {
  if (!fromExtension(event)) return;
  if (event.data?.type === 'ping') postToHost({ type: 'pong', id: event.data.id });
  else board.receive(event.data);
});
postToHost({ type: 'ready' });
