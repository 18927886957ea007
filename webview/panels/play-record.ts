// The statistics panel's record beyond the table: charts of the last games (a strip of results,
// the win rate over time, winning times), the daily record and the history with Play Again, and
// Review for a game whose moves this machine keeps.
// Charts are plain SVG in the theme's chart colours; results differ in shape as well as colour
// (legible in high contrast and without colour), and each chart has a text equivalent.

import * as l10n from '@vscode/l10n';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { DailySummary, HistoryEntry, PlayRecord } from '../../src/protocol';
import type { VariantId } from '../../src/engine/variants';
import { formatDuration } from '../../src/engine/duration';
import { dateText, plural } from '../model/locale';
import {
  STRIP_HEIGHT,
  STRIP_LENGTH,
  figure,
  rateChart,
  resultWords,
  stripChart,
  stripText,
  timeChart,
  timeText,
  winRateText,
} from './charts';

/** The game in progress, as the history's first row shows it. */
export interface InProgressGame {
  name: string;
  dealNumber: number | null;
  timeMs: number;
  moves: number;
}

@customElement('ft-play-record')
export class PlayRecordView extends LitElement {
  @property({ attribute: false }) record: PlayRecord | null = null;
  @property({ attribute: false }) names: Partial<Record<VariantId, string>> = {};
  /** The game being played, once it counts as played (its first move): the history's first row, marked in progress. */
  @property({ attribute: false }) current: InProgressGame | null = null;
  /** Which game the charts show, or 'all'. */
  @state() selected: VariantId | 'all' = 'all';

  /** Light DOM: styled from media/board/play-record.css like every other panel. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  private name(variant: VariantId): string {
    return this.names[variant] ?? variant;
  }

  /** Oldest first, of the selected game. */
  private entries(): HistoryEntry[] {
    const all = [...(this.record?.history ?? [])].reverse();
    return this.selected === 'all' ? all : all.filter((e) => e.variant === this.selected);
  }

  private playAgain(entry: HistoryEntry): void {
    this.dispatchEvent(
      new CustomEvent('play-again', { detail: { variant: entry.variant, dealNumber: entry.dealNumber }, bubbles: true, composed: true }),
    );
  }

  private review(entry: HistoryEntry): void {
    this.dispatchEvent(new CustomEvent('review-game', { detail: { id: entry.id }, bubbles: true, composed: true }));
  }

  override render() {
    const record = this.record;
    if (!record) return nothing;
    const entries = this.entries();
    const strip = entries.slice(-STRIP_LENGTH);
    const title =
      this.selected === 'all'
        ? l10n.t('Your games in pictures: all games')
        : l10n.t('Your games in pictures: {0}', this.name(this.selected));
    return html`
      <section aria-labelledby="charts-title" data-section="charts">
        <div class="chart-head">
          <h3 id="charts-title">${title}</h3>
          <label
            >${l10n.t('Show')}
            <select
              data-action="chart-game"
              @change=${(e: Event) => (this.selected = (e.target as HTMLSelectElement).value as VariantId | 'all')}
            >
              <option value="all" ?selected=${this.selected === 'all'}>${l10n.t('All games')}</option>
              ${Object.entries(this.names).map(([id, name]) => html`<option value=${id} ?selected=${this.selected === id}>${name}</option>`)}
            </select>
          </label>
        </div>
        <div class="charts">
          ${figure('strip', l10n.t('The last {0} results', STRIP_LENGTH), stripText(strip), 34, stripChart(strip), !strip.length)}
          ${strip.length ? this.legend() : nothing}
          ${figure('win-rate', l10n.t('Win rate over time'), winRateText(entries), 112, rateChart(entries), !entries.length)}
          ${figure('win-times', l10n.t('Winning times'), timeText(entries), 124, entries.some((e) => e.result === 'won') ? timeChart(entries) : nothing, !entries.some((e) => e.result === 'won'))}
        </div>
      </section>
      ${this.daily(record)} ${this.history(record.history)}
    `;
  }

  private legend() {
    return html`<ul class="legend" aria-hidden="true">
      ${(['won', 'solved', 'lost'] as const).map(
        (r) =>
          html`<li>
            <svg viewBox="0 0 10 30">
              <rect class="bar ${r}" x="0" y=${30 - STRIP_HEIGHT[r]} width="10" height=${STRIP_HEIGHT[r]}></rect></svg
            >${resultWords(r)}
          </li>`,
      )}
    </ul>`;
  }

  private daily(record: PlayRecord) {
    const summary: DailySummary = record.dailySummaries[this.selected] ?? { daysPlayed: 0, daysWon: 0, currentStreak: 0, bestStreak: 0 };
    const days = record.daily.filter((d) => this.selected === 'all' || d.variant === this.selected).slice(0, 14);
    return html`<section aria-labelledby="daily-title" data-section="daily">
      <h3 id="daily-title">${l10n.t("Today's deal: your record")}</h3>
      <p class="summary">
        ${l10n.t(
          'Days played {0} · days won {1} · daily streak {2} (best {3})',
          summary.daysPlayed,
          summary.daysWon,
          summary.currentStreak,
          summary.bestStreak,
        )}
      </p>
      ${
        days.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">${l10n.t('Day (UTC)')}</th>
                  <th scope="col">${l10n.t('Game')}</th>
                  <th scope="col">${l10n.t('Deal')}</th>
                  <th scope="col">${l10n.t('Result')}</th>
                  <th scope="col">${l10n.t('Time')}</th>
                  <th scope="col">${l10n.t('Moves')}</th>
                </tr>
              </thead>
              <tbody>
                ${days.map(
                  (d) =>
                    html`<tr data-day=${d.day}>
                      <td>${d.day === record.today ? l10n.t('{0} (today)', d.day) : d.day}</td>
                      <td>${this.name(d.variant)}</td>
                      <td>${l10n.t('#{0}', d.dealNumber)}</td>
                      <td class="result-${d.result}">${resultWords(d.result)}</td>
                      <td>${formatDuration(d.timeMs)}</td>
                      <td>${d.moves}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="empty">${l10n.t("No daily deal played yet: run Forty Thieves: Today's Deal….")}</p>`
      }
    </section>`;
  }

  private history(history: readonly HistoryEntry[]) {
    return html`<section aria-labelledby="history-title" data-section="history">
      <h3 id="history-title">${historyTitle(history.length, this.current !== null)}</h3>
      ${
        history.length || this.current
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">${l10n.t('Game')}</th>
                  <th scope="col">${l10n.t('Deal')}</th>
                  <th scope="col">${l10n.t('Date')}</th>
                  <th scope="col">${l10n.t('Result')}</th>
                  <th scope="col">${l10n.t('Time')}</th>
                  <th scope="col">${l10n.t('Moves')}</th>
                  <th scope="col"><span class="text-equivalent">${l10n.t('Play again or review')}</span></th>
                </tr>
              </thead>
              <tbody>
                ${this.current ? this.inProgressRow(this.current) : nothing}
                ${history.map(
                  (e) =>
                    html`<tr data-game=${e.id}>
                      <td>
                        ${this.name(e.variant)}${e.daily ? html` <span title=${l10n.t("Today's deal of {0}", e.daily)}>${l10n.t('(daily)')}</span>` : nothing}
                      </td>
                      <td>${e.dealNumber === null ? l10n.t('custom') : l10n.t('#{0}', e.dealNumber)}</td>
                      <td>
                        <time datetime=${new Date(e.endedAt).toISOString()}
                          >${dateText(new Date(e.endedAt), { dateStyle: 'medium', timeStyle: 'short' })}</time
                        >
                      </td>
                      <td class="result-${e.result}">${resultWords(e.result)}</td>
                      <td>${formatDuration(e.timeMs)}</td>
                      <td>${e.moves}</td>
                      <td class="row-actions">${this.rowActions(e)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="empty">${l10n.t('No finished games yet.')}</p>`
      }
    </section>`;
  }

  private rowActions(e: HistoryEntry) {
    const name = this.name(e.variant);
    return html`${
      e.dealNumber === null
        ? nothing
        : html`<button
            data-action="play-again"
            aria-label=${l10n.t('Play {0} deal {1} again', name, e.dealNumber)}
            @click=${() => this.playAgain(e)}
          >
            ${l10n.t('Play Again')}
          </button>`
    }${
      e.review
        ? html`<button
            data-action="review-game"
            aria-label=${
              e.dealNumber === null
                ? l10n.t('Review {0} custom deal, {1}', name, resultWords(e.result))
                : l10n.t('Review {0} deal {1}, {2}', name, e.dealNumber, resultWords(e.result))
            }
            @click=${() => this.review(e)}
          >
            ${l10n.t('Review')}
          </button>`
        : nothing
    }`;
  }

  private inProgressRow(game: InProgressGame) {
    return html`<tr class="in-progress" data-game="in-progress">
      <td>${game.name}</td>
      <td>${game.dealNumber === null ? l10n.t('custom') : l10n.t('#{0}', game.dealNumber)}</td>
      <td>${l10n.t('now')}</td>
      <td class="result-in-progress">${l10n.t('In progress')}</td>
      <td>${formatDuration(game.timeMs)}</td>
      <td>${game.moves}</td>
      <td></td>
    </tr>`;
  }
}

/** "The last 12 games, and the game in progress". */
function historyTitle(n: number, inProgress: boolean): string {
  if (inProgress) {
    return plural(n, l10n.t('The last {0} game, and the game in progress', n), l10n.t('The last {0} games, and the game in progress', n));
  }
  return plural(n, l10n.t('The last {0} game', n), l10n.t('The last {0} games', n));
}
