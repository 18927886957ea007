// The statistics panel's record beyond the table: charts of the last games (a strip of results,
// the win rate over time, winning times), the daily record and the history with Play Again.
// Charts are plain SVG in the theme's chart colours; results differ in shape as well as colour
// (legible in high contrast and without colour), and each chart has a text equivalent.

import { LitElement, css, html, nothing, svg } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { DailySummary, GameResult, HistoryEntry, PlayRecord } from '../src/protocol';
import type { VariantId } from '../src/engine/variants';
import { formatDuration } from '../src/engine/duration';

const RESULT_WORDS: Record<GameResult, string> = { won: 'won', solved: 'solved', lost: 'lost' };
/** Bar heights of the strip: a result reads by its height even without colour. */
const STRIP_HEIGHT: Record<GameResult, number> = { won: 28, solved: 18, lost: 8 };
export const STRIP_LENGTH = 50;

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Counts of each result, in words: "7 won, 2 solved, 4 lost". */
function tally(entries: readonly HistoryEntry[]): string {
  return (['won', 'solved', 'lost'] as const).map((r) => `${entries.filter((e) => e.result === r).length} ${r}`).join(', ');
}

export function stripText(entries: readonly HistoryEntry[]): string {
  if (!entries.length) return 'No finished games yet.';
  const last = entries
    .slice(-5)
    .map((e) => RESULT_WORDS[e.result])
    .join(', ');
  return `Last ${plural(entries.length, 'result')}, oldest first: ${tally(entries)}. The latest ${Math.min(5, entries.length)}: ${last}.`;
}

/** The win rate after each game (solved games count as not won). */
export function winRates(entries: readonly HistoryEntry[]): number[] {
  let won = 0;
  return entries.map((e, i) => (won += e.result === 'won' ? 1 : 0) / (i + 1));
}

export function winRateText(entries: readonly HistoryEntry[]): string {
  const rates = winRates(entries);
  if (!rates.length) return 'No finished games yet.';
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return `Win rate over the last ${plural(rates.length, 'game')}: ${percent(rates[0])} after the first, ${percent(rates[rates.length - 1])} now; lowest ${percent(low)}, highest ${percent(high)}.`;
}

const BIN_MINUTES = [1, 2, 5, 10, 15, 30, 60, 120];
const MAX_BINS = 8;

export interface TimeBin {
  fromMs: number;
  toMs: number;
  count: number;
}

/** Winning times in at most eight bins of a round number of minutes, from 0 up. */
export function timeBins(entries: readonly HistoryEntry[]): TimeBin[] {
  const times = entries.filter((e) => e.result === 'won').map((e) => e.timeMs);
  if (!times.length) return [];
  const longest = Math.max(...times);
  const width = (BIN_MINUTES.find((m) => longest < m * 60_000 * MAX_BINS) ?? Math.ceil(longest / 60_000 / MAX_BINS) + 1) * 60_000;
  const bins = Array.from({ length: Math.floor(longest / width) + 1 }, (_, i) => ({ fromMs: i * width, toMs: (i + 1) * width, count: 0 }));
  for (const t of times) bins[Math.floor(t / width)].count++;
  return bins;
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)}`;
const binLabel = (b: TimeBin) => `${minutes(b.fromMs)}–${minutes(b.toMs)} min`;

export function timeText(entries: readonly HistoryEntry[]): string {
  const bins = timeBins(entries);
  if (!bins.length) return 'No won games yet.';
  const times = entries
    .filter((e) => e.result === 'won')
    .map((e) => e.timeMs)
    .sort((a, b) => a - b);
  const median = times[Math.floor((times.length - 1) / 2)];
  return `Winning times of ${plural(times.length, 'win')}: ${bins.map((b) => `${binLabel(b)}: ${b.count}`).join('; ')}. Fastest ${formatDuration(times[0])}, median ${formatDuration(median)}.`;
}

const W = 500;

function stripChart(entries: readonly HistoryEntry[]) {
  const slot = W / STRIP_LENGTH;
  return svg`${entries.map((e, i) => {
    const h = STRIP_HEIGHT[e.result];
    return svg`<rect class="bar ${e.result}" x=${i * slot + 1} y=${32 - h} width=${slot - 2} height=${h} rx="1"><title>${e.dealNumber === null ? 'custom deal' : `#${e.dealNumber}`}: ${RESULT_WORDS[e.result]}</title></rect>`;
  })}<line class="axis" x1="0" x2=${W} y1="32.5" y2="32.5"></line>`;
}

function rateChart(entries: readonly HistoryEntry[]) {
  const rates = winRates(entries);
  const top = 8;
  const height = 100;
  const x = (i: number) => (rates.length === 1 ? W / 2 : 36 + (i * (W - 44)) / (rates.length - 1));
  const y = (r: number) => top + (1 - r) * height;
  const points = rates.map((r, i) => `${x(i).toFixed(1)},${y(r).toFixed(1)}`).join(' ');
  return svg`${[0, 0.5, 1].map((r) => svg`<line class="grid" x1="36" x2=${W} y1=${y(r)} y2=${y(r)}></line><text class="tick" x="30" y=${y(r) + 4} text-anchor="end">${percent(r)}</text>`)}
    <polyline class="rate" points=${points}></polyline>
    ${rates.length === 1 ? svg`<circle class="rate-dot" cx=${x(0)} cy=${y(rates[0])} r="3"></circle>` : nothing}`;
}

function timeChart(entries: readonly HistoryEntry[]) {
  const bins = timeBins(entries);
  const most = Math.max(...bins.map((b) => b.count));
  const slot = W / bins.length;
  const height = 90;
  return svg`${bins.map((b, i) => {
    const h = (b.count / most) * height;
    return svg`<rect class="bar time" x=${i * slot + 4} y=${14 + height - h} width=${slot - 8} height=${h}></rect>
      <text class="count" x=${i * slot + slot / 2} y=${10 + height - h} text-anchor="middle">${b.count || ''}</text>
      <text class="tick" x=${i * slot + slot / 2} y=${height + 30} text-anchor="middle">${binLabel(b)}</text>`;
  })}<line class="axis" x1="0" x2=${W} y1=${height + 14.5} y2=${height + 14.5}></line>`;
}

/** A chart: its SVG described by its text (read by screen readers instead of the drawing). */
function figure(name: string, title: string, text: string, viewHeight: number, body: unknown, empty: boolean) {
  return html`<figure class="chart" data-chart=${name}>
    <figcaption>${title}</figcaption>
    ${
      empty
        ? html`<p class="empty">${text}</p>`
        : html`<svg viewBox="0 0 ${W} ${viewHeight}" role="img" aria-label=${text} preserveAspectRatio="xMidYMid meet">${body}</svg>
            <p class="text-equivalent">${text}</p>`
    }
  </figure>`;
}

@customElement('ft-play-record')
export class PlayRecordView extends LitElement {
  @property({ attribute: false }) record: PlayRecord | null = null;
  @property({ attribute: false }) names: Partial<Record<VariantId, string>> = {};
  /** Which game the charts show, or 'all'. */
  @state() selected: VariantId | 'all' = 'all';

  static override styles = css`
    :host {
      display: block;
      margin-top: 14px;
      font-variant-numeric: tabular-nums;
    }
    h3 {
      font-size: 13px;
      margin: 16px 0 6px;
      font-weight: 600;
    }
    .chart-head {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .chart-head h3 {
      flex: 1;
    }
    select {
      font: inherit;
      color: var(--vscode-dropdown-foreground, inherit);
      background: var(--vscode-dropdown-background, transparent);
      border: 1px solid var(--vscode-dropdown-border, currentColor);
      border-radius: 2px;
      padding: 2px 4px;
    }
    .charts {
      display: grid;
      grid-template-columns: 1fr;
      gap: 10px;
    }
    figure {
      margin: 0;
    }
    figcaption {
      font-size: 12px;
      color: var(--vscode-descriptionForeground, inherit);
      margin-bottom: 2px;
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      overflow: visible;
    }
    .text-equivalent {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    .empty {
      margin: 4px 0;
      color: var(--vscode-descriptionForeground, inherit);
      font-size: 12px;
    }
    .bar.won {
      fill: var(--vscode-charts-green, #388a34);
    }
    .bar.solved {
      fill: var(--vscode-charts-blue, #1a85ff);
    }
    .bar.lost {
      fill: var(--vscode-charts-red, #e51400);
    }
    .bar.time {
      fill: var(--vscode-charts-green, #388a34);
    }
    .axis,
    .grid {
      stroke: var(--vscode-charts-lines, rgba(128, 128, 128, 0.5));
      stroke-width: 1;
    }
    .grid {
      stroke-dasharray: 2 3;
    }
    .rate {
      fill: none;
      stroke: var(--vscode-charts-blue, #1a85ff);
      stroke-width: 2;
      stroke-linejoin: round;
    }
    .rate-dot {
      fill: var(--vscode-charts-blue, #1a85ff);
    }
    text {
      fill: var(--vscode-charts-foreground, currentColor);
      font-size: 11px;
      font-family: var(--vscode-font-family, sans-serif);
    }
    /* High contrast: every mark outlined in the theme's contrast border, lines thicker */
    :host-context(body.vscode-high-contrast) .bar,
    :host-context(body.vscode-high-contrast-light) .bar {
      stroke: var(--vscode-contrastBorder, currentColor);
      stroke-width: 1.5;
    }
    :host-context(body.vscode-high-contrast) .rate,
    :host-context(body.vscode-high-contrast-light) .rate {
      stroke-width: 3;
    }
    .legend {
      display: flex;
      gap: 12px;
      font-size: 12px;
      margin: 2px 0 0;
      padding: 0;
      list-style: none;
    }
    .legend svg {
      display: inline-block;
      width: 10px;
      height: 14px;
      vertical-align: -2px;
      margin-right: 4px;
    }
    .summary {
      margin: 0 0 6px;
      font-size: 12px;
    }
    table {
      width: 100%;
      border-collapse: collapse;
      font-size: 12px;
    }
    th,
    td {
      padding: 4px 6px;
      text-align: right;
      white-space: nowrap;
      border-bottom: 1px solid var(--vscode-editorWidget-border, rgba(128, 128, 128, 0.35));
    }
    th:first-child,
    td:first-child {
      text-align: left;
    }
    thead th {
      font-weight: 600;
      color: var(--vscode-descriptionForeground, inherit);
    }
    td.result-won {
      color: var(--vscode-charts-green, inherit);
    }
    td.result-lost {
      color: var(--vscode-charts-red, inherit);
    }
    td.result-solved {
      color: var(--vscode-charts-blue, inherit);
    }
    button {
      font: inherit;
      font-size: 12px;
      padding: 1px 8px;
      cursor: pointer;
      border-radius: 2px;
      color: var(--vscode-button-secondaryForeground, inherit);
      background: var(--vscode-button-secondaryBackground, transparent);
      border: 1px solid var(--vscode-button-border, transparent);
    }
    button:hover {
      background: var(--vscode-button-secondaryHoverBackground, transparent);
    }
    button:focus-visible,
    select:focus-visible {
      outline: 1px solid var(--vscode-focusBorder, currentColor);
      outline-offset: 1px;
    }
  `;

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

  override render() {
    const record = this.record;
    if (!record) return nothing;
    const entries = this.entries();
    const strip = entries.slice(-STRIP_LENGTH);
    const forWhat = this.selected === 'all' ? 'all games' : this.name(this.selected);
    return html`
      <section aria-labelledby="charts-title">
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
      <h3 id="history-title">The last ${plural(history.length, 'game')}</h3>
      ${
        history.length
          ? html`<table>
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col">Deal</th>
                  <th scope="col">Date</th>
                  <th scope="col">Result</th>
                  <th scope="col">Time</th>
                  <th scope="col">Moves</th>
                  <th scope="col"><span class="text-equivalent">Play again</span></th>
                </tr>
              </thead>
              <tbody>
                ${history.map(
                  (e) =>
                    html`<tr data-game=${e.id}>
                      <td>${this.name(e.variant)}${e.daily ? html` <span title="Today's deal of ${e.daily}">(daily)</span>` : nothing}</td>
                      <td>${e.dealNumber === null ? 'custom' : `#${e.dealNumber}`}</td>
                      <td>${new Date(e.endedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                      <td class="result-${e.result}">${RESULT_WORDS[e.result]}</td>
                      <td>${formatDuration(e.timeMs)}</td>
                      <td>${e.moves}</td>
                      <td>
                        ${
                          e.dealNumber === null
                            ? nothing
                            : html`<button
                                data-action="play-again"
                                aria-label="Play ${this.name(e.variant)} deal ${e.dealNumber} again"
                                @click=${() => this.playAgain(e)}
                              >
                                Play Again
                              </button>`
                        }
                      </td>
                    </tr>`,
                )}
              </tbody>
            </table>`
          : html`<p class="empty">No finished games yet.</p>`
      }
    </section>`;
  }
}
