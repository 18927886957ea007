// The review of a game (the host's Snapshot.review): a strip with one mark per position (still
// winnable, lost, not known), what the review found, the position shown on the table (read
// only) with the next move of a winning line, and Play on from here. The strip is a listbox:
// arrows move along it, Enter shows the position, and a screen reader reads each position's move
// and mark; the same marks are written out as text under it. A finished game of the history is
// reviewed the same way, without Play on.

import * as l10n from '@vscode/l10n';
import { html, nothing } from 'lit';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import type { ReviewShown, Snapshot, WebviewMessage } from '../../src/protocol';
import { ICONS } from '../table/icons';
import { keyLabel } from '../model/keys';
import { sentences } from '../model/locale';
import { variantTitle } from '../model/names';
import { resultWords } from './charts';

/** What the review needs of the board. */
export interface ReviewBoard extends ReactiveControllerHost {
  readonly root: HTMLElement;
  post(message: WebviewMessage): void;
  announce(text: string): void;
  /** Gives the table the keyboard's focus (after the next render). */
  focusBoard(): void;
}

/** A position's mark in words: "still winnable", "lost", "not known". */
function markWords(mark: string | undefined): string {
  if (mark === 'w') return l10n.t('still winnable');
  if (mark === 'l') return l10n.t('lost');
  return l10n.t('not known');
}

/** "After move 37, Six of Hearts to column 4: lost (the losing move)"; "The deal: still winnable". */
export function positionWords(review: ReviewShown, position: number): string {
  const mark = markWords(review.marks[position]);
  if (position === 0) return l10n.t('The deal: {0}', mark);
  const move = review.moves[position - 1];
  if (position === review.losingMove) return l10n.t('After move {0}, {1}: {2} (the losing move)', position, move, mark);
  return l10n.t('After move {0}, {1}: {2}', position, move, mark);
}

/** Positions start to end in words: "the deal and after moves 1 to 36", "after move 37". */
function runWords(start: number, end: number): string {
  const from = Math.max(start, 1);
  if (from > end) return l10n.t('the deal');
  if (start === 0)
    return from === end ? l10n.t('the deal and after move {0}', from) : l10n.t('the deal and after moves {0} to {1}', from, end);
  return from === end ? l10n.t('after move {0}', from) : l10n.t('after moves {0} to {1}', from, end);
}

/** One run of the same mark, as a sentence: "Still winnable: the deal and after moves 1 to 36." */
function runSentence(mark: string, positions: string): string {
  if (mark === 'w') return l10n.t('Still winnable: {0}.', positions);
  if (mark === 'l') return l10n.t('Lost: {0}.', positions);
  return l10n.t('Not known: {0}.', positions);
}

/** The strip as text: "Still winnable: the deal and after moves 1 to 36. Lost: after moves 37 to 57." */
export function marksText(marks: string): string {
  const runs: string[] = [];
  for (let start = 0; start < marks.length;) {
    let end = start;
    while (end + 1 < marks.length && marks[end + 1] === marks[start]) end++;
    runs.push(runSentence(marks[start], runWords(start, end)));
    start = end + 1;
  }
  return sentences(...runs);
}

/** "Next on a winning line: Six of Hearts to column 4." */
const nextWords = (review: ReviewShown): string => (review.next ? l10n.t('Next on a winning line: {0}.', review.next.text) : '');

export class ReviewStrip implements ReactiveController {
  /** The position the strip's focus is on (Enter shows it). */
  cursor = 0;
  private wantFocus = false;

  constructor(private readonly board: ReviewBoard) {
    board.addController(this);
  }

  /** A new snapshot: the review opened, showed another position, or closed. */
  shown(previous: Snapshot | null, snapshot: Snapshot): void {
    const review = snapshot.review;
    const before = previous?.review ?? null;
    if (!review) {
      if (!before) return;
      const n = snapshot.moveCount;
      this.board.announce(n ? l10n.t('Review closed: the game after move {0}.', n) : l10n.t('Review closed: the game at the deal.'));
      // The strip goes: the keyboard's focus goes back to the table.
      if (this.board.root.contains(document.activeElement) || document.activeElement === document.body) this.board.focusBoard();
      return;
    }
    if (!before) {
      this.cursor = review.shown;
      this.wantFocus = true;
      const showing = l10n.t('Showing {0}.', positionWords(review, review.shown));
      this.board.announce(sentences(l10n.t('{0}, read only.', reviewTitle(review, snapshot)), review.summary, showing));
    } else if (before.shown !== review.shown) {
      this.cursor = review.shown;
      this.board.announce(sentences(l10n.t('Showing {0}.', positionWords(review, review.shown)), nextWords(review)));
    } else if (before.summary !== review.summary && !review.progress) this.board.announce(review.summary);
    this.cursor = Math.min(this.cursor, review.marks.length - 1);
  }

  hostUpdated(): void {
    if (!this.wantFocus) return;
    this.wantFocus = false;
    this.board.root.querySelector<HTMLElement>('.review-strip')?.focus();
  }

  private onKey = (event: KeyboardEvent): void => {
    const review = this.review;
    if (!review) return;
    const last = review.marks.length - 1;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10, Home: -Infinity, End: Infinity };
    if (event.key in moves) this.cursor = Math.max(0, Math.min(last, this.cursor + moves[event.key]));
    else if (event.key === 'Enter' || event.key === ' ') this.board.post({ type: 'reviewShow', position: this.cursor });
    else if (event.key === 'Escape') this.board.post({ type: 'closeReview' });
    else return;
    event.preventDefault(); // the board's own keys do not act on the review's table
    this.board.requestUpdate();
  };

  private review: ReviewShown | null = null;

  template(s: Snapshot) {
    const review = (this.review = s.review);
    if (!review) return nothing;
    const post = (message: WebviewMessage) => this.board.post(message);
    return html`<section class="panel review" role="region" aria-labelledby="review-title">
      <header class="review-header">
        <h2 id="review-title">
          ${review.finished ? reviewTitle(review, s) : l10n.t('Review')} <span class="review-read-only">${l10n.t('read only')}</span>
        </h2>
        <span class="review-position">${positionWords(review, review.shown)}</span>
        <button
          class="icon-button"
          data-action="close-review"
          aria-label=${l10n.t('Close the review')}
          title=${l10n.t('Close the review ({0})', keyLabel('Escape'))}
          @click=${() => post({ type: 'closeReview' })}
        >
          ${ICONS.close}
        </button>
      </header>
      <p class="review-summary" id="review-summary">${review.summary}</p>
      ${this.stripTemplate(review)}
      <p class="review-marks-text">${marksText(review.marks)}</p>
      ${review.next ? html`<p class="review-next">${nextWords(review)}</p>` : nothing}
      ${review.progress ? progressTemplate(review.progress) : nothing}
      <div class="panel-actions">
        ${review.finished ? nothing : playOnTemplate(review, post)}
        <button class="button secondary" data-action="close-review-footer" @click=${() => post({ type: 'closeReview' })}>
          ${l10n.t('Close review')}
        </button>
      </div>
    </section>`;
  }

  private stripTemplate(review: ReviewShown) {
    const cursor = Math.min(this.cursor, review.marks.length - 1);
    return html`<div
      class="review-strip"
      role="listbox"
      tabindex="0"
      aria-label=${l10n.t('Positions of the game: arrow keys move, Enter shows the position')}
      aria-activedescendant=${`review-position-${cursor}`}
      aria-describedby="review-summary"
      @keydown=${this.onKey}
    >
      ${[...review.marks].map(
        (mark, i) =>
          html`<span
            id=${`review-position-${i}`}
            role="option"
            class=${classMap({ 'review-mark': true, [`mark-${mark}`]: true, shown: i === review.shown, cursor: i === cursor, losing: i === review.losingMove })}
            aria-selected=${i === review.shown ? 'true' : 'false'}
            aria-label=${positionWords(review, i)}
            title=${positionWords(review, i)}
            @click=${() => {
              this.cursor = i;
              this.board.post({ type: 'reviewShow', position: i });
            }}
          ></span>`,
      )}
    </div>`;
  }
}

/** "Review of the game"; of a finished one, which it is: "Review of Lucas deal 252, lost". */
function reviewTitle(review: ReviewShown, s: Snapshot): string {
  if (!review.finished) return l10n.t('Review of the game');
  const game = variantTitle(s.variant);
  const result = resultWords(review.finished);
  return s.dealNumber === null
    ? l10n.t('Review of {0} custom deal, {1}', game, result)
    : l10n.t('Review of {0} deal {1}, {2}', game, s.dealNumber, result);
}

function playOnTemplate(review: ReviewShown, post: (message: WebviewMessage) => void) {
  return html`<button
    class="button primary"
    data-action="play-on"
    title=${l10n.t('Play on from the position shown: it becomes the game again, as undo would make it')}
    @click=${() => post({ type: 'playOn', position: review.shown })}
  >
    ${l10n.t('Play on from here')}
  </button>`;
}

function progressTemplate({ asked, of }: { asked: number; of: number }) {
  return html`<p class="review-progress" role="status">
    <span>${l10n.t('Asking the solver about the positions not known yet: {0} of about {1}…', asked, of)}</span>
    <progress max=${of} .value=${asked}></progress>
  </p>`;
}
