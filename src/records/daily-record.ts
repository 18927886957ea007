// The daily record (globalState, synced with Settings Sync): for each UTC day and game, the
// first result of that day's deal. A deal replayed the same day is practice and changes nothing.

import { VARIANT_IDS, VariantId } from '../engine/index';
import type { DailyEntry, DailySummary, GameResult } from '../protocol';
import type { KeyValueStore } from '../store/key-value-store';
import { isDay } from '../deals/daily-deal';
import { CheckedList } from '../store/checked-list';

export const DAILY_KEY = 'fortyThieves.daily';
const DAILY_VERSION = 1;
const RESULTS: readonly GameResult[] = ['won', 'solved', 'lost'];

/** The entry, checked, or undefined when anything about it is wrong. */
export function checkDailyEntry(raw: unknown): DailyEntry | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  const counts = [r.dealNumber, r.timeMs, r.moves].every((v) => Number.isSafeInteger(v) && (v as number) >= 0);
  if (typeof r.day !== 'string' || !isDay(r.day) || !VARIANT_IDS.includes(r.variant as VariantId) || !counts) return undefined;
  if (!RESULTS.includes(r.result as GameResult) || (r.dealNumber as number) < 1) return undefined;
  return {
    day: r.day,
    variant: r.variant as VariantId,
    dealNumber: r.dealNumber as number,
    result: r.result as GameResult,
    timeMs: r.timeMs as number,
    moves: r.moves as number,
  };
}

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Days played and won, and the streaks of days won (today still unplayed does not end a streak). */
export function summarize(entries: readonly DailyEntry[], today: string): DailySummary {
  const played = new Set(entries.map((e) => e.day));
  const won = new Set(entries.filter((e) => e.result === 'won').map((e) => e.day));
  let bestStreak = 0;
  for (const day of won) {
    if (won.has(dayBefore(day))) continue; // not the first day of a run
    let length = 1;
    for (let next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10); won.has(next); length++) {
      next = new Date(Date.parse(`${next}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    bestStreak = Math.max(bestStreak, length);
  }
  let currentStreak = 0;
  let day = won.has(today) || played.has(today) ? today : dayBefore(today);
  while (won.has(day)) {
    currentStreak++;
    day = dayBefore(day);
  }
  return { daysPlayed: played.size, daysWon: won.size, currentStreak, bestStreak };
}

export class DailyRecord {
  private readonly list: CheckedList<DailyEntry>;

  constructor(store: KeyValueStore) {
    this.list = new CheckedList(store, DAILY_KEY, 'days', DAILY_VERSION, checkDailyEntry);
  }

  /** Every usable entry, newest day first. */
  all(): DailyEntry[] {
    return this.list.read().sort((a, b) => b.day.localeCompare(a.day));
  }

  /** That day's result of the game, if its deal was played that day. */
  get(day: string, variant: VariantId): DailyEntry | undefined {
    return this.all().find((e) => e.day === day && e.variant === variant);
  }

  /** Records the result unless that day's deal of that game already has one; true when it counted. */
  async record(entry: DailyEntry): Promise<boolean> {
    return (await this.add([entry])) > 0;
  }

  /** Adds the entries whose day and game have no result yet (the first result of a day counts). */
  async add(entries: readonly DailyEntry[]): Promise<number> {
    const all = this.all();
    const key = (e: DailyEntry) => `${e.day} ${e.variant}`;
    const known = new Set(all.map(key));
    const fresh = entries.filter((e) => !known.has(key(e)) && known.add(key(e)));
    if (fresh.length) await this.list.write([...all, ...fresh].sort((a, b) => a.day.localeCompare(b.day)));
    return fresh.length;
  }

  /** For all games and for each game that has a daily result. */
  summaries(today: string): Partial<Record<VariantId | 'all', DailySummary>> {
    const all = this.all();
    const result: Partial<Record<VariantId | 'all', DailySummary>> = { all: summarize(all, today) };
    for (const id of VARIANT_IDS) {
      const mine = all.filter((e) => e.variant === id);
      if (mine.length) result[id] = summarize(mine, today);
    }
    return result;
  }
}
