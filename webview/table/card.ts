// How one card looks: a face (rank and suit in the corners, a large suit or court letter in the
// middle) or a back. Every face-up card carries data-card with its notation and an aria-label in
// words; face-down ones say so.

import * as l10n from '@vscode/l10n';
import { html, nothing, TemplateResult } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { cardName } from '../model/names';
import { suitIcon } from './icons';
import { isRed, suitIndex } from '../model/moves';

export const rankLabel = (card: string): string => (card[0] === 'T' ? '10' : card[0]);

export interface CardOptions {
  /** Index in its pile (the interaction controller reads it back). */
  index: number;
  classes?: Record<string, boolean>;
}

export function cardTemplate(card: string, { index, classes = {} }: CardOptions): TemplateResult {
  if (card === '#') {
    return html`<div
      class=${classMap({ card: true, back: true, ...classes })}
      data-index=${index}
      role="img"
      aria-label=${l10n.t('Face-down card')}
    ></div>`;
  }
  const suit = suitIndex(card);
  const court = 'JQK'.includes(card[0]);
  const rank = rankLabel(card);
  return html`<div
    class=${classMap({ card: true, face: true, red: isRed(card), black: !isRed(card), court, ten: card[0] === 'T', ...classes })}
    data-card=${card}
    data-index=${index}
    role="img"
    aria-label=${cardName(card)}
  >
    <span class="index"><span class="rank">${rank}</span>${suitIcon(suit, 'suit small')}</span>
    <span class="pip"
      >${court ? html`<span class="court-letter">${card[0]}</span>` : nothing}${suitIcon(suit, court ? 'suit court-suit' : 'suit big')}</span
    >
    <span class="index bottom" aria-hidden="true"><span class="rank">${rank}</span>${suitIcon(suit, 'suit small')}</span>
  </div>`;
}
