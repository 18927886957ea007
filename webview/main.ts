// The board's entry point (bundled to dist/webview.js): define the elements, route the host's
// messages to the board, and ask for a snapshot.

import './board';
import { postToHost } from './vscode-api';

const board = document.querySelector('forty-thieves-board') ?? document.body.appendChild(document.createElement('forty-thieves-board'));

window.addEventListener('message', (event: MessageEvent) => board.receive(event.data));
postToHost({ type: 'ready' });
