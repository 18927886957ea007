// The history of finished games (globalState, synced with Settings Sync): the last games played,
// newest last, each under an id so that merging a file back (Import Statistics…) counts it once.
// The panel shows the last 100 with Play Again, and draws its charts from them.

import { VARIANT_IDS, VariantId, isDealNumber } from '../engine/index';
import type { GameResult, HistoryEntry } from '../protocol';
import type { KeyValueStore } from '../store/key-value-store';
import { isDay } from '../deals/daily-deal';
import { CheckedList } from '../store/checked-list';

export const HISTORY_KEY = 'fortyThieves.history';
/** Kept in storage: enough for the charts' "last 50" of every game without growing forever. */
export const HISTORY_KEPT = 500;
/** Shown in the panel's table. */
export const HISTORY_SHOWN = 100;
const HISTORY_VERSION = 1;
const RESULTS: readonly GameResult[] = ['won', 'solved', 'lost'];
const MAX_TIME_MS = 3.6e12;

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The entry, checked field by field, or undefined when any field is not what it should be. */
export function checkEntry(raw: unknown): HistoryEntry | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 100) return undefined;
  if (!VARIANT_IDS.includes(r.variant as VariantId)) return undefined;
  if (r.dealNumber !== null && !isDealNumber(r.dealNumber)) return undefined;
  if (!isCount(r.endedAt) || !RESULTS.includes(r.result as GameResult)) return undefined;
  if (!isCount(r.timeMs) || (r.timeMs as number) > MAX_TIME_MS || !isCount(r.moves)) return undefined;
  if (r.daily !== undefined && (typeof r.daily !== 'string' || !isDay(r.daily))) return undefined;
  const entry: HistoryEntry = {
    id: r.id,
    variant: r.variant as VariantId,
    dealNumber: r.dealNumber as number | null,
    endedAt: r.endedAt,
    result: r.result as GameResult,
    timeMs: r.timeMs as number,
    moves: r.moves as number,
  };
  if (r.daily !== undefined) entry.daily = r.daily as string;
  return entry;
}

export class GameHistory {
  private readonly list: CheckedList<HistoryEntry>;

  constructor(store: KeyValueStore) {
    this.list = new CheckedList(store, HISTORY_KEY, 'games', HISTORY_VERSION, checkEntry);
  }

  /** Every usable entry, oldest first (a damaged entry is skipped, never the whole list). */
  all(): HistoryEntry[] {
    return this.list.read();
  }

  /** The panel's table: newest first. */
  recent(count = HISTORY_SHOWN): HistoryEntry[] {
    return this.all().slice(-count).reverse();
  }

  /** Adds finished games not there yet (by id), in the order they ended; returns how many were new. */
  async add(entries: readonly HistoryEntry[]): Promise<number> {
    const all = this.all();
    const known = new Set(all.map((e) => e.id));
    const fresh = entries.filter((e) => !known.has(e.id) && known.add(e.id));
    if (fresh.length === 0) return 0;
    await this.list.write([...all, ...fresh].sort((a, b) => a.endedAt - b.endedAt).slice(-HISTORY_KEPT));
    return fresh.length;
  }
}
