// One duration format on both sides: a best time of 59.6 s reads the same in the status bar's
// tooltip (the host's StatusBar, over a stand-in for the vscode API) and in the board's
// statistics (Chromium), as the clock's last value "0:59".

import assert from 'node:assert/strict';
import Module from 'node:module';
import type { StatusBar as StatusBarClass } from '../../src/vscode/status-bar';
import { makeController } from '../unit/fakes';
import { finish } from '../unit/records/record-helpers';
import { useBoardPage } from './support/harness';
import { formatMessage, type L10nArg } from '../../src/l10n';

/** Just enough of the vscode API for the StatusBar to build its item and tooltip. */
const fakeVscode = {
  StatusBarAlignment: { Left: 1, Right: 2 },
  MarkdownString: class {
    constructor(readonly value: string) {}
  },
  window: {
    createStatusBarItem: () => ({ show() {}, dispose() {} }),
  },
  // English, as VS Code gives it without a bundle
  env: { language: 'en' },
  l10n: {
    t: (message: string | { message: string; args: unknown[] }, ...args: unknown[]) =>
      typeof message === 'string' ? formatMessage(message, args as L10nArg[]) : formatMessage(message.message, message.args as L10nArg[]),
  },
};

/** Loads the host's StatusBar with `vscode` resolved to the stand-in. */
function loadStatusBar(): typeof StatusBarClass {
  const loader = Module as unknown as { _load(request: string, ...rest: unknown[]): unknown };
  const load = loader._load;
  loader._load = function (request, ...rest) {
    return request === 'vscode' ? fakeVscode : load.call(this, request, ...rest);
  };
  try {
    // A plain require, after the loader is patched: an import would load the real vscode first.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return (require('../../src/vscode/status-bar') as typeof import('../../src/vscode/status-bar')).StatusBar;
  } finally {
    loader._load = load;
  }
}

describe('durations: the status bar and the board read a time alike', () => {
  const env = useBoardPage();

  it('shows a best time of 59.6 s as 0:59 in the status bar tooltip and in the board statistics', async () => {
    const { controller, board } = await makeController();
    await finish(controller.statistics, 'won-game', { variant: 'forty-thieves', result: 'won', at: 2_000_000, timeMs: 59_600, moves: 200 });
    const StatusBar = loadStatusBar();
    const statusBar = new StatusBar(controller, 'fortyThieves.showStatistics');
    const tooltipTime = /Best time (\S+),/.exec(statusBar.tooltipText())?.[1];
    statusBar.dispose();

    controller.setStatisticsOpen(true);
    await env.board.show(board.snapshot());
    const cells = await env.board.page.locator('.statistics tr[data-variant="forty-thieves"] td').allInnerTexts();
    const boardTime = cells[5];

    assert.equal(tooltipTime, '0:59');
    assert.equal(boardTime, '0:59');
  });
});
