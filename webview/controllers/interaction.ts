// How the player acts on the board: click to select and click a destination, one click for a
// card with one sensible destination, double-click to send a card home, drag and drop with
// pointer events, a few keys; a Lit reactive controller. The board draws; this controller decides what was meant and posts
// it. Keyboard play is in keyboard.ts (it shares the selection and sending kept here).

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Snapshot, WebviewMessage } from '../../src/protocol';
import { cannotGoThere, cannotMoveNow, notFreeToMove, stockRefusal } from '../model/refusals';
import { Grab, autoMove, grabAt, grabCard, moveForDrop, movesFor, stockMove, targetPiles } from '../model/moves';

/** What the controller needs from the board. */
export interface BoardSurface extends ReactiveControllerHost {
  readonly snapshot: Snapshot | null;
  /** The element that holds the piles. */
  readonly root: HTMLElement;
  select(grab: Grab | null): void;
  showTargets(piles: string[], hover: string | null): void;
  say(text: string, kind?: 'info' | 'error'): void;
  post(message: WebviewMessage): void;
  animationsOn(): boolean;
  /** The board drew a move before the host answered: input waits for the answer. */
  readonly awaitingHost: boolean;
}

interface Press {
  grab: Grab;
  pointerId: number;
  x: number;
  y: number;
  cards: HTMLElement[];
  dragging: boolean;
  targets: string[];
  hover: string | null;
}

const DRAG_THRESHOLD = 5;
/** After a move is sent, clicks wait this long (or until the answer) so a double-click cannot act twice. */
const PENDING_MS = 600;
const DOUBLE_CLICK_MS = 700;

export class Interaction implements ReactiveController {
  private press: Press | null = null;
  /** Cards dropped on a legal target, held where they landed until the host answers. */
  private landed: { cards: HTMLElement[]; timer: number } | null = null;
  private pendingUntil = 0;
  private lastSentAt = -Infinity;
  private suppressClick = false;
  /** The last move made by drag and drop (the animator does not animate it again). */
  droppedMove: string | null = null;
  /** Set by the board when this press finished a flight (until the click that ends it). */
  retarget = false;
  /** The press's card was redrawn away as the flight finished: the browser sends no click then. */
  private clickLost = false;
  private selection: Grab | null = null;

  constructor(private readonly board: BoardSurface) {
    board.addController(this);
  }

  hostConnected(): void {
    window.addEventListener('pointermove', this.onPointerMove);
    window.addEventListener('pointerup', this.onPointerUp);
    window.addEventListener('pointercancel', this.onPointerCancel);
    window.addEventListener('mouseup', this.onMouseUp);
  }

  hostDisconnected(): void {
    window.removeEventListener('pointermove', this.onPointerMove);
    window.removeEventListener('pointerup', this.onPointerUp);
    window.removeEventListener('pointercancel', this.onPointerCancel);
    window.removeEventListener('mouseup', this.onMouseUp);
  }

  /** What the player holds (selected by a click or picked up by a key), or null. */
  get selected(): Grab | null {
    return this.selection;
  }

  /** Escape: a drag in progress springs back. */
  cancelDrag(): void {
    this.cancelPress();
  }

  /** A new snapshot is about to be drawn: drop every transient state that belongs to the old one. */
  beforeSnapshot(): void {
    this.pendingUntil = 0;
    this.cancelPress();
    if (this.landed) {
      window.clearTimeout(this.landed.timer);
      for (const el of this.landed.cards) this.clearDrag(el);
      this.landed = null;
    }
    this.setSelection(null);
  }

  /** The host refused the last move: spring back whatever was dropped. */
  refused(): void {
    this.pendingUntil = 0;
    this.droppedMove = null;
    if (this.landed) {
      window.clearTimeout(this.landed.timer);
      this.springBack(this.landed.cards);
      this.landed = null;
    }
    this.setSelection(null);
  }

  // ---- Clicks ---------------------------------------------------------------------------------

  onClick = (event: MouseEvent): void => {
    const target = this.targetOf(event);
    this.retarget = false;
    if (this.suppressClick) {
      this.suppressClick = false;
      return;
    }
    const snapshot = this.board.snapshot;
    if (!snapshot || this.pending()) return;
    const pileEl = target.closest<HTMLElement>('[data-pile]');
    const pile = pileEl?.dataset.pile;
    if (!pile) {
      this.setSelection(null);
      return;
    }
    if (pile === 's') {
      this.turnStock();
      return;
    }
    // The second click of a double-click whose first click already moved a card: the card
    // under the pointer is now another one, which the player did not aim at.
    if (event.detail > 1 && this.sentDuringClicks()) return;
    const selection = this.selection;
    if (selection && pile !== selection.pile) {
      const move = moveForDrop(snapshot, selection, pile);
      if (move) {
        this.setSelection(null);
        this.sendMove(move);
        return;
      }
    }
    const grab = this.grabOf(target);
    if (!grab) {
      const buried = target.closest<HTMLElement>('.card.face')?.dataset.card;
      if (selection && pile !== selection.pile) {
        this.board.say(cannotGoThere(grabCard(snapshot, selection)));
      } else if (buried && pile[0] === 't') {
        this.board.say(notFreeToMove(buried, snapshot.moveUnit === 'sequence'));
      }
      this.setSelection(null);
      return;
    }
    if (selection && selection.pile === grab.pile && selection.count === grab.count) {
      this.setSelection(null);
      return;
    }
    this.pickUp(snapshot, grab);
  };

  /** Turns the stock (or the waste over, when a redeal is left). */
  turnStock(): void {
    const snapshot = this.board.snapshot;
    if (!snapshot || this.pending()) return;
    this.setSelection(null);
    const move = stockMove(snapshot);
    if (move) this.sendMove(move);
    else this.board.say(stockRefusal(snapshot.stockCount));
  }

  onDoubleClick = (event: MouseEvent): void => {
    const snapshot = this.board.snapshot;
    if (!snapshot || this.pending() || this.sentDuringClicks()) return;
    const grab = this.grabOf(this.targetOf(event));
    if (!grab || grab.count !== 1) return;
    const home = movesFor(snapshot, grab).find((m) => m.to === 'f');
    if (home) {
      this.setSelection(null);
      this.sendMove(home.text);
    }
  };

  /** A click on a card the player may move: take its one sensible move, or select it. */
  private pickUp(snapshot: Snapshot, grab: Grab): void {
    const moves = movesFor(snapshot, grab);
    if (moves.length === 0) {
      this.board.say(cannotMoveNow(grabCard(snapshot, grab), grab.count));
      this.setSelection(null);
      return;
    }
    const auto = autoMove(snapshot, grab);
    if (auto) {
      this.setSelection(null);
      this.sendMove(auto);
    } else {
      this.setSelection(grab);
    }
  }

  /**
   * What the pointer is on. A press that finished a flight was hit-tested on the cards as they
   * were drawn mid-flight: it is read again on the board as it now is, where the player sees it.
   */
  private targetOf(event: MouseEvent): Element {
    return (this.retarget && document.elementFromPoint(event.clientX, event.clientY)) || (event.target as Element);
  }

  private grabOf(target: Element): Grab | null {
    const snapshot = this.board.snapshot;
    const cardEl = target.closest<HTMLElement>('.card');
    const pile = cardEl?.closest<HTMLElement>('[data-pile]')?.dataset.pile;
    if (!snapshot || !cardEl || !pile || cardEl.dataset.index === undefined) return null;
    return grabAt(snapshot, pile, Number(cardEl.dataset.index));
  }

  setSelection(grab: Grab | null): void {
    this.selection = grab;
    this.board.select(grab);
  }

  /** Whether a move was sent within a double-click's time (its clicks must not act again). */
  private sentDuringClicks(): boolean {
    return performance.now() - this.lastSentAt < DOUBLE_CLICK_MS;
  }

  sendMove(move: string): void {
    this.lastSentAt = performance.now();
    this.pendingUntil = this.lastSentAt + PENDING_MS;
    this.board.post({ type: 'move', move });
  }

  pending(): boolean {
    return performance.now() < this.pendingUntil || this.board.awaitingHost;
  }

  // ---- Drag and drop --------------------------------------------------------------------------

  onPointerDown = (event: PointerEvent): void => {
    this.clickLost = this.retarget && event.button === 0 && !(event.target as Node).isConnected;
    const snapshot = this.board.snapshot;
    if (!snapshot || event.button !== 0 || !event.isPrimary || this.press || this.landed) return;
    const target = this.targetOf(event);
    const grab = this.grabOf(target);
    if (!grab) return;
    const pileEl = target.closest<HTMLElement>('[data-pile]');
    const all = pileEl ? [...pileEl.querySelectorAll<HTMLElement>(':scope > .card')] : [];
    const cards = all.slice(all.length - grab.count);
    if (cards.length !== grab.count) return;
    this.press = { grab, pointerId: event.pointerId, x: event.clientX, y: event.clientY, cards, dragging: false, targets: [], hover: null };
  };

  private onPointerMove = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = event.clientX - press.x;
    const dy = event.clientY - press.y;
    if (!press.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      const snapshot = this.board.snapshot;
      if (!snapshot || movesFor(snapshot, press.grab).length === 0) {
        this.press = null;
        return;
      }
      press.dragging = true;
      press.targets = targetPiles(snapshot, press.grab);
      try {
        // Keep receiving the pointer when it leaves the panel.
        press.cards[0].setPointerCapture(press.pointerId);
      } catch {
        // The pointer is already gone: pointerup or pointercancel follows.
      }
      this.setSelection(null);
      for (const el of press.cards) el.classList.add('dragging');
      this.board.root.classList.add('is-dragging');
    }
    event.preventDefault();
    for (const el of press.cards) {
      el.style.setProperty('--drag-x', `${dx}px`);
      el.style.setProperty('--drag-y', `${dy}px`);
    }
    press.hover = this.pileUnder(event.clientX, event.clientY, press);
    this.board.showTargets(press.targets, press.hover);
  };

  private onPointerUp = (event: PointerEvent): void => {
    const press = this.press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.press = null;
    if (!press.dragging) return;
    this.suppressClick = true;
    window.setTimeout(() => (this.suppressClick = false), 0);
    this.board.root.classList.remove('is-dragging');
    this.board.showTargets([], null);
    const snapshot = this.board.snapshot;
    const pile = this.pileUnder(event.clientX, event.clientY, press);
    const move = snapshot && pile ? moveForDrop(snapshot, press.grab, pile) : null;
    if (!move) {
      this.springBack(press.cards);
      if (pile && pile !== press.grab.pile && snapshot) {
        this.board.say(cannotGoThere(grabCard(snapshot, press.grab)));
      }
      return;
    }
    // Hold the cards where they landed until the snapshot (or a refusal) arrives.
    this.landed = { cards: press.cards, timer: window.setTimeout(() => this.refused(), 2000) };
    this.droppedMove = move;
    this.sendMove(move);
  };

  /** Stands in for the click the browser does not send (its mouseup carries the click count). */
  private onMouseUp = (event: MouseEvent): void => {
    if (!this.clickLost || event.button !== 0) return;
    this.clickLost = false;
    this.onClick(event);
    this.suppressClick = true;
    window.setTimeout(() => (this.suppressClick = false), 0);
  };

  private onPointerCancel = (event: PointerEvent): void => {
    if (this.press && event.pointerId === this.press.pointerId) this.cancelPress();
  };

  private cancelPress(): void {
    const press = this.press;
    this.press = null;
    if (press?.dragging) {
      this.board.root.classList.remove('is-dragging');
      this.board.showTargets([], null);
      this.springBack(press.cards);
    }
  }

  /** The pile under the pointer that the grab could land on (any foundation stands for "f"). */
  private pileUnder(x: number, y: number, press: Press): string | null {
    const pile = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-pile]')?.dataset.pile;
    return pile && pile !== press.grab.pile ? pile : null;
  }

  private springBack(cards: HTMLElement[]): void {
    for (const el of cards) {
      const dx = parseFloat(el.style.getPropertyValue('--drag-x')) || 0;
      const dy = parseFloat(el.style.getPropertyValue('--drag-y')) || 0;
      this.clearDrag(el);
      if (this.board.animationsOn() && (dx || dy)) {
        el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
          duration: 200,
          easing: 'cubic-bezier(.2,.9,.3,1.2)',
        });
      }
    }
  }

  private clearDrag(el: HTMLElement): void {
    el.classList.remove('dragging');
    el.style.removeProperty('--drag-x');
    el.style.removeProperty('--drag-y');
  }
}
