// Counts and words that explain themselves, in Chromium: the Statistics panel says that the game
// in progress counts as played and lists it first in the history, marked in progress; the same
// game shown again (a board reopened) says nothing, not "Moved.".

import assert from 'node:assert/strict';
import { useBoardPage } from './support/harness';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('counts that explain themselves (Chromium)', function () {
  const env = useBoardPage();

  it('Statistics says the game in progress counts as played, and shows it as the first history row', async () => {
    const record = playRecordOf();
    const snapshot = await snapshotOf('streets', {
      deal: 42,
      settings: STILL,
      extra: { statistics: statisticsRows(), playRecord: record, moveCount: 7, status: 'playing' },
    });
    await env.board.show(snapshot);
    const page = env.board.page;
    assert.match(await page.locator('.stats-in-progress').innerText(), /game in progress counts as played/);
    assert.match(
      await page.locator('[data-section-link="history"]').innerText(),
      new RegExp(`History \\(${record.history.length} \\+ 1 in progress\\)`),
    );
    const first = page.locator('[data-section="history"] tbody tr').first();
    assert.equal(await first.getAttribute('data-game'), 'in-progress');
    assert.match(await first.innerText(), /Streets[\s\S]*#42[\s\S]*In progress[\s\S]*7/);

    // At the deal, nothing counts yet: no such row.
    await env.board.show({ ...snapshot, moveCount: 0 });
    assert.equal(await page.locator('[data-game="in-progress"]').count(), 0);
    assert.equal(await page.locator('.stats-in-progress').count(), 0);
  });

  it('the same game shown again says nothing (no "Moved.")', async () => {
    const snapshot = await snapshotOf('streets', { settings: STILL, extra: { lastAction: 'move', moveCount: 3 } });
    await env.board.show(snapshot);
    const live = () => env.board.page.locator('[aria-live]').allInnerTexts();
    const before = (await live()).join(' ');
    await env.board.show(snapshot);
    assert.doesNotMatch((await live()).join(' '), /Moved\./);
    assert.equal((await live()).join(' '), before);
  });
});
