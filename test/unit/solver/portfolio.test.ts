import assert from 'node:assert/strict';
import * as path from 'node:path';
import { dealGame } from '../../../src/engine/index';
import type { SearchStrategy } from '../../../src/engine/search/index';
import { PortfolioSolver } from '../../../src/solver/portfolio';
import { SolveAnswer, SolveJob, SolverBackend, jobOf } from '../../../src/solver/solver-backend';
import { WorkerSolverBackend } from '../../../src/solver/worker-backend';
import { startNodeThread } from '../../../src/env/node/solver-thread';
import { SolverClient, SolverRequest, SolverResponse, SolverThread } from '../../../src/solver/client';
import { FakeTimers } from './fake-timers';

/** A solver that answers or fails only when told, and rejects when its request is cancelled. */
class LaneStub implements SolverBackend {
  readonly asked: { strategy?: SearchStrategy; signal?: AbortSignal; answer: (a: SolveAnswer) => void; fail: (e: Error) => void }[] = [];
  solve(_job: SolveJob, _timeMs: number, signal?: AbortSignal, strategy?: SearchStrategy): Promise<SolveAnswer> {
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new Error('cancelled')), { once: true });
      this.asked.push({ strategy, signal, answer: resolve, fail: reject });
    });
  }
}

const job = jobOf(dealGame('forty-thieves', { number: 8 }));

describe('PortfolioSolver', () => {
  it('fails only when every search fails', async () => {
    const depth = new LaneStub();
    const best = new LaneStub();
    const answer = new PortfolioSolver([
      { solver: depth, strategy: 'depth' },
      { solver: best, strategy: 'best' },
    ]).solve(job, 5000);
    let settled = false;
    answer.then(
      () => (settled = true),
      () => (settled = true),
    );
    assert.deepEqual([depth.asked[0].strategy, best.asked[0].strategy], ['depth', 'best']);
    best.asked[0].fail(new Error('the best-first worker ended'));
    await new Promise((r) => setImmediate(r));
    assert.equal(settled, false, 'the depth-first search may still answer');
    depth.asked[0].fail(new Error('the depth-first worker ended'));
    await assert.rejects(answer, /the depth-first worker ended/);
  });

  it('a cancel from outside stops every search and rejects', async () => {
    const depth = new LaneStub();
    const best = new LaneStub();
    const cancel = new AbortController();
    const answer = new PortfolioSolver([
      { solver: depth, strategy: 'depth' },
      { solver: best, strategy: 'best' },
    ]).solve(job, 5000, cancel.signal);
    cancel.abort();
    await assert.rejects(answer, /cancelled/);
    assert.deepEqual([depth.asked[0].signal?.aborted, best.asked[0].signal?.aborted], [true, true]);
  });
});

describe('the search strategy, from the host to the solver thread', function () {
  this.timeout(30000);
  // The worker runs the TypeScript source through tsx (the extension runs dist/solver-worker.js).
  const workerFile = path.join(__dirname, 'worker-entry.cjs');

  it('is sent with a request only when one is asked for', async () => {
    const posted: SolverRequest[] = [];
    let answer: (response: SolverResponse) => void = () => undefined;
    const thread: SolverThread = {
      postMessage: (m) => void posted.push(m as SolverRequest),
      onMessage: (l) => void (answer = l),
      onExit() {},
      terminate() {},
      keepAlive() {},
    };
    const client = new SolverClient({ startThread: () => thread });
    const backend = new WorkerSolverBackend(client);
    const first = backend.solve(job, 5000, undefined, 'best');
    void backend.solve(job, 1000).catch(() => undefined);
    answer({ id: posted[1].id, result: 'won', moves: ['s>w'], states: 1, elapsedMs: 1 });
    await first;
    // posted[0] is the thread's init message.
    assert.deepEqual([posted[1].strategy, posted[1].timeMs], ['best', 5000]);
    assert.deepEqual([posted[2].strategy, posted[2].timeMs], [undefined, 1000], "the solver's default strategy");
    await client.dispose();
  });

  it('chooses the search in the worker: Forty Thieves deal 8 is won best-first within 30,000 positions, not depth-first', async () => {
    // Budgets in positions only, and timers that never fire: the same answers on a busy machine.
    const client = new SolverClient({ startThread: startNodeThread, workerFile, maxOldGenerationSizeMb: 256, timers: new FakeTimers() });
    try {
      const deal = { variant: 'forty-thieves', deal: { number: 8 } };
      const best = await client.solve(deal, { maxStates: 30_000, timeMs: Infinity, strategy: 'best' });
      assert.equal(best.result, 'won');
      assert.ok(best.states < 30_000);
      const depth = await client.solve(deal, { maxStates: 30_000, timeMs: Infinity, strategy: 'depth' });
      assert.deepEqual([depth.result, depth.reason], ['unknown', 'states']);
      // The indicator's first lane: Forty Thieves' search without the beam, best-first for a quarter first.
      const exhaustive = await client.solve(deal, { maxStates: 40_000, timeMs: Infinity, strategy: 'exhaustive' });
      assert.deepEqual([exhaustive.result, exhaustive.states], ['won', best.states]);
      // A strategy the solver does not know is refused plainly, and the worker answers on.
      await assert.rejects(
        client.solve(deal, { maxStates: 100, strategy: 'sideways' as SearchStrategy }),
        /Unknown search strategy "sideways": expected depth, best, both, beam, exhaustive/,
      );
      assert.equal((await client.solve(deal, { maxStates: 30_000, timeMs: Infinity, strategy: 'best' })).result, 'won');
    } finally {
      await client.dispose();
    }
  });
});
