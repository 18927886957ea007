// Export Statistics…: the record as a file. JSON holds everything the record holds (every share,
// the games still in play among them, so that importing it on a fresh machine shows the same
// table row for row) and is what Import reads; CSV is the history, one game a row, for
// spreadsheets, its times in whole seconds as the clock shows them.

import { VARIANTS, getVariant } from '../engine/index';
import { wholeSeconds } from '../engine/duration';
import type { HistoryEntry } from '../protocol';
import type { Combined, GameStats } from './combine';

export const EXPORT_FORMAT = 'forty-thieves-statistics';
export const EXPORT_VERSION = 2;

/** The record as a JSON file: every share (the table is there for people to read; Import works it out again). */
export function exportJson(combined: Combined, now: number): string {
  const statistics: Record<string, GameStats> = {};
  for (const v of VARIANTS) if (combined.table[v.id]) statistics[v.id] = combined.table[v.id]!;
  const file = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    statistics,
    records: combined.shares,
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

const csvField = (value: string | number): string =>
  /[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** The history as CSV, oldest first: one row per finished game. */
export function exportCsv(history: readonly HistoryEntry[]): string {
  const header = ['game', 'deal', 'ended (UTC)', 'result', 'time (s)', 'moves', 'daily deal of'];
  const rows = history.map((e) => [
    getVariant(e.variant).name,
    e.dealNumber ?? 'custom',
    new Date(e.endedAt).toISOString().replace('T', ' ').slice(0, 19),
    e.result,
    wholeSeconds(e.timeMs),
    e.moves,
    e.daily ?? '',
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
