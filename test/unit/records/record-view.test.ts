// The view of the record kept on this machine (view-cache.ts) and the record worked out in slices
// after a start (store.ts): a start shows the kept view only while it names the record as stored;
// whatever changed elsewhere counts at once; a damaged kept value is as if nothing were kept; the
// slices show exactly what working the record out at once shows, and replace a kept view that
// differs; the kept view is never synced. The turns of the event loop run only when told (Turns).

import assert from 'node:assert/strict';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { Statistics } from '../../../src/records/statistics';
import type { RecordView } from '../../../src/records/view-cache';
import { LARGE_RECORD, MAX_VIEW_CHARS, VIEW_KEY } from '../../../src/records/view-cache';
import { SKEW_MS } from '../../../src/records/combine';
import { GAMES_KEPT, type ShareDoc } from '../../../src/records/share';
import { InMemoryMemento, makeController } from '../fakes';
import { Turns, finish } from './record-helpers';

const NOW = Date.UTC(2026, 11, 2, 12);
const at = (i: number) => NOW - 1_000_000 + i * 1000;

interface Window {
  stats: Statistics;
  turns: Turns;
  told: string[];
  changed: number;
}
let windows = 0;
/** A window on a machine (its globalState), with its own turns and clock. */
function open(global: InMemoryMemento, now = () => NOW): Window {
  const n = ++windows;
  const turns = new Turns();
  const w: Window = { stats: undefined!, turns, told: [], changed: 0 };
  w.stats = new Statistics(global, new InMemoryMemento(), {
    now,
    newId: () => `view-${n}`,
    idle: turns.idle,
    tell: (t) => void w.told.push(t),
    changed: () => void w.changed++,
  });
  return w;
}
const shown = (v: RecordView): RecordView => ({ table: v.table, history: v.history, daily: v.daily });
/** The record worked out at once, by a window that never reads a kept view (its first read is the whole combination). */
const exact = (global: InMemoryMemento, now = () => NOW): RecordView => shown(open(global, now).stats.record.combined());

/** A machine whose window finished `n` games and kept its view (the turns after its last read run). */
async function machineWithKeptView(n = 3): Promise<{ global: InMemoryMemento; key: string }> {
  const global = new InMemoryMemento();
  const w = open(global);
  for (let i = 0; i < n; i++) await finish(w.stats, `g${i}`, { result: 'won', at: at(i) });
  w.stats.rows();
  await w.turns.run();
  assert.ok(global.get(VIEW_KEY), 'the view is kept');
  return { global, key: global.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))! };
}

describe('the record as kept on this machine and worked out in slices after a start', () => {
  it('a start with nothing new shows the kept view at once, then works the record out in slices to the same', async () => {
    const { global } = await machineWithKeptView();
    const w = open(global);
    assert.equal(w.stats.get('streets').played, 3);
    assert.ok(w.turns.waiting.length > 0, 'the whole record is left to the turns after the start');
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    await w.turns.run();
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    assert.equal(w.changed, 0, 'nothing to show again');
  });

  it('counts a share that changed on another machine after the view was kept (a new key, a new game, a Reset)', async () => {
    const { global, key } = await machineWithKeptView();
    // another machine's share arrives through Settings Sync
    const elsewhere = new InMemoryMemento();
    const other = open(elsewhere);
    await finish(other.stats, 'far', { result: 'won', at: at(5) });
    const farKey = elsewhere.keys().find((k) => k.startsWith(RECORD_KEY_PREFIX))!;
    await global.update(farKey, elsewhere.get(farKey));
    let w = open(global);
    assert.equal(w.stats.get('streets').played, 4);
    assert.equal(w.turns.waiting.length, 1, 'worked out at once (only the view to keep is left)');
    await w.turns.run();
    // the same key, its last game changed from played to won at a new revision
    await finish(other.stats, 'late', { result: 'played', at: at(6) });
    await global.update(farKey, elsewhere.get(farKey));
    open(global).stats.rows();
    await finish(other.stats, 'late', { result: 'won', at: at(7) });
    await global.update(farKey, elsewhere.get(farKey));
    w = open(global);
    assert.equal(w.stats.get('streets').won, 5);
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    await w.turns.run();
    // a Reset pressed on the other machine
    await other.stats.reset(at(8));
    await global.update(farKey, elsewhere.get(farKey));
    w = open(global);
    assert.equal(w.stats.get('streets').played, 0);
    // this machine's own share changed by another window here
    await w.turns.run();
    const doc = global.get<ShareDoc>(key)!;
    await global.update(key, { ...doc, revision: doc.revision + 1, games: doc.games.slice(1) });
    w = open(global);
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    // written again at the same revision (two windows that took one id at the same moment): another newest game
    await w.turns.run();
    const same = global.get<ShareDoc>(key)!;
    await global.update(key, { ...same, games: [...same.games, { ...same.games[0], id: 'twin', at: at(20) }] });
    assert.deepEqual(shown(open(global).stats.record.view()), exact(global));
  });

  it('applies a Reset dated ahead once the clock reaches it, though the kept view was worked out before', async () => {
    const { global, key } = await machineWithKeptView();
    const doc = global.get<ShareDoc>(key)!;
    const resetAt = NOW + 3 * SKEW_MS;
    await global.update(key, { ...doc, revision: doc.revision + 1, resetAt });
    const before = open(global);
    assert.equal(before.stats.get('streets').played, 3, 'a Reset more than a day ahead is not applied');
    await before.turns.run();
    const later = () => resetAt - SKEW_MS + 1;
    const after = open(global, later);
    assert.equal(after.stats.get('streets').played, 0, 'the kept view is not shown: the Reset now applies');
    assert.deepEqual(shown(after.stats.record.view()), exact(global, later));
  });

  it('replaces a kept view that a change it cannot name made wrong (damage), and tells the board and status bar', async () => {
    const { global, key } = await machineWithKeptView(4);
    const doc = global.get<ShareDoc>(key)!;
    // a game in the middle changed in place: revision, lengths and ends as they were
    doc.games[1] = { ...doc.games[1], result: 'lost' };
    global.data.set(key, doc);
    const w = open(global);
    assert.equal(w.stats.get('streets').won, 4, 'the kept view first');
    await w.turns.run();
    assert.equal(w.changed, 1, 'the board and status bar are told');
    assert.equal(w.stats.get('streets').won, 3);
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    // and the view kept for the next start is the right one
    const next = open(global);
    assert.equal(next.stats.get('streets').won, 3);
  });

  it('tells the controller (so its board and status bar) when the record worked out after its start differs from the kept view', async () => {
    const { global, key } = await machineWithKeptView(4);
    const doc = global.get<ShareDoc>(key)!;
    doc.games[1] = { ...doc.games[1], result: 'lost' };
    global.data.set(key, doc);
    const h = await makeController({ global });
    let told = 0;
    h.controller.onDidChange(() => void told++);
    assert.equal(h.controller.statistics.get('streets').won, 4, 'the kept view first');
    // the controller's record works in turns of the event loop (setImmediate): turns, not time
    for (let turn = 0; turn < 1000 && !told; turn++) await new Promise((resolve) => setImmediate(resolve));
    assert.equal(told, 1);
    assert.equal(h.controller.statistics.get('streets').won, 3);
  });

  it('ignores a damaged, oversized or foreign kept value: the start works the record out and nothing throws', async () => {
    const { global } = await machineWithKeptView();
    const good = global.get<{ version: number; fingerprint: string; view: string }>(VIEW_KEY)!;
    const view = JSON.parse(good.view) as RecordView;
    const text = (v: unknown) => ({ ...good, view: JSON.stringify(v) });
    const damaged: unknown[] = [
      'x',
      null,
      [],
      { ...good, version: 2 },
      { ...good, fingerprint: 7 },
      { ...good, view: '{"table":' },
      { ...good, view: 12 },
      { ...good, view: ' '.repeat(MAX_VIEW_CHARS + 1) },
      text({ ...view, table: { streets: { ...view.table.streets, played: -1 } } }),
      text({ ...view, table: { streets: { ...view.table.streets, won: 1e300 } } }),
      text({ ...view, table: { chess: view.table.streets } }),
      text({ ...view, history: [...view.history, { id: 'x', result: 'won' }] }),
      text({ ...view, history: Array.from({ length: 501 }, () => view.history[0]) }),
      text({ ...view, daily: [{ day: '2026-13-01' }] }),
      text({ ...view, daily: 'none' }),
      text({ table: view.table }),
    ];
    for (const value of damaged) {
      global.data.set(VIEW_KEY, value);
      const w = open(global);
      assert.doesNotThrow(() => w.stats.rows());
      assert.deepEqual(shown(w.stats.record.view()), exact(global), JSON.stringify(value).slice(0, 80));
      assert.equal(w.told.length, 0, 'nothing to tell the player');
    }
  });

  it('never registers the kept view for sync, nor reads it as a share', async () => {
    const { global } = await machineWithKeptView();
    const w = open(global);
    await w.stats.repair(new Date(NOW));
    assert.ok(!VIEW_KEY.startsWith(RECORD_KEY_PREFIX));
    assert.ok(!w.stats.record.keysForSync().includes(VIEW_KEY));
    assert.ok(!w.stats.record.shareKeys().includes(VIEW_KEY));
  });

  it('a write or an export while the slices are under way finishes them at once and counts everything', async () => {
    const { global } = await machineWithKeptView();
    const w = open(global);
    w.stats.rows();
    assert.ok(w.turns.waiting.length > 0);
    await finish(w.stats, 'now', { result: 'won', at: at(9) });
    assert.equal(w.stats.get('streets').won, 4);
    assert.deepEqual(shown(w.stats.record.combined()), exact(global));
    await w.turns.run();
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
  });

  it('a start with nothing kept and a large record shows no counts (never wrong ones) until its slices ran; a small one at once', async () => {
    const { global } = await machineWithKeptView();
    global.data.delete(VIEW_KEY);
    const small = open(global);
    assert.equal(small.stats.glance('streets')?.played, 3, 'a small record is worked out at once');
    const games = (id: string) =>
      Array.from({ length: GAMES_KEPT }, (_, i) => ({
        id: `${id}-${i}`,
        variant: 'streets',
        dealNumber: 7,
        result: 'won',
        at: at(i),
        timeMs: 9,
        moves: 9,
      }));
    const share = (id: string) => ({ version: 1, id, revision: 1, resetAt: 0, games: games(id), earlier: {}, daily: [] });
    const copies = Array.from({ length: Math.ceil(LARGE_RECORD / GAMES_KEPT) }, (_, i) => share(`copy${i}`));
    global.data.set(`${RECORD_KEY_PREFIX}big`, { ...share('big'), imported: copies });
    global.data.delete(VIEW_KEY);
    const w = open(global);
    assert.equal(w.stats.glance('streets'), undefined, 'the status bar shows the name only');
    assert.equal(w.stats.glance('streets'), undefined, 'still working');
    await w.turns.run();
    assert.equal(w.changed, 1, 'the status bar is told once it is done');
    const played = 3 + GAMES_KEPT * (copies.length + 1);
    assert.equal(w.stats.glance('streets')?.played, played);
    assert.deepEqual(shown(w.stats.record.view()), exact(global));
    // the board opened meanwhile (or a write) needs the whole record: the slices left are done at once
    global.data.delete(VIEW_KEY);
    const board = open(global);
    assert.equal(board.stats.glance('streets'), undefined);
    assert.equal(board.stats.get('streets').played, played);
    // the next start finds the view kept
    await board.turns.run();
    const next = open(global);
    assert.equal(next.stats.glance('streets')?.played, played);
  });

  it('a kept view that cannot be written (storage failing) costs nothing: the next start works the record out', async () => {
    const global = new InMemoryMemento();
    const w = open(global);
    await finish(w.stats, 'g', { result: 'won', at: at(1) });
    w.stats.rows();
    global.failNext = 1;
    global.failKey = VIEW_KEY;
    await w.turns.run();
    assert.equal(global.get(VIEW_KEY), undefined);
    assert.equal(open(global).stats.get('streets').won, 1);
  });
});
