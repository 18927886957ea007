import assert from 'node:assert/strict';
import { newRecord, replay } from '../../../src/engine/index';
import { solve } from '../../../src/engine/solver/index';
import { DailyRecord, summarize } from '../../../src/records/daily-record';
import { GameHistory, HISTORY_KEPT } from '../../../src/records/history';
import { DAILY_GAME_KEY, PlayRecords } from '../../../src/records/play-records';
import { watchResults, FinishedGame } from '../../../src/records/finished-games';
import type { DailyEntry, HistoryEntry } from '../../../src/protocol';
import { InMemoryMemento, makeController } from '../fakes';

const entry = (id: string, endedAt: number, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  variant: 'streets',
  dealNumber: 7,
  endedAt,
  result: 'won',
  timeMs: 60_000,
  moves: 90,
  ...extra,
});
const day = (d: string, result: DailyEntry['result'] = 'won', variant: DailyEntry['variant'] = 'streets'): DailyEntry => ({
  day: d,
  variant,
  dealNumber: 33,
  result,
  timeMs: 1000,
  moves: 10,
});

describe('game history', () => {
  it('keeps each game once (by id), oldest first, and shows the newest first', async () => {
    const history = new GameHistory(new InMemoryMemento());
    assert.equal(await history.add([entry('a', 2), entry('b', 1)]), 2);
    assert.equal(await history.add([entry('a', 2), entry('c', 3)]), 1);
    assert.deepEqual(
      history.all().map((e) => e.id),
      ['b', 'a', 'c'],
    );
    assert.deepEqual(
      history.recent(2).map((e) => e.id),
      ['c', 'a'],
    );
  });

  it(`keeps the last ${HISTORY_KEPT} games`, async () => {
    const history = new GameHistory(new InMemoryMemento());
    await history.add(Array.from({ length: HISTORY_KEPT + 5 }, (_, i) => entry(`g${i}`, i)));
    assert.equal(history.all().length, HISTORY_KEPT);
    assert.equal(history.all()[0].id, 'g5');
  });

  it('skips a damaged entry without losing the others, and keeps the damaged list aside before writing', async () => {
    const store = new InMemoryMemento();
    const damaged = {
      version: 1,
      games: [entry('ok', 1), { ...entry('bad', 2), result: 'maybe' }, { ...entry('bad2', 3), dealNumber: 0 }, 'junk'],
    };
    await store.update('fortyThieves.history', damaged);
    const history = new GameHistory(store);
    assert.deepEqual(
      history.all().map((e) => e.id),
      ['ok'],
    );
    await history.add([entry('new', 4)]);
    assert.deepEqual(
      history.all().map((e) => e.id),
      ['ok', 'new'],
    );
    assert.deepEqual(
      store.get<{ data: unknown }[]>('fortyThieves.history.setAside')?.map((k) => k.data),
      [damaged],
    );
  });

  it('never writes over a history from a newer version without keeping it aside', async () => {
    const store = new InMemoryMemento();
    const newer = { version: 2, games: [{ something: 'else' }] };
    await store.update('fortyThieves.history', newer);
    const history = new GameHistory(store);
    assert.deepEqual(history.all(), []);
    await history.add([entry('a', 1)]);
    assert.deepEqual(
      store.get<{ data: unknown }[]>('fortyThieves.history.setAside')?.map((k) => k.data),
      [newer],
    );
  });
});

describe('daily record', () => {
  it('counts only the first result of a day and game', async () => {
    const daily = new DailyRecord(new InMemoryMemento());
    assert.equal(await daily.record(day('2026-11-30', 'lost')), true);
    assert.equal(await daily.record(day('2026-11-30', 'won')), false, 'a replay the same day is practice');
    assert.equal(await daily.record(day('2026-11-30', 'won', 'maria')), true, 'another game the same day counts');
    assert.equal(daily.get('2026-11-30', 'streets')?.result, 'lost');
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

describe('finished games (history and daily record from the controller)', () => {
  async function setup() {
    const h = await makeController({ settings: { confirmNewGame: false, autoMoveToFoundations: 'off' } });
    let id = 0;
    const records = new PlayRecords(h.global, h.workspace, () => `game-${++id}`);
    const seen: FinishedGame[] = [];
    watchResults(
      h.controller,
      () => h.clock.now,
      (game) => {
        seen.push(game);
        void records.finished(game);
      },
    );
    return { ...h, records, seen };
  }

  it('records a game abandoned after a move as lost, and one never played not at all', async () => {
    const { controller, records, seen, clock } = await setup();
    await controller.newGame('streets', { number: 12 });
    await controller.newGame('maria', { number: 5 });
    assert.equal(seen.length, 0, 'an unplayed deal is not a game');
    await controller.move(controller.snapshot().legalMoves[0]);
    clock.now += 30_000;
    await controller.newGame('lucas', { number: 9 });
    const [lost] = records.history.all();
    assert.deepEqual(
      { ...lost, id: undefined },
      { id: undefined, variant: 'maria', dealNumber: 5, endedAt: clock.now, result: 'lost', timeMs: lost.timeMs, moves: 1 },
    );
  });

  it('records a win once, with its time and moves, however often it is undone and won again', async () => {
    const { controller, records } = await setup();
    await controller.newGame('lucas', { number: 1 });
    const line = solveLine('lucas', 1);
    for (const move of line) await controller.move(move);
    assert.equal(controller.current.status, 'won');
    await controller.undo();
    await controller.redo();
    const won = records.history.all();
    assert.equal(won.length, 1);
    assert.equal(won[0].result, 'won');
    assert.equal(won[0].moves, controller.current.moveCount);
  });

  it('records a game finished by Solve as solved', async () => {
    const { controller, records } = await setup();
    await controller.newGame('lucas', { number: 1 });
    await controller.move(controller.snapshot().legalMoves[0]);
    const rest = solve(controller.current.game);
    await controller.playLine(rest.moves);
    assert.deepEqual(
      records.history.all().map((e) => e.result),
      ['solved'],
    );
  });

  it('counts the first result of today’s deal in the daily record, not a replay', async () => {
    const { controller, records, workspace } = await setup();
    await controller.newGame('streets', { number: 33 });
    await records.dealt('streets', 33, '2026-11-30');
    await controller.move(controller.snapshot().legalMoves[0]);
    await controller.newGame('streets', { number: 33 }); // replay: the first game is lost
    await records.dealt('streets', 33, '2026-11-30');
    await controller.move(controller.snapshot().legalMoves[0]);
    await controller.newGame('maria', { number: 2 });
    await records.dealt('maria', 2);
    assert.equal(workspace.get(DAILY_GAME_KEY), undefined, 'another game is not the daily deal');
    assert.deepEqual(
      records.daily.all().map((e) => `${e.day} ${e.variant} ${e.dealNumber} ${e.result}`),
      ['2026-11-30 streets 33 lost'],
    );
    assert.deepEqual(
      records.history.all().map((e) => e.daily),
      ['2026-11-30', '2026-11-30'],
    );
  });
});

/** A winning line for a deal (Lucas deal 1 is proven winnable in milliseconds). */
function solveLine(variant: 'lucas', deal: number): string[] {
  const answer = solve(replay(newRecord(variant, { number: deal })));
  assert.equal(answer.result, 'won');
  return answer.moves;
}
