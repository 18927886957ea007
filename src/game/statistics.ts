// Statistics per game, kept across workspaces (globalState). A game counts as played from its
// first move; it is lost when abandoned for a new one without having been won. Each result is
// recorded under the game's id, so a game replayed after a crash is not counted twice.
// Statistics this version cannot read (damaged, or written by a newer version) are kept aside
// untouched before anything is written, and the player is told once.

import { VARIANTS, VariantId, getVariant } from '../engine/index';
import type { StatisticsRow } from '../protocol';
import { quoteInput } from '../protocol';
import type { GameSession } from './session';
import { SetAsideFiles, SetAsideList } from '../store/set-aside';
import { KeyValueStore } from '../store/key-value-store';

export const STATS_KEY = 'fortyThieves.statistics';
export const STATS_SET_ASIDE_KEY = 'fortyThieves.setAsideStatistics';
const STATS_VERSION = 1;
/** Counts beyond this cannot come from play: they are damage. Also the most ever shown. */
export const MAX_COUNT = 1_000_000_000;
/** A best time beyond this (about 114 years) is damage. */
const MAX_TIME_MS = 3.6e12;
/** How many recorded results are remembered, to ignore a repeat after a crash. */
const RECORDED_KEPT = 200;

export interface GameStats {
  played: number;
  won: number;
  currentStreak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  fewestMoves: number | null;
}

const EMPTY: GameStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null };

interface StatsDoc {
  version: number;
  games: Record<string, unknown>;
  /** `<game id>:played|won|lost` for the latest results, newest last. */
  recorded?: string[];
  [unknown: string]: unknown;
}

type Read = { kind: 'ok'; doc: StatsDoc } | { kind: 'unusable'; reason: string; kept: StatsDoc };

const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= MAX_COUNT;
const isBest = (v: unknown, max: number): boolean => v === null || (typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= max);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isStats(raw: unknown): raw is GameStats {
  if (!isPlainObject(raw)) return false;
  const { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves } = raw;
  return (
    isCount(played) &&
    isCount(won) &&
    isCount(currentStreak) &&
    isCount(bestStreak) &&
    won <= played &&
    bestStreak <= won &&
    currentStreak <= bestStreak &&
    isBest(bestTimeMs, MAX_TIME_MS) &&
    isBest(fewestMoves, MAX_COUNT)
  );
}

/** Reads the stored statistics; what cannot be used is named, with the rows that still can. */
function readDoc(raw: unknown): Read {
  const clean: StatsDoc = { version: STATS_VERSION, games: {} };
  if (raw === undefined) return { kind: 'ok', doc: clean };
  if (!isPlainObject(raw)) return { kind: 'unusable', reason: 'your statistics are not a table of games', kept: clean };
  if (typeof raw.version !== 'number') return { kind: 'unusable', reason: 'your statistics have no version', kept: clean };
  if (raw.version > STATS_VERSION) {
    return {
      kind: 'unusable',
      reason: `your statistics were written by a newer version of Forty Thieves (format ${raw.version})`,
      kept: clean,
    };
  }
  if (raw.version !== STATS_VERSION)
    return { kind: 'unusable', reason: `your statistics have an unknown format (${quoteInput(raw.version)})`, kept: clean };
  if (!isPlainObject(raw.games)) return { kind: 'unusable', reason: 'your statistics have no table of games', kept: clean };
  const recordedOk = raw.recorded === undefined || (Array.isArray(raw.recorded) && raw.recorded.every((r) => typeof r === 'string'));
  const doc: StatsDoc = { ...raw, version: STATS_VERSION, games: { ...raw.games } };
  const damaged = VARIANTS.filter((v) => doc.games[v.id] !== undefined && !isStats(doc.games[v.id]));
  if (damaged.length === 0 && recordedOk) return { kind: 'ok', doc };
  for (const v of damaged) delete doc.games[v.id];
  if (!recordedOk) delete doc.recorded;
  const reason = damaged.length
    ? `your statistics of ${damaged.map((v) => v.name).join(', ')} are damaged`
    : 'the list of results already counted is damaged';
  return { kind: 'unusable', reason, kept: doc };
}

export class Statistics {
  readonly setAside: SetAsideList;
  /** Set once the unusable statistics are safely aside (or there were none). */
  private repaired = false;

  constructor(
    private readonly store: KeyValueStore,
    files?: SetAsideFiles,
    /** Tells the player about statistics kept aside (once). */
    private readonly tell: (text: string) => void = () => {},
  ) {
    this.setAside = new SetAsideList(store, STATS_SET_ASIDE_KEY, 'statistics', files);
  }

  private read(): Read {
    return readDoc(this.store.get<unknown>(STATS_KEY));
  }

  /**
   * Keeps unusable statistics aside, untouched, and starts clean (keeping the rows that are
   * fine). Every write comes after this, so nothing unusable is ever overwritten. Rejects
   * when the store does; it is tried again before the next write.
   */
  async repair(now = new Date()): Promise<void> {
    if (this.repaired) return;
    const read = this.read();
    if (read.kind === 'unusable') {
      await this.setAside.add(read.reason, this.store.get<unknown>(STATS_KEY), now);
      await this.store.update(STATS_KEY, read.kept);
      this.tell(
        `Forty Thieves: ${read.reason}. They have been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and ${
          Object.keys(read.kept.games).length ? 'the damaged part starts again from zero' : 'your statistics start again from zero'
        }.`,
      );
    }
    this.repaired = true;
  }

  private table(): Partial<Record<VariantId, GameStats>> {
    const read = this.read();
    const games = read.kind === 'ok' ? read.doc.games : read.kept.games;
    const table: Partial<Record<VariantId, GameStats>> = {};
    for (const v of VARIANTS) if (isStats(games[v.id])) table[v.id] = games[v.id] as GameStats;
    return table;
  }

  get(variant: VariantId): GameStats {
    return { ...(this.table()[variant] ?? EMPTY) };
  }

  /** Applies one result of one game, unless that game's result was recorded already. */
  private async record(
    variant: VariantId,
    gameId: string,
    event: 'played' | 'won' | 'lost',
    update: (s: GameStats) => GameStats,
  ): Promise<void> {
    await this.repair();
    const read = this.read();
    const doc = read.kind === 'ok' ? read.doc : read.kept;
    const key = `${gameId}:${event}`;
    const recorded = doc.recorded ?? [];
    if (recorded.includes(key)) return;
    const games = { ...doc.games, [variant]: update(this.get(variant)) };
    await this.store.update(STATS_KEY, { ...doc, games, recorded: [...recorded, key].slice(-RECORDED_KEPT) });
  }

  /**
   * Counts a game's results: played once a step is made (by the player or by Solve), lost when it
   * is given up, won when it is won. Each result is recorded under the game's id, so counting again
   * after a crash or a failed save counts nothing twice.
   */
  async countResults(s: GameSession, gameId: string, forfeit: boolean, now: number): Promise<void> {
    if (!s.counted && (s.canUndo || s.canRedo)) {
      await this.recordPlayed(s.variant, gameId);
      s.counted = true;
    }
    if (forfeit && s.counted && !s.resultCounted) {
      await this.recordLoss(s.variant, gameId);
      s.resultCounted = true;
    }
    if (s.status === 'won' && s.counted && !s.resultCounted) {
      await this.recordWin(s.variant, gameId, s.elapsedMs(now), s.moveCount);
      s.resultCounted = true;
    }
  }

  recordPlayed(variant: VariantId, gameId: string): Promise<void> {
    return this.record(variant, gameId, 'played', (s) => ({ ...s, played: Math.min(s.played + 1, MAX_COUNT) }));
  }

  recordWin(variant: VariantId, gameId: string, timeMs: number, moves: number): Promise<void> {
    return this.record(variant, gameId, 'won', (s) => {
      const won = Math.min(s.won + 1, s.played);
      const currentStreak = Math.min(s.currentStreak + 1, won);
      const time = Math.min(Math.max(1, Math.round(timeMs)), MAX_TIME_MS);
      return {
        ...s,
        won,
        currentStreak,
        bestStreak: Math.max(s.bestStreak, currentStreak),
        bestTimeMs: s.bestTimeMs === null ? time : Math.min(s.bestTimeMs, time),
        fewestMoves: s.fewestMoves === null ? moves : Math.min(s.fewestMoves, moves),
      };
    });
  }

  recordLoss(variant: VariantId, gameId: string): Promise<void> {
    return this.record(variant, gameId, 'lost', (s) => ({ ...s, currentStreak: 0 }));
  }

  async reset(): Promise<void> {
    await this.repair();
    const read = this.read();
    const doc = read.kind === 'ok' ? read.doc : read.kept;
    // The results already counted stay remembered: a reset must not let them count again.
    await this.store.update(STATS_KEY, { ...doc, games: {} });
  }

  rows(): StatisticsRow[] {
    const table = this.table();
    return VARIANTS.map((v) => {
      const s = table[v.id] ?? EMPTY;
      return { variant: v.id, name: v.name, ...s, winRate: s.played ? s.won / s.played : null };
    });
  }

  /** "Streets 3/10 · streak 2" for the status bar. */
  summary(variant: VariantId, name = getVariant(variant).name): string {
    const s = this.get(variant);
    return `${name} ${s.won}/${s.played}${s.currentStreak > 1 ? ` · streak ${s.currentStreak}` : ''}`;
  }
}
