// The clock of a game in progress is saved now and then, so that a crash loses little play time.

/** Repeats a task (the clock's saving); injectable so tests drive it with a fake clock. */
export interface Timer {
  every(ms: number, tick: () => void): { dispose(): void };
}

const intervalTimer: Timer = {
  every: (ms, tick) => {
    const handle = setInterval(tick, ms);
    return { dispose: () => clearInterval(handle) };
  },
};

/** While the clock runs it is saved this often, so a crash loses at most this much play time. */
export const CLOCK_SAVE_MS = 15_000;

/** Runs `save` every CLOCK_SAVE_MS while the clock runs, and not while it is stopped. */
export class ClockSaver {
  private ticking: { dispose(): void } | undefined;

  constructor(
    private readonly timer: Timer = intervalTimer,
    private readonly save: () => void,
  ) {}

  sync(clockRunning: boolean): void {
    if (clockRunning && !this.ticking) {
      this.ticking = this.timer.every(CLOCK_SAVE_MS, this.save);
    } else if (!clockRunning && this.ticking) {
      this.ticking.dispose();
      this.ticking = undefined;
    }
  }
}
