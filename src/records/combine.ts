// The player's record as every window shows it: all shares combined (share.ts). Of two
// copies of a share the higher revision counts; each game counts once by its id (a game seen
// twice, by sync and by import, is one game); counts are summed, streaks follow the order in
// which games ended, and the daily record keeps each day's first result.

import { VARIANT_IDS, VariantId } from '../engine/index';
import type { HistoryEntry } from '../protocol';
import { DailyResult, Folded, MAX_COUNT, RecordedGame, Share } from './share';

export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

export const EMPTY_STATS: GameStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };

/** How many finished games the combined history keeps (the charts' "last 50" of every game). */
export const HISTORY_KEPT = 500;

export interface Combined {
  /** The newest copy of each share. */
  shares: Share[];
  /** Every game once, by id. */
  games: Map<string, RecordedGame>;
  table: Partial<Record<VariantId, GameStats>>;
  /** Finished games, oldest first, the last HISTORY_KEPT. */
  history: HistoryEntry[];
  /** Each day's first result of each game, newest day first. */
  daily: DailyResult[];
  resetAt: number;
  /** The writers whose own key was read (CombineOptions.live). */
  live: ReadonlySet<string>;
}

/** A day of clock skew: a moment later than this beyond the reader's clock is from a clock running ahead. */
export const SKEW_MS = 86_400_000;

export interface CombineOptions {
  /** The writers whose own key is read (their live share): no copy from elsewhere replaces it, whatever its revision. */
  live?: ReadonlySet<string>;
  /** The reader's clock: a Reset dated more than a day after it is not applied (it would hide games played since). */
  now?: number;
}

/** The newest copy of each share (by revision; equal revisions: the first seen); a live share always wins over copies of it. */
export function newestCopies(shares: readonly Share[], live: ReadonlySet<string> = new Set()): Share[] {
  const byId = new Map<string, Share>();
  const isLive = new Set<Share>();
  for (const s of shares) {
    const kept = byId.get(s.id);
    if (kept && isLive.has(kept)) continue;
    if (!kept || s.revision > kept.revision || live.has(s.id)) {
      byId.set(s.id, s);
      if (live.has(s.id)) isLive.add(s);
    }
  }
  return [...byId.values()];
}

const least = (values: Iterable<number>): number | null => {
  let min: number | null = null;
  for (const v of values) if (min === null || v < min) min = v;
  return min;
};

const RESULT_ORDER = ['won', 'solved', 'lost', 'played'];

/** Of two records of one game: the finished one; of two finished, the first to end. Commutative, so every reader agrees. */
function firstResult(a: RecordedGame, b: RecordedGame): RecordedGame {
  const openA = a.result === 'played';
  if (openA !== (b.result === 'played')) return openA ? b : a;
  if (a.at !== b.at) return a.at < b.at ? a : b;
  return RESULT_ORDER.indexOf(a.result) <= RESULT_ORDER.indexOf(b.result) ? a : b;
}

/** Code-unit order: the same on every machine, and far cheaper than localeCompare over 100,000 games. */
const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const byEnd = (a: { at: number; id?: string }, b: { at: number; id?: string }): number => a.at - b.at || textOrder(a.id ?? '', b.id ?? '');

/** `playedBefore`: games among `games` that the old record counts as played already (in play at the upgrade). */
function statsOf(games: readonly RecordedGame[], folded: readonly Folded[], playedBefore: number): GameStats {
  const done = games.filter((g) => g.result !== 'played').sort(byEnd);
  let run = 0;
  let best = 0;
  let leading = -1;
  for (const g of done) {
    if (g.result === 'won') run++;
    else {
      if (leading < 0) leading = run;
      run = 0;
    }
    best = Math.max(best, run);
  }
  // the run before the first detailed game: the newest folded games' trailing wins
  const prior = [...folded].sort((a, b) => a.until - b.until).pop()?.streak ?? 0;
  const unbroken = leading < 0;
  const wins = games.filter((g) => g.result === 'won');
  const bestTimeMs = least([
    ...wins.map((g) => Math.max(1, g.timeMs)),
    ...folded.flatMap((f) => (f.bestTimeMs === null ? [] : [f.bestTimeMs])),
  ]);
  const fewestMoves = least([...wins.map((g) => g.moves), ...folded.flatMap((f) => (f.fewestMoves === null ? [] : [f.fewestMoves]))]);
  const played = Math.min(MAX_COUNT, games.length - playedBefore + folded.reduce((n, f) => n + f.played, 0));
  const won = Math.min(played, wins.length + folded.reduce((n, f) => n + f.won, 0));
  const currentStreak = Math.min(won, unbroken ? run + prior : run);
  const foldedBest = folded.reduce((n, f) => Math.max(n, f.bestStreak), 0);
  const bestStreak = Math.min(won, Math.max(best, (unbroken ? run : leading) + prior, currentStreak, foldedBest));
  return { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves };
}

/** The record every window shows, from all the shares it can read. */
export function combine(all: readonly Share[], options: CombineOptions = {}): Combined {
  const shares = newestCopies(all, options.live);
  const latest = options.now === undefined ? Number.MAX_SAFE_INTEGER : options.now + SKEW_MS;
  const resetAt = shares.reduce((n, s) => (s.resetAt <= latest ? Math.max(n, s.resetAt) : n), 0);
  const counts = (at: number) => resetAt === 0 || at > resetAt;
  const games = new Map<string, RecordedGame>();
  for (const s of shares) for (const g of s.games) games.set(g.id, games.has(g.id) ? firstResult(games.get(g.id)!, g) : g);
  // what the record before shares counted already: a result there is not counted again, nor a game's being played
  const before = new Map<string, string[]>();
  for (const s of resetAt === 0 ? shares : []) {
    for (const entry of s.counted ?? []) {
      const cut = entry.lastIndexOf(':');
      before.set(entry.slice(0, cut), [...(before.get(entry.slice(0, cut)) ?? []), entry.slice(cut + 1)]);
    }
  }
  const table: Combined['table'] = {};
  const byVariant = new Map<VariantId, RecordedGame[]>();
  for (const g of games.values()) {
    if (!counts(g.at) || before.get(g.id)?.some((e) => e !== 'played')) continue;
    const list = byVariant.get(g.variant);
    if (list) list.push(g);
    else byVariant.set(g.variant, [g]);
  }
  for (const id of VARIANT_IDS) {
    const mine = byVariant.get(id) ?? [];
    const playedBefore = mine.filter((g) => before.get(g.id)?.includes('played')).length;
    const folded = shares.flatMap((s) => (s.earlier[id] && counts(s.earlier[id].until) ? [s.earlier[id]] : []));
    if (mine.length || folded.length) table[id] = statsOf(mine, folded, playedBefore);
  }
  const shown = new Map<string, HistoryEntry>();
  for (const s of shares) for (const e of s.shown ?? []) shown.set(e.id, e);
  for (const g of games.values()) {
    if (g.result === 'played') continue;
    const { id, variant, dealNumber, result, at, timeMs, moves, daily } = g;
    shown.set(id, { id, variant, dealNumber, endedAt: at, result, timeMs, moves, ...(daily ? { daily } : {}) });
  }
  const history = [...shown.values()].sort((a, b) => a.endedAt - b.endedAt || textOrder(a.id, b.id)).slice(-HISTORY_KEPT);
  const days = new Map<string, DailyResult>();
  for (const s of shares) {
    for (const d of s.daily) {
      const key = `${d.day} ${d.variant}`;
      const kept = days.get(key);
      if (!kept || d.at < kept.at || (d.at === kept.at && RESULT_ORDER.indexOf(d.result) < RESULT_ORDER.indexOf(kept.result)))
        days.set(key, d);
    }
  }
  const daily = [...days.values()].sort((a, b) => textOrder(b.day, a.day) || textOrder(a.variant, b.variant));
  return { shares, games, table, history, daily, resetAt, live: options.live ?? new Set() };
}
