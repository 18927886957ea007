// The player's record beyond the game in progress: every finished game goes into the history and
// the daily record, and the statistics, history and daily record follow the player through
// Settings Sync.

import type * as vscode from 'vscode';
import type { GameController } from '../game/controller';
import { STATS_KEY } from '../game/statistics';
import { watchResults } from '../records/finished-games';
import { DAILY_KEY } from '../records/daily-record';
import { HISTORY_KEY } from '../records/history';
import type { PlayRecords } from '../records/play-records';

export interface RecordSyncDeps {
  controller: GameController;
  records: PlayRecords;
  now: () => number;
  /** The record changed: the status bar and the board show it again. */
  changed: () => void;
  /** A failed write of the history or daily record: told, and the game goes on. */
  trouble: (error: unknown) => void;
}

export function registerRecordSync(context: vscode.ExtensionContext, deps: RecordSyncDeps): void {
  context.globalState.setKeysForSync([STATS_KEY, HISTORY_KEY, DAILY_KEY]);
  const { controller, records } = deps;
  context.subscriptions.push(watchResults(controller, deps.now, (game) => void records.finished(game).then(deps.changed, deps.trouble)));
}
