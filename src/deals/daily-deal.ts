// Today's deal: one deal per game per UTC day, the same for every player, always one the solver
// proved winnable. The rule is published in the README ("Today's deal") and versioned: version 1
// draws only from the lists pinned in daily-deals-v1.json (the proven deals of solver version 4),
// never from the shipped winnable list, which changes whenever the solver does.
//
//   deal = list[game][ uint32(first 4 bytes of SHA-256("daily-v1:<game>:<YYYY-MM-DD>")) mod length ]

import type { VariantId } from '../engine/index';
import pinned from './daily-deals-v1.json';
import { sha256 } from './sha256';

export const DAILY_RULE = 'daily-deal-v1';

const lists = pinned.games as Record<VariantId, readonly number[]>;

/** The UTC date of a moment, as YYYY-MM-DD: the day every player shares. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && utcDay(Date.parse(`${text}T00:00:00Z`)) === text
  );
}

/** The deal number of a game's deal for a day (YYYY-MM-DD), by rule daily-deal-v1. */
export function dailyDeal(variant: VariantId, day: string): number {
  if (!isDay(day)) throw new Error(`"${day}" is not a date written YYYY-MM-DD`);
  const list = lists[variant];
  if (!list?.length) throw new Error(`No daily deals are pinned for ${JSON.stringify(variant)}`);
  const digest = sha256(`daily-v1:${variant}:${day}`);
  return list[new DataView(digest.buffer).getUint32(0) % list.length];
}

/** The pinned deal numbers of a game (for the tests and the README's check). */
export function pinnedDailyDeals(variant: VariantId): readonly number[] {
  return lists[variant];
}
