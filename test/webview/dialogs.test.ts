// The panels that open over the table are modal dialogs, one mechanism for all (in Chromium): the
// focus moves in, Tab and Shift+Tab never leave the dialog, the table behind is inert, Escape
// closes it and the focus returns to the control that opened it.

import assert from 'node:assert/strict';
import { BoardPage, useBoardPage } from './support/harness';
import { snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('dialogs: help, Statistics, the end of a game (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  const press = (key: string) => board.page.keyboard.press(key);
  /** The focused element: its data-action, its pile, or its tag. */
  const active = () =>
    board.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute('data-action') ?? el?.closest<HTMLElement>('[data-pile]')?.dataset.pile ?? el?.tagName ?? '';
    });
  const focusInside = (selector: string) => board.page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

  /** Tab and Shift+Tab, many times round: the focus is inside `selector` after every press. */
  async function tabStaysIn(selector: string) {
    assert.ok(await focusInside(selector), `the focus moved into ${selector}`);
    const seen = new Set<string>();
    for (const key of [...Array(12).fill('Tab'), ...Array(12).fill('Shift+Tab')]) {
      await press(key);
      assert.ok(await focusInside(selector), `${key} left ${selector} for ${await active()}`);
      seen.add(await active());
    }
    // The table behind cannot be reached by the pointer or the keyboard either.
    assert.equal(await board.page.evaluate(() => (document.querySelector('.table') as HTMLElement).inert), true, 'the table is inert');
    return seen;
  }

  it('the help: opened from the toolbar, Tab cycles inside, Escape closes and the focus returns to the Help button', async () => {
    await board.show(await snapshotOf('maria', { settings: STILL }));
    await board.page.focus('[data-action="help"]');
    await press('Enter');
    const seen = await tabStaysIn('.panel.help');
    assert.ok(seen.has('close-help') && seen.has('close-help-footer'), [...seen].join());
    await press('Escape');
    assert.equal(await board.page.locator('.panel.help').count(), 0);
    assert.equal(await active(), 'help');
    assert.equal(
      await board.page.evaluate(() => (document.querySelector('.table') as HTMLElement).inert),
      false,
      'the table is live again',
    );
  });

  it('Statistics: Tab never leaves it, Escape asks the host to close it, and the focus returns to the Statistics button', async () => {
    const snapshot = await snapshotOf('maria', { settings: STILL });
    await board.show(snapshot);
    await board.page.focus('[data-action="statistics"]');
    await press('Enter');
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['showStatistics'],
    );
    await board.show({ ...snapshot, statistics: statisticsRows() });
    await tabStaysIn('.panel.statistics');
    await press('Escape');
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['showStatistics', 'closeStatistics'],
    );
    await board.show({ ...snapshot, statistics: null });
    assert.equal(await active(), 'statistics');
  });

  it('the won panel: the focus on New deal, Tab stays inside, Escape closes it and the table is live again', async () => {
    const won = await snapshotOf('forty-thieves', { settings: STILL, extra: { status: 'won', legalMoves: [], cardsHome: 104 } });
    await board.show(won);
    assert.equal(await active(), 'won-new-deal');
    const seen = await tabStaysIn('.panel.won');
    assert.ok(seen.has('won-pick-game') && seen.has('won-statistics'), [...seen].join());
    await press('Escape');
    assert.equal(await board.page.locator('.panel.won').count(), 0);
    assert.equal(await board.page.evaluate(() => (document.querySelector('.table') as HTMLElement).inert), false);
    assert.ok(await focusInside('.table'), 'the focus is back on the table');
  });

  it('Statistics opened from the won panel: Escape gives the focus back to its Statistics button', async () => {
    const won = await snapshotOf('forty-thieves', { settings: STILL, extra: { status: 'won', legalMoves: [], cardsHome: 104 } });
    await board.show(won);
    await board.page.focus('[data-action="won-statistics"]');
    await board.show({ ...won, statistics: statisticsRows() });
    await tabStaysIn('.panel.statistics');
    await board.show({ ...won, statistics: null });
    assert.equal(await active(), 'won-statistics');
  });
});
