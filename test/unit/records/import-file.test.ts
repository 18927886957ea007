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
const BEFORE = `before Forty Thieves for VS Code existed (${FIRST_DAY})`;

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
const folded = (until: number) => ({ played: 3, won: 1, bestTimeMs: 1000, fewestMoves: 9, bestStreak: 1, streak: 0, until });

function record(more: object = {}) {
  return { version: SHARE_VERSION, id: 'home', revision: 3, resetAt: 0, games: [game(NOW)], earlier: {}, daily: [], ...more };
}
const version2 = (...records: object[]) => JSON.stringify({ format: 'forty-thieves-statistics', version: 2, records });
const historyEntry = (i: number, more: object = {}) => ({ ...shown(NOW - i), id: `old-${i}`, ...more });
const version1 = (history: object[], daily: object[] = []) =>
  JSON.stringify({ format: 'forty-thieves-statistics', version: 1, statistics: {}, history, daily });

const refuses = (text: string, message: string) => assert.throws(() => parseImport(text, NOW), { message });

describe('Import Statistics… names what it refuses', () => {
  it('counts the entries in words: 1st, 2nd, 3rd, 4th, 11th to 13th, 21st to 23rd, 101st, 111th to 113th', () => {
    const ordinals = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 11: '11th', 12: '12th', 13: '13th', 21: '21st', 22: '22nd', 23: '23rd' };
    const more = { 101: '101st', 111: '111th', 112: '112th', 113: '113th' };
    for (const [n, words] of Object.entries({ ...ordinals, ...more })) {
      const history = Array.from({ length: Number(n) }, (_, i) => historyEntry(i, i === Number(n) - 1 ? { result: 'draw' } : {}));
      refuses(version1(history), `the ${words} game of its history is damaged (a field is missing or not what it should be)`);
    }
  });

  it('takes moments from the first day of the game to a day after now, and refuses one a millisecond outside', () => {
    assert.doesNotThrow(() => parseImport(version2(record({ games: [game(FIRST_MOMENT), game(LATEST_MOMENT)] })), NOW));
    refuses(version2(record({ games: [game(FIRST_MOMENT - 1)] })), `its 1st record, 1st game is dated 2026-11-28, ${BEFORE}`);
    refuses(
      version2(record({ games: [game(NOW), game(LATEST_MOMENT + 1)] })),
      'its 1st record, 2nd game is dated 2026-12-02, in the future',
    );
    refuses(
      version2(record(), record({ games: [game(NOW), game(NOW), game(0)] })),
      `its 2nd record, 3rd game is dated 1970-01-01, ${BEFORE}`,
    );
  });

  it("takes a game's daily deal and a daily result from the first day to tomorrow, and refuses a day outside", () => {
    const days = [dailyResult(FIRST_DAY), dailyResult('2026-12-02', NOW)];
    assert.doesNotThrow(() => parseImport(version2(record({ games: [game(NOW, { daily: FIRST_DAY })], daily: days })), NOW));
    assert.doesNotThrow(() => parseImport(version2(record({ games: [game(NOW, { daily: '2026-12-02' })] })), NOW));
    refuses(
      version2(record({ games: [game(NOW, { daily: '2026-11-28' })] })),
      `its 1st record, 1st game's daily deal is for 2026-11-28, ${BEFORE}`,
    );
    refuses(
      version2(record({ games: [game(NOW, { daily: '2026-12-03' })] })),
      "its 1st record, 1st game's daily deal is for 2026-12-03, in the future",
    );
    refuses(
      version2(record({ daily: [...days, dailyResult('2026-11-28')] })),
      `its 1st record, 3rd daily result is for 2026-11-28, ${BEFORE}`,
    );
    refuses(version2(record({ daily: [dailyResult('2026-12-03')] })), 'its 1st record, 1st daily result is for 2026-12-03, in the future');
    refuses(version2(record({ daily: [dailyResult(FIRST_DAY, 1000)] })), `its 1st record, 1st daily result is dated 1970-01-01, ${BEFORE}`);
  });

  it('takes 0 as "before records had times" only where it means that: the reset, earlier games, daily results', () => {
    const old = record({ resetAt: 0, earlier: { streets: folded(0) }, daily: [dailyResult(FIRST_DAY, 0)] });
    assert.equal(parseImport(version2(old), NOW).length, 1);
    refuses(version2(record({ resetAt: 1 })), `its 1st record's reset is dated 1970-01-01, ${BEFORE}`);
    refuses(version2(record({ earlier: { maria: folded(5) } })), `its 1st record, earlier games of maria is dated 1970-01-01, ${BEFORE}`);
    refuses(
      version2(record({ shown: [shown(NOW), shown(LATEST_MOMENT + 1)] })),
      'its 1st record, 2nd game shown is dated 2026-12-02, in the future',
    );
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
    assert.equal(parseImport(version1(history), NOW)[0].games.length, MAX_V1_GAMES);
    const daily = Array.from({ length: DAILY_KEPT }, () => dailyResult('2026-11-30'));
    assert.equal(parseImport(version1([], daily), NOW)[0].daily.length, DAILY_KEPT);
    refuses(version1([], [...daily, dailyResult('2026-11-30')]), `its daily record holds ${DAILY_KEPT + 1} days, more than ${DAILY_KEPT}`);
  });
});

describe('Import Statistics… of a format-1 file', () => {
  it('keeps each game with its daily deal, and names a game whose id a record cannot hold by its fingerprint', () => {
    const history = [historyEntry(1, { id: 'kept-id', daily: '2026-11-30' }), historyEntry(2, { id: ' x' }), historyEntry(3, { id: 'x ' })];
    const [read] = parseImport(version1(history), NOW);
    assert.equal(read.games[0].id, 'kept-id');
    assert.equal(read.games[0].daily, '2026-11-30');
    assert.equal('daily' in read.games[1], false);
    assert.match(read.games[1].id, /^v1-\w+$/);
    assert.match(read.games[2].id, /^v1-\w+$/);
    assert.notEqual(read.games[1].id, read.games[2].id);
  });

  it('keeps its daily record (with no moment: format 1 had none) and refuses a damaged or early day, naming it', () => {
    const [read] = parseImport(version1([], [dailyResult('2026-11-30', 5)]), NOW);
    assert.deepEqual(read.daily, [dailyResult('2026-11-30', 0)]);
    refuses(
      version1([], [dailyResult('2026-11-30'), dailyResult('30 Nov')]),
      'the 2nd day of its daily record is damaged: its day is not a date',
    );
    refuses(version1([], [dailyResult('2026-11-28')]), `the 1st day of its daily record is for 2026-11-28, ${BEFORE}`);
  });

  it('becomes one record named by what it holds: the same file the same name, another file another', () => {
    const one = parseImport(version1([historyEntry(1)]), NOW)[0].id;
    assert.match(one, /^file-\w+$/);
    assert.equal(FILE_PREFIX, 'file-');
    assert.equal(parseImport(version1([historyEntry(1)]), NOW)[0].id, one);
    assert.notEqual(parseImport(version1([historyEntry(2)]), NOW)[0].id, one);
  });

  it("shows the file's name without its folders", () => {
    assert.equal(fileName('/home/player/stats.json'), 'stats.json');
  });
});
