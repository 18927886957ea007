// Runs the solver off the extension host's thread: a solver thread started on first use (a
// worker_threads Worker in Node, a Web Worker in the browser: the entry point passes which),
// one request at a time, each answered through a Promise. Requests queue in order; cancel()
// drops a queued request or stops the running one (a shared flag the search polls, and
// terminate() if it does not stop within a grace period; where there is no shared memory,
// terminate() at once). The solver's transposition table is capped (maxTableMb); a thread that
// dies answers 'unknown' and is restarted on the next request. A watchdog ends a thread that has
// not answered by the request's budget plus a grace period (a hung search would otherwise hold
// every request queued behind it forever).

import type { Deal } from '../engine/record';
import type { Position } from '../engine/position';
import type { SolveOptions } from '../engine/search/rounds';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

/** The budgets and the strategy of a request: the plain values of SolveOptions (functions do not cross to the thread). */
export type SolveRequestOptions = Pick<SolveOptions, 'timeMs' | 'maxStates' | 'maxTableMb' | 'strategy'>;

interface RequestBase extends SolveRequestOptions {
  id: number;
  variant: string;
}

/** Either a deal and the moves played since (a game record flattened), or a position() JSON. */
export type SolverRequest = RequestBase &
  ({ deal: Deal; moves?: readonly string[]; position?: undefined } | { position: Position; deal?: undefined; moves?: undefined });

export type SolverResponse =
  | {
      id: number;
      result: 'won' | 'lost' | 'unknown';
      moves: string[];
      states: number;
      elapsedMs: number;
      /** 'hung': the worker did not answer within its budget plus the grace period and was ended. */
      reason?: 'time' | 'states' | 'memory' | 'cancelled' | 'worker-exit' | 'hung';
      error?: undefined;
    }
  | { id: number; error: string };

export type SolverAnswer = Extract<SolverResponse, { result: string }>;

export type SolveInput = { variant: string; deal: Deal; moves?: readonly string[] } | { variant: string; position: Position };

export interface SolverClientOptions {
  /** Node thread only: the worker script; default dist/solver-worker.js next to this bundle. */
  workerFile?: string;
  /** Node thread only: extra Node flags for the worker (tests run the TypeScript source with ['--import', 'tsx']). */
  execArgv?: string[];
  /** Node thread only: heap cap of the worker in MiB; default 512. */
  maxOldGenerationSizeMb?: number;
  /** How long a cancelled search may take to stop before the worker is terminated; default 500 ms. */
  cancelGraceMs?: number;
  /**
   * How long past its budget a search may run before the watchdog ends the worker; default 5000 ms
   * (a busy machine can hold an answer back for seconds: ending the worker then restarts it cold).
   */
  watchdogGraceMs?: number;
  /** Starts the thread the solver runs in: startNodeThread (env/node/solver-thread.ts) or startWebThread (env/web/solver-thread.ts). */
  startThread: (options: SolverClientOptions) => SolverThread;
  /** The timers of the watchdog and the cancel grace period (tests pass a fake clock). */
  timers?: Timers;
  /** The player's language, for the one refusal that is the client's own (English when not given). */
  l10n?: L10n;
}

/** The few things the client needs of a worker thread, so the kind of thread is one replaceable piece. */
export interface SolverThread {
  postMessage(message: unknown): void;
  onMessage(listener: (response: SolverResponse) => void): void;
  /** Called once when the thread ends by itself (out of memory, a crash). */
  onExit(listener: () => void): void;
  terminate(): void;
  /** Whether the thread keeps the process alive: only while a question is open. */
  keepAlive(keep: boolean): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The default budget of a request without timeMs (the solver's DEFAULT_TIME_MS). */
const DEFAULT_TIME_MS = 10_000;

interface Pending {
  request: SolverRequest;
  resolve: (answer: SolverAnswer) => void;
  reject: (error: Error) => void;
}

/** A handle on one request: the answer, and a way to cancel it. */
export interface SolveHandle {
  readonly id: number;
  readonly promise: Promise<SolverAnswer>;
  cancel(): void;
}

export class SolverClient {
  private worker: SolverThread | undefined;
  private cancelFlag: Int32Array | undefined;
  private readonly queue: Pending[] = [];
  private running: Pending | undefined;
  private nextId = 1;
  private killTimer: unknown;
  private watchdog: unknown;
  private disposed = false;
  private readonly timers: Timers;

  constructor(private readonly options: SolverClientOptions) {
    this.timers = options.timers ?? {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
  }

  /** Starts a search; the worker starts on first use. */
  start(input: SolveInput, options: SolveRequestOptions = {}): SolveHandle {
    if (this.disposed) {
      const { l10n = ENGLISH } = this.options;
      throw new Error(l10n.t('The solver has been shut down'));
    }
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
   * worker is terminated after the grace period (at once where there is no shared flag).
   */
  cancel(id: number): void {
    const index = this.queue.findIndex((p) => p.request.id === id);
    if (index >= 0) {
      const [pending] = this.queue.splice(index, 1);
      pending.resolve(cancelledAnswer(id));
      return;
    }
    if (this.running?.request.id !== id) return;
    if (!this.cancelFlag) return this.restartWorker(cancelledAnswer);
    Atomics.store(this.cancelFlag, 0, id);
    this.timers.clearTimeout(this.killTimer);
    this.killTimer = this.timers.setTimeout(() => {
      if (this.running?.request.id === id) this.restartWorker(cancelledAnswer);
    }, this.options.cancelGraceMs ?? 500);
  }

  /** Cancels everything and stops the worker. */
  async dispose(): Promise<void> {
    this.disposed = true;
    for (const pending of this.queue.splice(0)) pending.resolve(cancelledAnswer(pending.request.id));
    if (this.running) this.running.resolve(cancelledAnswer(this.running.request.id));
    this.running = undefined;
    this.stopTimers();
    const worker = this.worker;
    this.worker = undefined;
    worker?.terminate();
  }

  /** Starts the worker ahead of a question, so its first answer does not wait for it to load. */
  warmUp(): void {
    if (!this.disposed) this.ensureWorker();
  }

  /** True while a worker thread exists (it starts lazily). */
  get started(): boolean {
    return this.worker !== undefined;
  }

  private ensureWorker(): SolverThread {
    if (this.worker) return this.worker;
    const worker = this.options.startThread(this.options);
    // Shared memory exists in Node, and in a browser only where the page is cross-origin isolated.
    const flag = typeof SharedArrayBuffer === 'function' ? new SharedArrayBuffer(4) : undefined;
    this.cancelFlag = flag && new Int32Array(flag);
    worker.postMessage({ type: 'init', cancel: flag });
    worker.onMessage((response) => {
      if (this.worker === worker) this.onAnswer(response);
    });
    worker.onExit(() => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // Out of memory or a crash: the question stays open rather than failing the caller.
      this.finishRunning((id) => unknownAnswer(id, 'worker-exit'));
      this.pump();
    });
    worker.keepAlive(false);
    this.worker = worker;
    return worker;
  }

  /** Ends the worker (a cancel it did not notice, a hung search); the next request starts a fresh one. */
  private restartWorker(answer: (id: number) => SolverAnswer): void {
    const worker = this.worker;
    this.worker = undefined;
    this.finishRunning(answer);
    worker?.terminate();
    this.pump();
  }

  private finishRunning(answer: (id: number) => SolverAnswer): void {
    const running = this.running;
    this.running = undefined;
    this.stopTimers();
    if (running) running.resolve(answer(running.request.id));
  }

  private stopTimers(): void {
    this.timers.clearTimeout(this.killTimer);
    this.timers.clearTimeout(this.watchdog);
  }

  private onAnswer(response: SolverResponse): void {
    const running = this.running;
    if (!running || running.request.id !== response.id) return;
    this.stopTimers();
    this.running = undefined;
    if (response.error !== undefined) running.reject(new Error(response.error));
    else running.resolve(response);
    if (this.queue.length === 0) this.worker?.keepAlive(false); // an idle worker never holds the process open
    this.pump();
  }

  private pump(): void {
    if (this.running || this.disposed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.running = next;
    const worker = this.ensureWorker();
    worker.keepAlive(true); // keep the process alive while a question is open
    worker.postMessage(next.request);
    const { id, timeMs = DEFAULT_TIME_MS } = next.request;
    this.watchdog = this.timers.setTimeout(
      () => {
        if (this.running?.request.id === id) this.restartWorker((hung) => unknownAnswer(hung, 'hung'));
      },
      timeMs + (this.options.watchdogGraceMs ?? 5000),
    );
  }
}

function unknownAnswer(id: number, reason: SolverAnswer['reason']): SolverAnswer {
  return { id, result: 'unknown', moves: [], states: 0, elapsedMs: 0, reason };
}

const cancelledAnswer = (id: number): SolverAnswer => unknownAnswer(id, 'cancelled');
