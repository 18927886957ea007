// The toolbar: the game, its deal and the solver's verdict, the counters, and the game's actions.
// It stays one row: every label if they fit, else the main actions' labels, else icons only.

import * as l10n from '@vscode/l10n';
import { html, nothing } from 'lit';
import { classMap } from 'lit/directives/class-map.js';
import { guard } from 'lit/directives/guard.js';
import type { Snapshot, WebviewMessage, Winnability } from '../../src/protocol';
import { cssVars } from './css-vars';
import { dailyWords } from '../model/daily-words';
import { canRestart } from '../model/board-commands';
import { ICONS } from './icons';
import { winnabilityWords } from '../model/speech';
import { keyLabel } from '../model/keys';
import { variantTitle } from '../model/names';
import './timer';

/**
 * `keptVerdict`: the solver's last word in this game, whose room the toolbar keeps (unseen) once
 * the game has ended and the word is gone, so that nothing moves. `banners`: the notices, drawn
 * below the toolbar over the table's top, so that neither moves when one comes or goes.
 */
export function toolbarTemplate(
  s: Snapshot,
  post: (message: WebviewMessage) => void,
  toggleHelp: () => void,
  keptVerdict: Winnability | null = null,
  banners: unknown = nothing,
) {
  const daily = dailyWords(s.dailyDeal);
  return html`<header class="toolbar">
    <div class="title">
      <h1 class="game-name">${variantTitle(s.variant)}</h1>
      <span class="deal" title=${l10n.t('Deal number')}
        >${s.dealNumber !== null ? l10n.t('#{0}', s.dealNumber) : l10n.t('custom deal')}</span
      >
      ${
        daily
          ? html`<span class="daily" title=${l10n.t('{0}: the same deal for every player that day', daily)} aria-label=${daily}
              >${daily}</span
            >`
          : nothing
      }
      ${winnabilityTemplate(s.winnability ?? keptVerdict, s.winnability === null)}
    </div>
    <dl class="counters">
      <div class="counter" title=${l10n.t('Your moves: a run moved in one go counts as one, automatic moves to the foundations as none')}>
        <dt>${l10n.t('Moves')}</dt>
        <dd class="moves">${s.moveCount}</dd>
      </div>
      ${
        s.settings.showTimer
          ? html`<div class="counter">
              <dt>${l10n.t('Time')}</dt>
              <dd><ft-timer .elapsedMs=${s.elapsedMs} .running=${s.timerRunning}></ft-timer></dd>
            </div>`
          : nothing
      }
      <div class="counter home-counter" title=${l10n.t('{0} of 104 cards on the foundations', s.cardsHome)}>
        <dt>${l10n.t('Home')}</dt>
        <dd class="home">${s.cardsHome}<span class="of">/104</span></dd>
        <span class="progress" aria-hidden="true" ${cssVars({ '--progress': s.cardsHome / 104 })}></span>
      </div>
    </dl>
    ${guard([s.canUndo, s.canRedo, canRestart(s), s.status, s.solving, !s.statistics, post, toggleHelp], () => actionsTemplate(s, post, toggleHelp))}
    <div class="banners">${banners}</div>
  </header>`;
}

/** The game's actions (drawn again only when one of them turns on or off). */
function actionsTemplate(s: Snapshot, post: (message: WebviewMessage) => void, toggleHelp: () => void) {
  return html`<div class="actions" role="toolbar" aria-label=${l10n.t('Game actions')}>
    ${toolButton('new-game', l10n.t('New Game…'), ICONS.newGame, () => post({ type: 'pickGame' }), { shortcut: 'Shift+N' })}
    <span class="tool-gap" aria-hidden="true"></span>
    ${toolButton('undo', l10n.t('Undo'), ICONS.undo, () => post({ type: 'undo' }), { disabled: !s.canUndo, shortcut: 'U' })}
    ${toolButton('redo', l10n.t('Redo'), ICONS.redo, () => post({ type: 'redo' }), { disabled: !s.canRedo, shortcut: 'R' })}
    ${toolButton('restart', l10n.t('Restart'), ICONS.restart, () => post({ type: 'restart' }), { disabled: !canRestart(s), shortcut: 'Shift+R' })}
    <span class="tool-gap" aria-hidden="true"></span>
    ${toolButton('hint', l10n.t('Hint'), ICONS.hint, () => post({ type: 'hint' }), { disabled: s.status !== 'playing', shortcut: 'H' })}
    ${toolButton('solve', l10n.t('Solve'), ICONS.solve, () => post({ type: 'solve' }), { disabled: s.status !== 'playing' || s.solving })}
    ${toolButton('statistics', l10n.t('Statistics'), ICONS.statistics, () => post({ type: s.statistics ? 'closeStatistics' : 'showStatistics' }), { minor: true })}
    ${toolButton('help', l10n.t('Help'), ICONS.help, toggleHelp, { shortcut: '?', minor: true })}
  </div>`;
}

function toolButton(
  action: string,
  label: string,
  icon: unknown,
  onClick: () => void,
  opts: { disabled?: boolean; shortcut?: string; minor?: boolean } = {},
) {
  // The label is the button's name (aria-label) and tooltip, so it may hide on a narrow panel.
  return html`<button
    class=${classMap({ tool: true, minor: opts.minor === true })}
    data-action=${action}
    title=${opts.shortcut ? l10n.t({ message: '{0} ({1})', args: [label, keyLabel(opts.shortcut)], comment: 'A button and its key' }) : label}
    aria-label=${label}
    aria-keyshortcuts=${opts.shortcut ?? nothing}
    ?disabled=${opts.disabled === true}
    aria-disabled=${opts.disabled === true ? 'true' : nothing}
    @click=${onClick}
  >
    ${icon}<span class="label">${label}</span>
  </button>`;
}

/** The solver's quiet verdict: can the game still be won from here? `kept`: gone, its room kept unseen. */
function winnabilityTemplate(w: Winnability | null, kept: boolean) {
  if (w === null || !['checking', 'winnable', 'lost', 'unknown'].includes(w)) return nothing;
  const words = winnabilityWords(w);
  if (kept) return html`<span class=${`winnability winnability-${w} kept`} aria-hidden="true">${words}</span>`;
  return html`<span
    class=${`winnability winnability-${w}`}
    role="note"
    aria-label=${l10n.t('Solver: {0}', words)}
    title=${l10n.t('Solver: {0}', words)}
  >
    <span aria-hidden="true">${words}</span>
  </span>`;
}

/**
 * Shows as many labels as fit in one row. Measured, not set by breakpoints, because the room left
 * depends on the status (deal number, clock, the solver's word) and on the editor's font.
 */
export function fitToolbar(bar: HTMLElement): void {
  for (const labels of ['all', 'main', 'none']) {
    bar.dataset.labels = labels;
    if (labels === 'none' || isOneRow(bar)) return;
  }
}

/** Whether a horizontal line crosses every item of the toolbar: its status groups and each button. */
function isOneRow(bar: HTMLElement): boolean {
  let lowestTop = -Infinity;
  let highestBottom = Infinity;
  const items = [...bar.children].filter((item) => !item.classList.contains('banners')); // drawn below the row
  for (const item of [...items, ...bar.querySelectorAll('.tool')]) {
    const r = item.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue; // not shown
    lowestTop = Math.max(lowestTop, r.top);
    highestBottom = Math.min(highestBottom, r.bottom);
  }
  return lowestTop < highestBottom;
}
