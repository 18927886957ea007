// The charts of the statistics panel: a strip of the last results, the win rate over time and the
// winning times, as plain SVG in the theme's chart colours. Results differ in shape as well as
// colour (legible in high contrast and without colour), and each chart has a text equivalent.

import * as l10n from '@vscode/l10n';
import { html, nothing, svg } from 'lit';
import type { GameResult, HistoryEntry } from '../../src/protocol';
import { formatDuration } from '../../src/engine/duration';
import { listText, percentText as percent, plural, sentences } from '../model/locale';

/** A game's result in a word: "won", "solved", "lost". */
export function resultWords(result: GameResult): string {
  if (result === 'won') return l10n.t({ message: 'won', args: [], comment: "A game's result" });
  if (result === 'solved') return l10n.t({ message: 'solved', args: [], comment: "A game's result" });
  return l10n.t({ message: 'lost', args: [], comment: "A game's result" });
}
/** Bar heights of the strip: a result reads by its height even without colour. */
export const STRIP_HEIGHT: Record<GameResult, number> = { won: 28, solved: 18, lost: 8 };
export const STRIP_LENGTH = 50;

/** Items of a chart's text, one after the other: "0–2 min: 0; 2–4 min: 3". */
const items = (parts: string[]): string =>
  parts.reduce((text, part) => l10n.t({ message: '{0}; {1}', args: [text, part], comment: 'Items of a list in the text of a chart' }));

/** Counts of each result, in words: "7 won, 2 solved, 4 lost". */
function tally(entries: readonly HistoryEntry[]): string {
  const count = (r: GameResult) => entries.filter((e) => e.result === r).length;
  return l10n.t('{0} won, {1} solved, {2} lost', count('won'), count('solved'), count('lost'));
}

export function stripText(entries: readonly HistoryEntry[]): string {
  if (!entries.length) return l10n.t('No finished games yet.');
  const latest = entries.slice(-5).map((e) => resultWords(e.result));
  const n = entries.length;
  const all = plural(
    n,
    l10n.t('Last {0} result, oldest first: {1}.', n, tally(entries)),
    l10n.t('Last {0} results, oldest first: {1}.', n, tally(entries)),
  );
  return sentences(all, l10n.t('The latest {0}: {1}.', latest.length, listText(latest)));
}

/** The win rate after each game (solved games count as not won). */
export function winRates(entries: readonly HistoryEntry[]): number[] {
  let won = 0;
  return entries.map((e, i) => (won += e.result === 'won' ? 1 : 0) / (i + 1));
}

export function winRateText(entries: readonly HistoryEntry[]): string {
  const rates = winRates(entries);
  if (!rates.length) return l10n.t('No finished games yet.');
  const n = rates.length;
  const [first, now, low, high] = [rates[0], rates[n - 1], Math.min(...rates), Math.max(...rates)].map(percent);
  return plural(
    n,
    l10n.t('Win rate over the last {0} game: {1} after the first, {2} now; lowest {3}, highest {4}.', n, first, now, low, high),
    l10n.t('Win rate over the last {0} games: {1} after the first, {2} now; lowest {3}, highest {4}.', n, first, now, low, high),
  );
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
const binLabel = (b: TimeBin) => l10n.t('{0}–{1} min', minutes(b.fromMs), minutes(b.toMs));

export function timeText(entries: readonly HistoryEntry[]): string {
  const bins = timeBins(entries);
  if (!bins.length) return l10n.t('No won games yet.');
  const times = entries
    .filter((e) => e.result === 'won')
    .map((e) => e.timeMs)
    .sort((a, b) => a - b);
  const median = times[Math.floor((times.length - 1) / 2)];
  const [n, counts] = [times.length, items(bins.map((b) => l10n.t('{0}: {1}', binLabel(b), b.count)))];
  const fastest = l10n.t('Fastest {0}, median {1}.', formatDuration(times[0]), formatDuration(median));
  return sentences(
    plural(n, l10n.t('Winning times of {0} win: {1}.', n, counts), l10n.t('Winning times of {0} wins: {1}.', n, counts)),
    fastest,
  );
}

const W = 500;

export function stripChart(entries: readonly HistoryEntry[]) {
  const slot = W / STRIP_LENGTH;
  return svg`${entries.map((e, i) => {
    const h = STRIP_HEIGHT[e.result];
    return svg`<rect class="bar ${e.result}" x=${i * slot + 1} y=${32 - h} width=${slot - 2} height=${h} rx="1"><title>${e.dealNumber === null ? l10n.t('custom deal: {0}', resultWords(e.result)) : l10n.t('#{0}: {1}', e.dealNumber, resultWords(e.result))}</title></rect>`;
  })}<line class="axis" x1="0" x2=${W} y1="32.5" y2="32.5"></line>`;
}

export function rateChart(entries: readonly HistoryEntry[]) {
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

/** The unit after a bar's span of minutes (hidden in a narrow panel, where the caption says it). */
const MINUTES = (): string => l10n.t({ message: 'min', args: [], comment: 'Minutes, after a span such as 2–4' });

export function timeChart(entries: readonly HistoryEntry[]) {
  const bins = timeBins(entries);
  const most = Math.max(...bins.map((b) => b.count));
  const slot = W / bins.length;
  const height = 90;
  return svg`${bins.map((b, i) => {
    const h = (b.count / most) * height;
    return svg`<rect class="bar time" x=${i * slot + 4} y=${14 + height - h} width=${slot - 8} height=${h}></rect>
      <text class="count" x=${i * slot + slot / 2} y=${10 + height - h} text-anchor="middle">${b.count || ''}</text>
      <text class="tick" x=${i * slot + slot / 2} y=${height + 30} text-anchor="middle">${minutes(b.fromMs)}–${minutes(b.toMs)}<tspan class="unit"> ${MINUTES()}</tspan></text>`;
  })}<line class="axis" x1="0" x2=${W} y1=${height + 14.5} y2=${height + 14.5}></line>`;
}

/**
 * A chart: its SVG described by its text (read by screen readers instead of the drawing). The
 * strip, which has no words, keeps its height in a narrow panel (its bars only narrow), so that a
 * result stays told by its height.
 */
export function figure(name: string, title: string, text: string, viewHeight: number, body: unknown, empty: boolean) {
  return html`<figure class="chart" data-chart=${name}>
    <figcaption>${title}</figcaption>
    ${
      empty
        ? html`<p class="empty">${text}</p>`
        : html`<svg
              viewBox="0 0 ${W} ${viewHeight}"
              role="img"
              aria-label=${text}
              preserveAspectRatio=${name === 'strip' ? 'none' : 'xMidYMid meet'}
            >
              ${body}
            </svg>
            <p class="text-equivalent">${text}</p>`
    }
  </figure>`;
}
