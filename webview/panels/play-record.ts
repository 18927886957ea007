// The statistics panel's record beyond the table: charts of the last games (a strip of results,
// the win rate over time, winning times), the daily record and the history with Play Again, and
// Review for a game whose moves this machine keeps.
// Charts are plain SVG in the theme's chart colours; results differ in shape as well as colour
// (legible in high contrast and without colour), and each chart has a text equivalent.

import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { DailySummary, HistoryEntry, PlayRecord } from '../../src/protocol';
import type { VariantId } from '../../src/engine/variants';
import { formatDuration } from '../../src/engine/duration';
import {
  RESULT_WORDS,
  STRIP_HEIGHT,
  STRIP_LENGTH,
  figure,
  plural,
  rateChart,
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
    const forWhat = this.selected === 'all' ? 'all games' : this.name(this.selected);
    return html`
      <section aria-labelledby="charts-title" data-section="charts">
        <div class="chart-head">
          <h3 id="charts-title">Your games in pictures: ${forWhat}</h3>
          <label
            >Show
            <select
              data-action="chart-game"
              @change=${(e: Event) => (this.selected = (e.target as HTMLSelectElement).value as VariantId | 'all')}
            >
              <option value="all" ?selected=${this.selected === 'all'}>All games</option>
              ${Object.entries(this.names).map(([id, name]) => html`<option value=${id} ?selected=${this.selected === id}>${name}</option>`)}
            </select>
          </label>
        </div>
        <div class="charts">
          ${figure('strip', `The last ${STRIP_LENGTH} results`, stripText(strip), 34, stripChart(strip), !strip.length)}
          ${strip.length ? this.legend() : nothing}
          ${figure('win-rate', 'Win rate over time', winRateText(entries), 112, rateChart(entries), !entries.length)}
          ${figure('win-times', 'Winning times', timeText(entries), 124, entries.some((e) => e.result === 'won') ? timeChart(entries) : nothing, !entries.some((e) => e.result === 'won'))}
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
            >${RESULT_WORDS[r]}
          </li>`,
      )}
    </ul>`;
  }

  private daily(record: PlayRecord) {
    const summary: DailySummary = record.dailySummaries[this.selected] ?? { daysPlayed: 0, daysWon: 0, currentStreak: 0, bestStreak: 0 };
    const days = record.daily.filter((d) => this.selected === 'all' || d.variant === this.selected).slice(0, 14);
    return html`<section aria-labelledby="daily-title" data-section="daily">
      <h3 id="daily-title">Today's deal: your record</h3>
      <p class="summary">
        Days played ${summary.daysPlayed} · days won ${summary.daysWon} · daily streak ${summary.currentStreak} (best ${summary.bestStreak})
      </p>
      ${
        days.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Day (UTC)</th>
                  <th scope="col">Game</th>
                  <th scope="col">Deal</th>
                  <th scope="col">Result</th>
                  <th scope="col">Time</th>
                  <th scope="col">Moves</th>
                </tr>
              </thead>
              <tbody>
                ${days.map(
                  (d) =>
                    html`<tr data-day=${d.day}>
                      <td>${d.day === record.today ? `${d.day} (today)` : d.day}</td>
                      <td>${this.name(d.variant)}</td>
                      <td>#${d.dealNumber}</td>
                      <td class="result-${d.result}">${RESULT_WORDS[d.result]}</td>
                      <td>${formatDuration(d.timeMs)}</td>
                      <td>${d.moves}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="empty">No daily deal played yet: run Forty Thieves: Today's Deal….</p>`
      }
    </section>`;
  }

  private history(history: readonly HistoryEntry[]) {
    return html`<section aria-labelledby="history-title" data-section="history">
      <h3 id="history-title">The last ${plural(history.length, 'game')}${this.current ? ', and the game in progress' : ''}</h3>
      ${
        history.length || this.current
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Deal</th>
                  <th scope="col">Date</th>
                  <th scope="col">Result</th>
                  <th scope="col">Time</th>
                  <th scope="col">Moves</th>
                  <th scope="col"><span class="text-equivalent">Play again or review</span></th>
                </tr>
              </thead>
              <tbody>
                ${this.current ? this.inProgressRow(this.current) : nothing}
                ${history.map(
                  (e) =>
                    html`<tr data-game=${e.id}>
                      <td>${this.name(e.variant)}${e.daily ? html` <span title="Today's deal of ${e.daily}">(daily)</span>` : nothing}</td>
                      <td>${e.dealNumber === null ? 'custom' : `#${e.dealNumber}`}</td>
                      <td>${new Date(e.endedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                      <td class="result-${e.result}">${RESULT_WORDS[e.result]}</td>
                      <td>${formatDuration(e.timeMs)}</td>
                      <td>${e.moves}</td>
                      <td class="row-actions">${this.rowActions(e)}</td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="empty">No finished games yet.</p>`
      }
    </section>`;
  }

  private rowActions(e: HistoryEntry) {
    const game = `${this.name(e.variant)} ${e.dealNumber === null ? 'custom deal' : `deal ${e.dealNumber}`}`;
    return html`${
      e.dealNumber === null
        ? nothing
        : html`<button data-action="play-again" aria-label="Play ${game} again" @click=${() => this.playAgain(e)}>Play Again</button>`
    }${
      e.review
        ? html`<button data-action="review-game" aria-label="Review ${game}, ${RESULT_WORDS[e.result]}" @click=${() => this.review(e)}>
            Review
          </button>`
        : nothing
    }`;
  }

  private inProgressRow(game: InProgressGame) {
    return html`<tr class="in-progress" data-game="in-progress">
      <td>${game.name}</td>
      <td>${game.dealNumber === null ? 'custom' : `#${game.dealNumber}`}</td>
      <td>now</td>
      <td class="result-in-progress">In progress</td>
      <td>${formatDuration(game.timeMs)}</td>
      <td>${game.moves}</td>
      <td></td>
    </tr>`;
  }
}
