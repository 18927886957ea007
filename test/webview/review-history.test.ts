// Review from the history, in Chromium: a history row whose moves are kept offers Review and
// sends the board's message naming the game; the review of a finished game (the host's own
// snapshot: the real controller, FinishedGames and GameReview) names that game and offers no
// Play on.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { reviewOf } from '../unit/review/review-harness';
import { useBoardPage } from './support/harness';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('Review from the history (Chromium)', function () {
  const env = useBoardPage();

  it('a row whose moves are kept offers Review beside Play Again, and Review sends the game named by its id', async () => {
    const record = playRecordOf();
    const history = record.history.map((e, i) => (i === 2 || i === 5 ? { ...e, review: true as const } : e));
    const snapshot = await snapshotOf('streets', {
      settings: STILL,
      extra: { statistics: statisticsRows(), playRecord: { ...record, history } },
    });
    const { board } = env;
    await board.show(snapshot);
    const rows = board.page.locator('ft-play-record [data-section="history"] tbody tr');
    assert.equal(await rows.count(), history.length);
    assert.equal(await board.page.locator('ft-play-record [data-action="review-game"]').count(), 2, 'only where the moves are kept');
    const row = rows.nth(5);
    assert.equal(await row.locator('[data-action="play-again"]').count(), 1, 'Play Again stays');
    const name = history[5].variant === 'maria' ? 'Maria' : 'Streets';
    await row.getByRole('button', { name: `Review ${name} deal ${history[5].dealNumber}, ${history[5].result}` }).click();
    assert.deepEqual(await board.actions(), [{ type: 'review', id: history[5].id }]);
  });

  it("shows the review of a finished game under that game's name, without Play on", async function () {
    this.timeout(60_000);
    const t = await reviewOf({ variant: 'lucas', deal: 252, settings: { animations: false } });
    const id = t.controller.currentId;
    await t.controller.newGame('streets');
    await t.finished.written;
    t.controller.setStatisticsOpen(true);
    const withRecord: Snapshot = t.board.snapshot();
    const { board } = env;
    await board.show(withRecord);
    await board.page.locator(`ft-play-record tr[data-game="${id}"] [data-action="review-game"]`).click();
    assert.deepEqual(await board.actions(), [{ type: 'review', id }]);
    t.review.open(id);
    await board.show(t.board.snapshot());
    assert.equal((await board.page.locator('#review-title').innerText()).replace(/\s+/g, ' '), 'Review of Lucas deal 252, lost read only');
    assert.equal(await board.page.locator('[data-action="play-on"]').count(), 0, 'a finished game is not played on');
    assert.equal(await board.page.locator('.review-strip [role="option"]').count(), 58);
    assert.equal(await board.page.locator('.stats-overlay').count(), 0, 'the statistics gave way to the review');
    assert.match((await board.page.locator('.announcer').textContent()) ?? '', /^Review of Lucas deal 252, lost, read only\./);
    await board.page.click('[data-action="close-review-footer"]');
    assert.deepEqual(await board.actions(), [{ type: 'review', id }, { type: 'closeReview' }]);
  });
});
