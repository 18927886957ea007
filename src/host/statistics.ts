// Statistics per game, kept across workspaces (globalState). A game counts as played from its
// first move; it is lost when abandoned for a new one without having been won.

import { VARIANTS, VariantId } from '../engine/index';
import type { StatisticsRow } from '../protocol';
import type { KeyValueStore } from './storage';

export const STATS_KEY = 'fortyThieves.statistics';
const STATS_VERSION = 1;

export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

const EMPTY: GameStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };

type StatsTable = Partial<Record<VariantId, GameStats>>;

const count = (v: unknown): number => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : 0);
const best = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : null);

function cleanStats(raw: unknown): GameStats {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const played = count(r.played);
  const won = Math.min(count(r.won), played);
  const bestStreak = Math.min(count(r.bestStreak), won);
  return { played, won, currentStreak: Math.min(count(r.currentStreak), bestStreak), bestStreak, bestTimeMs: best(r.bestTimeMs), fewestMoves: best(r.fewestMoves) };
}

export class Statistics {
  constructor(private readonly store: KeyValueStore) {}

  private table(): StatsTable {
    const raw = this.store.get<{ version?: number; games?: Record<string, unknown> }>(STATS_KEY);
    const table: StatsTable = {};
    if (raw && typeof raw === 'object' && raw.games && typeof raw.games === 'object') {
      for (const v of VARIANTS) if (raw.games[v.id] !== undefined) table[v.id] = cleanStats(raw.games[v.id]);
    }
    return table;
  }

  get(variant: VariantId): GameStats {
    return this.table()[variant] ?? { ...EMPTY };
  }

  private async change(variant: VariantId, update: (s: GameStats) => GameStats): Promise<void> {
    const raw = this.store.get<{ games?: Record<string, unknown> }>(STATS_KEY);
    // Keep what this version does not know (other keys) untouched.
    const games = { ...(raw && typeof raw.games === 'object' ? raw.games : {}) };
    games[variant] = update(this.get(variant));
    await this.store.update(STATS_KEY, { ...(raw ?? {}), version: STATS_VERSION, games });
  }

  recordPlayed(variant: VariantId): Promise<void> {
    return this.change(variant, (s) => ({ ...s, played: s.played + 1 }));
  }

  recordWin(variant: VariantId, timeMs: number, moves: number): Promise<void> {
    return this.change(variant, (s) => {
      const currentStreak = s.currentStreak + 1;
      return {
        ...s,
        won: s.won + 1,
        currentStreak,
        bestStreak: Math.max(s.bestStreak, currentStreak),
        bestTimeMs: s.bestTimeMs === null ? timeMs : Math.min(s.bestTimeMs, timeMs),
        fewestMoves: s.fewestMoves === null ? moves : Math.min(s.fewestMoves, moves),
      };
    });
  }

  recordLoss(variant: VariantId): Promise<void> {
    return this.change(variant, (s) => ({ ...s, currentStreak: 0 }));
  }

  async reset(): Promise<void> {
    await this.store.update(STATS_KEY, { version: STATS_VERSION, games: {} });
  }

  rows(): StatisticsRow[] {
    const table = this.table();
    return VARIANTS.map((v) => {
      const s = table[v.id] ?? EMPTY;
      return { variant: v.id, name: v.name, ...s, winRate: s.played ? s.won / s.played : null };
    });
  }

  /** "Streets 3/10 · streak 2" for the status bar. */
  summary(variant: VariantId, name: string): string {
    const s = this.get(variant);
    return `${name} ${s.won}/${s.played}${s.currentStreak > 1 ? ` · streak ${s.currentStreak}` : ''}`;
  }
}

export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
