// Restart is a move like any other, in Chromium with the real controller behind the board
// (fake-host.ts): one Undo after Restart brings back the cards as they were, also after moves
// played since the restart; the toolbar keeps Restart with Undo and Redo, apart from New Game.

import assert from 'node:assert/strict';
import { FakeHost } from './support/fake-host';
import { useBoardPage } from './support/harness';

const STILL = { showTimer: true, animations: false };

describe('Restart is undone like a move (Chromium)', function () {
  const env = useBoardPage();

  const movesShown = () => env.board.page.locator('.counter dd.moves').innerText();
  const waste = () => env.board.page.locator('[data-pile="w"] > .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  async function click(action: string, host: FakeHost): Promise<void> {
    await env.board.page.click(`.actions [data-action="${action}"]`);
    await host.pump(env.board);
  }

  it('one Undo after Restart brings back the position before it', async () => {
    const host = await FakeHost.start('forty-thieves', { settings: STILL, moves: ['s>w', 's>w', 's>w'] });
    await host.start(env.board);
    const before = await waste();
    assert.equal(before.length, 3);
    assert.equal(await movesShown(), '3');

    await click('restart', host);
    assert.deepEqual(await waste(), [], 'back at the deal');
    assert.equal(await movesShown(), '0');
    assert.equal(await env.board.page.locator('[data-action="undo"]').isDisabled(), false, 'Undo is offered after Restart');
    assert.equal(await env.board.page.locator('[data-action="restart"]').isDisabled(), true, 'nothing to restart at the deal');
    assert.match(
      await env.board.page
        .locator('[aria-live]')
        .allInnerTexts()
        .then((t) => t.join(' ')),
      /Restarted from the deal/,
    );

    await click('undo', host);
    assert.deepEqual(await waste(), before, 'one Undo: the cards as they were');
    assert.equal(await movesShown(), '3');
  });

  it('after moves played since the Restart, undoing them and then the Restart goes back to before it', async () => {
    const host = await FakeHost.start('forty-thieves', { settings: STILL, moves: ['s>w', 's>w'] });
    await host.start(env.board);
    const before = await waste();

    await click('restart', host);
    for (let i = 0; i < 2; i++) {
      await env.board.page.click('[data-pile="s"]');
      await host.pump(env.board);
    }
    assert.equal(await movesShown(), '2');
    await click('undo', host);
    await click('undo', host);
    assert.deepEqual(await waste(), [], 'the moves since the restart undone: the deal');
    await click('undo', host);
    assert.deepEqual(await waste(), before, 'the restart undone too');
    await click('redo', host);
    assert.deepEqual(await waste(), [], 'redo restarts again');
  });

  it('keeps Restart with Undo and Redo, apart from New Game', async () => {
    const host = await FakeHost.start('forty-thieves', { settings: STILL, moves: ['s>w'] });
    await host.start(env.board);
    const order = await env.board.page.locator('.actions .tool').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.action));
    assert.deepEqual(order.slice(0, 4), ['new-game', 'undo', 'redo', 'restart']);
    const box = (action: string) => env.board.page.locator(`.actions [data-action="${action}"]`).boundingBox();
    const [newGame, undo] = [await box('new-game'), await box('undo')];
    assert.ok(undo!.x - (newGame!.x + newGame!.width) >= 8, 'a gap between New Game and the history buttons');
  });
});
