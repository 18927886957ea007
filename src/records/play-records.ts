// The player's record beyond the statistics table: the history of finished games and the daily
// record, both in globalState (synced), fed by the finished games results.ts reports. Which game
// is today's deal is remembered per workspace, with the game it belongs to.

import type { VariantId } from '../engine/index';
import type { DailyEntry, PlayRecord } from '../protocol';
import { DailyRecord } from './daily-record';
import { GameHistory, HISTORY_SHOWN } from './history';
import type { FinishedGame } from './finished-games';
import type { KeyValueStore } from '../store/key-value-store';

export const DAILY_GAME_KEY = 'fortyThieves.dailyGame';

interface DailyGame {
  day: string;
  variant: VariantId;
  dealNumber: number;
}

const dealNumberOf = (game: FinishedGame['session']): number | null => ('number' in game.record.deal ? game.record.deal.number : null);

export class PlayRecords {
  readonly history: GameHistory;
  readonly daily: DailyRecord;

  constructor(
    global: KeyValueStore,
    private readonly workspace: KeyValueStore,
    private readonly newId: () => string,
  ) {
    this.history = new GameHistory(global);
    this.daily = new DailyRecord(global);
  }

  /** Notes the game just dealt: today's deal of `day`, or (undefined) any other game. */
  async dealt(variant: VariantId, dealNumber: number, day?: string): Promise<void> {
    await this.workspace.update(DAILY_GAME_KEY, day ? { day, variant, dealNumber } : undefined);
  }

  /** The day whose deal this game is, if it was started as today's deal. */
  dailyDayOf(game: FinishedGame['session']): string | undefined {
    const marked = this.workspace.get<DailyGame>(DAILY_GAME_KEY);
    return marked && marked.variant === game.variant && marked.dealNumber === dealNumberOf(game) ? marked.day : undefined;
  }

  /** Adds a finished game to the history and, when it was a day's deal, its first result to the daily record. */
  async finished({ session, result, endedAt }: FinishedGame): Promise<void> {
    const day = this.dailyDayOf(session);
    const dealNumber = dealNumberOf(session);
    const timeMs = Math.round(session.elapsedMs(endedAt));
    const moves = session.moveCount;
    await this.history.add([
      { id: this.newId(), variant: session.variant, dealNumber, endedAt, result, timeMs, moves, ...(day ? { daily: day } : {}) },
    ]);
    if (day && dealNumber !== null) await this.daily.record({ day, variant: session.variant, dealNumber, result, timeMs, moves });
  }

  /** Today's result of a game's daily deal, if played. */
  today(variant: VariantId, today: string): DailyEntry | undefined {
    return this.daily.get(today, variant);
  }

  snapshot(today: string): PlayRecord {
    return { history: this.history.recent(HISTORY_SHOWN), daily: this.daily.all(), dailySummaries: this.daily.summaries(today), today };
  }
}
