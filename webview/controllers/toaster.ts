// What the board says: a short toast on the table (an illegal move, a hint) and, for screen
// readers, one polite live region that every message also goes through.

import { html, nothing } from 'lit';
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type ToastKind = 'info' | 'error' | 'hint';

interface Toast {
  text: string;
  kind: ToastKind;
  id: number;
}

export class Toaster implements ReactiveController {
  toast: Toast | null = null;
  private announcement = '';
  private timer: number | undefined;
  private count = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    window.clearTimeout(this.timer);
  }

  /** Says `text` through the live region (the same words twice are read twice). */
  announce(text: string): void {
    const same = text === this.announcement.replace(/\u00a0$/, '') && !this.announcement.endsWith('\u00a0');
    this.announcement = same ? `${text}\u00a0` : text;
    this.host.requestUpdate();
  }

  /** Shows `text` as a toast for a few seconds, and says it; '' takes the toast away. */
  say(text: string, kind: ToastKind = 'info'): void {
    window.clearTimeout(this.timer);
    if (!text) {
      this.toast = null;
      this.host.requestUpdate();
      return;
    }
    this.announce(/[.!?…]$/.test(text) ? text : `${text}.`);
    this.toast = { text, kind, id: ++this.count };
    this.timer = window.setTimeout(
      () => {
        this.toast = null;
        this.host.requestUpdate();
      },
      kind === 'hint' ? 7000 : 3500,
    );
    this.host.requestUpdate();
  }

  template() {
    return html`<div class="toast-region" aria-hidden="true">
        ${this.toast ? html`<div class=${`toast toast-${this.toast.kind}`}>${this.toast.text}</div>` : nothing}
      </div>
      <div class="sr-only announcer" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>`;
  }
}
