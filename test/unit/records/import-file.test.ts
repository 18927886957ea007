// Import Statistics… reads a file from outside: each refusal names the record and the entry in
// plain words (so the player can find it), and every bound holds exactly where it says.

import assert from 'node:assert/strict';
import { FILE_PREFIX, FIRST_DAY, MAX_IMPORT_CHARS, MAX_V1_GAMES, fileName, parseImport } from '../../../src/records/import-file';
import { DAILY_KEPT, SHARE_VERSION } from '../../../src/records/share';
import { IMPORTED_KEPT } from '../../../src/records/store';

const NOW = Date.UTC(2026, 11, 1, 12);
const DAY_MS = 86_400_000;
const FIRST_MOMENT = Date.parse(`${FIRST_DAY}T00:00:00Z`);
const LATEST_MOMENT = NOW + DAY_MS; // a day of clock skew

const game = (at: number, more: object = {}) => ({
  id: `g-${at}`,
  variant: 'streets',
  dealNumber: 5,
  result: 'won',
  at,
  timeMs: 60_000,
  moves: 80,
  ...more,
});
const dailyResult = (day: string, at = 0) => ({ day, variant: 'streets', dealNumber: 5, result: 'won', timeMs: 60_000, moves: 80, at });
const shown = (endedAt: number) => ({ id: 'old', variant: 'streets', dealNumber: 5, endedAt, result: 'lost', timeMs: 1000, moves: 3 });

function record(more: object = {}) {
  return { version: SHARE_VERSION, id: 'home', revision: 3, resetAt: 0, games: [game(NOW)], earlier: {}, daily: [], ...more };
}
const version2 = (...records: object[]) => JSON.stringify({ format: 'forty-thieves-statistics', version: 2, records });
const historyEntry = (i: number, more: object = {}) => ({ ...shown(NOW - i), id: `old-${i}`, ...more });
const version1 = (history: object[], daily: object[] = []) =>
  JSON.stringify({ format: 'forty-thieves-statistics', version: 1, statistics: {}, history, daily });

const refuses = (text: string, message: string) => assert.throws(() => parseImport(text), { message });

describe('Import Statistics… names what it refuses', () => {
  it('counts the entries in words: 1st, 2nd, 3rd, 4th, 11th to 13th, 21st to 23rd, 101st, 111th to 113th', () => {
    const ordinals = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 11: '11th', 12: '12th', 13: '13th', 21: '21st', 22: '22nd', 23: '23rd' };
    const more = { 101: '101st', 111: '111th', 112: '112th', 113: '113th' };
    for (const [n, words] of Object.entries({ ...ordinals, ...more })) {
      const history = Array.from({ length: Number(n) }, (_, i) => historyEntry(i, i === Number(n) - 1 ? { result: 'draw' } : {}));
      refuses(version1(history), `the ${words} game of its history is damaged (a field is missing or not what it should be)`);
    }
  });

  it('takes every moment a clock could have written, early or ahead (every export imports), and refuses only what is not a moment', () => {
    const games = [game(FIRST_MOMENT - 1), game(LATEST_MOMENT + 1), game(Date.UTC(2099, 5, 1)), game(0)];
    assert.equal(parseImport(version2(record({ games, resetAt: Date.UTC(2099, 5, 1) })))[0].games.length, 4);
    refuses(version2(record({ games: [game(NOW), game(-1)] })), 'its 1st record is damaged: game 2: its time of play is not a moment');
  });

  it("refuses an impossible day in a game's daily deal or a daily result in plain words, never a bare RangeError", () => {
    for (const bad of ['2026-13-01', '2026-12-00', '2026-01-32', '2026-02-30']) {
      refuses(version2(record({ games: [game(NOW, { daily: bad })] })), 'its 1st record is damaged: game 1: its daily deal is not a day');
      refuses(version2(record({ daily: [dailyResult(bad)] })), 'its 1st record is damaged: daily result 1: its day is not a date');
    }
    assert.doesNotThrow(() => parseImport(version2(record({ daily: [dailyResult('2028-02-29'), dailyResult('2099-12-31')] }))));
  });

  it('says on which line a file stops being JSON, or that it breaks off', () => {
    refuses('{\n "format": "forty-thieves-statistics",\n "version": 2\n "records": []\n}', 'it is not JSON: there is a mistake on line 4');
    refuses('{"format": "forty-thieves-statistics", "version":', 'it is not JSON: the text breaks off or is not JSON at all');
  });

  it('refuses a file that is not an export of a version it knows, saying which', () => {
    refuses('[]', 'it is not a statistics export (no object at the top)');
    refuses('{"format":"forty-thieves-statistics","version":"2"}', 'it has no version number');
    refuses('{"format":"forty-thieves-statistics","version":0}', 'its format 0 is not one Forty Thieves wrote');
    refuses('{"format":"forty-thieves-statistics","version":2}', 'it has no list of records');
    refuses('{"format":"forty-thieves-statistics","version":1,"history":[]}', 'it has no list of games or no daily record');
    refuses(
      version2(record({ version: SHARE_VERSION + 1 })),
      'its 1st record is damaged: it was written by a newer version of Forty Thieves (record format 2)',
    );
  });

  it('reads files up to its bounds exactly: its size, its records, a format-1 history and daily record', () => {
    refuses(' '.repeat(MAX_IMPORT_CHARS + 1), 'it is 11 MB, more than a statistics export (at most 10 MB)');
    refuses(' '.repeat(MAX_IMPORT_CHARS), 'it is not JSON: the text breaks off or is not JSON at all');
    // as many records as a window keeps: read, each checked
    refuses(version2(...Array.from({ length: IMPORTED_KEPT }, () => ({}))), 'its 1st record is damaged: it has no version');
    const history = Array.from({ length: MAX_V1_GAMES }, (_, i) => historyEntry(i));
    assert.equal(parseImport(version1(history))[0].games.length, MAX_V1_GAMES);
    const daily = Array.from({ length: DAILY_KEPT }, () => dailyResult('2026-11-30'));
    assert.equal(parseImport(version1([], daily))[0].daily.length, DAILY_KEPT);
    refuses(version1([], [...daily, dailyResult('2026-11-30')]), `its daily record holds ${DAILY_KEPT + 1} days, more than ${DAILY_KEPT}`);
  });
});

describe('Import Statistics… of a format-1 file', () => {
  it('keeps each game with its daily deal, and names a game whose id a record cannot hold by its fingerprint', () => {
    const history = [historyEntry(1, { id: 'kept-id', daily: '2026-11-30' }), historyEntry(2, { id: ' x' }), historyEntry(3, { id: 'x ' })];
    const [read] = parseImport(version1(history));
    assert.equal(read.games[0].id, 'kept-id');
    assert.equal(read.games[0].daily, '2026-11-30');
    assert.equal('daily' in read.games[1], false);
    assert.match(read.games[1].id, /^v1-\w+$/);
    assert.match(read.games[2].id, /^v1-\w+$/);
    assert.notEqual(read.games[1].id, read.games[2].id);
  });

  it('keeps its daily record (with no moment: format 1 had none) and refuses a damaged or impossible day, naming it', () => {
    const [read] = parseImport(version1([], [dailyResult('2026-11-30', 5)]));
    assert.deepEqual(read.daily, [dailyResult('2026-11-30', 0)]);
    refuses(
      version1([], [dailyResult('2026-11-30'), dailyResult('30 Nov')]),
      'the 2nd day of its daily record is damaged: its day is not a date',
    );
    refuses(version1([], [dailyResult('2026-02-30')]), 'the 1st day of its daily record is damaged: its day is not a date');
  });

  it('becomes one record named by what it holds: the same file the same name, another file another', () => {
    const one = parseImport(version1([historyEntry(1)]))[0].id;
    assert.match(one, /^file-\w+$/);
    assert.equal(FILE_PREFIX, 'file-');
    assert.equal(parseImport(version1([historyEntry(1)]))[0].id, one);
    assert.notEqual(parseImport(version1([historyEntry(2)]))[0].id, one);
  });

  it("shows the file's name without its folders", () => {
    assert.equal(fileName('/home/player/stats.json'), 'stats.json');
  });
});
