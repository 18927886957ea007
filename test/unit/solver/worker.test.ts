import assert from 'node:assert/strict';
import * as path from 'node:path';
import { dealGame, isWon, play, position } from '../../../src/engine/index';
import { SolverClient } from '../../../src/solver-client';
import { deadPosition, nearlyWonPosition } from './positions';

// The worker runs the TypeScript source through tsx here (worker-entry.cjs); the extension runs
// dist/solver-worker.js.
const workerFile = path.join(__dirname, 'worker-entry.cjs');
const client = (): SolverClient => new SolverClient({ workerFile, maxOldGenerationSizeMb: 256 });

describe('solver worker client', function () {
  this.timeout(30000);

  it('starts the worker only when asked, and answers a position', async () => {
    const c = client();
    try {
      assert.equal(c.started, false);
      const answer = await c.solve({ variant: 'maria', position: nearlyWonPosition(9) }, { timeMs: 5000 });
      assert.equal(c.started, true);
      assert.equal(answer.result, 'won');
      assert.ok(answer.moves.length > 0);
      const lost = await c.solve({ variant: 'maria', position: deadPosition(9) }, { timeMs: 5000 });
      assert.equal(lost.result, 'lost');
    } finally {
      await c.dispose();
    }
  });

  it('answers a deal plus the moves played, with a line that wins from there', async () => {
    const c = client();
    try {
      const game = dealGame('lucas', { number: 1 });
      const first = (await c.solve({ variant: 'lucas', deal: { number: 1 } }, { timeMs: 10000 })).moves;
      assert.ok(first.length > 2);
      const played = first.slice(0, 2);
      const answer = await c.solve({ variant: 'lucas', deal: { number: 1 }, moves: played }, { timeMs: 10000 });
      assert.equal(answer.result, 'won');
      assert.ok(isWon([...played, ...answer.moves].reduce(play, game)));
      assert.deepEqual(position(game), position(dealGame('lucas', { number: 1 })));
    } finally {
      await c.dispose();
    }
  });

  it('cancels a running search quickly, and a queued one at once', async () => {
    const c = client();
    try {
      const running = c.start({ variant: 'forty-thieves', deal: { number: 1 } }, { timeMs: 20000 });
      const queued = c.start({ variant: 'forty-thieves', deal: { number: 2 } }, { timeMs: 20000 });
      queued.cancel();
      assert.equal((await queued.promise).reason, 'cancelled');
      await new Promise((r) => setTimeout(r, 1500)); // let the worker start and search
      const started = Date.now();
      running.cancel();
      const answer = await running.promise;
      assert.equal(answer.result, 'unknown');
      assert.equal(answer.reason, 'cancelled');
      assert.ok(Date.now() - started < 1000, 'stopped within a second');
      // The worker is still usable after a cancel.
      const next = await c.solve({ variant: 'streets', position: deadPosition(10) }, { timeMs: 1000 });
      assert.equal(next.result, 'lost');
    } finally {
      await c.dispose();
    }
  });

  it('rejects a bad request with the engine message', async () => {
    const c = client();
    try {
      await assert.rejects(c.solve({ variant: 'nope', deal: { number: 1 } }), /Unknown game/);
      await assert.rejects(c.solve({ variant: 'maria', deal: { number: 1 }, moves: ['t1>t1'] }), /t1>t1/);
    } finally {
      await c.dispose();
    }
  });
});
