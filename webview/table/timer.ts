// The game clock: the host sends milliseconds played and whether the clock runs; this element
// ticks locally (re-rendering only itself, not the board).

import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { formatDuration } from '../../src/engine/duration';

@customElement('ft-timer')
export class GameTimer extends LitElement {
  @property({ type: Number }) elapsedMs = 0;
  @property({ type: Boolean }) running = false;
  private since = performance.now();
  private interval: number | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('elapsedMs') || changed.has('running')) this.since = performance.now();
  }

  override updated(): void {
    if (this.running && this.interval === undefined) {
      this.interval = window.setInterval(() => this.requestUpdate(), 1000);
    } else if (!this.running && this.interval !== undefined) {
      window.clearInterval(this.interval);
      this.interval = undefined;
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    if (this.interval !== undefined) window.clearInterval(this.interval);
    this.interval = undefined;
  }

  override render() {
    const ms = this.elapsedMs + (this.running ? performance.now() - this.since : 0);
    return html`<time class="timer">${formatDuration(ms)}</time>`;
  }
}
