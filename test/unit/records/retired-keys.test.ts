// The share an earlier version wrote under the writer id it kept in the folder's storage
// (WRITER_KEY, per workspace) is retired by the first record write: its games, folded counts and
// imported records become copies in this window's share, and its key is dropped. Nothing is lost
// or counted twice, a failing drop changes nothing, and a share that cannot be read whole stays.

import assert from 'node:assert/strict';
import { RECORD_KEY_PREFIX, WRITER_KEY } from '../../../src/records/store';
import { Statistics } from '../../../src/records/statistics';
import type { RecordedGame, Share } from '../../../src/records/share';
import { InMemoryMemento } from '../fakes';
import { finish } from './record-helpers';

const NOW = Date.UTC(2026, 11, 2, 12);
const game = (id: string, result: RecordedGame['result'], at: number): RecordedGame => ({
  id,
  variant: 'streets',
  dealNumber: 7,
  result,
  at,
  timeMs: 60_000,
  moves: 90,
});
const share = (id: string, games: RecordedGame[], extra: Partial<Share> = {}): Share => ({
  version: 1,
  id,
  revision: 4,
  resetAt: 0,
  games,
  earlier: {},
  daily: [],
  ...extra,
});
const OLD = 'old-workspace-writer';
const oldShare = () => ({
  ...share(OLD, [game('g1', 'won', NOW - 5000), game('g2', 'lost', NOW - 4000), game('g3', 'played', NOW - 3000)], {
    earlier: { streets: { played: 10, won: 6, bestTimeMs: 50_000, fewestMoves: 80, bestStreak: 4, streak: 2, until: NOW - 9000 } },
  }),
  imported: [share('from-a-file', [game('f1', 'won', NOW - 8000)])],
});

function setUp() {
  const global = new InMemoryMemento();
  const workspace = new InMemoryMemento();
  void global.update(RECORD_KEY_PREFIX + OLD, oldShare());
  // another machine's window imported a file holding a copy of the old share (an older revision)
  void global.update(RECORD_KEY_PREFIX + 'elsewhere', {
    ...share('elsewhere', []),
    imported: [{ ...oldShare(), revision: 2, imported: undefined }],
  });
  void workspace.update(WRITER_KEY, OLD);
  let ids = 0;
  const open = () => new Statistics(global, workspace, { now: () => NOW, newId: () => `pool-${++ids}` });
  return { global, workspace, open };
}
const keys = (global: InMemoryMemento) =>
  global
    .keys()
    .filter((k) => k.startsWith(RECORD_KEY_PREFIX))
    .sort();

describe("an earlier version's per-folder share key, retired", () => {
  it('is copied into the window’s share and dropped: every game counts once, before and after', async () => {
    const { global, workspace, open } = setUp();
    const window = open();
    const before = window.get('streets');
    // 10 folded + g1, g2, g3 + f1 (the file's record): 14 played, 6 + 2 won
    assert.deepEqual([before.played, before.won], [14, 8]);
    await finish(window, 'g4', { result: 'won', at: NOW });
    assert.deepEqual(keys(global), [RECORD_KEY_PREFIX + 'elsewhere', RECORD_KEY_PREFIX + 'pool-1']);
    assert.equal(workspace.get(WRITER_KEY), undefined);
    const after = window.get('streets');
    assert.deepEqual([after.played, after.won], [15, 9]);
    assert.deepEqual(after, open().get('streets'), 'a window started afresh shows the same');
    // the game in play in the old share still ends once
    await finish(window, 'g3', { result: 'won', at: NOW + 1 });
    assert.deepEqual([window.get('streets').played, window.get('streets').won], [15, 10]);
  });

  it('a drop that fails leaves key and copy, counted once, and is tried again at the next write', async () => {
    const { global, open } = setUp();
    const update = global.update.bind(global);
    let fail = true;
    global.update = (key: string, value: unknown) =>
      fail && key === RECORD_KEY_PREFIX + OLD ? Promise.reject(new Error('disk full')) : update(key, value);
    const window = open();
    await finish(window, 'g4', { result: 'won', at: NOW });
    assert.ok(keys(global).includes(RECORD_KEY_PREFIX + OLD));
    assert.deepEqual([window.get('streets').played, window.get('streets').won], [15, 9]);
    fail = false;
    await finish(window, 'g5', { result: 'lost', at: NOW + 1 });
    assert.ok(!keys(global).includes(RECORD_KEY_PREFIX + OLD));
    const own = global.get<{ imported: Share[] }>(RECORD_KEY_PREFIX + 'pool-1')!;
    assert.equal(own.imported.filter((s) => s.id === OLD).length, 1, 'copied once');
    assert.deepEqual([window.get('streets').played, window.get('streets').won], [16, 9]);
  });

  it('a damaged old share stays as it is, its sound entries counted', async () => {
    const { global, open } = setUp();
    const damaged = oldShare();
    (damaged.games as unknown[]).push({ id: 'bad', variant: 'streets', dealNumber: 7, result: 'won', at: -1, timeMs: 1, moves: 1 });
    await global.update(RECORD_KEY_PREFIX + OLD, damaged);
    const window = open();
    await finish(window, 'g4', { result: 'won', at: NOW });
    assert.ok(keys(global).includes(RECORD_KEY_PREFIX + OLD));
    assert.deepEqual([window.get('streets').played, window.get('streets').won], [15, 9]);
  });
});
