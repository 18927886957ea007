import assert from 'node:assert/strict';
import { exportCsv, exportJson } from '../../../src/records/export-file';
import { MAX_IMPORT_CHARS, parseImport } from '../../../src/records/import-file';
import { importShares } from '../../../src/records/import-merge';
import { formatDuration } from '../../../src/engine/duration';
import { IMPORTED_KEPT, RECORD_KEY_PREFIX } from '../../../src/records/store';
import { STATS_KEY } from '../../../src/records/legacy';
import type { Statistics } from '../../../src/records/statistics';
import type { HistoryEntry } from '../../../src/protocol';
import { InMemoryMemento } from '../fakes';
import { finish, openWindow, table } from './record-helpers';

const NOW = Date.UTC(2026, 11, 1, 12);
const T = (minutes: number) => Date.UTC(2026, 10, 30, 9) + minutes * 60_000;

/** A window on a machine of its own. */
const machine = () => {
  const global = new InMemoryMemento();
  return { global, stats: openWindow(global) };
};

const exported = (stats: Statistics) => exportJson(stats.record.combined(), NOW);
const importText = (stats: Statistics, text: string) => importShares(stats.record, parseImport(text));

/** A file of export format 1, as versions before shares wrote it. */
function version1(games: number): string {
  const history: HistoryEntry[] = Array.from({ length: games }, (_, i) => ({
    id: `old-${i}`,
    variant: 'streets',
    dealNumber: 5,
    endedAt: T(i),
    result: i % 2 ? 'won' : 'lost',
    timeMs: 60_000,
    moves: 80,
  }));
  return JSON.stringify({
    format: 'forty-thieves-statistics',
    version: 1,
    exportedAt: new Date(NOW).toISOString(),
    statistics: {},
    history,
    daily: [],
  });
}

describe('Export Statistics… and Import Statistics…', () => {
  it('a fresh machine shows the same table row for row, a game in progress included, and importing again counts nothing', async () => {
    const home = machine();
    await finish(home.stats, 'w1', { result: 'won', at: T(1), timeMs: 95_000 });
    await finish(home.stats, 'l1', { result: 'lost', at: T(2) });
    await finish(home.stats, 'm1', { result: 'played', at: T(3), variant: 'maria', moves: 1 }); // Maria, one move, in play
    const file = exported(home.stats);
    const fresh = machine();
    assert.deepEqual(await importText(fresh.stats, file), { games: 3, days: 0, known: 0 });
    assert.deepEqual(table(fresh.stats), table(home.stats));
    assert.deepEqual([fresh.stats.get('maria').played, fresh.stats.get('maria').won], [1, 0]);
    assert.deepEqual(await importText(fresh.stats, file), { games: 0, days: 0, known: 3 });
    assert.deepEqual(table(fresh.stats), table(home.stats));
    // and back home: its own record is never taken from a file
    assert.deepEqual(await importText(home.stats, file), { games: 0, days: 0, known: 3 });
    assert.equal(home.stats.get('streets').played, 2);
  });

  it('counts a game once when it reaches a machine both by sync and by import, and a newer export replaces an older one', async () => {
    const home = machine();
    await finish(home.stats, 'a', { result: 'won', at: T(1) });
    const older = exported(home.stats);
    await finish(home.stats, 'b', { result: 'won', at: T(2) });
    const newer = exported(home.stats);
    const work = machine();
    await importText(work.stats, newer);
    await importText(work.stats, older);
    assert.equal(work.stats.get('streets').played, 2);
    // the home window's own key arrives by sync too
    const key = home.global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!;
    await work.global.update(key, home.global.get(key));
    assert.equal(work.stats.get('streets').played, 2);
  });

  it('imports a file of format 1 once, however often and whatever its size', async () => {
    const m = machine();
    const file = version1(1000);
    for (let i = 0; i < 3; i++) await importText(m.stats, file);
    assert.deepEqual([m.stats.get('streets').played, m.stats.get('streets').won], [1000, 500]);
  });

  it('writes once: with storage failing nothing changes, and trying again counts each game once', async () => {
    const m = machine();
    await finish(m.stats, 'mine', { result: 'won', at: T(1) });
    const writes = m.global.writes.length;
    m.global.failNext = 1;
    await assert.rejects(importText(m.stats, version1(300)), /ENOSPC/);
    assert.equal(m.stats.get('streets').played, 1);
    assert.equal(m.global.writes.length, writes);
    await importText(m.stats, version1(300));
    assert.equal(m.stats.get('streets').played, 301);
    assert.equal(m.global.writes.length, writes + 1, 'one write for the whole file');
  });

  it('takes moments as written, a clock ahead or behind (every export imports), and refuses one that is no moment', () => {
    const future = version1(3).replace(String(T(1)), String(9e15));
    assert.throws(() => parseImport(future), /^Error: the 2nd game of its history is damaged/);
    const ahead = version1(1).replace(String(T(0)), String(Date.UTC(2099, 5, 1)));
    assert.equal(parseImport(ahead)[0].games[0].at, Date.UTC(2099, 5, 1));
    const early = version1(1).replace(String(T(0)), String(Date.UTC(2020, 0, 1)));
    assert.equal(parseImport(early)[0].games[0].at, Date.UTC(2020, 0, 1));
  });

  it('refuses what it cannot read in plain words, quoting nothing of the file', () => {
    const cut = '{"format":"forty-thieves-statistics","version":1,"history":[{"id":"a","dealNumb';
    assert.throws(
      () => parseImport(cut),
      (e: Error) =>
        e.message === 'it is not JSON: there is a mistake on line 1' ||
        e.message === 'it is not JSON: the text breaks off or is not JSON at all',
    );
    assert.throws(
      () => parseImport('{"format":null}'),
      /^Error: it is not a Forty Thieves statistics export \(it does not say format "forty-thieves-statistics"\)$/,
    );
    assert.throws(() => parseImport('{"format":"forty-thieves-statistics","version":9}'), /newer version of Forty Thieves \(format 9\)/);
    const bad = JSON.parse(version1(2));
    bad.history[1].result = '[Play](command:workbench.action.quit)';
    assert.throws(
      () => parseImport(JSON.stringify(bad)),
      /^Error: the 2nd game of its history is damaged \(a field is missing or not what it should be\)$/,
    );
  });

  it('refuses files beyond its bounds before reading them whole', async () => {
    assert.throws(() => parseImport(' '.repeat(MAX_IMPORT_CHARS + 1)), /more than a statistics export \(at most 10 MB\)/);
    assert.throws(() => parseImport(version1(2001)), /it holds 2001 games, more than 2000/);
    const many = { format: 'forty-thieves-statistics', version: 2, records: Array.from({ length: IMPORTED_KEPT + 1 }, () => ({})) };
    assert.throws(() => parseImport(JSON.stringify(many)), new RegExp(`it holds ${IMPORTED_KEPT + 1} records, more than ${IMPORTED_KEPT}`));
    const home = machine();
    await finish(home.stats, 'a', { result: 'won', at: T(1) });
    const file = JSON.parse(exported(home.stats));
    file.records[0].games = Array.from({ length: 600 }, () => file.records[0].games[0]);
    assert.throws(() => parseImport(JSON.stringify(file)), /its 1st record is damaged: it has 600 games, more than the 520 a record keeps/);
  });

  it('counts the record before shares once when both machines had it through sync', async () => {
    const legacy = {
      version: 1,
      games: { streets: { played: 10, won: 4, currentStreak: 0, bestStreak: 2, bestTimeMs: 70_000, fewestMoves: 88 } },
    };
    const [home, work] = [machine(), machine()];
    for (const m of [home, work]) await m.global.update(STATS_KEY, legacy);
    await finish(home.stats, 'a', { result: 'won', at: T(1) });
    await importText(work.stats, exported(home.stats));
    assert.equal(work.stats.get('streets').played, 11);
    const fresh = machine();
    await importText(fresh.stats, exported(home.stats));
    assert.deepEqual(table(fresh.stats), table(home.stats));
  });

  it('writes the CSV times as the clock shows them (12.9 s is 12 s, as 0:12)', () => {
    const entry: HistoryEntry = {
      id: 'a',
      variant: 'rank-and-file',
      dealNumber: null,
      endedAt: T(0),
      result: 'won',
      timeMs: 12_900,
      moves: 97,
      daily: '2026-11-30',
    };
    assert.equal(formatDuration(entry.timeMs), '0:12');
    assert.equal(
      exportCsv([entry]),
      [
        'game,deal,ended (UTC),result,time (s),moves,daily deal of',
        'Rank and File,custom,2026-11-30 09:00:00,won,12,97,2026-11-30',
        '',
      ].join('\r\n'),
    );
  });
});

describe('Import of a format-1 file on the machine that wrote it', () => {
  it('does not count again the games its old table counts already', async () => {
    const m = machine();
    const old = JSON.parse(version1(4));
    await m.global.update(STATS_KEY, {
      version: 1,
      games: { streets: { played: 4, won: 2, currentStreak: 1, bestStreak: 1, bestTimeMs: 60_000, fewestMoves: 80 } },
    });
    await m.global.update('fortyThieves.history', { version: 1, games: old.history.slice(1) });
    await importText(m.stats, JSON.stringify(old));
    assert.equal(m.stats.get('streets').played, 5, 'only the game the old history no longer held');
  });
});
