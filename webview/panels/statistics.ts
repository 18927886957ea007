// The statistics table of the nine games, with Reset: the host asks in a VS Code dialog before
// anything is erased (one question, and a message from the board alone never erases anything).

import * as l10n from '@vscode/l10n';
import { html, nothing } from 'lit';
import type { Snapshot, StatisticsRow, WebviewMessage } from '../../src/protocol';
import type { VariantId } from '../../src/engine/variants';
import { formatDuration } from '../../src/engine/duration';
import type { InProgressGame } from './play-record';
import './play-record';
import { percentText, plural } from '../model/locale';
import { variantTitle } from '../model/names';

export function statisticsTemplate(s: Snapshot, post: (message: WebviewMessage) => void) {
  const rows = s.statistics ?? [];
  const close = () => post({ type: 'closeStatistics' });
  return html`<div class="overlay stats-overlay">
    <section class="panel statistics" role="dialog" aria-modal="true" aria-labelledby="stats-title">
      <header class="panel-header">
        <h2 id="stats-title">${l10n.t('Statistics')}</h2>
        <button
          class="icon-button"
          data-action="close-statistics"
          aria-label=${l10n.t('Close statistics')}
          title=${l10n.t('Close')}
          @click=${close}
        >
          <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" stroke-linecap="round" />
          </svg>
        </button>
      </header>
      ${summaryTemplate(s)}
      <div class="table-wrap">
        ${tableTemplate(s.variant, rows)}
        <ft-play-record
          .record=${s.playRecord}
          .names=${Object.fromEntries(rows.map((r) => [r.variant, variantTitle(r.variant)]))}
          .current=${inProgress(s)}
          @play-again=${(e: CustomEvent<{ variant: VariantId; dealNumber: number }>) => post({ type: 'playAgain', ...e.detail })}
          @review-game=${(e: CustomEvent<{ id: string }>) => post({ type: 'review', id: e.detail.id })}
        ></ft-play-record>
      </div>
      <p class="stats-note">
        ${l10n.t(
          'Moves count your moves only: a run moved in one go counts as one move, automatic moves to the foundations count as none. A game played out by Solve counts as played, not won.',
        )}
      </p>
      <footer class="panel-actions">${footerTemplate(post)}</footer>
    </section>
  </div>`;
}

/** The game being played, once it counts as played (from its first move, until it ends). */
function inProgress(s: Snapshot): InProgressGame | null {
  if (s.status !== 'playing' || s.moveCount === 0) return null;
  return { name: variantTitle(s.variant), dealNumber: s.dealNumber, timeMs: s.elapsedMs, moves: s.moveCount };
}

/**
 * What the panel holds, at the top where it is seen at once: a line of totals, and the sections
 * below the table (pictures, today's deal, history) as buttons that scroll to them.
 */
function summaryTemplate(s: Snapshot) {
  const rows = s.statistics ?? [];
  const played = rows.reduce((n, r) => n + r.played, 0);
  const won = rows.reduce((n, r) => n + r.won, 0);
  const days = s.playRecord?.dailySummaries.all;
  const history = s.playRecord?.history.length ?? 0;
  const current = inProgress(s) !== null;
  const sections: [string, string][] = [
    ['games', l10n.t('Games')],
    ...(s.playRecord
      ? ([
          ['charts', l10n.t('Pictures')],
          ['daily', l10n.t("Today's deal")],
          ['history', current ? l10n.t('History ({0} + 1 in progress)', history) : l10n.t('History ({0})', history)],
        ] as [string, string][])
      : []),
  ];
  const games = plural(played, l10n.t('{0} game played, {1} won', played, won), l10n.t('{0} games played, {1} won', played, won));
  const daily = days
    ? plural(
        days.daysPlayed,
        l10n.t('daily deals: {0} day played, {1} won', days.daysPlayed, days.daysWon),
        l10n.t('daily deals: {0} days played, {1} won', days.daysPlayed, days.daysWon),
      )
    : '';
  return html`<p class="stats-summary">
      ${daily ? l10n.t({ message: '{0} · {1}', args: [games, daily], comment: 'Two parts of a summary line' }) : games}
    </p>
    ${current ? html`<p class="stats-in-progress">${l10n.t('The game in progress counts as played from its first move; the history lists it first, marked in progress.')}</p>` : nothing}
    <nav class="stats-sections" aria-label=${l10n.t('Statistics sections')}>
      ${sections.map(([id, label]) => html`<button class="button secondary" data-section-link=${id} @click=${scrollToSection}>${label}</button>`)}
    </nav>`;
}

/** Scrolls the panel to the section a button names (the record's sections are in its own shadow root). */
function scrollToSection(event: Event): void {
  const button = event.currentTarget as HTMLElement;
  const wrap = button.closest('.panel')?.querySelector<HTMLElement>('.table-wrap');
  const id = button.dataset.sectionLink;
  const target =
    id === 'games' ? wrap?.querySelector('table') : wrap?.querySelector('ft-play-record')?.querySelector(`[data-section="${id}"]`);
  if (wrap && target) wrap.scrollTop += target.getBoundingClientRect().top - wrap.getBoundingClientRect().top;
}

/** Each column's name, and its short form for a narrow panel (the whole name stays for screen readers). */
const columns = (): [string, string][] => [
  [l10n.t('Game'), l10n.t('Game')],
  [l10n.t('Played'), l10n.t({ message: 'Pld', args: [], comment: 'Short for Played, a column head' })],
  [l10n.t('Won'), l10n.t('Won')],
  [l10n.t('Win rate'), l10n.t({ message: 'Win %', args: [], comment: 'Short for Win rate, a column head' })],
  [l10n.t('Streak'), l10n.t({ message: 'Strk', args: [], comment: 'Short for Streak, a column head' })],
  [l10n.t('Best streak'), l10n.t({ message: 'Best strk', args: [], comment: 'Short for Best streak, a column head' })],
  [l10n.t('Best time'), l10n.t('Best time')],
  [l10n.t('Fewest moves'), l10n.t({ message: 'Min moves', args: [], comment: 'Short for Fewest moves, a column head' })],
];

function columnHead(name: string, short: string) {
  if (name === short) return html`<th scope="col">${name}</th>`;
  return html`<th scope="col" title=${name}><span class="long">${name}</span><span class="short" aria-hidden="true">${short}</span></th>`;
}

function tableTemplate(current: VariantId, rows: StatisticsRow[]) {
  const dash = html`<span class="none" aria-label=${l10n.t('none')}>–</span>`;
  return html`<table>
    <thead>
      <tr>
        ${columns().map(([name, short]) => columnHead(name, short))}
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (r) =>
          html`<tr class=${r.variant === current ? 'current' : ''} data-variant=${r.variant}>
            <th scope="row">${variantTitle(r.variant)}</th>
            <td>${r.played}</td>
            <td>${r.won}</td>
            <td>${r.winRate === null ? dash : percentText(r.winRate)}</td>
            <td>${r.currentStreak}</td>
            <td>${r.bestStreak}</td>
            <td>${r.bestTimeMs === null ? dash : formatDuration(r.bestTimeMs)}</td>
            <td>${r.fewestMoves ?? dash}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function footerTemplate(post: (message: WebviewMessage) => void) {
  return html`<button class="button secondary" data-action="reset-statistics" @click=${() => post({ type: 'resetStatistics' })}>
      ${l10n.t('Reset statistics…')}
    </button>
    <button class="button primary" data-action="close-statistics-footer" @click=${() => post({ type: 'closeStatistics' })}>
      ${l10n.t('Close')}
    </button>`;
}
