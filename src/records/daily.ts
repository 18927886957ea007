// The daily record: for each UTC day and game, the first result of that day's deal (a deal
// replayed the same day is practice and changes nothing). Worked out from the record
// (src/records/combine.ts); here, what the board is sent of it and its summaries.

import { VARIANT_IDS, VariantId } from '../engine/index';
import type { DailyEntry, DailySummary } from '../protocol';

/** The days the board's daily table shows, per game and for all games together. */
export const DAILY_SHOWN = 14;

const dayBefore = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Days played and won, and the streaks of days won (today still unplayed does not end a streak). */
export function summarize(entries: readonly DailyEntry[], today: string): DailySummary {
  const played = new Set(entries.map((e) => e.day));
  const won = new Set(entries.filter((e) => e.result === 'won').map((e) => e.day));
  let bestStreak = 0;
  for (const day of won) {
    if (won.has(dayBefore(day))) continue; // not the first day of a run
    let length = 1;
    for (let next = dayAfter(day); won.has(next); next = dayAfter(next)) length++;
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

/** For all games and for each game that has a daily result. */
export function summaries(daily: readonly DailyEntry[], today: string): Partial<Record<VariantId | 'all', DailySummary>> {
  const result: Partial<Record<VariantId | 'all', DailySummary>> = { all: summarize(daily, today) };
  for (const id of VARIANT_IDS) {
    const mine = daily.filter((e) => e.variant === id);
    if (mine.length) result[id] = summarize(mine, today);
  }
  return result;
}

/** Of the daily record (newest day first), what the board's table can show: the newest `count` of all games and of each game. */
export function shownDays(daily: readonly DailyEntry[], count: number): DailyEntry[] {
  const keep = new Set(daily.slice(0, count));
  for (const id of VARIANT_IDS) for (const e of daily.filter((d) => d.variant === id).slice(0, count)) keep.add(e);
  return daily
    .filter((e) => keep.has(e))
    .map(({ day, variant, dealNumber, result, timeMs, moves }) => ({ day, variant, dealNumber, result, timeMs, moves }));
}
