// Small line icons in the spirit of the codicons (drawn here, 16×16, currentColor).

import { html, svg, SVGTemplateResult } from 'lit';

const icon = (body: SVGTemplateResult) =>
  html`<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">${body}</svg>`;

export const ICONS = {
  newGame: icon(
    svg`<path d="M3.5 2.5h6l3 3v8h-9z" fill="none" stroke="currentColor" stroke-linejoin="round"/><path d="M8 6.5v5M5.5 9h5" stroke="currentColor" stroke-linecap="round"/>`,
  ),
  restart: icon(
    svg`<path d="M3.2 8.5a4.8 4.8 0 1 0 1.5-4.1" fill="none" stroke="currentColor" stroke-linecap="round"/><path d="M4.3 1.8v2.9h2.9" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  undo: icon(
    svg`<path d="M3.5 6.5h6.2a3.3 3.3 0 0 1 0 6.6H6" fill="none" stroke="currentColor" stroke-linecap="round"/><path d="M6 3.8 3.3 6.5 6 9.2" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  redo: icon(
    svg`<path d="M12.5 6.5H6.3a3.3 3.3 0 0 0 0 6.6H10" fill="none" stroke="currentColor" stroke-linecap="round"/><path d="M10 3.8l2.7 2.7L10 9.2" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  hint: icon(
    svg`<path d="M8 1.8a4.2 4.2 0 0 0-2.5 7.6c.5.4.8.9.8 1.5v.6h3.4v-.6c0-.6.3-1.1.8-1.5A4.2 4.2 0 0 0 8 1.8z" fill="none" stroke="currentColor" stroke-linejoin="round"/><path d="M6.5 13.5h3M7 15h2" stroke="currentColor" stroke-linecap="round"/>`,
  ),
  statistics: icon(
    svg`<path d="M2.5 13.5h11" stroke="currentColor" stroke-linecap="round"/><rect x="3.5" y="8" width="2" height="5" rx=".4" fill="none" stroke="currentColor"/><rect x="7" y="4" width="2" height="9" rx=".4" fill="none" stroke="currentColor"/><rect x="10.5" y="6" width="2" height="7" rx=".4" fill="none" stroke="currentColor"/>`,
  ),
  help: icon(
    svg`<circle cx="8" cy="8" r="6" fill="none" stroke="currentColor"/><path d="M6.3 6.2a1.8 1.8 0 1 1 2.4 1.7c-.5.2-.7.6-.7 1.1v.5" fill="none" stroke="currentColor" stroke-linecap="round"/><circle cx="8" cy="11.4" r=".7" fill="currentColor"/>`,
  ),
  close: icon(svg`<path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-linecap="round"/>`),
  solve: icon(
    svg`<path d="M4 3.2v9.6L11.5 8z" fill="none" stroke="currentColor" stroke-linejoin="round"/><path d="M13 3.5v9" stroke="currentColor" stroke-linecap="round"/>`,
  ),
  redeal: icon(
    svg`<path d="M12.8 7.5a4.8 4.8 0 1 1-1.5-3.4" fill="none" stroke="currentColor" stroke-linecap="round"/><path d="M11.7 1.4v3h-3" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

/** Suit shapes on a 100×100 box: clubs, diamonds, hearts, spades. */
const SUIT_SHAPES = [
  svg`<circle cx="50" cy="27" r="19"/><circle cx="27" cy="57" r="19"/><circle cx="73" cy="57" r="19"/><circle cx="50" cy="52" r="12"/><path d="M46 55c0 18-4 29-13 40h34c-9-11-13-22-13-40z"/>`,
  svg`<path d="M50 3 87 50 50 97 13 50z"/>`,
  svg`<path d="M50 92C22 68 6 52 6 32 6 17 17 7 30 7c9 0 16 5 20 12 4-7 11-12 20-12 13 0 24 10 24 25 0 20-16 36-44 60z"/>`,
  svg`<path d="M50 4C36 24 8 38 8 60c0 13 10 21 21 21 7 0 12-3 16-7-1 9-5 16-12 22h34c-7-6-11-13-12-22 4 4 9 7 16 7 11 0 21-8 21-21C92 38 64 24 50 4z"/>`,
];

export function suitIcon(suit: number, cls = 'suit') {
  return html`<svg class=${cls} viewBox="0 0 100 100" aria-hidden="true" focusable="false">${SUIT_SHAPES[suit]}</svg>`;
}
