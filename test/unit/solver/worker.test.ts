import assert from 'node:assert/strict';
import * as path from 'node:path';
import { dealGame, isWon, play, position } from '../../../src/engine/index';
import { startNodeThread } from '../../../src/env/node/solver-thread';
import { SolverClient, SolverRequest, SolverThread } from '../../../src/solver/client';
import { deadPosition, nearlyWonPosition } from '../engine/search/positions';
import { FakeTimers } from './fake-timers';

// The worker runs the TypeScript source through tsx here (worker-entry.cjs); the extension runs
// dist/solver-worker.js.
const workerFile = path.join(__dirname, 'worker-entry.cjs');
/** A budget in positions only (no time limit), so a busy machine gets the same answers. */
const POSITIONS = { timeMs: Infinity, maxStates: 200_000 };
/** A client whose timers never fire: every answer is the worker's own, never the watchdog's. */
const client = (): SolverClient =>
  new SolverClient({ startThread: startNodeThread, workerFile, maxOldGenerationSizeMb: 256, timers: new FakeTimers() });

describe('solver worker client', function () {
  this.timeout(30000);

  it('starts the worker only when asked, and answers a position', async () => {
    const c = client();
    try {
      assert.equal(c.started, false);
      const answer = await c.solve({ variant: 'maria', position: nearlyWonPosition(9) }, POSITIONS);
      assert.equal(c.started, true);
      assert.equal(answer.result, 'won');
      assert.ok(answer.moves.length > 0);
      const lost = await c.solve({ variant: 'maria', position: deadPosition(9) }, POSITIONS);
      assert.equal(lost.result, 'lost');
    } finally {
      await c.dispose();
    }
  });

  it('answers a deal plus the moves played, with a line that wins from there', async () => {
    const c = client();
    try {
      const game = dealGame('lucas', { number: 1 });
      const first = (await c.solve({ variant: 'lucas', deal: { number: 1 } }, POSITIONS)).moves;
      assert.ok(first.length > 2);
      const played = first.slice(0, 2);
      const answer = await c.solve({ variant: 'lucas', deal: { number: 1 }, moves: played }, POSITIONS);
      assert.equal(answer.result, 'won');
      assert.ok(isWon([...played, ...answer.moves].reduce(play, game)));
      assert.deepEqual(position(game), position(dealGame('lucas', { number: 1 })));
    } finally {
      await c.dispose();
    }
  });

  it('cancels a running search, and a queued one at once', async () => {
    const c = client();
    try {
      // A first answer makes sure the worker is up, so the next request runs at once (no sleep).
      assert.equal((await c.solve({ variant: 'streets', position: deadPosition(10) }, POSITIONS)).result, 'lost');
      // No budget the search could reach: only the cancel ends it (or the test's timeout, when it fails).
      const endless = { timeMs: Infinity, maxStates: Number.MAX_SAFE_INTEGER };
      const running = c.start({ variant: 'forty-thieves', deal: { number: 1 } }, endless);
      const queued = c.start({ variant: 'forty-thieves', deal: { number: 2 } }, endless);
      queued.cancel();
      assert.deepEqual(await queued.promise, { id: queued.id, result: 'unknown', moves: [], states: 0, elapsedMs: 0, reason: 'cancelled' });
      running.cancel();
      const answer = await running.promise;
      assert.equal(answer.result, 'unknown');
      assert.equal(answer.reason, 'cancelled');
      // The worker's answer (the search noticed the flag): the client's timers never fire.
      assert.ok(answer.states > 0, 'the search itself stopped');
      // The worker is still usable after a cancel (a generous budget: a proof ends the search at once).
      const next = await c.solve({ variant: 'streets', position: deadPosition(10) }, POSITIONS);
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

/** A worker thread that takes requests and never answers. */
class SilentThread implements SolverThread {
  readonly requests: SolverRequest[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    if ((message as { type?: string }).type !== 'init') this.requests.push(message as SolverRequest);
  }
  onMessage(): void {}
  onExit(): void {}
  terminate(): void {
    this.terminated = true;
  }
  keepAlive(): void {}
}

describe('solver client watchdog', () => {
  it('ends a worker that never answers at its budget plus the grace period, answers unknown, and starts afresh', async () => {
    const timers = new FakeTimers();
    const threads: SilentThread[] = [];
    const c = new SolverClient({
      timers,
      watchdogGraceMs: 2000,
      startThread: () => (threads.push(new SilentThread()), threads[threads.length - 1]),
    });
    const hung = c.start({ variant: 'maria', deal: { number: 1 } }, { timeMs: 1000 });
    const queued = c.start({ variant: 'maria', deal: { number: 2 } }, { timeMs: 1000 });
    let answered = false;
    void hung.promise.then(() => (answered = true));
    timers.advance(2999);
    await Promise.resolve();
    assert.equal(answered, false, 'still searching within budget + grace');
    timers.advance(1);
    const answer = await hung.promise;
    assert.equal(answer.result, 'unknown');
    assert.equal(answer.reason, 'hung');
    assert.equal(threads[0].terminated, true, 'the hung worker is ended');
    // What was queued behind it goes to a fresh worker.
    assert.equal(threads.length, 2);
    assert.deepEqual(
      threads[1].requests.map((r) => r.id),
      [queued.id],
    );
    // A request without a budget gets the solver's default of 10 s.
    timers.advance(3000);
    assert.equal((await queued.promise).reason, 'hung');
    const unbudgeted = c.start({ variant: 'maria', deal: { number: 3 } });
    timers.advance(11_999);
    await Promise.resolve();
    assert.equal(threads[2].terminated, false);
    timers.advance(1);
    assert.equal((await unbudgeted.promise).reason, 'hung');
    await c.dispose();
  });

  it('starts a worker ahead of a question when warmed up, and only one', async () => {
    const threads: SilentThread[] = [];
    const c = new SolverClient({
      timers: new FakeTimers(),
      startThread: () => (threads.push(new SilentThread()), threads[threads.length - 1]),
    });
    c.warmUp();
    c.warmUp();
    assert.equal(threads.length, 1);
    void c.start({ variant: 'maria', deal: { number: 1 } }, { timeMs: 1000 });
    assert.equal(threads.length, 1, 'the question goes to the worker started already');
    assert.equal(threads[0].requests.length, 1);
    await c.dispose();
  });
});
