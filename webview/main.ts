// The board's entry point (bundled to dist/webview/webview.js): sets the board's language, then
// defines the board's element, which connects to the host itself (host-connection.ts), and makes
// sure the page has one.

import './started';
import './language';
import './board';

if (!document.querySelector('forty-thieves-board')) document.body.appendChild(document.createElement('forty-thieves-board'));
performance.mark('board-defined'); // the script has run (bench:ui reads it)
