// The record as versions before shares kept it: one statistics table, one history and one daily
// record, each under one key (synced). After the upgrade nobody writes them again: they are the
// base every window reads, counted once (two machines that shared them through Settings Sync read
// the same base), and new games go only to each window's own share. Statistics this version cannot
// read (damaged, or written by a newer version) are kept aside untouched, as before.

import { VARIANTS, VariantId, variantTitle } from '../engine/index';
import { quoteInput } from '../plain-text';
import type { KeyValueStore } from '../store/key-value-store';
import type { GameStats } from './combine';
import {
  COUNTED_KEPT,
  DAILY_KEPT,
  DailyResult,
  Folded,
  MAX_COUNT,
  MAX_TIME_MS,
  SHARE_VERSION,
  SHOWN_KEPT,
  Share,
  checkDaily,
  checkShown,
  fingerprint,
  isPlainObject,
} from './share';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export const STATS_KEY = 'fortyThieves.statistics';
export const STATS_SET_ASIDE_KEY = 'fortyThieves.setAsideStatistics';
export const HISTORY_KEY = 'fortyThieves.history';
export const DAILY_KEY = 'fortyThieves.daily';
export const LEGACY_KEYS = [STATS_KEY, HISTORY_KEY, DAILY_KEY];
const STATS_VERSION = 1;

interface StatsDoc {
  version: number;
  games: Record<string, unknown>;
  recorded?: string[];
  [unknown: string]: unknown;
}

export type LegacyRead = { kind: 'ok'; doc: StatsDoc } | { kind: 'unusable'; reason: string; kept: StatsDoc };

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT;
const isBest = (v: unknown, max: number): boolean => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max);

function isStats(raw: unknown): raw is GameStats {
  if (!isPlainObject(raw)) return false;
  const { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves } = raw;
  return (
    isCount(played) &&
    isCount(won) &&
    isCount(currentStreak) &&
    isCount(bestStreak) &&
    won <= played &&
    bestStreak <= won &&
    currentStreak <= bestStreak &&
    isBest(bestTimeMs, MAX_TIME_MS) &&
    isBest(fewestMoves, MAX_COUNT)
  );
}

/** Reads the old statistics table; what cannot be used is named, with the rows that still can. */
export function readLegacyStats(raw: unknown, l10n: L10n = ENGLISH): LegacyRead {
  const clean: StatsDoc = { version: STATS_VERSION, games: {} };
  if (raw === undefined) return { kind: 'ok', doc: clean };
  const unusable = (reason: string): LegacyRead => ({ kind: 'unusable', reason, kept: clean });
  if (!isPlainObject(raw)) return unusable(l10n.t('your statistics are not a table of games'));
  if (typeof raw.version !== 'number') return unusable(l10n.t('your statistics have no version'));
  if (raw.version > STATS_VERSION) {
    return unusable(l10n.t('your statistics were written by a newer version of Forty Thieves (format {0})', raw.version));
  }
  if (raw.version !== STATS_VERSION) return unusable(l10n.t('your statistics have an unknown format ({0})', quoteInput(raw.version)));
  if (!isPlainObject(raw.games)) return unusable(l10n.t('your statistics have no table of games'));
  const recordedOk =
    raw.recorded === undefined || (Array.isArray(raw.recorded) && raw.recorded.slice(-COUNTED_KEPT).every((r) => typeof r === 'string'));
  const doc: StatsDoc = { ...raw, version: STATS_VERSION, games: { ...raw.games } };
  const damaged = VARIANTS.filter((v) => doc.games[v.id] !== undefined && !isStats(doc.games[v.id]));
  if (damaged.length === 0 && recordedOk) return { kind: 'ok', doc };
  for (const v of damaged) delete doc.games[v.id];
  if (!recordedOk) delete doc.recorded;
  else if (Array.isArray(doc.recorded)) doc.recorded = doc.recorded.slice(-COUNTED_KEPT);
  const reason = damaged.length
    ? l10n.t('your statistics of {0} are damaged', damaged.map((v) => variantTitle(v.id, l10n)).join(', '))
    : l10n.t('the list of results already counted is damaged');
  return { kind: 'unusable', reason, kept: doc };
}

/** The items of an old versioned list (version 1), each checked: a damaged one is skipped, never the others. */
function listItems<T>(raw: unknown, field: string, max: number, check: (item: unknown) => T | undefined): T[] {
  if (!isPlainObject(raw) || raw.version !== 1 || !Array.isArray(raw[field])) return [];
  // the newest `max` only: an old list from elsewhere may be any length, and is read at every write
  return (raw[field] as unknown[])
    .slice(-max)
    .map(check)
    .filter((e): e is T => e !== undefined);
}

const legacyDaily = (raw: unknown): DailyResult | undefined => {
  const checked = checkDaily(isPlainObject(raw) ? { ...raw, at: 0 } : raw);
  return typeof checked === 'string' ? undefined : checked;
};

/** The old record as a share (its table as earlier games, ended before any share: `until` 0), or undefined when there is none. */
export function legacyShare(store: KeyValueStore): Share | undefined {
  const rawStats = store.get<unknown>(STATS_KEY);
  const rawHistory = store.get<unknown>(HISTORY_KEY);
  const rawDaily = store.get<unknown>(DAILY_KEY);
  if (rawStats === undefined && rawHistory === undefined && rawDaily === undefined) return undefined;
  const read = readLegacyStats(rawStats);
  const games = read.kind === 'ok' ? read.doc.games : read.kept.games;
  const earlier: Share['earlier'] = {};
  for (const v of VARIANTS) {
    const s = games[v.id];
    if (!isStats(s) || s.played === 0) continue;
    const folded: Folded = {
      played: s.played,
      won: s.won,
      bestTimeMs: s.bestTimeMs,
      fewestMoves: s.fewestMoves,
      bestStreak: s.bestStreak,
      streak: s.currentStreak,
      until: 0,
    };
    earlier[v.id as VariantId] = folded;
  }
  const shown = listItems(rawHistory, 'games', SHOWN_KEPT, checkShown);
  const daily = listItems(rawDaily, 'days', DAILY_KEPT, legacyDaily);
  // Named by what it holds: machines that share the old record through sync read one base, counted once.
  const recorded = read.kind === 'ok' ? read.doc.recorded : read.kept.recorded;
  const counted = (recorded ?? []).slice(-COUNTED_KEPT).filter((r) => r.length <= 120 && r.lastIndexOf(':') > 0);
  const id = `legacy-${fingerprint(JSON.stringify([earlier, shown.map((e) => e.id), daily, counted]))}`;
  return { version: SHARE_VERSION, id, revision: 0, resetAt: 0, games: [], earlier, daily, shown, ...(counted.length ? { counted } : {}) };
}
