// The ten ways data from another machine, window or clock could stop the extension or hide games
// (issue 33), each at the storage layer with the real record: every one failed before the fix.

import assert from 'node:assert/strict';
import { combine } from '../../../src/records/combine';
import { parseImport } from '../../../src/records/import-file';
import { exportJson } from '../../../src/records/export-file';
import { importShares } from '../../../src/records/import-merge';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { STATS_KEY, Statistics } from '../../../src/records/statistics';
import { HISTORY_KEY } from '../../../src/records/legacy';
import { Share, ShareDoc, GAMES_KEPT } from '../../../src/records/share';
import { GAME_KEY, SET_ASIDE_KEY, parseSaved } from '../../../src/game/saved-game';
import { legalMoves } from '../../../src/engine/index';
import { InMemoryMemento, makeController } from '../fakes';
import { finish, openWindow } from './record-helpers';

const someMove = (game: Parameters<typeof legalMoves>[0]): string =>
  legalMoves(game).find((m) => m.startsWith('t') && !m.endsWith('>f')) ?? 's>w';
const NOW = Date.UTC(2026, 11, 2, 12);
const at = (i: number) => NOW - 1_000_000 + i * 1000;
const shareKey = (global: InMemoryMemento) => global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!;
const windowAt = (global: InMemoryMemento, now: () => number, told: string[] = []) => {
  let n = 0;
  return new Statistics(global, new InMemoryMemento(), {
    now,
    tell: (t) => void told.push(t),
    newId: () => `w${++n}-${Math.random().toString(36).slice(2, 8)}`,
  });
};

describe('the record, hardened: nothing read can stop it or hide a game (issue 33)', () => {
  it('1. an impossible date in a synced share leaves out that entry; the rest counts and nothing throws', async () => {
    for (const day of ['2026-13-01', '2026-12-00', '2026-01-32']) {
      const global = new InMemoryMemento();
      const told: string[] = [];
      const a = windowAt(global, () => NOW, told);
      for (let i = 0; i < 3; i++) await finish(a, `g${i}`, { result: 'won', at: at(i) });
      const key = shareKey(global);
      const doc = global.get<ShareDoc>(key)!;
      await global.update(key, {
        ...doc,
        daily: [{ day, variant: 'streets', dealNumber: 7, result: 'won', timeMs: 1, moves: 1, at: at(1) }],
      });
      const b = windowAt(global, () => NOW, told);
      assert.doesNotThrow(() => b.rows());
      assert.equal(b.get('streets').played, 3);
      assert.match(told.join('\n'), /1 entry .*daily result 1: its day is not a date/);
      await finish(b, 'g9', { result: 'won', at: at(9) }); // a move while it is there is saved
      assert.equal(b.get('streets').played, 4);
    }
  });

  it('2. a player who upgraded imports their own export (the results already counted go with it)', async () => {
    const global = new InMemoryMemento();
    await global.update(STATS_KEY, {
      version: 1,
      games: { streets: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 10, fewestMoves: 5 } },
      recorded: ['game-7:played', 'game-6:won'],
    });
    const a = openWindow(global);
    const text = exportJson(a.record.combined(), NOW);
    const file = parseImport(text);
    const fresh = openWindow(new InMemoryMemento());
    await importShares(fresh.record, file);
    assert.equal(fresh.get('streets').played, 2);
  });

  it('3. a Reset from a machine whose clock is ahead never erases the games played here, and its exports import', async () => {
    const global = new InMemoryMemento();
    let clock = NOW;
    const told: string[] = [];
    const a = windowAt(global, () => clock, told);
    for (let i = 0; i < 5; i++) await finish(a, `a${i}`, { result: 'won', at: at(i) });
    const b = windowAt(global, () => Date.UTC(2099, 5, 1), told);
    await b.reset(Date.UTC(2099, 5, 1));
    await finish(b, 'b1', { result: 'won', at: Date.UTC(2099, 5, 1, 1) });
    const again = windowAt(global, () => clock, told);
    assert.equal(again.get('streets').played, 6);
    assert.match(told.join('\n'), /clock is more than a day ahead was not applied/);
    await again.reset(clock);
    clock += 1000;
    await finish(again, 'a9', { result: 'won', at: clock });
    assert.ok(again.get('streets').played >= 1, 'a game finished after the reset counts');
    const file = parseImport(exportJson(again.record.combined(), clock));
    assert.ok(file.length >= 2);
  });

  it('4. a copy at a huge revision never shadows the live share, nor stops its owner writing; Import never says a negative count', async () => {
    const global = new InMemoryMemento();
    const a = windowAt(global, () => NOW);
    for (let i = 0; i < 3; i++) await finish(a, `g${i}`, { result: 'won', at: at(i) });
    const live = global.get<ShareDoc>(shareKey(global))!;
    const copy: Share = { ...live, revision: 2 ** 53 - 1, games: [] };
    const result = await importShares(windowAt(global, () => NOW).record, [copy]);
    assert.ok(result.games >= 0);
    assert.equal(windowAt(global, () => NOW).get('streets').played, 3);
    await finish(a, 'g3', { result: 'won', at: at(3) });
    assert.equal(windowAt(global, () => NOW).get('streets').played, 4);
    assert.ok(global.get<ShareDoc>(shareKey(global))!.revision <= Number.MAX_SAFE_INTEGER);
  });

  it('5. two windows on one folder never share a writer id: both games count', async () => {
    const global = new InMemoryMemento();
    const workspace = new InMemoryMemento();
    const a = new Statistics(global, workspace, { now: () => NOW });
    const b = new Statistics(global, workspace, { now: () => NOW });
    await finish(a, 'x', { result: 'won', at: at(1) });
    await finish(b, 'y', { result: 'won', at: at(2) });
    assert.equal(new Statistics(global, new InMemoryMemento(), { now: () => NOW }).get('streets').won, 2);
  });

  it("5. a window never silently overwrites another window's game on the same folder: it is kept aside", async () => {
    const workspace = new InMemoryMemento();
    const global = new InMemoryMemento();
    const a = await makeController({ workspace, global, deal: 5 });
    const b = await makeController({ workspace, global, deal: 6 });
    await a.controller.move(someMove(a.controller.current.game));
    const aGame = workspace.get(GAME_KEY);
    await b.controller.move(someMove(b.controller.current.game));
    const aside = workspace.get<{ data: unknown }[]>(SET_ASIDE_KEY) ?? [];
    assert.ok(
      aside.some((e) => JSON.stringify(e.data) === JSON.stringify(aGame)),
      "A's game is kept aside, not lost",
    );
    assert.match(b.warnings.join('\n'), /another window on this folder saved its game here/);
  });

  it('6. a damaged saved game (a clock of 4e12 ms, a daily game dated 30 February) costs nothing of the share', async () => {
    const global = new InMemoryMemento();
    const workspace = new InMemoryMemento();
    const stats = new Statistics(global, workspace, { now: () => NOW });
    for (let i = 0; i < 30; i++) await finish(stats, `g${i}`, { result: 'won', at: at(i) });
    await workspace.update('fortyThieves.dailyGame', { day: '2026-02-30', variant: 'streets', dealNumber: 7 });
    await finish(stats, 'long', { result: 'won', at: at(40), timeMs: 4e12 });
    assert.equal(new Statistics(global, new InMemoryMemento(), { now: () => NOW }).get('streets').played, 31);
  });

  it('7. a share of a newer format is left untouched and a new one written beside it', async () => {
    const global = new InMemoryMemento();
    let id = 0;
    const stats = new Statistics(global, new InMemoryMemento(), { now: () => NOW, newId: () => `writer-${++id}` });
    const newer = { version: 2, id: 'writer-1', games: Array.from({ length: 30 }, (_, i) => ({ i })) };
    await global.update(`${RECORD_KEY_PREFIX}writer-1`, newer);
    await finish(stats, 'g', { result: 'won', at: at(1) });
    assert.deepEqual(global.get(`${RECORD_KEY_PREFIX}writer-1`), newer);
    assert.equal(stats.get('streets').played, 1);
  });

  it('8. a New Game taken back (its save failed) counts the old game as nothing; winning it later counts (Solve too)', async () => {
    const h = await makeController();
    await h.controller.move(someMove(h.controller.current.game));
    h.workspace.failNext = 1;
    h.workspace.failKey = GAME_KEY;
    await assert.rejects(h.controller.newGame('streets', { number: 9 }, undefined, true), /taken back/);
    const results = [...h.controller.statistics.record.combined().games.values()].map((g) => g.result);
    assert.deepEqual(results, ['played'], 'the old game is still only played');
    h.workspace.failNext = 1;
    await assert.rejects(h.controller.playLine(['s>w']), /taken back/);
    assert.deepEqual(
      [...h.controller.statistics.record.combined().games.values()].map((g) => g.result),
      ['played'],
    );
    await h.controller.newGame('streets', { number: 9 }, undefined, true);
    assert.deepEqual([...h.controller.statistics.record.combined().games.values()].map((g) => g.result).sort(), ['lost']);
  });

  it('9. shares at their bounds and old lists of 200,000 entries read without overflowing the stack', async function () {
    this.timeout(30_000); // the in-memory store copies every value it is asked for: the bench measures the record itself
    const global = new InMemoryMemento();
    const games = Array.from({ length: GAMES_KEPT }, (_, i) => ({
      id: `g${i}`,
      variant: 'streets',
      dealNumber: 7,
      result: 'won',
      at: at(i),
      timeMs: 1000 + i,
      moves: 90,
    }));
    const share = (n: number): Share => ({
      version: 1,
      id: `s${n}`,
      revision: 1,
      resetAt: 0,
      games: games.map((g) => ({ ...g, id: `${n}-${g.id}` })) as Share['games'],
      earlier: {},
      daily: [],
    });
    for (let k = 0; k < 5; k++)
      await global.update(`${RECORD_KEY_PREFIX}k${k}`, {
        ...share(k * 100),
        id: `k${k}`,
        imported: Array.from({ length: 50 }, (_, j) => share(k * 100 + j + 1)),
      });
    await global.update(HISTORY_KEY, {
      version: 1,
      games: Array.from({ length: 200_000 }, (_, i) => ({
        id: `h${i}`,
        variant: 'streets',
        dealNumber: 7,
        result: 'won',
        endedAt: at(i),
        timeMs: 1,
        moves: 1,
      })),
    });
    const stats = windowAt(global, () => NOW);
    const start = performance.now();
    assert.equal(stats.get('streets').won, 5 * 51 * GAMES_KEPT);
    await finish(stats, 'new', { result: 'won', at: at(1) });
    console.log(`      (${Math.round(performance.now() - start)} ms with the in-memory store's copies)`);
  });

  it('10. a saved step holding a 300,000-character move is quoted cut, in the notice and the reason kept aside', () => {
    const loaded = parseSaved({
      version: 3,
      id: 'x',
      variant: 'streets',
      deal: { number: 1 },
      steps: [['x'.repeat(300_000)]],
      redo: [],
      elapsedMs: 0,
      counted: false,
      resultCounted: false,
    });
    assert.equal(loaded.kind, 'unusable');
    assert.ok(loaded.kind === 'unusable' && loaded.reason.length < 200, 'the reason is cut');
  });

  it('a game that reaches the record in two shares (two writers, or a file and a share) counts once', () => {
    const g = { id: 'same', variant: 'streets' as const, dealNumber: 7, result: 'won' as const, at: at(1), timeMs: 10, moves: 5 };
    const s = (id: string, games: Share['games']): Share => ({ version: 1, id, revision: 1, resetAt: 0, games, earlier: {}, daily: [] });
    const both = combine([s('a', [g]), s('b', [g]), s('file-x', [{ ...g, at: at(2) }])]);
    assert.equal(both.table.streets?.played, 1);
    assert.equal(both.history.length, 1);
  });
});
