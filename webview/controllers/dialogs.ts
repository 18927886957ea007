// Every panel that opens over the table (help, Statistics, the end of a won or solved game) is a
// modal dialog, by one mechanism: while one is open everything else on the board is inert (the
// table, the toolbar and the panels beneath it can be neither clicked, focused nor read), Tab and
// Shift+Tab cycle inside it, the focus moves into it when it opens and back to the control that
// opened it when it closes. Escape closes it (the board's key handler asks closeTopmost()).
// `inert` rather than <dialog>.showModal(): the panels keep their place in the board's layout and
// stylesheet, and a modal <dialog> would still let Tab leave the webview's frame.

import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface DialogBoard extends ReactiveControllerHost, HTMLElement {
  /** Puts the DOM focus on the keyboard's focused pile now. */
  focusPileNow(): void;
}

const DIALOG = '[role="dialog"][aria-modal="true"]';
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

export class Dialogs implements ReactiveController {
  /** The open dialogs, bottom first, each with the element that had the focus when it opened. */
  private open: { dialog: HTMLElement; opener: Element | null }[] = [];
  private focusBefore: Element | null = null;

  constructor(private readonly board: DialogBoard) {
    board.addController(this);
  }

  /** The dialog on top, or null when none is open. */
  topmost(): HTMLElement | null {
    const all = this.board.querySelectorAll<HTMLElement>(DIALOG);
    return all.length ? all[all.length - 1] : null;
  }

  hostUpdate(): void {
    this.focusBefore = document.activeElement;
  }

  hostUpdated(): void {
    const now = [...this.board.querySelectorAll<HTMLElement>(DIALOG)];
    const closed = this.open.filter((o) => !now.includes(o.dialog));
    const kept = this.open.filter((o) => now.includes(o.dialog));
    const opened = now.filter((d) => !kept.some((o) => o.dialog === d));
    this.open = [...kept, ...opened.map((dialog) => ({ dialog, opener: this.focusBefore }))];
    this.makeInert();
    const top = this.open[this.open.length - 1];
    if (opened.length) {
      if (!opened[opened.length - 1].contains(document.activeElement)) this.first(opened[opened.length - 1])?.focus();
    } else if (closed.length) {
      // Back to the opener when it is still there (in the dialog now on top, if any); else into that dialog, or the table.
      const opener = closed[closed.length - 1].opener as HTMLElement | null;
      const back = opener?.isConnected && this.focusable(opener) && (!top || top.dialog.contains(opener)) ? opener : null;
      if (back) back.focus();
      else if (top) this.first(top.dialog)?.focus();
      else this.board.focusPileNow();
    }
  }

  /** Tab inside the open dialog: from its last control to its first, and back with Shift. */
  trapTab(event: KeyboardEvent): boolean {
    const dialog = this.topmost();
    if (!dialog) return false;
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((e) => this.focusable(e));
    event.preventDefault();
    if (!items.length) return true;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? (event.shiftKey ? items.length - 1 : 0) : (at + (event.shiftKey ? -1 : 1) + items.length) % items.length;
    items[next].focus();
    return true;
  }

  /** Everything of the board but the topmost dialog's overlay and the live region is inert while a dialog is open. */
  private makeInert(): void {
    const top = this.topmost();
    const overlay = top ? ([...this.board.children].find((c) => c.contains(top)) ?? null) : null;
    for (const child of this.board.children) {
      const inert = overlay !== null && child !== overlay && !child.matches('.toasts, [aria-live], .sr-only');
      (child as HTMLElement).inert = inert;
    }
  }

  /** Where the focus goes in a dialog: its close button in the header (help, Statistics), else its main action (the end panels). */
  private first(dialog: HTMLElement): HTMLElement | null {
    return (
      dialog.querySelector<HTMLElement>('.panel-header .icon-button') ??
      dialog.querySelector<HTMLElement>('.button.primary:not([disabled])') ??
      dialog.querySelector<HTMLElement>(FOCUSABLE)
    );
  }

  private focusable(e: HTMLElement): boolean {
    return !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0 && !e.closest('[inert]');
  }
}
