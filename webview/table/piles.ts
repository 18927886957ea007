// The piles on the table, drawn from the piles of a snapshot (or of a frame while cards fly):
// the stock, the waste's fan, the foundations and the columns, each with the marks of what the
// player is doing (a selection, legal targets, a hint, the keyboard's focus). `tablePiles` draws
// again only the piles whose cards or marks changed (Lit's guard): a move redraws two or three.

import * as l10n from '@vscode/l10n';
import { html, nothing } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { guard } from 'lit/directives/guard.js';
import type { Snapshot } from '../../src/protocol';
import { cardTemplate } from './card';
import { cssVars } from './css-vars';
import type { Piles } from '../model/frames';
import { ICONS, suitIcon } from './icons';
import { CARD_RATIO, columnFan } from '../model/layout';
import type { Grab, HintMarks } from '../model/moves';
import { columnLabel, foundationLabel, stockLabel, wasteLabel } from '../model/speech';

/** What the piles show beyond their cards. */
export interface PileMarks {
  /** Where the card held can go, and the one under the pointer. */
  targets: string[];
  hover: string | null;
  hint: HintMarks | null;
  selection: Grab | null;
  /** The keyboard's focus: a pile, and a card inside a column (null: its top card). */
  focusPile: string;
  focusIndex: number | null;
  /** The card width and the tableau's height, in px. */
  cardW: number;
  available: number;
}

function pileClasses(m: PileMarks, id: string, extra: Record<string, boolean> = {}) {
  return classMap({
    pile: true,
    target: m.targets.includes(id),
    'drop-hover': m.hover === id && m.targets.includes(id),
    'hint-target': m.hint?.target === id,
    'hint-source': m.hint?.source?.pile === id,
    'kb-focus': m.focusPile === id,
    ...extra,
  });
}

/** Roving tabindex: the focused pile is the table's one tab stop. */
const rovingIndex = (m: PileMarks, id: string): number => (m.focusPile === id ? 0 : -1);

/** Classes of card `index` in a pile of `length`: selected, marked by a hint, focused. */
function cardMarks(m: PileMarks, pile: string, index: number, length: number) {
  const inGrab = (g: { pile: string; count: number } | null | undefined) => !!g && g.pile === pile && index >= length - g.count;
  const focused = m.focusPile === pile && index === (pile[0] === 't' && m.focusIndex !== null ? m.focusIndex : length - 1);
  return { selected: inGrab(m.selection), hinted: inGrab(m.hint?.source), 'kb-focus': focused };
}

export function stockTemplate(s: Snapshot, p: Piles, m: PileMarks) {
  const redeal = p.stockCount === 0 && s.legalMoves.includes('w>s');
  const label = stockLabel({ stockCount: p.stockCount, redealsLeft: s.redealsLeft, legalMoves: s.legalMoves });
  const turn = p.stockCount ? (s.cardsPerTurn === 1 ? l10n.t('turn a card') : l10n.t('turn {0} cards', s.cardsPerTurn)) : '';
  const classes = pileClasses(m, 's', {
    stock: true,
    empty: p.stockCount === 0,
    redeal,
    thick: p.stockCount > 12,
    thicker: p.stockCount > 32,
  });
  return html`<div
    class=${classes}
    data-pile="s"
    role="button"
    tabindex=${rovingIndex(m, 's')}
    aria-label=${label}
    title=${turn ? l10n.t('{0}: {1}', label, turn) : label}
  >
    ${p.stockCount ? html`<div class="card back" aria-hidden="true"></div>` : html`<div class="slot">${redeal ? ICONS.redeal : nothing}</div>`}
    <span class="stock-count" aria-hidden="true">${p.stockCount}</span>
    ${
      s.redealsLeft > 0 || s.cardsPerTurn > 1
        ? html`<span class="redeals" aria-hidden="true" title=${l10n.t('Redeals left')}>${ICONS.redeal}${s.redealsLeft}</span>`
        : nothing
    }
  </div>`;
}

export function wasteTemplate(p: Piles, m: PileMarks) {
  const shown = p.waste.slice(-3);
  const first = p.waste.length - shown.length;
  return html`<div
    class=${pileClasses(m, 'w', { waste: true, empty: shown.length === 0 })}
    data-pile="w"
    role="group"
    tabindex=${rovingIndex(m, 'w')}
    aria-label=${wasteLabel(p.waste)}
  >
    ${shown.length === 0 ? html`<div class="slot"></div>` : nothing}
    ${shown.map((card, k) =>
      cardTemplate(card, { index: first + k, classes: { top: k === shown.length - 1, ...cardMarks(m, 'w', first + k, p.waste.length) } }),
    )}
  </div>`;
}

export function foundationTemplate(top: string | null, i: number, m: PileMarks) {
  const id = `f${i + 1}`;
  const card = top ? cardTemplate(top, { index: 0, classes: { full: top[0] === 'K', 'kb-focus': m.focusPile === id } }) : null;
  return html`<div
    class=${pileClasses(m, id, { foundation: true, empty: !top })}
    data-pile=${id}
    role="group"
    tabindex=${rovingIndex(m, id)}
    aria-label=${foundationLabel(top)}
  >
    ${card ?? html`<div class="slot">${suitIcon(i >> 1, 'suit slot-suit')}</div>`}
  </div>`;
}

export function columnTemplate(column: string[], i: number, m: PileMarks) {
  const id = `t${i + 1}`;
  const fan = columnFan(column, Math.round(m.cardW * CARD_RATIO), m.available);
  return html`<div
    class=${pileClasses(m, id, { column: true, empty: column.length === 0 })}
    data-pile=${id}
    role="group"
    tabindex=${rovingIndex(m, id)}
    aria-label=${columnLabel(column, i)}
    ${cssVars({ '--fan-up': `${fan.up.toFixed(1)}px`, '--fan-down': `${fan.down.toFixed(1)}px` })}
  >
    ${column.length === 0 ? html`<div class="slot"></div>` : nothing}
    ${column.map((card, k) =>
      cardTemplate(card[0] === '?' ? '#' : card, {
        index: k,
        classes: { 'after-down': k > 0 && column[k - 1] === '#', top: k === column.length - 1, ...cardMarks(m, id, k, column.length) },
      }),
    )}
  </div>`;
}

/** The cards held or hinted in pile `id` (0: none). */
const grabbedIn = (g: { pile: string; count: number } | null | undefined, id: string): number => (g && g.pile === id ? g.count : 0);

/** Everything of the marks that pile `id` shows, as one text: the pile is drawn again when it changes. */
function marksKey(m: PileMarks, id: string): string {
  const focused = m.focusPile === id;
  const target = m.targets.includes(id);
  return [
    target,
    target && m.hover === id,
    m.hint?.target === id,
    grabbedIn(m.hint?.source, id),
    grabbedIn(m.selection, id),
    focused,
    focused && m.focusIndex,
    m.cardW,
    m.available,
  ].join();
}

/** The piles of the table, each drawn again only when its cards or its marks changed. */
export function tablePiles(s: Snapshot, p: Piles, m: PileMarks) {
  const stockKey = [p.stockCount, s.redealsLeft, s.cardsPerTurn, s.legalMoves.includes('w>s'), marksKey(m, 's')].join();
  const wasteKey = `${p.waste.length}:${p.waste.slice(-3).join()}|${marksKey(m, 'w')}`;
  return {
    stock: guard([stockKey], () => stockTemplate(s, p, m)),
    waste: guard([wasteKey], () => wasteTemplate(p, m)),
    foundations: p.foundations.map((top, i) => guard([top, marksKey(m, `f${i + 1}`)], () => foundationTemplate(top, i, m))),
    tableau: p.tableau.map((column, i) => guard([column.join(), marksKey(m, `t${i + 1}`)], () => columnTemplate(column, i, m))),
  };
}
