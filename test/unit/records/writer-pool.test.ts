// Writer ids from this machine's pool (src/records/writer-pool.ts): the synced share keys grow
// with the windows open at once, not with every start, and two live windows never share an id.
// The clock is a variable the tests move; nothing waits.

import assert from 'node:assert/strict';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { Statistics } from '../../../src/records/statistics';
import { LEASE_MS, RENEW_MS, WRITER_POOL_KEY } from '../../../src/records/writer-pool';
import { InMemoryMemento } from '../fakes';
import { SharedGlobal, finish } from './record-helpers';
import type { KeyedStore } from '../../../src/store/key-value-store';

let clock = Date.UTC(2026, 11, 2, 12);
let ids = 0;
const startWindow = (global: KeyedStore) => new Statistics(global, new InMemoryMemento(), { now: () => clock, newId: () => `id-${++ids}` });
const shareKeys = (global: InMemoryMemento) => global.keys().filter((k) => k.startsWith(RECORD_KEY_PREFIX));
let game = 0;
const playOne = (stats: Statistics) => finish(stats, `game-${++game}`, { result: 'won', at: clock });

describe('writer ids leased from a pool: keys grow with windows open at once, not with starts', () => {
  beforeEach(() => (clock = Date.UTC(2026, 11, 2, 12)));

  it('ten restarts of one window write one share key, and every game counts', async () => {
    const global = new InMemoryMemento();
    for (let i = 0; i < 10; i++) {
      const window = startWindow(global);
      await playOne(window);
      await window.record.release(); // deactivate
      clock += 1000;
    }
    assert.equal(shareKeys(global).length, 1);
    assert.equal(startWindow(global).get('streets').won, 10);
  });

  it('two windows open together get two ids and both count; restarted, they take the same two back', async () => {
    const global = new InMemoryMemento();
    for (let round = 0; round < 3; round++) {
      const a = startWindow(global);
      const b = startWindow(global);
      assert.notEqual(await a.record.writerId(), await b.record.writerId());
      await playOne(a);
      await playOne(b);
      await Promise.all([a.record.release(), b.record.release()]);
    }
    assert.equal(shareKeys(global).length, 2);
    assert.equal(startWindow(global).get('streets').won, 6);
  });

  it("a crashed window's id stays held while its lease runs, and is taken again once it ran out", async () => {
    const global = new InMemoryMemento();
    const crashed = startWindow(global);
    await playOne(crashed);
    const id = await crashed.record.writerId(); // never released: the window crashed
    clock += LEASE_MS - 1;
    const soon = startWindow(global);
    assert.notEqual(await soon.record.writerId(), id);
    clock += 2;
    const later = startWindow(global);
    assert.equal(await later.record.writerId(), id);
    await playOne(later);
    assert.equal(shareKeys(global).length, 1); // the window in between counted nothing, so wrote no key
    assert.equal(later.get('streets').won, 2);
  });

  it('a live window renewing its lease keeps its id however long it runs', async () => {
    const global = new InMemoryMemento();
    const live = startWindow(global);
    const id = await live.record.writerId();
    for (let i = 0; i < 20; i++) {
      clock += RENEW_MS;
      await live.record.renewLease(); // the timer
    }
    assert.notEqual(await startWindow(global).record.writerId(), id);
    clock += RENEW_MS;
    await playOne(live); // a record write renews it too
    clock += LEASE_MS - 1;
    assert.notEqual(await startWindow(global).record.writerId(), id);
  });

  it('two windows that took one id before seeing each other part at the next renewal, and each game counts', async () => {
    const shared = new SharedGlobal();
    const a = startWindow(shared.view());
    await a.record.writerId();
    await a.record.release(); // leaves one free id in the pool
    shared.propagate();
    const b = startWindow(shared.view());
    const c = startWindow(shared.view());
    const first = await b.record.writerId();
    assert.equal(await c.record.writerId(), first); // neither has seen the other's lease yet
    shared.propagate();
    clock += RENEW_MS;
    await b.record.renewLease();
    shared.propagate();
    clock += RENEW_MS;
    await c.record.renewLease(); // c finds b holding the id and takes another
    assert.notEqual(await c.record.writerId(), await b.record.writerId());
    shared.propagate();
    await playOne(b);
    shared.propagate();
    await playOne(c);
    shared.propagate();
    assert.equal(startWindow(shared.view()).get('streets').won, 2);
  });

  it('the pool is never synced, and a damaged pool costs at most a new id', async () => {
    const global = new InMemoryMemento();
    for (const damaged of [null, 'x', [{ id: 5 }, { id: 'a', holder: 'b', until: Number.NaN }], { length: 1e9 }]) {
      await global.update(WRITER_POOL_KEY, damaged);
      const window = startWindow(global);
      await playOne(window);
      assert.ok(!window.record.keysForSync().includes(WRITER_POOL_KEY));
      assert.ok(window.record.keysForSync().includes(RECORD_KEY_PREFIX + (await window.record.writerId())));
    }
  });

  it('an id whose share a newer version wrote is never taken again: that share stays untouched', async () => {
    const global = new InMemoryMemento();
    const first = startWindow(global);
    const id = await first.record.writerId();
    await first.record.release();
    const newer = { version: 99, id, future: true };
    await global.update(RECORD_KEY_PREFIX + id, newer);
    for (let i = 0; i < 3; i++) {
      const window = startWindow(global);
      assert.notEqual(await window.record.writerId(), id);
      await playOne(window);
      await window.record.release();
    }
    assert.deepEqual(global.get(RECORD_KEY_PREFIX + id), newer);
    assert.equal(shareKeys(global).length, 2);
  });

  it('a lease dated ahead (the clock was set back since) still holds: the next window takes another id', async () => {
    const global = new InMemoryMemento();
    clock += 10 * LEASE_MS;
    const ahead = startWindow(global);
    const id = await ahead.record.writerId(); // a window of a machine whose clock ran ahead
    clock -= 10 * LEASE_MS;
    assert.notEqual(await startWindow(global).record.writerId(), id);
  });
});
