// The board listens only to the extension: messages from another origin are ignored (VS Code
// hands the extension's messages over from the frame that hosts the board, on its origin).

import assert from 'node:assert/strict';
import { BoardPage, useBoardPage } from './support/harness';
import { snapshotOf } from './support/snapshots';

describe('board messages (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  const variantShown = () =>
    board.page
      .locator('forty-thieves-board')
      .evaluate((el) => (el as unknown as { snapshot?: { variant: string } }).snapshot?.variant ?? null);

  it('draws what its host frame sends', async () => {
    await board.show(await snapshotOf('streets', { deal: 3 }));
    assert.equal(await variantShown(), 'streets');
  });

  it('ignores a message from another origin', async () => {
    await board.show(await snapshotOf('streets', { deal: 3 }));
    const snapshot = await snapshotOf('maria', { deal: 4 });
    await board.page.evaluate((s) => {
      const message = { type: 'state', snapshot: s };
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.example', source: window }));
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'null', source: window }));
    }, snapshot);
    await board.settle();
    assert.equal(await variantShown(), 'streets');
  });
});
