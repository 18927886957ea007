// The daily record as the board shows it: a summary of each game's days beside that of all
// games, and a table of each game's newest days.

import assert from 'node:assert/strict';
import { shownDays, summaries } from '../../../src/records/daily';
import { PlayRecords } from '../../../src/records/history';
import type { DailyEntry } from '../../../src/protocol';
import { InMemoryMemento } from '../fakes';
import { finish, openWindow } from './record-helpers';

const entry = (day: string, variant: DailyEntry['variant'], result: DailyEntry['result'] = 'won'): DailyEntry => ({
  day,
  variant,
  dealNumber: 33,
  result,
  timeMs: 1000,
  moves: 10,
});

describe('daily record summaries and table', () => {
  it('sums up each game that has daily results on its own, and all games together', () => {
    const daily = [entry('2026-11-30', 'streets'), entry('2026-11-30', 'maria', 'lost'), entry('2026-11-29', 'streets')];
    const all = summaries(daily, '2026-11-30');
    assert.deepEqual(Object.keys(all).sort(), ['all', 'maria', 'streets']);
    assert.deepEqual(all.all, { daysPlayed: 2, daysWon: 2, currentStreak: 2, bestStreak: 2 });
    assert.deepEqual(all.streets, { daysPlayed: 2, daysWon: 2, currentStreak: 2, bestStreak: 2 });
    assert.deepEqual(all.maria, { daysPlayed: 1, daysWon: 0, currentStreak: 0, bestStreak: 0 });
  });

  it('shows the newest days of every game, however many newer days other games have', () => {
    const daily = [
      entry('2026-12-05', 'streets'),
      entry('2026-12-04', 'streets'),
      entry('2026-12-03', 'streets'),
      entry('2026-12-02', 'maria'),
      entry('2026-12-01', 'maria'),
      entry('2026-11-30', 'lucas'),
      entry('2026-11-29', 'lucas'),
    ];
    const shown = shownDays(daily, 1).map((e) => `${e.day} ${e.variant}`);
    assert.deepEqual(shown, ['2026-12-05 streets', '2026-12-02 maria', '2026-11-30 lucas']);
  });

  it("gives today's result of a game's daily deal, not yesterday's", async () => {
    const workspace = new InMemoryMemento();
    const stats = openWindow(new InMemoryMemento(), workspace);
    const records = new PlayRecords(stats.record, workspace);
    await records.dealt('streets', 33, '2026-11-30');
    await finish(stats, 'a', { result: 'won', at: 100, deal: 33 });
    assert.equal(records.today('streets', '2026-11-30')?.result, 'won');
    assert.equal(records.today('streets', '2026-12-01'), undefined);
  });
});
