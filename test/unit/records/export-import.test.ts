import assert from 'node:assert/strict';
import { DailyRecord } from '../../../src/records/daily-record';
import { exportCsv, exportJson, mergeImport, parseExport, statisticsTable } from '../../../src/records/export-import';
import { GameHistory } from '../../../src/records/history';
import { Statistics } from '../../../src/game/statistics';
import type { DailyEntry, HistoryEntry } from '../../../src/protocol';
import { InMemoryMemento } from '../fakes';

const game = (id: string, result: HistoryEntry['result'], extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  variant: 'streets',
  dealNumber: 42,
  endedAt: Date.UTC(2026, 10, 30, 9, 15, 0) + id.length,
  result,
  timeMs: 245_400,
  moves: 97,
  ...extra,
});
const day: DailyEntry = { day: '2026-11-30', variant: 'streets', dealNumber: 33, result: 'won', timeMs: 245_400, moves: 97 };

async function machine() {
  const store = new InMemoryMemento();
  return { store, history: new GameHistory(store), daily: new DailyRecord(store), statistics: new Statistics(store) };
}

describe('Export Statistics… and Import Statistics…', () => {
  it('writes everything as JSON and the games as CSV, one a row', () => {
    const history = [game('a', 'won', { daily: '2026-11-30' }), game('bb', 'lost', { variant: 'rank-and-file', dealNumber: null })];
    const json = JSON.parse(
      exportJson(
        { streets: { played: 2, won: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 245_400, fewestMoves: 97 } },
        history,
        [day],
        Date.UTC(2026, 10, 30),
      ),
    );
    assert.equal(json.format, 'forty-thieves-statistics');
    assert.equal(json.exportedAt, '2026-11-30T00:00:00.000Z');
    assert.deepEqual(json.history, history);
    assert.equal(
      exportCsv(history),
      [
        'game,deal,ended (UTC),result,time (s),moves,daily deal of',
        'Streets,42,2026-11-30 09:15:00,won,245,97,2026-11-30',
        'Rank and File,custom,2026-11-30 09:15:00,lost,245,97,',
        '',
      ].join('\r\n'),
    );
  });

  it('exports only the games played in the statistics table', async () => {
    const m = await machine();
    await m.statistics.recordPlayed('maria', 'g1');
    assert.deepEqual(Object.keys(statisticsTable((v) => m.statistics.get(v))), ['maria']);
  });

  it('merges a file back, counting each game once however often it is imported', async () => {
    const home = await machine();
    await home.history.add([game('a', 'won')]);
    await home.statistics.recordPlayed('streets', 'a');
    await home.statistics.recordWin('streets', 'a', 245_400, 97);
    const file = parseExport(
      exportJson(
        {},
        [game('a', 'won'), game('b', 'won', { timeMs: 100_000, moves: 80 }), game('c', 'solved'), game('d', 'lost', { variant: 'maria' })],
        [day],
        0,
      ),
    );
    assert.deepEqual(await mergeImport(file, home.history, home.daily, home.statistics), { games: 3, days: 1 });
    assert.deepEqual(await mergeImport(file, home.history, home.daily, home.statistics), { games: 0, days: 0 });
    const streets = home.statistics.get('streets');
    assert.deepEqual([streets.played, streets.won, streets.bestTimeMs, streets.fewestMoves], [3, 2, 100_000, 80]);
    assert.equal(home.statistics.get('maria').played, 1);
    assert.deepEqual(
      home.history
        .all()
        .map((e) => e.id)
        .sort(),
      ['a', 'b', 'c', 'd'],
    );
    assert.deepEqual(home.daily.all(), [day]);
  });

  it('refuses a damaged file with the reason, before changing anything', () => {
    const good = JSON.parse(exportJson({}, [game('a', 'won')], [day], 0));
    const cases: [string, RegExp][] = [
      ['{"format":', /it is not JSON/],
      ['[]', /not a statistics export/],
      [JSON.stringify({ ...good, format: 'klondike' }), /not a Forty Thieves statistics export \(format "klondike"\)/],
      [JSON.stringify({ ...good, version: 9 }), /newer version of Forty Thieves \(format 9\)/],
      [JSON.stringify({ ...good, history: [game('a', 'won'), { ...game('b', 'won'), moves: -1 }] }), /game 2 of its history is damaged/],
      [JSON.stringify({ ...good, daily: [{ ...day, day: '2026-02-30' }] }), /day 1 of its daily record is damaged/],
      [JSON.stringify({ ...good, history: undefined }), /no list of games/],
    ];
    for (const [text, reason] of cases) assert.throws(() => parseExport(text), reason, text.slice(0, 60));
  });
});
