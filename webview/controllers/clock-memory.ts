// The clock the board shows, remembered in the webview's state (which VS Code keeps across a
// window reload) when a snapshot arrives and every second while it runs. The board's first
// message after a reload carries it (HostConnection), and the host catches up a clock it had not
// saved yet (src/game/shown-clock.ts): the clock never goes back across a reload.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ShownClock, Snapshot } from '../../src/protocol';
import { getUiState, setUiState } from '../vscode-api';

const EVERY_MS = 1000;

/** The clock the board showed before it was reloaded, if it remembered one. */
export function rememberedClock(): ShownClock | undefined {
  return getUiState().shownClock;
}

export class ClockMemory implements ReactiveController {
  private shown: Snapshot | null = null;
  private since = 0;
  private ticking: number | undefined;

  constructor(private readonly board: ReactiveControllerHost & { readonly snapshot: Snapshot | null }) {
    board.addController(this);
  }

  hostUpdated(): void {
    const s = this.board.snapshot;
    if (!s || s === this.shown) return;
    this.shown = s;
    this.since = performance.now();
    this.remember();
    if (s.timerRunning && this.ticking === undefined) this.ticking = window.setInterval(this.remember, EVERY_MS);
    else if (!s.timerRunning) this.stop();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    window.clearInterval(this.ticking);
    this.ticking = undefined;
  }

  private remember = (): void => {
    const s = this.shown;
    if (!s) return;
    const elapsedMs = Math.round(s.elapsedMs + (s.timerRunning ? performance.now() - this.since : 0));
    setUiState({ shownClock: { variant: s.variant, dealNumber: s.dealNumber, moveCount: s.moveCount, elapsedMs } });
  };
}
