// The board while Solve searches: its Solve button is disabled (for pointer and screen reader
// alike) until the host says the search ended; Hint stays available.

import assert from 'node:assert/strict';
import { BoardPage, useBoardPage } from './support/harness';
import { snapshotOf } from './support/snapshots';

describe('board while Solve searches (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  it('disables the Solve button while its search runs, and enables it again after', async () => {
    const snapshot = await snapshotOf('forty-thieves', { deal: 1, settings: { showTimer: true, animations: false } });
    const solve = board.page.locator('.toolbar [data-action="solve"]');
    const hint = board.page.locator('.toolbar [data-action="hint"]');
    await board.show({ ...snapshot, solving: true });
    assert.equal(await solve.isDisabled(), true);
    assert.equal(await solve.getAttribute('aria-disabled'), 'true');
    assert.equal(await hint.isDisabled(), false, 'a hint may be asked meanwhile');
    await board.clearPosted();
    await solve.click({ force: true });
    assert.deepEqual(await board.actions(), [], 'a click on the disabled button asks nothing');
    await board.show({ ...snapshot, solving: false });
    assert.equal(await solve.isDisabled(), false);
    assert.equal(await solve.getAttribute('aria-disabled'), null);
    await solve.click();
    assert.deepEqual(await board.actions(), [{ type: 'solve' }]);
  });
});
