// Model-based: machines and windows playing, finishing, resetting and importing, Settings Sync in
// random orders (either side's value per key), clocks jumping, failing writes and damage to random
// leaves of synced values. After each step every machine reads its record without throwing, and a
// window starting then shows the record at once (from the view kept on the machine, or worked out)
// and exactly once the slices after its start ran; once synced, every machine shows every game
// finished on an undamaged share exactly once.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Statistics } from '../../../src/records/statistics';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import { parseImport } from '../../../src/records/import-file';
import { exportJson } from '../../../src/records/export-file';
import { importShares } from '../../../src/records/import-merge';
import { InMemoryMemento } from '../fakes';
import { isDeepStrictEqual } from 'node:util';
import type { RecordView } from '../../../src/records/view-cache';
import type { KeyedStore } from '../../../src/store/key-value-store';
import { SyncService, Turns, finish } from './record-helpers';

const START = Date.UTC(2026, 11, 2);
interface Real {
  machines: { global: InMemoryMemento; windows: Statistics[] }[];
  clock: number;
  game: number;
  sync: SyncService;
}
interface Model {
  finished: Map<string, string>; // game id → the share key it was written under
  damaged: Set<string>;
}
type Cmd = fc.AsyncCommand<Model, Real>;

const shown = (v: RecordView): RecordView => ({ table: v.table, history: v.history, daily: v.daily });

/**
 * A window starting now on each machine (its turns run only when told) shows at once what the
 * record is, from the view kept on the machine or worked out (only damage that the fingerprint
 * cannot name may show a kept view that differs, and the board is then told), and exactly the
 * record once its slices ran.
 */
async function startsAgree(m: Model, r: Real): Promise<void> {
  for (const machine of r.machines) {
    // straight to the machine's storage: a failure the model set up is for the windows' own writes
    const store: KeyedStore = {
      keys: () => machine.global.keys(),
      get: <T>(k: string) => machine.global.get<T>(k),
      update: async (k, v) =>
        void (v === undefined ? machine.global.data.delete(k) : machine.global.data.set(k, JSON.parse(JSON.stringify(v)))),
    };
    const exact = shown(new Statistics(store, new InMemoryMemento(), { now: () => r.clock, idle: () => {} }).record.combined());
    const turns = new Turns();
    let changed = 0;
    const fresh = new Statistics(store, new InMemoryMemento(), { now: () => r.clock, idle: turns.idle, changed: () => void changed++ });
    const first = shown(fresh.record.view());
    const differs = !isDeepStrictEqual(first, exact);
    if (differs) assert.ok(m.damaged.size > 0, 'a start shows the record as it is stored');
    await turns.run();
    assert.deepEqual(shown(fresh.record.view()), exact, 'once its slices ran, a start shows the record');
    assert.equal(changed, differs ? 1 : 0, 'the board and status bar are told when what they showed differed');
  }
}

const readsEverywhere = async (m: Model, r: Real) => {
  r.machines.forEach((x) => x.windows.forEach((w) => assert.doesNotThrow(() => w.rows())));
  await startsAgree(m, r);
};

class Play implements Cmd {
  constructor(
    readonly machine: number,
    readonly window: number,
  ) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const w = r.machines[this.machine].windows[this.window];
    const id = `g${++r.game}`;
    await finish(w, id, { result: 'won', at: r.clock++ }).catch(() => undefined);
    const key = RECORD_KEY_PREFIX + (await w.record.writerId());
    if (r.machines[this.machine].global.get<{ games: { id: string }[] }>(key)?.games?.some((g) => g.id === id)) m.finished.set(id, key);
    await readsEverywhere(m, r);
  }
  toString = () => `play(${this.machine},${this.window})`;
}
class Reset implements Cmd {
  constructor(readonly machine: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    await r.machines[this.machine].windows[0].reset(r.clock).catch(() => undefined);
    await readsEverywhere(m, r);
  }
  toString = () => `reset(${this.machine})`;
}
class Sync implements Cmd {
  constructor(readonly conflicts: 'a' | 'b') {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const [a, b] = r.machines.map((x) => x.global);
    [a.failNext, b.failNext] = [0, 0]; // Settings Sync's own writes
    // only what the extension registers for sync (never the machine's own writer pool)
    const synced = new Set(r.machines.flatMap((x) => x.windows.flatMap((w) => w.record.keysForSync())));
    await r.sync.sync(a, b, this.conflicts, (k) => synced.has(k));
    await readsEverywhere(m, r);
  }
  toString = () => `sync(${this.conflicts})`;
}
class Clock implements Cmd {
  constructor(readonly jump: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    r.clock = Math.max(0, r.clock + this.jump);
    await readsEverywhere(m, r);
  }
  toString = () => `clock(${this.jump})`;
}
class FailNext implements Cmd {
  constructor(readonly machine: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    r.machines[this.machine].global.failNext = 1;
  }
  toString = () => `fail(${this.machine})`;
}
class Damage implements Cmd {
  constructor(
    readonly machine: number,
    readonly pick: number,
    readonly value: unknown,
  ) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const g = r.machines[this.machine].global;
    const keys = g.keys().filter((k) => k.startsWith(RECORD_KEY_PREFIX));
    if (!keys.length) return;
    const key = keys[this.pick % keys.length];
    const doc = g.get<{ games: Record<string, unknown>[] }>(key);
    const game = doc?.games?.[this.pick % Math.max(1, doc.games.length)];
    if (!game) return;
    const field = ['at', 'daily', 'timeMs', 'variant', 'id'][this.pick % 5];
    game[field] = this.value;
    g.data.set(key, doc);
    m.damaged.add(key);
    await readsEverywhere(m, r);
  }
  toString = () => `damage(${this.machine},${this.pick})`;
}
class Import implements Cmd {
  constructor(readonly from: number) {}
  check = () => true;
  async run(m: Model, r: Real): Promise<void> {
    const text = exportJson(r.machines[this.from].windows[0].record.combined(), r.clock);
    await importShares(r.machines[1 - this.from].windows[0].record, parseImport(text)).catch(() => undefined);
    await readsEverywhere(m, r);
  }
  toString = () => `import(${this.from})`;
}

describe('the record, model-based: machines, windows, sync, clocks, failures and damage (fast-check)', () => {
  it('every machine always reads its record; once synced, every game of an undamaged share shows exactly once', async function () {
    this.timeout(60_000);
    let total = 0;
    const commands = [
      fc.tuple(fc.nat(1), fc.nat(1)).map(([m, w]) => new Play(m, w)),
      fc.nat(1).map((m) => new Reset(m)),
      fc.constantFrom<'a' | 'b'>('a', 'b').map((k) => new Sync(k)),
      fc.integer({ min: -3e9, max: 3e12 }).map((j) => new Clock(j)),
      fc.nat(1).map((m) => new FailNext(m)),
      fc
        .tuple(fc.nat(1), fc.nat(), fc.constantFrom<unknown>('2026-13-01', -1, 'x'.repeat(200), null, 1e300))
        .map(([m, p, v]) => new Damage(m, p, v)),
      fc.nat(1).map((m) => new Import(m)),
    ];
    // MODEL_SEED (and MODEL_PATH) replay the seed a failure prints
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        const machines = [0, 1].map(() => {
          const global = new InMemoryMemento();
          return { global, windows: [0, 1].map(() => new Statistics(global, new InMemoryMemento(), { now: () => real.clock })) };
        });
        const real: Real = { machines, clock: START, game: 0, sync: new SyncService() };
        const model: Model = { finished: new Map(), damaged: new Set() };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        await new Sync('a').run(model, real);
        total += model.finished.size;
        for (const machine of real.machines) {
          const shown = machine.windows[0].record.combined().history.map((h) => h.id);
          for (const [id, key] of model.finished) {
            if (model.damaged.has(key)) continue;
            assert.equal(shown.filter((s) => s === id).length, 1, `game ${id} shows once`);
          }
        }
      }),
      {
        numRuns: 40,
        verbose: 1,
        ...(process.env.MODEL_SEED ? { seed: Number(process.env.MODEL_SEED), path: process.env.MODEL_PATH } : {}),
      },
    );
    assert.ok(total > 10, `games were played and checked (${total})`);
  });
});
