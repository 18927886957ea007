import assert from 'node:assert/strict';
import type { SolverInit } from '../../../src/solver/service';
import { SolverClient, SolverRequest, SolverResponse, SolverThread } from '../../../src/solver/client';

/** A solver thread that answers only when the test says so. */
class FakeThread implements SolverThread {
  readonly posted: (SolverInit | SolverRequest)[] = [];
  terminated = false;
  holding = false;
  private answerListener: ((response: SolverResponse) => void) | undefined;
  private exitListener: (() => void) | undefined;
  postMessage(message: unknown): void {
    this.posted.push(message as SolverInit | SolverRequest);
  }
  onMessage(listener: (response: SolverResponse) => void): void {
    this.answerListener = listener;
  }
  onExit(listener: () => void): void {
    this.exitListener = listener;
  }
  terminate(): void {
    this.terminated = true;
  }
  keepAlive(keep: boolean): void {
    this.holding = keep;
  }
  get init(): SolverInit {
    return this.posted[0] as SolverInit;
  }
  get lastRequest(): SolverRequest {
    return this.posted[this.posted.length - 1] as SolverRequest;
  }
  answer(result: 'won' | 'lost' | 'unknown' = 'won', reason?: 'cancelled'): void {
    this.answerListener?.({ id: this.lastRequest.id, result, moves: [], states: 1, elapsedMs: 1, ...(reason ? { reason } : {}) });
  }
  exit(): void {
    this.exitListener?.();
  }
}

function fakeClient(): { client: SolverClient; threads: FakeThread[] } {
  const threads: FakeThread[] = [];
  const client = new SolverClient({
    startThread: () => {
      const thread = new FakeThread();
      threads.push(thread);
      return thread;
    },
    cancelGraceMs: 60_000, // never reached: the fake answers when told
  });
  return { client, threads };
}

const deal = { variant: 'maria', deal: { number: 1 } } as const;

/** Runs `body` as in a browser that is not cross-origin isolated: no SharedArrayBuffer. */
async function withoutSharedMemory(body: () => Promise<void>): Promise<void> {
  const saved = globalThis.SharedArrayBuffer;
  (globalThis as { SharedArrayBuffer?: unknown }).SharedArrayBuffer = undefined;
  try {
    await body();
  } finally {
    globalThis.SharedArrayBuffer = saved;
  }
}

describe('solver client on any thread (the Node and the web host alike)', () => {
  it('starts a thread on first use, sends it the cancel flag, and holds it only while a question is open', async () => {
    const { client, threads } = fakeClient();
    assert.equal(threads.length, 0);
    const handle = client.start(deal);
    assert.equal(threads.length, 1);
    const [thread] = threads;
    assert.ok(thread.init.type === 'init' && thread.init.cancel instanceof SharedArrayBuffer);
    assert.equal(thread.holding, true);
    thread.answer('won');
    assert.equal((await handle.promise).result, 'won');
    assert.equal(thread.holding, false);
    await client.dispose();
    assert.equal(thread.terminated, true);
  });

  it('cancels a running search through the shared flag, keeping the thread', async () => {
    const { client, threads } = fakeClient();
    const handle = client.start(deal);
    handle.cancel();
    const [thread] = threads;
    assert.equal(Atomics.load(new Int32Array(thread.init.cancel!), 0), handle.id);
    assert.equal(thread.terminated, false);
    thread.answer('unknown', 'cancelled');
    assert.equal((await handle.promise).reason, 'cancelled');
    await client.dispose();
  });

  it('without shared memory, cancelling stops the thread at once and the next question starts a new one', () =>
    withoutSharedMemory(async () => {
      const { client, threads } = fakeClient();
      const job = client.start(deal);
      assert.equal(threads[0].init.cancel, undefined);
      job.cancel();
      assert.equal((await job.promise).reason, 'cancelled');
      assert.equal(threads[0].terminated, true);
      const next = client.start(deal);
      assert.equal(threads.length, 2);
      assert.equal(threads[1].lastRequest.id, next.id);
      threads[1].answer('lost');
      assert.equal((await next.promise).result, 'lost');
      await client.dispose();
    }));

  it('answers "unknown" when the thread dies, ignores a stopped thread, and starts a new one for the next question', async () => {
    const { client, threads } = fakeClient();
    const job = client.start(deal);
    threads[0].exit();
    const answer = await job.promise;
    assert.deepEqual([answer.result, answer.reason], ['unknown', 'worker-exit']);
    const next = client.start(deal);
    threads[0].answer('won'); // too late: that thread is gone
    threads[1].answer('lost');
    assert.equal((await next.promise).result, 'lost');
    await client.dispose();
  });
});
