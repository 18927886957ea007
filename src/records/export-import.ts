// Export Statistics… and Import Statistics…: the record as a file. JSON holds everything (the
// statistics table, the history, the daily record) and is what Import reads; CSV is the history,
// one game a row, for spreadsheets. Import merges: a game already here (same id) is skipped, so
// each game counts once however often a file is imported; a damaged file changes nothing.

import { VARIANTS, VariantId, getVariant } from '../engine/index';
import type { DailyEntry, HistoryEntry } from '../protocol';
import { checkDailyEntry } from './daily-record';
import { checkEntry } from './history';
import type { GameStats } from '../game/statistics';

export const EXPORT_FORMAT = 'forty-thieves-statistics';
const EXPORT_VERSION = 1;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  statistics: Partial<Record<VariantId, GameStats>>;
  history: HistoryEntry[];
  daily: DailyEntry[];
}

export function exportJson(statistics: ExportFile['statistics'], history: HistoryEntry[], daily: DailyEntry[], now: number): string {
  const file: ExportFile = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date(now).toISOString(),
    statistics,
    history,
    daily,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const csvField = (value: string | number): string =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value);

/** The history as CSV, oldest first: one row per finished game. */
export function exportCsv(history: readonly HistoryEntry[]): string {
  const header = ['game', 'deal', 'ended (UTC)', 'result', 'time (s)', 'moves', 'daily deal of'];
  const rows = history.map((e) => [
    getVariant(e.variant).name,
    e.dealNumber ?? 'custom',
    new Date(e.endedAt).toISOString().replace('T', ' ').slice(0, 19),
    e.result,
    Math.round(e.timeMs / 1000),
    e.moves,
    e.daily ?? '',
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** What a statistics file holds, checked entirely: throws an Error saying what is wrong, so nothing is half-imported. */
export function parseExport(text: string): Pick<ExportFile, 'history' | 'daily'> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`it is not JSON (${(error as Error).message})`, { cause: error });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error('it is not a statistics export (no object at the top)');
  const file = raw as Record<string, unknown>;
  if (file.format !== EXPORT_FORMAT)
    throw new Error(`it is not a Forty Thieves statistics export (format ${JSON.stringify(file.format ?? null).slice(0, 40)})`);
  if (typeof file.version !== 'number') throw new Error('it has no version');
  if (file.version > EXPORT_VERSION)
    throw new Error(`it was written by a newer version of Forty Thieves (format ${file.version}); update the extension to import it`);
  if (!Array.isArray(file.history) || !Array.isArray(file.daily)) throw new Error('it has no list of games or no daily record');
  const history = file.history.map((e, i) => {
    const entry = checkEntry(e);
    if (!entry) throw new Error(`game ${i + 1} of its history is damaged: ${JSON.stringify(e).slice(0, 80)}`);
    return entry;
  });
  const daily = file.daily.map((e, i) => {
    const entry = checkDailyEntry(e);
    if (!entry) throw new Error(`day ${i + 1} of its daily record is damaged: ${JSON.stringify(e).slice(0, 80)}`);
    return entry;
  });
  return { history, daily };
}

/** The statistics table as exported: only the games played. */
export function statisticsTable(get: (variant: VariantId) => GameStats): ExportFile['statistics'] {
  const table: ExportFile['statistics'] = {};
  for (const v of VARIANTS) {
    const s = get(v.id);
    if (s.played > 0) table[v.id] = s;
  }
  return table;
}

/** What Import needs of the statistics: each result under the game's id, counted once. */
export interface ResultCounter {
  recordPlayed(variant: VariantId, gameId: string): Promise<void>;
  recordWin(variant: VariantId, gameId: string, timeMs: number, moves: number): Promise<void>;
  recordLoss(variant: VariantId, gameId: string): Promise<void>;
}

/**
 * Merges a checked file: the games not in the history yet (by id) are added to it and counted in
 * the statistics; the days without a daily result yet get the file's. Returns what was new.
 */
export async function mergeImport(
  file: Pick<ExportFile, 'history' | 'daily'>,
  history: { all(): HistoryEntry[]; add(entries: readonly HistoryEntry[]): Promise<number> },
  daily: { add(entries: readonly DailyEntry[]): Promise<number> },
  statistics: ResultCounter,
): Promise<{ games: number; days: number }> {
  const known = new Set(history.all().map((e) => e.id));
  const fresh = file.history.filter((e) => !known.has(e.id));
  for (const e of fresh) {
    await statistics.recordPlayed(e.variant, e.id);
    if (e.result === 'won') await statistics.recordWin(e.variant, e.id, e.timeMs, e.moves);
    else await statistics.recordLoss(e.variant, e.id);
  }
  const games = await history.add(fresh);
  const days = await daily.add(file.daily);
  return { games, days };
}
