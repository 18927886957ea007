// Today's deal: one deal per game per UTC day, the same for every player, always one the solver
// proved winnable. The rule is published in the README ("Today's deal") and versioned; each
// version draws only from its own pinned list, never from the shipped winnable list, which
// changes whenever the solver does.
//
// daily-deal-v1, the days before V2_FROM (lists in daily-deals-v1.json, drawn with replacement):
//   deal = list[game][ uint32(first 4 bytes of SHA-256("daily-v1:<game>:<YYYY-MM-DD>")) mod length ]
// daily-deal-v2, from V2_FROM on (lists of at least 730 deals in daily-deals-v2.json): no deal
// comes again until every deal of the list has been dealt. Day n (0 on V2_FROM) is deal
// n mod L of cycle n div L (L: the list's length), where a cycle's order is the list sorted by
// the hex SHA-256 of "daily-v2:<game>:<cycle>:<deal>"; when a cycle would begin with the deal
// the cycle before ended with, its first two deals change places.

import type { VariantId } from '../engine/index';
import pinnedV1 from './daily-deals-v1.json';
import pinnedV2 from './daily-deals-v2.json';
import { sha256 } from './sha256';

export const DAILY_RULE = 'daily-deal-v2';
/** The first day of rule daily-deal-v2; the days before keep their v1 deals. */
export const V2_FROM = '2027-01-01';

const listsV1 = pinnedV1.games as Record<VariantId, readonly number[]>;
const listsV2 = pinnedV2.games as Record<VariantId, readonly number[]>;
const DAY_MS = 86_400_000;

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

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function listOf(lists: Record<VariantId, readonly number[]>, variant: VariantId): readonly number[] {
  const list = lists[variant];
  if (!list?.length) throw new Error(`No daily deals are pinned for ${JSON.stringify(variant)}`);
  return list;
}

function dealV1(variant: VariantId, day: string): number {
  const list = listOf(listsV1, variant);
  return list[new DataView(sha256(`daily-v1:${variant}:${day}`).buffer).getUint32(0) % list.length];
}

/** A cycle's order of a game's v2 list, before the rule about its first deal (cached: a few per session). */
const sorted = new Map<string, readonly number[]>();
function sortedCycle(variant: VariantId, cycle: number): readonly number[] {
  const key = `${variant}:${cycle}`;
  let order = sorted.get(key);
  if (!order) {
    const keyed = listOf(listsV2, variant).map((deal) => ({ deal, hash: hex(sha256(`daily-v2:${variant}:${cycle}:${deal}`)) }));
    order = keyed.sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.deal - b.deal)).map((k) => k.deal);
    if (sorted.size > 50) sorted.clear();
    sorted.set(key, order);
  }
  return order;
}

/** The order a cycle deals in: a seeded permutation of the list whose first deal is never the last of the cycle before. */
export function cycleOrder(variant: VariantId, cycle: number): readonly number[] {
  const order = sortedCycle(variant, cycle);
  if (cycle === 0 || order[0] !== sortedCycle(variant, cycle - 1).at(-1)) return order;
  return [order[1], order[0], ...order.slice(2)];
}

function dealV2(variant: VariantId, day: string): number {
  const n = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${V2_FROM}T00:00:00Z`)) / DAY_MS);
  const length = listOf(listsV2, variant).length;
  return cycleOrder(variant, Math.floor(n / length))[n % length];
}

/** The deal number of a game's deal for a day (YYYY-MM-DD): rule daily-deal-v1 before V2_FROM, daily-deal-v2 from it on. */
export function dailyDeal(variant: VariantId, day: string): number {
  if (!isDay(day)) throw new Error(`"${day}" is not a date written YYYY-MM-DD`);
  return day < V2_FROM ? dealV1(variant, day) : dealV2(variant, day);
}

/** The pinned deal numbers of a game, by rule (for the tests and the README's check). */
export function pinnedDailyDeals(variant: VariantId, rule: 'daily-deal-v1' | 'daily-deal-v2' = DAILY_RULE): readonly number[] {
  return listOf(rule === 'daily-deal-v1' ? listsV1 : listsV2, variant);
}
