// Statistics per game, from the player's whole record (store.ts: every window's share,
// combined). A game counts as played from its first move; it is lost when abandoned for a new one
// without having been won, solved when Solve finished it. Each game is recorded under its id, so a
// game replayed after a crash, or seen again through sync or an import, counts once.

import { VARIANTS, VariantId, getVariant } from '../engine/index';
import type { GameRecord } from '../engine/index';
import type { GameStatus, StatisticsRow } from '../protocol';
import { SetAsideFiles, SetAsideList } from '../store/set-aside';
import type { KeyValueStore, KeyedStore } from '../store/key-value-store';
import { EMPTY_STATS, GameStats } from './combine';
import { STATS_KEY, STATS_SET_ASIDE_KEY, readLegacyStats } from './legacy';
import { RecordStore } from './store';
import type { Idle } from './slices';
import { MAX_COUNT, MAX_TIME_MS, isDayText, isPlainObject } from './share';
import type { RecordedGame, RecordedResult } from './share';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n } from '../l10n';

export type { GameStats };
export { MAX_COUNT };
export { STATS_KEY, STATS_SET_ASIDE_KEY } from './legacy';

/** workspaceState: which game is today's deal, with the game it belongs to. */
export const DAILY_GAME_KEY = 'fortyThieves.dailyGame';

interface DailyGame {
  day: string;
  variant: VariantId;
  dealNumber: number;
}

/** What the record reads of the game being played (src/game/session.ts's GameSession has it all). */
export interface CountedGame {
  readonly variant: VariantId;
  readonly record: Pick<GameRecord, 'deal'>;
  readonly status: GameStatus;
  readonly moveCount: number;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  elapsedMs(now: number): number;
  /** Set once the game is recorded as played, and once its result is. */
  counted: boolean;
  resultCounted: boolean;
}

const bounded = (n: number, max: number): number => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.round(n))) : 0);
const dealNumberOf = (s: CountedGame): number | null => ('number' in s.record.deal ? s.record.deal.number : null);

export class Statistics {
  readonly setAside: SetAsideList;
  readonly record: RecordStore;
  /** Tells the player about statistics kept aside (once). */
  private readonly tell: (text: string) => void;
  /** The player's language (English when not given). */
  private readonly l10n: L10n;
  /** Set once unusable old statistics are safely aside (or there were none). */
  private repaired = false;

  constructor(
    private readonly global: KeyedStore,
    private readonly workspace: KeyValueStore,
    options: {
      files?: SetAsideFiles;
      tell?: (text: string) => void;
      now?: () => number;
      newId?: () => string;
      l10n?: L10n;
      /** store.ts: the turns the record is worked out in after the start, and who to tell when it differs from the view kept. */
      idle?: Idle;
      changed?: () => void;
    } = {},
  ) {
    this.l10n = options.l10n ?? ENGLISH;
    this.tell = options.tell ?? (() => {});
    this.setAside = new SetAsideList(global, STATS_SET_ASIDE_KEY, 'statistics', options.files);
    this.record = new RecordStore({
      global,
      workspace,
      setAside: this.setAside,
      tell: this.tell,
      now: options.now ?? Date.now,
      newId: options.newId,
      l10n: this.l10n,
      idle: options.idle,
      changed: options.changed,
    });
  }

  /**
   * Keeps unusable old statistics aside, untouched, and keeps the rows that are fine (as versions
   * before shares did). Rejects when the store does; it is tried again before the next write.
   */
  async repair(now = new Date()): Promise<void> {
    await this.record.writerId(); // chosen at the start, before the game is first saved
    if (this.repaired) return;
    const raw = this.global.get<unknown>(STATS_KEY);
    const read = readLegacyStats(raw, this.l10n);
    if (read.kind === 'unusable') {
      await this.setAside.add(read.reason, raw, now);
      await this.global.update(STATS_KEY, read.kept);
      const { l10n } = this;
      this.tell(
        Object.keys(read.kept.games).length
          ? l10n.t(
              'Forty Thieves: {0}. They have been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and the damaged part starts again from zero.',
              read.reason,
            )
          : l10n.t(
              'Forty Thieves: {0}. They have been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and your statistics start again from zero.',
              read.reason,
            ),
      );
    }
    this.repaired = true;
  }

  /** The day whose deal this game is, when it was started as today's deal. */
  dailyDayOf(s: CountedGame): string | undefined {
    const marked = this.workspace.get<DailyGame>(DAILY_GAME_KEY);
    if (!isPlainObject(marked) || !isDayText(marked.day)) return undefined;
    return marked.variant === s.variant && marked.dealNumber === dealNumberOf(s) ? marked.day : undefined;
  }

  /** Records a game's result in this window's share, unless it is recorded already (a finished game never changes). */
  private async save(s: CountedGame, id: string, result: RecordedResult, now: number): Promise<void> {
    await this.repair(new Date(now));
    const day = result === 'played' ? undefined : this.dailyDayOf(s);
    const game: RecordedGame = {
      id,
      variant: s.variant,
      dealNumber: dealNumberOf(s),
      result,
      at: now,
      // a saved game's clock or count from storage is bounded here, so one bad value cannot cost the share
      timeMs: bounded(s.elapsedMs(now), MAX_TIME_MS),
      moves: bounded(s.moveCount, MAX_COUNT),
      ...(day ? { daily: day } : {}),
    };
    await this.record.update((doc) => {
      const known = doc.games.find((g) => g.id === id);
      if (known && (known.result !== 'played' || result === 'played')) return undefined;
      const games = [...doc.games.filter((g) => g.id !== id), game];
      const firstToday = day && game.dealNumber !== null && !doc.daily.some((d) => d.day === day && d.variant === game.variant);
      const daily = firstToday
        ? [
            ...doc.daily,
            {
              day,
              variant: game.variant,
              dealNumber: game.dealNumber!,
              result: result as Exclude<RecordedResult, 'played'>,
              timeMs: game.timeMs,
              moves: game.moves,
              at: now,
            },
          ]
        : doc.daily;
      return { ...doc, games, daily };
    });
  }

  /**
   * Counts a game's results: played once a step is made (by the player or by Solve), lost when it
   * is given up (solved when Solve finished it), won when it is won. Counting again after a crash
   * or a failed save counts nothing twice.
   */
  async countResults(s: CountedGame, gameId: string, forfeit: boolean, now: number): Promise<void> {
    if (!s.counted && (s.canUndo || s.canRedo)) {
      await this.save(s, gameId, 'played', now);
      s.counted = true;
    }
    if (forfeit && s.counted && !s.resultCounted) {
      await this.save(s, gameId, s.status === 'solved' ? 'solved' : 'lost', now);
      s.resultCounted = true;
    }
    if (s.status === 'won' && s.counted && !s.resultCounted) {
      await this.save(s, gameId, 'won', now);
      s.resultCounted = true;
    }
  }

  /** A played game abandoned for a new one: lost. */
  recordLoss(s: CountedGame, gameId: string, now: number): Promise<void> {
    return this.save(s, gameId, 'lost', now);
  }

  /** From now on the table counts only games that end later, on every machine (the history and daily record stay). */
  async reset(now: number): Promise<void> {
    await this.repair(new Date(now));
    await this.record.update((doc, combined) => ({ ...doc, resetAt: Math.max(now, combined().resetAt + 1) }));
  }

  get(variant: VariantId): GameStats {
    return { ...(this.record.view().table[variant] ?? EMPTY_STATS) };
  }

  rows(): StatisticsRow[] {
    const table = this.record.view().table;
    return VARIANTS.map((v) => {
      const s = table[v.id] ?? EMPTY_STATS;
      return { variant: v.id, name: v.name, ...s, winRate: s.played ? s.won / s.played : null };
    });
  }

  /** As `get`, but undefined while a large record is worked out in slices after the window's start (store.ts: glance). */
  glance(variant: VariantId): GameStats | undefined {
    const view = this.record.glance();
    return view && { ...(view.table[variant] ?? EMPTY_STATS) };
  }

  /** "Streets 3/10 · streak 2" for the status bar. */
  summary(variant: VariantId, name = getVariant(variant).name, s = this.get(variant)): string {
    const { l10n } = this;
    return s.currentStreak > 1
      ? l10n.t('{0} {1}/{2} · streak {3}', name, s.won, s.played, s.currentStreak)
      : l10n.t('{0} {1}/{2}', name, s.won, s.played);
  }
}
