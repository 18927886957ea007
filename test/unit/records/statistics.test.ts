import assert from 'node:assert/strict';
import fc from 'fast-check';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { DAILY_KEY, HISTORY_KEY, LEGACY_KEYS, STATS_KEY, STATS_SET_ASIDE_KEY } from '../../../src/records/legacy';
import { DAILY_KEPT, GAMES_KEPT, bound, emptyShare } from '../../../src/records/share';
import type { RecordedGame, ShareDoc } from '../../../src/records/share';
import { Statistics } from '../../../src/records/statistics';
import { InMemoryMemento } from '../fakes';
import { Finish, SharedGlobal, SyncService, fakeSession, finish, openWindow, table } from './record-helpers';

const synced = (key: string) => key.startsWith(RECORD_KEY_PREFIX) || LEGACY_KEYS.includes(key);

describe('statistics from the record', () => {
  it('keeps the fastest win as the best time, whichever order a slower and a faster win come in', async () => {
    for (const times of [
      [90_000, 80_000],
      [80_000, 90_000],
    ]) {
      const stats = openWindow(new InMemoryMemento());
      await finish(stats, 'a', { result: 'won', at: 2_000_000, timeMs: times[0], moves: 120 });
      await finish(stats, 'b', { result: 'won', at: 3_000_000, timeMs: times[1], moves: 130 });
      assert.equal(stats.get('streets').bestTimeMs, 80_000, `wins in ${times.join(', ')} ms`);
      assert.equal(stats.get('streets').fewestMoves, 120, `wins in ${times.join(', ')} ms`);
    }
  });

  it('counts played, won and streaks in the order games ended, each game once', async () => {
    const stats = openWindow(new InMemoryMemento());
    await finish(stats, 'a', { result: 'won', at: 1 });
    await finish(stats, 'b', { result: 'won', at: 2 });
    await finish(stats, 'b', { result: 'won', at: 3 }); // the same game counted again after a crash
    await finish(stats, 'c', { result: 'lost', at: 4 });
    await finish(stats, 'd', { result: 'won', at: 5 });
    await finish(stats, 'e', { result: 'played', at: 6 }); // in play: played, no result yet
    assert.deepEqual(table(stats).streets, { played: 5, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_000, fewestMoves: 90 });
    assert.equal(stats.summary('streets', 'Streets'), 'Streets 3/5');
    await finish(stats, 'e', { result: 'solved', at: 7 });
    assert.deepEqual([stats.get('streets').played, stats.get('streets').currentStreak], [5, 0]);
  });

  it(`keeps at most ${GAMES_KEPT} finished games in detail per window and counts the older ones still`, async () => {
    const global = new InMemoryMemento();
    const stats = openWindow(global);
    const game = (i: number): RecordedGame => ({
      id: `g${i}`,
      variant: 'streets',
      dealNumber: 1,
      result: i % 3 === 2 ? 'lost' : 'won',
      at: 10 + i,
      timeMs: 1000 + i,
      moves: 90,
    });
    await stats.record.update((doc) => ({ ...doc, games: Array.from({ length: GAMES_KEPT + 28 }, (_, i) => game(i)) }));
    for (const i of [GAMES_KEPT + 28, GAMES_KEPT + 29])
      await finish(stats, `g${i}`, { result: game(i).result as 'won' | 'lost', at: 10 + i, timeMs: 1000 + i });
    const share = global.get<ShareDoc>(global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!)!;
    assert.equal(share.games.length, GAMES_KEPT);
    const s = stats.get('streets');
    assert.deepEqual([s.played, s.won, s.bestTimeMs, s.bestStreak], [GAMES_KEPT + 30, Math.ceil(((GAMES_KEPT + 30) * 2) / 3), 1000, 2]);
    assert.equal(stats.record.combined().history.length, 500);
  });

  it(`keeps the newest ${DAILY_KEPT} daily results of a window, like the games`, () => {
    const share = emptyShare('w');
    for (let i = 0; i < DAILY_KEPT + 10; i++) {
      const day = new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      share.daily.push({ day, variant: 'streets', dealNumber: 3, result: 'won', timeMs: 1, moves: 1, at: i });
    }
    const kept = bound(share).daily;
    assert.equal(kept.length, DAILY_KEPT);
    assert.equal(kept[0].at, 10, 'the oldest days go');
  });

  it('registers for Settings Sync the old record, this window’s share and every share that appears', async () => {
    const global = new InMemoryMemento();
    const stats = openWindow(global);
    await stats.repair();
    const own = stats.record.keysForSync().filter((k) => k.startsWith(RECORD_KEY_PREFIX));
    assert.equal(own.length, 1, 'its own, before it is first written');
    await global.update(`${RECORD_KEY_PREFIX}other-machine`, { version: 1 });
    assert.deepEqual(stats.record.keysForSync(), [...LEGACY_KEYS, `${RECORD_KEY_PREFIX}other-machine`, ...own]);
  });

  it('resets the table on every machine; only games ended later count, and the history stays', async () => {
    const [a, b] = [new InMemoryMemento(), new InMemoryMemento()];
    const [wa, wb] = [openWindow(a), openWindow(b)];
    const sync = new SyncService();
    await finish(wa, 'a1', { result: 'won', at: 100 });
    await finish(wb, 'b1', { result: 'won', at: 110 });
    await sync.sync(a, b, 'a', synced);
    await wa.reset(200);
    await finish(wb, 'b2', { result: 'lost', at: 300 });
    await sync.sync(a, b, 'b', synced);
    for (const w of [wa, wb]) {
      assert.deepEqual([w.get('streets').played, w.get('streets').won], [1, 0]);
      assert.equal(w.record.combined().history.length, 3);
    }
  });
});

describe('the record across machines and windows', () => {
  /** Runs a plan of games on two machines with syncs between, and checks both show every game. */
  async function twoMachines(plan: { machine: 0 | 1; finish?: Finish; sync?: 'a' | 'b' }[]): Promise<void> {
    const machines = [new InMemoryMemento(), new InMemoryMemento()];
    const windows = machines.map((m) => openWindow(m));
    const alone = openWindow(new InMemoryMemento()); // every game in one place: what both must show
    const sync = new SyncService();
    let n = 0;
    for (const step of plan) {
      if (step.finish) {
        const id = `game-${n++}`;
        await finish(windows[step.machine], id, step.finish);
        await finish(alone, id, step.finish);
      }
      if (step.sync) await sync.sync(machines[0], machines[1], step.sync, synced);
    }
    await sync.sync(machines[0], machines[1], 'a', synced);
    assert.deepEqual(table(windows[0]), table(alone));
    assert.deepEqual(table(windows[1]), table(alone));
    assert.deepEqual(windows[0].record.combined().history, windows[1].record.combined().history);
  }

  it('two machines playing between syncs both show every game, whichever machine wins a conflict', async () => {
    const game = fc.record({
      variant: fc.constantFrom('streets' as const, 'maria' as const),
      result: fc.constantFrom('won' as const, 'lost' as const, 'solved' as const, 'played' as const),
      at: fc.integer({ min: 1, max: 1_000_000 }),
      timeMs: fc.integer({ min: 1, max: 1_000_000 }),
      moves: fc.integer({ min: 1, max: 500 }),
    });
    const step = fc.record({
      machine: fc.constantFrom(0 as const, 1 as const),
      finish: fc.option(game, { nil: undefined }),
      sync: fc.option(fc.constantFrom('a' as const, 'b' as const), { nil: undefined }),
    });
    await fc.assert(fc.asyncProperty(fc.array(step, { maxLength: 30 }), twoMachines), { numRuns: 60 });
  });

  it('two windows on one machine, each seeing the other late, lose and double no game in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ window: fc.integer({ min: 0, max: 2 }), won: fc.boolean(), propagate: fc.boolean() }), { maxLength: 25 }),
        async (plan) => {
          const shared = new SharedGlobal();
          const windows = [0, 1, 2].map(() => openWindow(shared.view()));
          let won = 0;
          for (const [i, step] of plan.entries()) {
            await finish(windows[step.window], `g${i}`, { result: step.won ? 'won' : 'lost', at: 10 + i });
            won += step.won ? 1 : 0;
            if (step.propagate) shared.propagate();
          }
          shared.propagate();
          for (const w of windows) assert.deepEqual([w.get('streets').played, w.get('streets').won], [plan.length, won]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('migrating the record of versions before shares', () => {
  const legacy = {
    [STATS_KEY]: {
      version: 1,
      games: { streets: { played: 10, won: 4, currentStreak: 2, bestStreak: 3, bestTimeMs: 70_000, fewestMoves: 88 } },
      recorded: ['x:played'],
    },
    [HISTORY_KEY]: {
      version: 1,
      games: [{ id: 'h1', variant: 'streets', dealNumber: 5, endedAt: 50, result: 'won', timeMs: 70_000, moves: 88 }],
    },
    [DAILY_KEY]: { version: 1, days: [{ day: '2026-11-30', variant: 'streets', dealNumber: 33, result: 'won', timeMs: 1000, moves: 10 }] },
  };
  const withLegacy = async () => {
    const global = new InMemoryMemento();
    for (const [key, value] of Object.entries(legacy)) await global.update(key, value);
    return global;
  };

  it('keeps the old table, history and daily record, and counts new games on top, once', async () => {
    const global = await withLegacy();
    const stats = openWindow(global);
    await finish(stats, 'n1', { result: 'won', at: 100, timeMs: 60_000 });
    await finish(stats, 'n2', { result: 'won', at: 200 });
    assert.deepEqual(table(stats).streets, { played: 12, won: 6, currentStreak: 4, bestStreak: 4, bestTimeMs: 60_000, fewestMoves: 88 });
    assert.deepEqual(
      stats.record.combined().history.map((e) => e.id),
      ['h1', 'n1', 'n2'],
    );
    assert.equal(stats.record.combined().daily.length, 1);
    for (const [key, value] of Object.entries(legacy)) assert.deepEqual(global.get(key), value, `${key} is left as it was`);
    const second = openWindow(global); // another window of the same machine reads the same base once
    assert.equal(second.get('streets').played, 12);
  });

  it('counts a game in play at the upgrade as played once: the old table has it, only its result is new', async () => {
    const global = await withLegacy(); // its table counts game "x" as played (recorded "x:played")
    const stats = openWindow(global);
    const session = fakeSession({ result: 'won', at: 100 });
    session.counted = true; // as the saved game says: counted before the upgrade
    await stats.countResults(session, 'x', false, 100);
    assert.deepEqual([stats.get('streets').played, stats.get('streets').won], [10, 5]);
  });

  it('two machines that shared the old record through sync count it once after both upgrade', async () => {
    const [a, b] = [await withLegacy(), await withLegacy()];
    const [wa, wb] = [openWindow(a), openWindow(b)];
    await finish(wa, 'a1', { result: 'won', at: 100 });
    await finish(wb, 'b1', { result: 'lost', at: 150 });
    await finish(wb, 'b2', { result: 'won', at: 160 });
    const sync = new SyncService();
    await sync.sync(a, b, 'b', synced);
    for (const w of [wa, wb]) assert.deepEqual([w.get('streets').played, w.get('streets').won, w.get('streets').currentStreak], [13, 6, 1]);
  });

  it('keeps damaged or newer old statistics aside, counting the sound rows and the new games', async () => {
    const global = new InMemoryMemento();
    const newer = { version: 2, games: { streets: { played: 9 } } };
    await global.update(STATS_KEY, newer);
    const warned: string[] = [];
    const stats = new Statistics(global, new InMemoryMemento(), { tell: (t) => void warned.push(t) });
    await finish(stats, 'n1', { result: 'won', at: 100 });
    assert.deepEqual(
      global.get<{ data: unknown }[]>(STATS_SET_ASIDE_KEY)?.map((e) => e.data),
      [newer],
    );
    assert.match(warned[0], /newer version of Forty Thieves \(format 2\)/);
    assert.equal(stats.get('streets').played, 1);
  });

  it("keeps a window's own share aside when it cannot be read, and starts it again", async () => {
    const global = new InMemoryMemento();
    const window = openWindow(global);
    await finish(window, 'a', { result: 'won', at: 100 });
    const key = global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!;
    const damaged = { ...global.get<ShareDoc>(key)!, version: 'one' };
    await global.update(key, damaged);
    await finish(window, 'b', { result: 'won', at: 200 });
    assert.deepEqual(
      global.get<{ data: unknown }[]>(STATS_SET_ASIDE_KEY)?.map((e) => e.data),
      [damaged],
    );
    assert.equal(window.get('streets').played, 1);
  });
});
