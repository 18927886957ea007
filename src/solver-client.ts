// Runs the solver off the extension host's thread: a worker (solver-worker.ts, bundled as
// dist/solver-worker.js) started on first use, one request at a time, each answered through a
// Promise. Requests queue in order; cancel() drops a queued request or stops the running one
// (a shared flag the search polls, and terminate() if it does not stop within a grace period).
// The worker's heap is capped (resourceLimits.maxOldGenerationSizeMb) and so is the solver's
// transposition table (maxTableMb); a worker that dies answers 'unknown' and is restarted on
// the next request.

import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Deal } from './engine/record';
import type { Position } from './engine/position';

interface RequestBase {
  id: number;
  variant: string;
  /** Wall-clock budget of the search in ms. */
  timeMs?: number;
  maxStates?: number;
  /** Cap of the search's transposition table in MiB. */
  maxTableMb?: number;
}

/** Either a deal and the moves played since (a game record flattened), or a position() JSON. */
export type SolverRequest = RequestBase & ({ deal: Deal; moves?: readonly string[]; position?: undefined } | { position: Position; deal?: undefined; moves?: undefined });

export type SolverResponse =
  | {
      id: number;
      result: 'won' | 'lost' | 'unknown';
      moves: string[];
      states: number;
      elapsedMs: number;
      reason?: 'time' | 'states' | 'memory' | 'cancelled' | 'worker-exit';
      error?: undefined;
    }
  | { id: number; error: string };

export type SolverAnswer = Extract<SolverResponse, { result: string }>;

export type SolveInput =
  | { variant: string; deal: Deal; moves?: readonly string[] }
  | { variant: string; position: Position };

export interface SolveRequestOptions {
  timeMs?: number;
  maxStates?: number;
  maxTableMb?: number;
}

export interface SolverClientOptions {
  /** The worker script; default dist/solver-worker.js next to this bundle. */
  workerFile?: string;
  /** Extra Node flags for the worker (tests run the TypeScript source with ['--import', 'tsx']). */
  execArgv?: string[];
  /** Heap cap of the worker in MiB; default 512. */
  maxOldGenerationSizeMb?: number;
  /** How long a cancelled search may take to stop before the worker is terminated; default 500 ms. */
  cancelGraceMs?: number;
}

interface Pending {
  request: SolverRequest;
  resolve: (answer: SolverAnswer) => void;
  reject: (error: Error) => void;
}

/** A handle on one request: the answer, and a way to cancel it. */
export interface SolveJob {
  readonly id: number;
  readonly promise: Promise<SolverAnswer>;
  cancel(): void;
}

export class SolverClient {
  private worker: Worker | undefined;
  private cancelFlag: Int32Array | undefined;
  private readonly queue: Pending[] = [];
  private running: Pending | undefined;
  private nextId = 1;
  private killTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(private readonly options: SolverClientOptions = {}) {}

  /** Starts a search; the worker starts on first use. */
  start(input: SolveInput, options: SolveRequestOptions = {}): SolveJob {
    if (this.disposed) throw new Error('The solver has been shut down');
    const id = this.nextId++;
    const request = { id, ...input, ...options } as SolverRequest;
    let pending!: Pending;
    const promise = new Promise<SolverAnswer>((resolve, reject) => {
      pending = { request, resolve, reject };
    });
    this.queue.push(pending);
    this.pump();
    return { id, promise, cancel: () => this.cancel(id) };
  }

  /** The answer for one position or deal. */
  solve(input: SolveInput, options: SolveRequestOptions = {}): Promise<SolverAnswer> {
    return this.start(input, options).promise;
  }

  /**
   * Cancels a request: a queued one answers 'unknown' (reason 'cancelled') at once; the running
   * one is told to stop and answers as soon as the search notices (within a few ms), or the
   * worker is terminated after the grace period.
   */
  cancel(id: number): void {
    const index = this.queue.findIndex((p) => p.request.id === id);
    if (index >= 0) {
      const [pending] = this.queue.splice(index, 1);
      pending.resolve(cancelledAnswer(id));
      return;
    }
    if (this.running?.request.id === id && this.cancelFlag) {
      Atomics.store(this.cancelFlag, 0, id);
      clearTimeout(this.killTimer);
      this.killTimer = setTimeout(() => {
        if (this.running?.request.id === id) this.restartWorker(cancelledAnswer(id));
      }, this.options.cancelGraceMs ?? 500);
    }
  }

  /** Cancels everything and stops the worker. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const pending of this.queue.splice(0)) pending.resolve(cancelledAnswer(pending.request.id));
    if (this.running) this.running.resolve(cancelledAnswer(this.running.request.id));
    this.running = undefined;
    clearTimeout(this.killTimer);
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  /** True while a worker thread exists (it starts lazily). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const file = this.options.workerFile ?? path.join(__dirname, 'solver-worker.js');
    const worker = new Worker(file, {
      execArgv: this.options.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb ?? 512 },
    });
    const flag = new SharedArrayBuffer(4);
    this.cancelFlag = new Int32Array(flag);
    worker.postMessage({ type: 'init', cancel: flag });
    worker.on('message', (response: SolverResponse) => this.onAnswer(response));
    worker.on('error', () => undefined); // followed by 'exit', handled there
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const running = this.running;
      this.running = undefined;
      // Out of memory or a crash: the question stays open rather than failing the caller.
      if (running) running.resolve({ id: running.request.id, result: 'unknown', moves: [], states: 0, elapsedMs: 0, reason: 'worker-exit' });
      this.pump();
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private restartWorker(answer: SolverAnswer): void {
    const worker = this.worker;
    const running = this.running;
    this.worker = undefined;
    this.running = undefined;
    if (running) running.resolve(answer);
    void worker?.terminate();
    this.pump();
  }

  private onAnswer(response: SolverResponse): void {
    const running = this.running;
    if (!running || running.request.id !== response.id) return;
    clearTimeout(this.killTimer);
    this.running = undefined;
    if (response.error !== undefined) running.reject(new Error(response.error));
    else running.resolve(response);
    if (this.queue.length === 0) this.worker?.unref(); // an idle worker never holds the process open
    this.pump();
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = next;
    const worker = this.ensureWorker();
    worker.ref(); // keep the process alive while a question is open
    worker.postMessage(next.request);
  }
}

function cancelledAnswer(id: number): SolverAnswer {
  return { id, result: 'unknown', moves: [], states: 0, elapsedMs: 0, reason: 'cancelled' };
}
