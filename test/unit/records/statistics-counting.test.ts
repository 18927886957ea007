// How Statistics counts a game and shows the table: a finished game never changes, a daily deal
// counts its first result of the day for its own game only, Reset always resets, and the table's
// rates and the status bar's summary read as the counts say.

import assert from 'node:assert/strict';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { STATS_KEY } from '../../../src/records/legacy';
import type { ShareDoc } from '../../../src/records/share';
import { Statistics } from '../../../src/records/statistics';
import { InMemoryMemento } from '../fakes';
import { fakeSession, finish, openWindow } from './record-helpers';

/** This window's share as stored. */
const stored = (global: InMemoryMemento): ShareDoc => global.get<ShareDoc>(global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!)!;

describe('statistics: each game counted once', () => {
  it('keeps a won game won when the same game is later given up, and writes nothing for it', async () => {
    const global = new InMemoryMemento();
    const stats = openWindow(global);
    await finish(stats, 'a', { result: 'won', at: 100 });
    const writes = global.writes.length;
    await stats.recordLoss(fakeSession({ result: 'lost', at: 200 }), 'a', 200);
    assert.deepEqual([stats.get('streets').played, stats.get('streets').won], [1, 1]);
    assert.equal(global.writes.length, writes);
  });

  it('counts a game reopened after a crash as played once, keeping when it was first played', async () => {
    const global = new InMemoryMemento();
    const stats = openWindow(global);
    await finish(stats, 'a', { result: 'played', at: 100 });
    await finish(stats, 'a', { result: 'played', at: 300 });
    assert.deepEqual(
      stored(global).games.map((g) => [g.id, g.at]),
      [['a', 100]],
    );
    assert.equal(stats.get('streets').played, 1);
  });
});

describe("statistics: today's deal", () => {
  it('counts the first result of the day once in the stored record; a replay the same day adds nothing', async () => {
    const global = new InMemoryMemento();
    const workspace = new InMemoryMemento();
    const stats = openWindow(global, workspace);
    // the key versions before this one stored today's deal under: a game dealt then is still today's deal
    await workspace.update('fortyThieves.dailyGame', { day: '2026-11-30', variant: 'streets', dealNumber: 33 });
    await finish(stats, 'a', { result: 'lost', at: 100, deal: 33 });
    await finish(stats, 'b', { result: 'won', at: 200, deal: 33 });
    assert.deepEqual(
      stored(global).daily.map((d) => [d.day, d.variant, d.result]),
      [['2026-11-30', 'streets', 'lost']],
    );
  });

  it("is today's deal of its own game only: another game of the same deal number is not", async () => {
    const workspace = new InMemoryMemento();
    const stats = openWindow(new InMemoryMemento(), workspace);
    await workspace.update('fortyThieves.dailyGame', { day: '2026-11-30', variant: 'streets', dealNumber: 33 });
    await finish(stats, 'm', { result: 'won', at: 100, deal: 33, variant: 'maria' });
    assert.deepEqual(stats.record.combined().daily, []);
    assert.equal(stats.record.combined().history[0].daily, undefined);
  });
});

describe('statistics: reset, rates and summary', () => {
  it("resets again even when this machine's clock is behind the last reset", async () => {
    const stats = openWindow(new InMemoryMemento());
    await stats.reset(5000);
    await finish(stats, 'x', { result: 'won', at: 5001 });
    assert.equal(stats.get('streets').played, 1);
    await stats.reset(3000);
    assert.equal(stats.get('streets').played, 0, 'Reset empties the table');
  });

  it('shows the rate of games won, and the streak in the status bar only from two wins on', async () => {
    const stats = openWindow(new InMemoryMemento());
    assert.equal(stats.summary('streets'), 'Streets 0/0');
    await finish(stats, 'a', { result: 'lost', at: 100 });
    await finish(stats, 'b', { result: 'won', at: 200 });
    assert.equal(stats.rows().find((r) => r.variant === 'streets')?.winRate, 0.5);
    assert.equal(stats.rows().find((r) => r.variant === 'maria')?.winRate, null);
    assert.equal(stats.summary('streets'), 'Streets 1/2');
    await finish(stats, 'c', { result: 'won', at: 300 });
    assert.equal(stats.summary('streets'), 'Streets 2/3 · streak 2');
  });

  it('tells the player in plain words what was kept aside of damaged old statistics and what starts again', async () => {
    const sound = { played: 4, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 60_000, fewestMoves: 80 };
    const cases = [
      {
        old: { version: 1, games: { streets: sound, maria: { played: 'many' } } },
        told: 'your statistics of Maria are damaged. They have been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and the damaged part starts again from zero.',
      },
      {
        old: 'a table',
        told: 'your statistics are not a table of games. They have been kept aside unchanged (see Forty Thieves: Show Set-Aside Games…), and your statistics start again from zero.',
      },
    ];
    for (const { old, told } of cases) {
      const global = new InMemoryMemento();
      await global.update(STATS_KEY, old);
      const warned: string[] = [];
      const stats = new Statistics(global, new InMemoryMemento(), { tell: (t) => void warned.push(t) });
      await stats.repair();
      assert.deepEqual(warned, [`Forty Thieves: ${told}`]);
    }
  });
});
