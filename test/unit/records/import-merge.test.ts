// Import Statistics… merges checked records into the player's: what it reports is what it added,
// other machines' records stay, a window keeps a bounded number of them, and this window's own
// record never comes from a file.

import assert from 'node:assert/strict';
import { exportJson } from '../../../src/records/export-file';
import { parseImport } from '../../../src/records/import-file';
import { importShares } from '../../../src/records/import-merge';
import { SHARE_VERSION } from '../../../src/records/share';
import type { Share } from '../../../src/records/share';
import { DAILY_GAME_KEY, Statistics } from '../../../src/records/statistics';
import { IMPORTED_KEPT } from '../../../src/records/store';
import { InMemoryMemento } from '../fakes';
import { finish, openWindow } from './record-helpers';

const NOW = Date.UTC(2026, 11, 1, 12);
const T = (minutes: number) => Date.UTC(2026, 10, 30, 9) + minutes * 60_000;

const machine = () => {
  const global = new InMemoryMemento();
  const workspace = new InMemoryMemento();
  return { global, workspace, stats: openWindow(global, workspace) };
};
const exported = (stats: Statistics) => exportJson(stats.record.combined(), NOW);
const importText = (stats: Statistics, text: string) => importShares(stats.record, parseImport(text));

/** Another machine's record, as a file holds it: `games` won games of Streets. */
function share(id: string, revision: number, games = 1, more: Partial<Share> = {}): Share {
  const played = Array.from({ length: games }, (_, i) => ({
    id: `${id}-${i}`,
    variant: 'streets' as const,
    dealNumber: 5,
    result: 'won' as const,
    at: T(i),
    timeMs: 60_000,
    moves: 80,
  }));
  return { version: SHARE_VERSION, id, revision, resetAt: 0, games: played, earlier: {}, daily: [], ...more };
}

describe('Import Statistics… reports what it added', () => {
  it('counts the new games and days of a newer export, and the games it knew already', async () => {
    const home = machine();
    await home.workspace.update(DAILY_GAME_KEY, { day: '2026-11-30', variant: 'streets', dealNumber: 5 });
    await finish(home.stats, 'a', { result: 'won', at: T(1), deal: 5 });
    await finish(home.stats, 'b', { result: 'lost', at: T(2), deal: 7 });
    const first = exported(home.stats);
    await home.workspace.update(DAILY_GAME_KEY, { day: '2026-12-01', variant: 'streets', dealNumber: 5 });
    await finish(home.stats, 'c', { result: 'won', at: T(1500), deal: 5 });
    const work = machine();
    assert.deepEqual(await importText(work.stats, first), { games: 2, days: 1, known: 0 });
    assert.deepEqual(await importText(work.stats, exported(home.stats)), { games: 1, days: 1, known: 2 });
    assert.deepEqual([work.stats.get('streets').played, work.stats.get('streets').won], [3, 2]);
  });

  it('counts the games a record holds only as counts (earlier games) among those it knew', async () => {
    const work = machine();
    const earlier = { streets: { played: 3, won: 1, bestTimeMs: 1000, fewestMoves: 9, bestStreak: 1, streak: 0, until: T(0) } };
    assert.deepEqual(await importShares(work.stats.record, [share('home', 1, 1, { earlier })]), { games: 4, days: 0, known: 0 });
    assert.deepEqual(await importShares(work.stats.record, [share('home', 2, 1, { earlier })]), { games: 0, days: 0, known: 4 });
    assert.equal(work.stats.get('streets').played, 4);
  });

  it('writes nothing when the file holds nothing newer than what is here', async () => {
    const work = machine();
    await importShares(work.stats.record, [share('home', 3)]);
    const writes = work.global.writes.length;
    assert.deepEqual(await importShares(work.stats.record, [share('home', 3)]), { games: 0, days: 0, known: 1 });
    assert.deepEqual(await importShares(work.stats.record, [share('home', 2)]), { games: 0, days: 0, known: 1 });
    assert.equal(work.global.writes.length, writes);
  });
});

describe('Import Statistics… keeps the records it imported', () => {
  it("keeps each machine's record when another machine's is imported after it", async () => {
    const work = machine();
    await importShares(work.stats.record, [share('home', 1, 2)]);
    await importShares(work.stats.record, [share('office', 1, 3)]);
    assert.equal(work.stats.get('streets').played, 5);
  });

  it(`keeps one copy of a machine's record however often newer ones are imported, and refuses more than ${IMPORTED_KEPT} machines`, async () => {
    const work = machine();
    for (let revision = 1; revision <= IMPORTED_KEPT + 1; revision++) await importShares(work.stats.record, [share('home', revision)]);
    assert.equal(work.stats.get('streets').played, 1);
    const others = Array.from({ length: IMPORTED_KEPT - 1 }, (_, i) => share(`m${i}`, 1));
    await importShares(work.stats.record, others);
    assert.equal(work.stats.get('streets').played, IMPORTED_KEPT);
    await assert.rejects(importShares(work.stats.record, [share('one-more', 1)]), {
      message: `it would keep ${IMPORTED_KEPT + 1} imported records; a window keeps ${IMPORTED_KEPT}`,
    });
    assert.equal(work.stats.get('streets').played, IMPORTED_KEPT, 'nothing of the refused file counts');
  });

  it(`a file of ${IMPORTED_KEPT} machines imported again, newer, replaces each one and stays within the bound`, async () => {
    const work = machine();
    const file = (revision: number) => Array.from({ length: IMPORTED_KEPT }, (_, i) => share(`m${i}`, revision));
    await importShares(work.stats.record, file(1));
    assert.deepEqual(await importShares(work.stats.record, file(2)), { games: 0, days: 0, known: IMPORTED_KEPT });
    assert.equal(work.stats.get('streets').played, IMPORTED_KEPT);
  });

  it("never takes this window's own record from a file, even one that claims to be newer", async () => {
    const home = machine();
    await finish(home.stats, 'mine', { result: 'won', at: T(1) });
    const id = await home.stats.record.writerId();
    assert.deepEqual(await importShares(home.stats.record, [share(id, 1000, 3)]), { games: 0, days: 0, known: 3 });
    assert.equal(home.stats.get('streets').played, 1);
  });
});
