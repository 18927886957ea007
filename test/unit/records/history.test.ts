import assert from 'node:assert/strict';
import { summarize, DAILY_SHOWN } from '../../../src/records/daily';
import { HISTORY_SHOWN, PlayRecords } from '../../../src/records/history';
import { DAILY_GAME_KEY } from '../../../src/records/statistics';
import type { DailyEntry } from '../../../src/protocol';
import { InMemoryMemento } from '../fakes';
import { finish, openWindow } from './record-helpers';

const day = (d: string, result: DailyEntry['result'] = 'won', variant: DailyEntry['variant'] = 'streets'): DailyEntry => ({
  day: d,
  variant,
  dealNumber: 33,
  result,
  timeMs: 1000,
  moves: 10,
});

async function window() {
  const workspace = new InMemoryMemento();
  const stats = openWindow(new InMemoryMemento(), workspace);
  return { stats, workspace, records: new PlayRecords(stats.record, workspace) };
}

describe('daily record', () => {
  it("counts only the first result of a day's deal of a game; a replay the same day is practice", async () => {
    const { stats, records } = await window();
    await records.dealt('streets', 33, '2026-11-30');
    await finish(stats, 'a', { result: 'lost', at: 100, deal: 33 });
    await finish(stats, 'b', { result: 'won', at: 200, deal: 33 });
    await records.dealt('maria', 33, '2026-11-30');
    await finish(stats, 'c', { result: 'won', at: 300, deal: 33, variant: 'maria' });
    assert.equal(records.today('streets', '2026-11-30')?.result, 'lost');
    assert.equal(records.today('maria', '2026-11-30')?.result, 'won');
    assert.deepEqual(
      stats.record.combined().history.map((e) => [e.id, e.daily]),
      [
        ['a', '2026-11-30'],
        ['b', '2026-11-30'],
        ['c', '2026-11-30'],
      ],
    );
  });

  it('marks only the game dealt as the day’s deal', async () => {
    const { stats, records, workspace } = await window();
    await records.dealt('streets', 33, '2026-11-30');
    await finish(stats, 'other', { result: 'won', at: 100, deal: 34 });
    await records.dealt('streets', 34);
    assert.equal(workspace.get(DAILY_GAME_KEY), undefined);
    assert.equal(records.today('streets', '2026-11-30'), undefined);
  });

  it('counts days played and won, and the streaks of days won', () => {
    const entries = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25', '2026-11-28', '2026-11-29'].map((d) => day(d));
    entries.push(day('2026-11-26', 'lost'), day('2026-11-28', 'lost', 'maria'));
    assert.deepEqual(summarize(entries, '2026-11-30'), { daysPlayed: 7, daysWon: 6, currentStreak: 2, bestStreak: 3 });
    // today unplayed keeps yesterday's streak alive; a lost today ends it; two days without play end it
    assert.equal(summarize([...entries, day('2026-11-30', 'lost')], '2026-11-30').currentStreak, 0);
    assert.equal(summarize(entries, '2026-12-01').currentStreak, 0);
    assert.deepEqual(summarize([], '2026-11-30'), { daysPlayed: 0, daysWon: 0, currentStreak: 0, bestStreak: 0 });
  });

  it('streaks run across month and year ends (UTC days)', () => {
    const entries = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-02-28', '2027-03-01'].map((d) => day(d));
    assert.deepEqual(summarize(entries, '2027-03-01'), { daysPlayed: 5, daysWon: 5, currentStreak: 2, bestStreak: 3 });
  });
});

describe('what the board is sent of the record', () => {
  it(`sends the newest ${HISTORY_SHOWN} games and the days its table shows, with summaries of every day`, async () => {
    const { stats, records } = await window();
    const days = 40;
    for (let i = 0; i < days; i++) {
      const d = new Date(Date.UTC(2026, 11, 1) + i * 86_400_000).toISOString().slice(0, 10);
      for (const variant of ['streets', 'maria'] as const) {
        await records.dealt(variant, 33, d);
        await finish(stats, `${variant}-${i}`, { result: 'won', at: 1000 + i, deal: 33, variant });
      }
    }
    for (let i = 0; i < HISTORY_SHOWN; i++) await finish(stats, `more-${i}`, { result: 'lost', at: 5000 + i, deal: 1 });
    const sent = records.snapshot('2027-01-09');
    assert.equal(sent.history.length, HISTORY_SHOWN);
    assert.equal(sent.history[0].id, `more-${HISTORY_SHOWN - 1}`, 'newest first');
    assert.equal(sent.daily.length, 2 * DAILY_SHOWN, `${DAILY_SHOWN} days of each game`);
    assert.equal(sent.daily[0].day, '2027-01-09');
    assert.deepEqual(sent.dailySummaries.all, { daysPlayed: days, daysWon: days, currentStreak: days, bestStreak: days });
  });
});
