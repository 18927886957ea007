// A clock for the solver client that moves only when told: timers fire in order of their due
// time. Never advanced, it never fires, so a client on a real worker thread answers only what the
// worker says (no watchdog, no cancel grace period), however busy the machine.

import type { Timers } from '../../../src/solver/client';

export class FakeTimers implements Timers {
  now = 0;
  private readonly pending = new Map<number, { due: number; callback: () => void }>();
  private nextHandle = 1;
  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.pending.set(handle, { due: this.now + ms, callback });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const [handle, next] = [...this.pending].filter(([, t]) => t.due <= until).sort((a, b) => a[1].due - b[1].due)[0] ?? [];
      if (!next) break;
      this.pending.delete(handle!);
      this.now = next.due;
      next.callback();
    }
    this.now = until;
  }
}
