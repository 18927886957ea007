// Export Statistics…: the JSON file's table holds the games played, and the CSV history has a row
// a game, its daily-deal column empty for a game that was not one.

import assert from 'node:assert/strict';
import { exportCsv, exportJson } from '../../../src/records/export-file';
import type { HistoryEntry } from '../../../src/protocol';
import { InMemoryMemento } from '../fakes';
import { finish, openWindow } from './record-helpers';

describe('Export Statistics…', () => {
  it('writes in its JSON table the games played, and only those', async () => {
    const stats = openWindow(new InMemoryMemento());
    await finish(stats, 'a', { result: 'won', at: Date.UTC(2026, 10, 30) });
    const file = JSON.parse(exportJson(stats.record.combined(), Date.UTC(2026, 11, 1)));
    assert.deepEqual(Object.keys(file.statistics), ['streets']);
    assert.equal(file.statistics.streets.played, 1);
    assert.equal(file.exportedAt, '2026-12-01T00:00:00.000Z');
  });

  it('leaves the daily-deal column of a game that was not a daily deal empty', () => {
    const entry: HistoryEntry = {
      id: 'a',
      variant: 'streets',
      dealNumber: 123,
      endedAt: Date.UTC(2026, 10, 30, 9),
      result: 'lost',
      timeMs: 61_000,
      moves: 12,
    };
    assert.equal(exportCsv([entry]).split('\r\n')[1], 'Streets,123,2026-11-30 09:00:00,lost,61,12,');
  });
});
