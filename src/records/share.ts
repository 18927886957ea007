// One share of the player's record: the games one window counted, under a key only that window
// writes (`fortyThieves.record.<writer id>` in globalState, synced). Settings Sync and two windows
// may each keep or overwrite whole keys, but never a key someone else writes, so no game is lost;
// every reader combines all shares (combine.ts), each game once by its id.
//
// A share keeps its last GAMES_KEPT finished games in detail and folds older ones into counts
// per game (`earlier`), so it never grows past a bound. Pure data and checks, no storage.

import { VARIANT_IDS, VariantId, isDealNumber, variantTitle } from '../engine/index';
import type { DailyEntry, GameResult, HistoryEntry } from '../protocol';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export const SHARE_VERSION = 1;
/** Finished games a share keeps in detail (the history shows the newest of all shares). */
export const GAMES_KEPT = 500;
/** Games counted as played and not finished that a share keeps (a window has one at a time). */
export const UNFINISHED_KEPT = 20;
/** Daily results a share keeps: the newest days. */
export const DAILY_KEPT = 1000;
/** Results the old record remembered as counted (it kept 200). */
export const COUNTED_KEPT = 200;
/** Games of the old history a share shows (the old record kept 500). */
export const SHOWN_KEPT = 500;
/** Counts beyond this cannot come from play: they are damage. Also the most ever shown. */
export const MAX_COUNT = 1_000_000_000;
/** A time beyond this (about 114 years) is damage. */
export const MAX_TIME_MS = 3.6e12;
/** The last moment a Date can show (year 275760 is past it): later is damage. */
export const MAX_MOMENT = 8.64e15;

export type RecordedResult = GameResult | 'played';

/** One game as counted: played (first move made), or finished. */
export interface RecordedGame {
  /** The game's id (saved with the game), so a game counts once wherever it is seen. */
  id: string;
  variant: VariantId;
  /** null for a game dealt from an explicit deck. */
  dealNumber: number | null;
  result: RecordedResult;
  /** When it ended (ms since 1970, UTC); for a game still in play, when it was first counted. */
  at: number;
  timeMs: number;
  moves: number;
  /** The UTC day (YYYY-MM-DD) whose deal this game was. */
  daily?: string;
}

/** A day's first result of a game's daily deal, with when it ended (0: before shares existed). */
export interface DailyResult extends DailyEntry {
  at: number;
}

/** Older finished games of one game, folded into counts. */
export interface Folded {
  played: number;
  won: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
  bestStreak: number;
  /** The wins in a row at the end of the folded games. */
  streak: number;
  /** When the newest folded game ended (0: before shares existed). */
  until: number;
}

/** A finished game shown in the history, as versions before shares kept it (its id any text up to 100 characters), or undefined. */
export function checkShown(raw: unknown): HistoryEntry | undefined {
  if (!isPlainObject(raw) || typeof raw.id !== 'string' || raw.id.length === 0 || raw.id.length > 100) return undefined;
  const game = checkGame({ ...raw, id: 'shown', at: raw.endedAt });
  if (typeof game === 'string' || game.result === 'played') return undefined;
  const { variant, dealNumber, result, at, timeMs, moves, daily } = game;
  return { id: raw.id, variant, dealNumber, endedAt: at, result, timeMs, moves, ...(daily ? { daily } : {}) };
}

export interface Share {
  version: number;
  /** The writer's id: the key is RECORD_KEY_PREFIX + id. */
  id: string;
  /** Raised with every write: of two copies of a share, the higher revision is the newer. */
  revision: number;
  /** Statistics reset at this moment: only games ended after it count in the table (0: never). */
  resetAt: number;
  /** Oldest first. */
  games: RecordedGame[];
  earlier: Partial<Record<VariantId, Folded>>;
  daily: DailyResult[];
  /** Shown in the history but not counted (the record kept before shares: its table counts them). */
  shown?: HistoryEntry[];
  /**
   * The record kept before shares: the results its table counts already, "<game id>:played|won|lost"
   * (the last 200). A game in play at the upgrade has counted as played there; only its result counts here.
   */
  counted?: string[];
}

/** What a window writes: its share, and the shares it imported from files (copies of other writers'). */
export interface ShareDoc extends Share {
  imported: Share[];
}

const isWhole = (v: unknown, max = Number.MAX_SAFE_INTEGER): v is number =>
  Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isBest = (v: unknown, max: number): v is number | null => v === null || (isWhole(v, max) && (v as number) > 0);
export const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day "YYYY-MM-DD" (never throws: 2026-13-01 and 2026-02-30 are simply not days). */
export function isDayText(v: unknown): v is string {
  const parts = typeof v === 'string' ? DAY.exec(v) : null;
  if (!parts) return false;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const at = new Date(Date.UTC(year, month - 1, date));
  return year >= 1970 && at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === date;
}
const RESULTS: ReadonlySet<unknown> = new Set<RecordedResult>(['played', 'won', 'solved', 'lost']);
/** The games' ids, as a set: looked up for each of 100,000 games. */
const KNOWN_VARIANTS: ReadonlySet<unknown> = new Set(VARIANT_IDS);
const isDeal = isDealNumber;
export const isId = (v: unknown): v is string => typeof v === 'string' && /^[\w.:-]{1,100}$/.test(v);
/** Revisions beyond this cannot come from play (a write a millisecond for 285 years): a copy can never climb past its owner. */
export const MAX_REVISION = 2 ** 53 / 1000;
/** How much of a damaged entry a reason quotes, and how many damaged entries of one share are kept aside whole. */
const DROPPED_KEPT = 100;

/** A recorded game, checked field by field, or what is wrong with it (in the player's language: see Dropped). */
export function checkGame(raw: unknown, l10n: L10n = ENGLISH): RecordedGame | string {
  if (!isPlainObject(raw)) return l10n.t('it is not a game');
  const { id, variant, dealNumber, result, at, timeMs, moves, daily } = raw;
  if (!isId(id)) return l10n.t('it has no id (letters, digits, "-", "_", ":" or ".", up to 100)');
  if (!KNOWN_VARIANTS.has(variant)) return l10n.t('it names no game of Forty Thieves');
  if (dealNumber !== null && !isDeal(dealNumber)) return l10n.t('its deal number is not one');
  if (!RESULTS.has(result)) return l10n.t('its result is not played, won, solved or lost');
  if (!isWhole(at, MAX_MOMENT)) return l10n.t('its time of play is not a moment');
  if (!isWhole(timeMs, MAX_TIME_MS) || !isWhole(moves, MAX_COUNT)) return l10n.t('its time or moves are not counts');
  if (daily !== undefined && !isDayText(daily)) return l10n.t('its daily deal is not a day');
  const game: RecordedGame = {
    id,
    variant: variant as VariantId,
    dealNumber: dealNumber as number | null,
    result: result as RecordedResult,
    at,
    timeMs,
    moves,
  };
  if (daily !== undefined) game.daily = daily;
  return game;
}

/** A daily result, checked, or what is wrong with it. */
export function checkDaily(raw: unknown, l10n: L10n = ENGLISH): DailyResult | string {
  if (!isPlainObject(raw)) return l10n.t('it is not a daily result');
  const { day, variant, dealNumber, result, timeMs, moves, at } = raw;
  if (!isDayText(day)) return l10n.t('its day is not a date');
  if (!VARIANT_IDS.includes(variant as VariantId)) return l10n.t('it names no game of Forty Thieves');
  if (!isDealNumber(dealNumber)) return l10n.t('its deal number is not one');
  if (result !== 'won' && result !== 'solved' && result !== 'lost') return l10n.t('its result is not won, solved or lost');
  if (!isWhole(timeMs, MAX_TIME_MS) || !isWhole(moves, MAX_COUNT) || !isWhole(at, MAX_MOMENT))
    return l10n.t('its time or moves are not counts');
  return { day, variant: variant as VariantId, dealNumber, result, timeMs, moves, at };
}

function checkFolded(raw: unknown): Folded | undefined {
  if (!isPlainObject(raw)) return undefined;
  const { played, won, bestTimeMs, fewestMoves, bestStreak, streak, until } = raw;
  if (!isWhole(played, MAX_COUNT) || !isWhole(won, played) || !isWhole(bestStreak, won) || !isWhole(streak, won)) return undefined;
  if (!isBest(bestTimeMs, MAX_TIME_MS) || !isBest(fewestMoves, MAX_COUNT) || !isWhole(until, MAX_MOMENT)) return undefined;
  return { played, won, bestTimeMs, fewestMoves, bestStreak, streak, until };
}

const checkCounted = (e: unknown, l10n: L10n): string | { error: string } =>
  typeof e === 'string' && e.length <= 120 && e.lastIndexOf(':') > 0 ? e : { error: l10n.t('it is not a game id and result') };

/**
 * An entry of a share left out: what it was, why, and the entry itself (kept aside by the share's
 * owner). `what` and `reason` are words for the player, in the language of the window that read
 * the share: the notices say them, and the set-aside list keeps them as the label of the entry it
 * keeps (as it keeps the saved game's reasons); the data beside them is kept exactly as found.
 */
export interface Dropped {
  /** "game 3", "daily result 1", "earlier games of Maria"; or, for a list beyond its bound, the whole sentence. */
  what: string;
  /** Empty for a list beyond its bound (`what` says it all). */
  reason: string;
  data: unknown;
}

/** A share as read: what counts, and what was left out. */
export interface ShareRead {
  share: Share;
  /** The entries left out, the first DROPPED_KEPT of them. */
  dropped: Dropped[];
  /** How many were left out (a list beyond its bound counts its oldest entries here). */
  droppedCount: number;
}

/** "game 3: it has no id" (a list beyond its bound: "it has 600 games, more than the 520 a record keeps…"). */
export const droppedText = (d: Dropped, l10n: L10n = ENGLISH): string => (d.reason ? l10n.t('{0}: {1}', d.what, d.reason) : d.what);

class Leftovers {
  readonly dropped: Dropped[] = [];
  count = 0;
  add(what: string, reason: string, data: unknown): void {
    this.count++;
    if (this.dropped.length < DROPPED_KEPT) this.dropped.push({ what, reason, data });
  }
}

/** A list of a share in words: the list itself, its entry n (from 1), and the list beyond its bound. */
interface ListWords {
  list(): string;
  item(n: number): string;
  over(length: number, max: number): string;
}

const listWords = (l10n: L10n): Record<'games' | 'daily' | 'shown' | 'counted', ListWords> => ({
  games: {
    list: () => l10n.t('the list of games'),
    item: (n) => l10n.t('game {0}', n),
    over: (length, max) => l10n.t('it has {0} games, more than the {1} a record keeps: the oldest were left out', length, max),
  },
  daily: {
    list: () => l10n.t('the list of daily results'),
    item: (n) => l10n.t('daily result {0}', n),
    over: (length, max) => l10n.t('it has {0} daily results, more than the {1} a record keeps: the oldest were left out', length, max),
  },
  shown: {
    list: () => l10n.t('the list of games shown'),
    item: (n) => l10n.t('game shown {0}', n),
    over: (length, max) => l10n.t('it has {0} games shown, more than the {1} a record keeps: the oldest were left out', length, max),
  },
  counted: {
    list: () => l10n.t('the list of results counted'),
    item: (n) => l10n.t('result counted {0}', n),
    over: (length, max) => l10n.t('it has {0} results counted, more than the {1} a record keeps: the oldest were left out', length, max),
  },
});

/**
 * The sound items of a list, the damaged ones left out (counted in `left`). A list longer than
 * `max` keeps its last `max` items: the oldest beyond the bound are left out unread.
 */
function readAll<T>(raw: unknown, words: ListWords, check: (item: unknown) => T | string, max: number, left: Leftovers, l10n: L10n): T[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    left.add(words.list(), l10n.t('it is not a list'), raw);
    return [];
  }
  const out: T[] = [];
  const from = Math.max(0, raw.length - max);
  if (from > 0) {
    left.count += from - 1;
    left.add(words.over(raw.length, max), '', undefined);
  }
  for (let i = from; i < raw.length; i++) {
    const checked = check(raw[i]);
    if (typeof checked === 'string') left.add(words.item(i + 1), checked, raw[i]);
    else out.push(checked);
  }
  return out;
}

/**
 * A share as stored or synced, read entry by entry: a damaged entry is left out (and said in
 * `dropped`, in the player's language), the rest counts. Only a value that is not a share at all,
 * or of another format, is refused (the reason says which). Never throws, whatever the value.
 */
export function readShare(raw: unknown, l10n: L10n = ENGLISH): ShareRead | string {
  // a share this function made is sound and never changed (shares are built anew, not edited): read again, it is itself
  if (isPlainObject(raw) && madeHere.has(raw)) return { share: raw as unknown as Share, dropped: [], droppedCount: 0 };
  if (!isPlainObject(raw)) return l10n.t('it is not a record');
  if (typeof raw.version !== 'number') return l10n.t('it has no version');
  if (raw.version > SHARE_VERSION) return l10n.t('it was written by a newer version of Forty Thieves (record format {0})', raw.version);
  if (raw.version !== SHARE_VERSION) return l10n.t('its format is unknown');
  if (!isId(raw.id)) return l10n.t('it has no writer id');
  const left = new Leftovers();
  const words = listWords(l10n);
  let revision = 0;
  if (isWhole(raw.revision)) revision = Math.min(raw.revision, MAX_REVISION);
  else left.add(l10n.t('its revision'), l10n.t('it is not a count'), raw.revision);
  let resetAt = 0;
  if (isWhole(raw.resetAt, MAX_MOMENT)) resetAt = raw.resetAt;
  else left.add(l10n.t('its reset time'), l10n.t('it is not a moment'), raw.resetAt);
  const games = readAll(raw.games, words.games, (e) => checkGame(e, l10n), GAMES_KEPT + UNFINISHED_KEPT, left, l10n);
  const daily = readAll(raw.daily, words.daily, (e) => checkDaily(e, l10n), DAILY_KEPT, left, l10n);
  const notFinished = () => l10n.t('it is not a finished game');
  const shown = readAll(raw.shown, words.shown, (e) => checkShown(e) ?? notFinished(), SHOWN_KEPT, left, l10n);
  const counted = readAll(
    raw.counted,
    words.counted,
    (e) => {
      const checked = checkCounted(e, l10n);
      return typeof checked === 'string' ? { entry: checked } : checked.error;
    },
    COUNTED_KEPT,
    left,
    l10n,
  ).map((c) => c.entry);
  const earlier: Share['earlier'] = {};
  if (isPlainObject(raw.earlier)) {
    for (const [variant, folded] of Object.entries(raw.earlier).slice(0, 50)) {
      const checked = checkFolded(folded);
      const known = VARIANT_IDS.includes(variant as VariantId);
      if (known && checked) earlier[variant as VariantId] = checked;
      else
        left.add(
          known ? l10n.t('earlier games of {0}', variantTitle(variant as VariantId, l10n)) : l10n.t('earlier games of a game'),
          l10n.t('they are not counts'),
          folded,
        );
    }
  } else if (raw.earlier !== undefined) left.add(l10n.t('the table of earlier games'), l10n.t('it is not a table'), raw.earlier);
  const share: Share = {
    version: SHARE_VERSION,
    id: raw.id,
    revision,
    resetAt,
    games,
    earlier,
    daily,
    ...(shown.length ? { shown } : {}),
    ...(counted.length ? { counted } : {}),
  };
  madeHere.add(share);
  return { share, dropped: left.dropped, droppedCount: left.count };
}

/** The shares readShare made (a window's own imported copies are read again at each of its writes). */
const madeHere = new WeakSet<object>();

/** A share as exported, checked whole (Import refuses a file with any damage), or what is wrong with it. */
export function checkShare(raw: unknown, l10n: L10n = ENGLISH): Share | string {
  const read = readShare(raw, l10n);
  if (typeof read === 'string') return read;
  const first = read.dropped[0];
  return first ? droppedText(first, l10n) : read.share;
}

export const emptyShare = (id: string): Share => ({
  version: SHARE_VERSION,
  id,
  revision: 0,
  resetAt: 0,
  games: [],
  earlier: {},
  daily: [],
});

const finished = (g: RecordedGame): boolean => g.result !== 'played';

/** Adds a game to folded counts (in the order the games ended). */
export function fold(into: Folded | undefined, game: RecordedGame): Folded {
  const f = into ?? { played: 0, won: 0, bestTimeMs: null, fewestMoves: null, bestStreak: 0, streak: 0, until: 0 };
  const won = game.result === 'won';
  const streak = won ? f.streak + 1 : 0;
  const time = Math.max(1, game.timeMs);
  return {
    played: Math.min(f.played + 1, MAX_COUNT),
    won: Math.min(f.won + (won ? 1 : 0), MAX_COUNT),
    bestTimeMs: won ? Math.min(f.bestTimeMs ?? time, time) : f.bestTimeMs,
    fewestMoves: won ? Math.min(f.fewestMoves ?? game.moves, game.moves) : f.fewestMoves,
    bestStreak: Math.max(f.bestStreak, streak),
    streak,
    until: Math.max(f.until, game.at),
  };
}

/** The share within its bounds: the oldest finished games folded, the oldest unfinished counted as played, the newest days kept. */
export function bound(share: Share): Share {
  const done = share.games.filter(finished);
  const open = share.games.filter((g) => !finished(g));
  const foldedGames = done.slice(0, Math.max(0, done.length - GAMES_KEPT));
  const stale = open.slice(0, Math.max(0, open.length - UNFINISHED_KEPT));
  if (foldedGames.length === 0 && stale.length === 0 && share.daily.length <= DAILY_KEPT) return share;
  const earlier = { ...share.earlier };
  for (const g of foldedGames) earlier[g.variant] = fold(earlier[g.variant], g);
  // an unfinished game pushed out still counts as played; it can no longer end (its window has moved on)
  for (const g of stale)
    earlier[g.variant] = { ...fold(earlier[g.variant], { ...g, result: 'lost' }), streak: earlier[g.variant]?.streak ?? 0 };
  const gone = new Set([...foldedGames, ...stale]);
  const daily = [...share.daily].sort((a, b) => a.day.localeCompare(b.day)).slice(-DAILY_KEPT);
  return { ...share, games: share.games.filter((g) => !gone.has(g)), earlier, daily };
}

/** A short fingerprint of a text (two 32-bit FNV-1a hashes): names data that has no id of its own. */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
