// The record as the status bar and the board show it (the table, the history, the daily record),
// kept on this machine under one key that is never synced (VIEW_KEY), with a fingerprint of every
// share it was worked out from. Working the record out at its bounds (132,600 games) takes longer
// than a window's start may (50 ms), so a window that starts with nothing new since this machine
// last worked it out shows the kept view at once, while the whole combination is done in slices
// after the start (store.ts). The fingerprint names what each write of a share changes: a share
// changed anywhere (another machine, another window, a Reset, an import, a clock moving past a
// Reset dated ahead) gives another fingerprint, and the window works the record out instead (at
// once, or for a record beyond LARGE_RECORD in the same slices while the status bar waits).
// What is kept is checked whole when read: anything damaged, oversized or of another version is
// as if nothing were kept. Nothing here throws.

import { VARIANT_IDS, type VariantId } from '../engine/index';
import { Combined, GameStats, HISTORY_KEPT, SKEW_MS } from './combine';
import { MAX_COUNT, MAX_TIME_MS, checkDaily, checkShown, fingerprint, isPlainObject } from './share';
import type { Idle, Steps } from './slices';
import type { KeyValueStore } from '../store/key-value-store';

/**
 * Never registered for sync (not under RECORD_KEY_PREFIX): what one machine worked out says nothing
 * of another's shares. The extension keeps it in a file, not in globalState (vscode/storage.ts: globalStore).
 */
export const VIEW_KEY = 'fortyThieves.recordView';
const VIEW_VERSION = 1;
/** A kept view longer than this is not kept (nor read): the record is then worked out at each start. */
export const MAX_VIEW_CHARS = 4_000_000;

/** What the status bar and the board read of the combined record. */
export type RecordView = Pick<Combined, 'table' | 'history' | 'daily'>;

/** The keys read, their values (the old record's first), the moment, and the fingerprint of them all. */
export interface Reading {
  keys: string[];
  raws: unknown[];
  now: number;
  fingerprint: string;
}

export interface Building extends Reading {
  /** The kept view shown meanwhile; undefined: nothing shown yet (glance). */
  view: RecordView | undefined;
  work: Steps<Combined>;
}

/** Two lists of stored values, value for value the same objects (VS Code hands out globalState values by reference). */
export const sameValues = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((r, i) => r === b[i]);

/** A stored value as a short text: a text (up to 100 characters: ids, days, results), a number, or its kind and length. */
function leaf(v: unknown): string {
  if (typeof v === 'string') return v.length <= 100 ? JSON.stringify(v) : `<${v.length} characters>`;
  if (typeof v !== 'object' || v === null) return String(v);
  return Array.isArray(v) ? `[${v.length}]` : '{}';
}
const FIELDS = ['id', 'variant', 'dealNumber', 'result', 'at', 'endedAt', 'timeMs', 'moves', 'daily', 'day'];
const entry = (v: unknown): string => (isPlainObject(v) ? FIELDS.map((f) => leaf(v[f])).join(',') : leaf(v));
/** A list by its length and its first and newest entries (a write appends or replaces the newest). */
const list = (v: unknown): string => (Array.isArray(v) && v.length ? `${v.length} ${entry(v[0])} ${entry(v[v.length - 1])}` : leaf(v));
const FOLDED = ['played', 'won', 'bestTimeMs', 'fewestMoves', 'bestStreak', 'streak', 'until'];

/**
 * A share (or anything stored under a share's key) in a line: its version, writer, revision, Reset
 * (or "ahead" while a Reset is dated beyond `latest`: not applied yet), its lists by length and
 * ends, its folded counts, and the same of each record it imported. Every write of a share raises
 * its revision and changes the newest game, the Reset or the imported records.
 */
function mark(raw: unknown, latest: number, imported = true): string {
  if (!isPlainObject(raw)) return leaf(raw);
  const { version, id, revision, resetAt, games, daily, shown, counted, earlier } = raw;
  const reset = typeof resetAt === 'number' && resetAt > latest ? 'ahead' : leaf(resetAt);
  const folded: string[] = [];
  if (isPlainObject(earlier)) {
    for (const variant in earlier) {
      if (folded.length >= 50) break;
      const f = earlier[variant];
      folded.push(`${leaf(variant)}:${isPlainObject(f) ? FOLDED.map((k) => leaf(f[k])).join(',') : leaf(f)}`);
    }
  } else folded.push(leaf(earlier));
  const line = [leaf(version), leaf(id), leaf(revision), reset, list(games), list(daily), list(shown), list(counted), folded.join(';')];
  const copies =
    imported && Array.isArray(raw.imported) ? raw.imported.slice(-50).map((s) => mark(s, latest, false)) : [leaf(raw.imported)];
  return [line.join(' '), ...copies].join('\n  ');
}

/**
 * The fingerprint of the record as this machine stores it: the old record (`legacy`: a fingerprint
 * of the base share made of it, legacy.ts), then every share key and what it holds, at `now`.
 */
export function recordFingerprint(legacy: string, keys: readonly string[], raws: readonly unknown[], now: number): string {
  const latest = now + SKEW_MS;
  const lines = keys.map((key, i) => `${key} ${mark(raws[i], latest)}`);
  return fingerprint([`view ${VIEW_VERSION}`, legacy, ...lines].join('\n'));
}

/**
 * More entries than this (games of every share and record imported, and the old history), and a
 * window's start with nothing kept works the record out in slices rather than at once (about 20 ms
 * on an idle machine): the status bar shows the game's name until it is done.
 */
export const LARGE_RECORD = 20_000;

/** How many games the values under the share keys hold, with the old history (`raws`: the old record's keys first, as store.ts reads them). */
export function recordEntries(raws: readonly unknown[]): number {
  // each list as far as it is read (a share's 520 games; the old history's newest 500)
  const length = (v: unknown): number => (Array.isArray(v) ? Math.min(v.length, 520) : 0);
  let n = 0;
  for (const raw of raws) {
    if (!isPlainObject(raw)) continue;
    n += length(raw.games);
    if (Array.isArray(raw.imported)) for (const s of raw.imported.slice(-50)) if (isPlainObject(s)) n += length(s.games);
  }
  return n;
}

const isCount = (v: unknown, max = MAX_COUNT): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= max;
const isBest = (v: unknown, max: number): v is number | null => v === null || isCount(v, max);

function checkStats(raw: unknown): GameStats | undefined {
  if (!isPlainObject(raw)) return undefined;
  const { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves } = raw;
  if (!isCount(played) || !isCount(won, played) || !isCount(currentStreak, won) || !isCount(bestStreak, won)) return undefined;
  if (!isBest(bestTimeMs, MAX_TIME_MS) || !isBest(fewestMoves, MAX_COUNT)) return undefined;
  return { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves };
}

/** A view as kept, checked whole (one bad entry and nothing is used), or undefined. */
function checkView(raw: unknown): RecordView | undefined {
  if (!isPlainObject(raw) || !isPlainObject(raw.table) || !Array.isArray(raw.history) || !Array.isArray(raw.daily)) return undefined;
  if (raw.history.length > HISTORY_KEPT) return undefined;
  const table: RecordView['table'] = {};
  for (const [variant, stats] of Object.entries(raw.table)) {
    const checked = checkStats(stats);
    if (!VARIANT_IDS.includes(variant as VariantId) || !checked) return undefined;
    table[variant as VariantId] = checked;
  }
  const history: RecordView['history'] = [];
  for (const e of raw.history) {
    const checked = checkShown(e);
    if (!checked) return undefined;
    history.push(checked);
  }
  const daily: RecordView['daily'] = [];
  for (const d of raw.daily) {
    const checked = checkDaily(d);
    if (typeof checked === 'string') return undefined;
    daily.push(checked);
  }
  return { table, history, daily };
}

/** The view kept under VIEW_KEY when it was worked out from the record as it is now (`fingerprint`); otherwise undefined. Never throws. */
export function keptView(raw: unknown, fingerprint: string): RecordView | undefined {
  try {
    if (!isPlainObject(raw) || raw.version !== VIEW_VERSION || raw.fingerprint !== fingerprint) return undefined;
    if (typeof raw.view !== 'string' || raw.view.length > MAX_VIEW_CHARS) return undefined;
    return checkView(JSON.parse(raw.view));
  } catch {
    return undefined;
  }
}

/** A view as text, the way it is kept (undefined: too long to keep). */
export function viewText(view: RecordView): string | undefined {
  const text = JSON.stringify({ table: view.table, history: view.history, daily: view.daily });
  return text.length <= MAX_VIEW_CHARS ? text : undefined;
}

/** The view kept on this machine (VIEW_KEY): read, and written once per fingerprint. */
export class KeptViews {
  /** The fingerprint of the view last kept (or found kept). */
  private saved: string | undefined;

  constructor(
    private readonly global: KeyValueStore,
    private readonly idle: Idle,
  ) {}

  read(fingerprint: string): RecordView | undefined {
    const view = keptView(this.global.get<unknown>(VIEW_KEY), fingerprint);
    if (view) this.saved = fingerprint;
    return view;
  }

  /**
   * Keeps the view of `combined`, worked out from the record whose fingerprint this is, for the
   * next window's start: in a turn of its own after the work that needed the record, once per
   * fingerprint (`again`: the view kept under it was found wrong). A failed write keeps nothing:
   * the next start works the record out.
   */
  keep(fingerprint: string, combined: RecordView, again = false): void {
    if (fingerprint === this.saved && !again) return;
    this.saved = fingerprint;
    this.idle(() => {
      if (this.saved !== fingerprint) return; // a newer view is on its way
      const text = viewText(combined);
      if (text === undefined && this.global.get<unknown>(VIEW_KEY) === undefined) return;
      const value = text === undefined ? undefined : { version: VIEW_VERSION, fingerprint, view: text };
      Promise.resolve()
        .then(() => this.global.update(VIEW_KEY, value))
        .catch(() => {
          if (this.saved === fingerprint) this.saved = undefined;
        });
    });
  }
}
