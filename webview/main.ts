// The board's entry point (bundled to dist/webview/webview.js): define the elements, route the
// host's messages to the board, and ask for a snapshot.

import './board';
import { postToHost } from './vscode-api';

const board = document.querySelector('forty-thieves-board') ?? document.body.appendChild(document.createElement('forty-thieves-board'));

/**
 * Only the extension talks to the board: VS Code hands its messages over from the frame that
 * hosts the board, on the board's own origin. Anything else (another frame, another origin) is
 * ignored, as VS Code's webview guidance advises.
 */
const fromExtension = (event: MessageEvent): boolean => event.source === window.parent && event.origin === window.location.origin;

window.addEventListener('message', (event: MessageEvent) => {
  if (fromExtension(event)) board.receive(event.data);
});
postToHost({ type: 'ready' });
