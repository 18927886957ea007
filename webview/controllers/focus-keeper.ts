// The keyboard's focus stays on the board, as a Lit reactive controller, so that the very next key
// acts. Two things take it away without the player asking:
// - VS Code focusing the board's panel (a command that shows the board, such as a hint or Solve,
//   or a quick pick or dialog closing) focuses the frame around the board first, which blurs the
//   focused pile; when the board's frame gets the focus back the page's body has it. The element
//   that had it before gets it back.
// - A panel or button that held the focus going away (Statistics closed, the end of a game undone,
//   a button disabled): the focus goes back to the keyboard's pile.

import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface FocusBoard extends ReactiveControllerHost, HTMLElement {
  /** Puts the DOM focus on the keyboard's focused pile now. */
  focusPileNow(): void;
}

/** Nothing in the page has the focus: the body does (or no element at all). */
const focusLost = (): boolean => {
  const active = document.activeElement;
  return (
    active === null || active === document.body || active === document.documentElement || (active as HTMLButtonElement).disabled === true
  );
};

export class FocusKeeper implements ReactiveController {
  /** The element of the board that last had the focus. */
  private last: HTMLElement | null = null;
  /** The focus was inside the board when the update began. */
  private hadFocus = false;

  constructor(private readonly board: FocusBoard) {
    board.addController(this);
  }

  hostConnected(): void {
    this.board.addEventListener('focusin', this.onFocusIn);
    window.addEventListener('focus', this.onWindowFocus);
  }

  hostDisconnected(): void {
    this.board.removeEventListener('focusin', this.onFocusIn);
    window.removeEventListener('focus', this.onWindowFocus);
  }

  hostUpdate(): void {
    const active = document.activeElement;
    this.hadFocus = active !== null && active !== this.board && this.board.contains(active);
  }

  hostUpdated(): void {
    if (this.hadFocus && focusLost()) this.board.focusPileNow();
    this.hadFocus = false;
  }

  private onFocusIn = (event: FocusEvent): void => {
    this.last = event.target as HTMLElement;
  };

  private onWindowFocus = (): void => {
    if (!focusLost()) return;
    const last = this.last;
    if (last?.isConnected && !(last as HTMLButtonElement).disabled && last.getClientRects().length > 0) last.focus({ preventScroll: true });
    else if (last) this.board.focusPileNow();
  };
}
