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
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, ordinalNumber } from '../l10n';

/** Names the record a format-1 file becomes. */
export const FILE_PREFIX = 'file-';
/** The largest file Import reads (a full export of 50 records is well under it). */
export const MAX_IMPORT_CHARS = 10_000_000;
/** Games a format-1 file may hold (its history kept 500). */
export const MAX_V1_GAMES = 2000;
/** The first day of Forty Thieves for VS Code: nothing was played before it. */
export const FIRST_DAY = '2026-11-29';

/** What JSON.parse says, without the text it quotes: where the mistake is. */
function notJson(text: string, error: unknown, l10n: L10n): Error {
  const at = /position (\d+)/.exec(String((error as Error)?.message))?.[1];
  const line = at === undefined ? undefined : text.slice(0, Number(at)).split('\n').length;
  return new Error(
    line === undefined
      ? l10n.t('it is not JSON: the text breaks off or is not JSON at all')
      : l10n.t('it is not JSON: there is a mistake on line {0}', line),
  );
}

/** A format-1 file (history and daily record) as one record, named by what it holds. */
function fromVersion1(file: Record<string, unknown>, l10n: L10n): Share[] {
  const { history, daily } = file;
  if (!Array.isArray(history) || !Array.isArray(daily)) throw new Error(l10n.t('it has no list of games or no daily record'));
  if (history.length > MAX_V1_GAMES) throw new Error(l10n.t('it holds {0} games, more than {1}', history.length, MAX_V1_GAMES));
  if (daily.length > DAILY_KEPT) throw new Error(l10n.t('its daily record holds {0} days, more than {1}', daily.length, DAILY_KEPT));
  const games: RecordedGame[] = history.map((raw, i) => {
    const entry = checkShown(raw);
    if (!entry)
      throw new Error(
        l10n.t('the {0} game of its history is damaged (a field is missing or not what it should be)', ordinalNumber(l10n, i + 1)),
      );
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
    const checked = checkDaily(isPlainObject(raw) ? { ...raw, at: 0 } : raw, l10n);
    if (typeof checked === 'string')
      throw new Error(l10n.t('the {0} day of its daily record is damaged: {1}', ordinalNumber(l10n, i + 1), checked));
    return checked;
  });
  const id = `${FILE_PREFIX}${fingerprint(JSON.stringify([games, days]))}`;
  return [{ version: SHARE_VERSION, id, revision: 1, resetAt: 0, games, earlier: {}, daily: days }];
}

/**
 * The records a statistics file holds, checked entirely: throws an Error saying plainly what is
 * wrong (and where), so that nothing is half-imported.
 */
export function parseImport(text: string, l10n: L10n = ENGLISH): Share[] {
  if (text.length > MAX_IMPORT_CHARS)
    throw new Error(
      l10n.t('it is {0} MB, more than a statistics export (at most {1} MB)', Math.ceil(text.length / 1e6), MAX_IMPORT_CHARS / 1e6),
    );
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw notJson(text, error, l10n);
  }
  if (!isPlainObject(raw)) throw new Error(l10n.t('it is not a statistics export (no object at the top)'));
  if (raw.format !== EXPORT_FORMAT)
    throw new Error(l10n.t('it is not a Forty Thieves statistics export (it does not say format "forty-thieves-statistics")'));
  if (typeof raw.version !== 'number' || !Number.isSafeInteger(raw.version)) throw new Error(l10n.t('it has no version number'));
  if (raw.version > EXPORT_VERSION)
    throw new Error(
      l10n.t('it was written by a newer version of Forty Thieves (format {0}); update the extension to import it', raw.version),
    );
  if (raw.version === 1) return fromVersion1(raw, l10n);
  if (raw.version !== EXPORT_VERSION) throw new Error(l10n.t('its format {0} is not one Forty Thieves wrote', raw.version));
  if (!Array.isArray(raw.records)) throw new Error(l10n.t('it has no list of records'));
  if (raw.records.length > IMPORTED_KEPT) throw new Error(l10n.t('it holds {0} records, more than {1}', raw.records.length, IMPORTED_KEPT));
  return raw.records.map((item, i) => {
    const share = checkShare(item, l10n);
    if (typeof share === 'string') throw new Error(l10n.t('its {0} record is damaged: {1}', ordinalNumber(l10n, i + 1), share));
    return share;
  });
}

/** The file's name as a message may show it. */
export const fileName = (path: string): string => plainText(path.split('/').pop() ?? path);
