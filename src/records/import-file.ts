// Import Statistics…: a file from outside, read and checked whole in memory before anything is
// written. It is bounded (its size, its records, each record's games and days), and a refusal
// names the record and entry in plain words, never a fragment of the file. Its moments are taken
// as written, whatever the clock of the machine that wrote it: every file Export writes imports
// (a Reset dated ahead of this clock is not applied, combine.ts). A file of export format 1 (the
// history and daily record before shares) becomes one record named by its contents, so importing
// it again counts nothing twice.

import { plainText } from '../plain-text';
import {
  DAILY_KEPT,
  DailyResult,
  RecordedGame,
  SHARE_VERSION,
  Share,
  checkDaily,
  checkShare,
  checkShown,
  fingerprint,
  isPlainObject,
} from './share';
import { IMPORTED_KEPT } from './store';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-file';

/** Names the record a format-1 file becomes. */
export const FILE_PREFIX = 'file-';
/** The largest file Import reads (a full export of 50 records is well under it). */
export const MAX_IMPORT_CHARS = 10_000_000;
/** Games a format-1 file may hold (its history kept 500). */
export const MAX_V1_GAMES = 2000;
/** The first day of Forty Thieves for VS Code: nothing was played before it. */
export const FIRST_DAY = '2026-11-29';

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** What JSON.parse says, without the text it quotes: where the mistake is. */
function notJson(text: string, error: unknown): Error {
  const at = /position (\d+)/.exec(String((error as Error)?.message))?.[1];
  const line = at === undefined ? undefined : text.slice(0, Number(at)).split('\n').length;
  return new Error(
    `it is not JSON: ${line === undefined ? 'the text breaks off or is not JSON at all' : `there is a mistake on line ${line}`}`,
  );
}

/** A format-1 file (history and daily record) as one record, named by what it holds. */
function fromVersion1(file: Record<string, unknown>): Share[] {
  const { history, daily } = file;
  if (!Array.isArray(history) || !Array.isArray(daily)) throw new Error('it has no list of games or no daily record');
  if (history.length > MAX_V1_GAMES) throw new Error(`it holds ${history.length} games, more than ${MAX_V1_GAMES}`);
  if (daily.length > DAILY_KEPT) throw new Error(`its daily record holds ${daily.length} days, more than ${DAILY_KEPT}`);
  const games: RecordedGame[] = history.map((raw, i) => {
    const entry = checkShown(raw);
    if (!entry) throw new Error(`the ${ordinal(i + 1)} game of its history is damaged (a field is missing or not what it should be)`);
    const id = /^[\w.:-]{1,100}$/.test(entry.id) ? entry.id : `v1-${fingerprint(entry.id)}`;
    return {
      id,
      variant: entry.variant,
      dealNumber: entry.dealNumber,
      result: entry.result,
      at: entry.endedAt,
      timeMs: entry.timeMs,
      moves: entry.moves,
      ...(entry.daily ? { daily: entry.daily } : {}),
    };
  });
  const days: DailyResult[] = daily.map((raw, i) => {
    const checked = checkDaily(isPlainObject(raw) ? { ...raw, at: 0 } : raw);
    if (typeof checked === 'string') throw new Error(`the ${ordinal(i + 1)} day of its daily record is damaged: ${checked}`);
    return checked;
  });
  const id = `${FILE_PREFIX}${fingerprint(JSON.stringify([games, days]))}`;
  return [{ version: SHARE_VERSION, id, revision: 1, resetAt: 0, games, earlier: {}, daily: days }];
}

/**
 * The records a statistics file holds, checked entirely: throws an Error saying plainly what is
 * wrong (and where), so that nothing is half-imported.
 */
export function parseImport(text: string): Share[] {
  if (text.length > MAX_IMPORT_CHARS)
    throw new Error(`it is ${Math.ceil(text.length / 1e6)} MB, more than a statistics export (at most ${MAX_IMPORT_CHARS / 1e6} MB)`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw notJson(text, error);
  }
  if (!isPlainObject(raw)) throw new Error('it is not a statistics export (no object at the top)');
  if (raw.format !== EXPORT_FORMAT)
    throw new Error('it is not a Forty Thieves statistics export (it does not say format "forty-thieves-statistics")');
  if (typeof raw.version !== 'number' || !Number.isSafeInteger(raw.version)) throw new Error('it has no version number');
  if (raw.version > EXPORT_VERSION)
    throw new Error(`it was written by a newer version of Forty Thieves (format ${raw.version}); update the extension to import it`);
  if (raw.version === 1) return fromVersion1(raw);
  if (raw.version !== EXPORT_VERSION) throw new Error(`its format ${raw.version} is not one Forty Thieves wrote`);
  if (!Array.isArray(raw.records)) throw new Error('it has no list of records');
  if (raw.records.length > IMPORTED_KEPT) throw new Error(`it holds ${raw.records.length} records, more than ${IMPORTED_KEPT}`);
  return raw.records.map((item, i) => {
    const where = `its ${ordinal(i + 1)} record`;
    const share = checkShare(item);
    if (typeof share === 'string') throw new Error(`${where} is damaged: ${share}`);
    return share;
  });
}

/** The file's name as a message may show it. */
export const fileName = (path: string): string => plainText(path.split('/').pop() ?? path);
