// The player's record beyond the statistics table, as the board and status bar show it: the
// history of finished games and the daily record, both worked out from every window's share of
// the record (src/records/store.ts). Which game is today's deal is remembered per workspace.

import type { VariantId } from '../engine/index';
import type { DailyEntry, PlayRecord } from '../protocol';
import type { RecordView } from './view-cache';
import { DAILY_GAME_KEY } from './statistics';
import type { KeyValueStore } from '../store/key-value-store';
import { DAILY_SHOWN, shownDays, summaries } from './daily';

/** The newest games the panel's table shows, with Play Again. */
export const HISTORY_SHOWN = 100;

export class PlayRecords {
  constructor(
    private readonly record: { view(): RecordView },
    private readonly workspace: KeyValueStore,
  ) {}

  /** Notes the game just dealt: today's deal of `day`, or (undefined) any other game. */
  async dealt(variant: VariantId, dealNumber: number, day?: string): Promise<void> {
    await this.workspace.update(DAILY_GAME_KEY, day ? { day, variant, dealNumber } : undefined);
  }

  /** Today's result of a game's daily deal, if played. */
  today(variant: VariantId, today: string): DailyEntry | undefined {
    return this.record.view().daily.find((d) => d.day === today && d.variant === variant);
  }

  /** What the board shows: the newest games, and of the daily record what its table shows (DAILY_SHOWN a game) with the summaries of all of it. */
  snapshot(today: string): PlayRecord {
    const { history, daily } = this.record.view();
    return {
      history: history.slice(-HISTORY_SHOWN).reverse(),
      daily: shownDays(daily, DAILY_SHOWN),
      dailySummaries: summaries(daily, today),
      today,
    };
  }
}
