// The player's record as every window shows it: all shares combined (share.ts). Of two
// copies of a share the higher revision counts; each game counts once by its id (a game seen
// twice, by sync and by import, is one game); counts are summed, streaks follow the order in
// which games ended, and the daily record keeps each day's first result.

import { VARIANT_IDS, VariantId } from '../engine/index';
import type { HistoryEntry } from '../protocol';
import { GameSet, gameSet } from './game-set';
import { DailyResult, Folded, MAX_COUNT, RecordedGame, Share } from './share';
import { Steps, drain, eachOf } from './slices';

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
  games: ReadonlyMap<string, RecordedGame>;
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

const RESULT_ORDER = ['won', 'solved', 'lost', 'played'];

/** Code-unit order: the same on every machine, and far cheaper than localeCompare over 100,000 games. */
const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** One game's counts over the detailed games, gathered game by game in the order they ended. */
class Tally {
  /** Every game that counts, finished or not. */
  count = 0;
  /** Those the old record counts as played already (in play at the upgrade). */
  playedBefore = 0;
  private run = 0;
  private best = 0;
  /** The wins in a row before the first game not won (-1: every game so far won). */
  private leading = -1;
  private wins = 0;
  private bestTimeMs = Infinity;
  private fewestMoves = Infinity;

  /** A finished game that counts, in the order they ended. */
  done(g: RecordedGame): void {
    if (g.result === 'won') {
      this.run++;
      this.wins++;
      if (this.run > this.best) this.best = this.run;
      const time = g.timeMs > 1 ? g.timeMs : 1;
      if (time < this.bestTimeMs) this.bestTimeMs = time;
      if (g.moves < this.fewestMoves) this.fewestMoves = g.moves;
    } else {
      if (this.leading < 0) this.leading = this.run;
      this.run = 0;
    }
  }

  /** The statistics, with the folded counts of older games. */
  stats(folded: readonly Folded[]): GameStats {
    const { run, best, leading } = this;
    let bestTimeMs = this.bestTimeMs;
    let fewestMoves = this.fewestMoves;
    // the run before the first detailed game: the newest folded games' trailing wins
    const prior = [...folded].sort((a, b) => a.until - b.until).pop()?.streak ?? 0;
    const unbroken = leading < 0;
    for (const f of folded) {
      bestTimeMs = Math.min(bestTimeMs, f.bestTimeMs ?? Infinity);
      fewestMoves = Math.min(fewestMoves, f.fewestMoves ?? Infinity);
    }
    const played = Math.min(MAX_COUNT, this.count - this.playedBefore + folded.reduce((n, f) => n + f.played, 0));
    const won = Math.min(played, this.wins + folded.reduce((n, f) => n + f.won, 0));
    const currentStreak = Math.min(won, unbroken ? run + prior : run);
    const foldedBest = folded.reduce((n, f) => Math.max(n, f.bestStreak), 0);
    const bestStreak = Math.min(won, Math.max(best, (unbroken ? run : leading) + prior, currentStreak, foldedBest));
    const orNull = (v: number): number | null => (v === Infinity ? null : v);
    return { played, won, currentStreak, bestStreak, bestTimeMs: orNull(bestTimeMs), fewestMoves: orNull(fewestMoves) };
  }
}

/** The history: the newest HISTORY_KEPT of the finished games (in the order they ended) and of what the old record shows. */
function newestFinished(
  shares: readonly Share[],
  games: ReadonlyMap<string, RecordedGame>,
  finished: readonly RecordedGame[],
): HistoryEntry[] {
  // what the old record shows, unless a share finished the same game (then the share's entry is shown)
  const shown = new Map<string, HistoryEntry>();
  for (const s of shares) for (const e of s.shown ?? []) shown.set(e.id, e);
  const newest = [...shown.values()].filter((e) => (games.get(e.id)?.result ?? 'played') === 'played');
  for (const g of finished.slice(-HISTORY_KEPT)) {
    const { id, variant, dealNumber, result, at, timeMs, moves, daily } = g;
    newest.push({
      id,
      variant,
      dealNumber,
      endedAt: at,
      result: result as HistoryEntry['result'],
      timeMs,
      moves,
      ...(daily ? { daily } : {}),
    });
  }
  return newest.sort((a, b) => a.endedAt - b.endedAt || textOrder(a.id, b.id)).slice(-HISTORY_KEPT);
}

/** Keeps in `days` each day's and game's result that ended first (of equal moments, by result); how many were read. */
function firstOfDays(days: Map<string, DailyResult>, list: readonly DailyResult[]): number {
  for (const d of list) {
    const key = `${d.day} ${d.variant}`;
    const kept = days.get(key);
    if (!kept || d.at < kept.at || (d.at === kept.at && RESULT_ORDER.indexOf(d.result) < RESULT_ORDER.indexOf(kept.result)))
      days.set(key, d);
  }
  return list.length;
}

/** The record every window shows, from all the shares it can read. */
export function combine(all: readonly Share[], options: CombineOptions = {}): Combined {
  const shares = newestCopies(all, options.live);
  return combineSet(shares, gameSet(shares), options);
}

/** The record from the newest copy of each share (`newestCopies`) and their games (`set`: game-set.ts, gameSet of them). */
export const combineSet = (shares: readonly Share[], set: GameSet, options: CombineOptions = {}): Combined =>
  drain(combining(shares, set, options));

/** `combineSet` in parts (slices.ts): the games counted a few thousand at a time, the daily results a share at a time. */
export function* combining(shares: readonly Share[], set: GameSet, options: CombineOptions = {}): Steps<Combined> {
  const latest = options.now === undefined ? Number.MAX_SAFE_INTEGER : options.now + SKEW_MS;
  const resetAt = shares.reduce((n, s) => (s.resetAt <= latest ? Math.max(n, s.resetAt) : n), 0);
  const counts = (at: number) => resetAt === 0 || at > resetAt;
  // what the record before shares counted already: a result there is not counted again, nor a game's being played
  const before = new Map<string, string[]>();
  for (const s of resetAt === 0 ? shares : []) {
    for (const entry of s.counted ?? []) {
      const cut = entry.lastIndexOf(':');
      before.set(entry.slice(0, cut), [...(before.get(entry.slice(0, cut)) ?? []), entry.slice(cut + 1)]);
    }
  }
  const countsHere = (g: RecordedGame): boolean => counts(g.at) && (before.size === 0 || !before.get(g.id)?.some((e) => e !== 'played'));
  const tally: Partial<Record<VariantId, Tally>> = {};
  const add = (g: RecordedGame): Tally => {
    const t = (tally[g.variant] ??= new Tally());
    t.count++;
    if (before.size && before.get(g.id)?.includes('played')) t.playedBefore++;
    return t;
  };
  // the finished games in the order they ended, for the streaks of each game (every game counts unless a Reset or the old record says not)
  const all = resetAt === 0 && before.size === 0;
  yield* eachOf(set.finished, (g) => {
    if (all || countsHere(g)) add(g).done(g);
  });
  yield* eachOf(set.open, (g) => {
    if (all || countsHere(g)) add(g);
  });
  const table: Combined['table'] = {};
  for (const id of VARIANT_IDS) {
    const folded = shares.flatMap((s) => (s.earlier[id] && counts(s.earlier[id].until) ? [s.earlier[id]] : []));
    if (tally[id] || folded.length) table[id] = (tally[id] ?? new Tally()).stats(folded);
  }
  const history = newestFinished(shares, set.games, set.finished);
  const days = new Map<string, DailyResult>();
  for (const s of shares) yield firstOfDays(days, s.daily);
  const daily = [...days.values()].sort((a, b) => textOrder(b.day, a.day) || textOrder(a.variant, b.variant));
  return { shares: [...shares], games: set.games, table, history, daily, resetAt, live: options.live ?? new Set() };
}
