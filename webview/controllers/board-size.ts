// The board's size, as a Lit reactive controller: the card size from the panel's width and
// height, the tableau's room for its fans, and a toolbar that stays one row. Measured after every
// update and whenever the panel or the toolbar's counters change size. A panel too narrow for
// every pile at the smallest readable card scrolls the table sideways (`scrolls`), never cuts it.

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Snapshot } from '../../src/protocol';
import { CARD_RATIO, GAP, cardWidth, rowUnits } from '../model/layout';
import { fitToolbar } from '../table/toolbar';

const PADDING = 12;
/** The toolbar's height on one row, as the first cards are drawn (measured from then on). */
const TOOLBAR = 49;
const SCROLLBAR = 10;
/** Room left beside a pile scrolled into view, for its focus ring. */
const EDGE = 4;

export interface SizedBoard extends ReactiveControllerHost, HTMLElement {
  readonly snapshot: Snapshot | null;
}

export class BoardSize implements ReactiveController {
  /** The card width in px. */
  cardW = 64;
  /** The tableau's height in px, for the columns' fans. */
  available = 520;
  /** The piles need more width than the panel has, even at the smallest card: the table scrolls sideways. */
  scrolls = false;
  private observer: ResizeObserver | undefined;
  private observedCounters: Element | null = null;
  /** What the last measure saw of what sizes the board (null: measure again). */
  private measured: string | null = null;
  private presized = false;

  constructor(private readonly board: SizedBoard) {
    board.addController(this);
  }

  hostConnected(): void {
    this.observer = new ResizeObserver(() => {
      this.measured = null;
      this.measure();
    });
    this.observer.observe(this.board);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observedCounters = null;
  }

  /**
   * Before the first cards are drawn: the sizes measure() will find, worked out from the panel's
   * size, so that the first snapshot is drawn once (not again at its card size, then its fans).
   */
  hostUpdate(): void {
    const board = this.board;
    if (this.presized || !board.snapshot) return;
    this.presized = true;
    const width = board.offsetWidth - 2 * PADDING - SCROLLBAR;
    if (width <= 0) return;
    const columns = board.snapshot.tableau.length;
    const cw = cardWidth(width, board.clientHeight - TOOLBAR - 2 * PADDING, columns);
    const gap = this.setSizes(cw);
    this.cardW = cw;
    this.scrolls = rowUnits(columns) * cw > board.clientWidth - 2 * PADDING + 0.5;
    const top = PADDING + TOOLBAR + Math.round(cw * CARD_RATIO) + gap * 1.6;
    this.available = Math.max(0, Math.floor(board.clientHeight - top - PADDING));
    board.style.setProperty('--tableau-height', `${Math.max(0, this.available - 2)}px`);
  }

  /** The card's size on the board; returns the gap between piles. */
  private setSizes(cw: number): number {
    const gap = Math.max(4, Math.floor(cw * GAP));
    this.board.style.setProperty('--cw', `${cw}px`);
    this.board.style.setProperty('--ch', `${Math.round(cw * CARD_RATIO)}px`);
    this.board.style.setProperty('--gap', `${gap}px`);
    return gap;
  }

  /**
   * Measures again only when something that sizes the board may have changed (the number of
   * columns, the game's title and verdict, the board's classes; a resize, the counters' too, comes
   * through the observer): a measure reads the layout, which a move would otherwise lay out twice.
   */
  hostUpdated(): void {
    if (this.sizingKey() !== this.measured) this.measure();
  }

  private sizingKey(): string {
    const board = this.board;
    const review = board.snapshot?.review ? 'review' : '';
    return `${board.snapshot?.tableau.length}|${review}|${board.className}|${board.querySelector('.toolbar .title')?.textContent}`;
  }

  /**
   * Scrolls a table that scrolls sideways until `pile` is wholly in view: focus() scrolls only a
   * pile that is entirely hidden, and leaves one half cut at the edge.
   */
  revealSideways(pile: HTMLElement): void {
    const table = pile.closest<HTMLElement>('.table');
    if (!table || !this.scrolls) return;
    const view = table.getBoundingClientRect();
    const box = pile.getBoundingClientRect();
    if (box.left < view.left + EDGE) table.scrollLeft -= view.left + EDGE - box.left;
    else if (box.right > view.right - EDGE) table.scrollLeft += box.right - (view.right - EDGE);
  }

  /** The toolbar stays one row (fitToolbar); its counters are watched as they widen. */
  private fitToolbar(bar: HTMLElement): void {
    const counters = bar.querySelector('.counters');
    if (counters && counters !== this.observedCounters) {
      // The clock widens on its own (9:59 to 10:00), without a new snapshot.
      if (this.observedCounters) this.observer?.unobserve(this.observedCounters);
      this.observer?.observe(counters);
      this.observedCounters = counters;
    }
    fitToolbar(bar);
  }

  /** Card size from the panel's width (and height); the tableau's room for the fans. */
  measure(): void {
    const board = this.board;
    this.measured = this.sizingKey();
    const bar = board.querySelector<HTMLElement>('.toolbar');
    if (bar) this.fitToolbar(bar);
    const columns = board.snapshot?.tableau.length ?? 10;
    const toolbar = bar?.offsetHeight ?? 40;
    // The full width less room for a scrollbar, whether or not one shows: the card size must
    // not depend on it, or a scrollbar could come and go with every resize.
    const width = board.offsetWidth - 2 * PADDING - SCROLLBAR;
    const height = board.clientHeight - toolbar - 2 * PADDING;
    const cw = cardWidth(width, height, columns);
    const scrolls = rowUnits(columns) * cw > board.clientWidth - 2 * PADDING + 0.5;
    if (cw !== this.cardW || scrolls !== this.scrolls) {
      this.cardW = cw;
      this.scrolls = scrolls;
      this.measured = null; // measured again once drawn at this size
      board.requestUpdate();
    }
    this.setSizes(cw);
    const tableau = board.querySelector<HTMLElement>('.tableau');
    if (tableau) {
      const top = tableau.getBoundingClientRect().top - board.getBoundingClientRect().top + board.scrollTop;
      // A table that scrolls sideways has its scroll bar below the tableau.
      const table = tableau.parentElement!;
      const scrollbar = table.offsetHeight - table.clientHeight;
      const available = Math.max(0, Math.floor(board.clientHeight - top - PADDING - scrollbar));
      if (Math.abs(available - this.available) > 1) {
        this.available = available;
        this.measured = null;
        board.requestUpdate();
      }
      // Columns reach down to the bottom of the panel, so a drop below a short column lands.
      board.style.setProperty('--tableau-height', `${Math.max(0, available - 2)}px`);
    }
  }
}
