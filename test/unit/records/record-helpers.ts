// Helpers for the record's tests: windows and machines made of the real Statistics over in-memory
// storage, games finished through the real counting (countResults), Settings Sync simulated key
// by key, and two windows whose views of one globalState lag behind each other.

import type { VariantId } from '../../../src/engine/index';
import type { GameSession } from '../../../src/game/session';
import { Statistics } from '../../../src/records/statistics';
import type { GameStats } from '../../../src/records/combine';
import type { KeyedStore } from '../../../src/store/key-value-store';
import { InMemoryMemento } from '../fakes';

export interface Finish {
  variant?: VariantId;
  result: 'won' | 'lost' | 'solved' | 'played';
  at: number;
  timeMs?: number;
  moves?: number;
  deal?: number;
}

/** Enough of a GameSession for the statistics: a game with a move made, in the state `result` says. */
export function fakeSession(f: Finish): GameSession {
  const status = f.result === 'played' || f.result === 'lost' ? 'playing' : f.result;
  return {
    variant: f.variant ?? 'streets',
    record: { deal: { number: f.deal ?? 7 } },
    counted: false,
    resultCounted: false,
    canUndo: true,
    canRedo: false,
    status,
    moveCount: f.moves ?? 90,
    elapsedMs: () => f.timeMs ?? 60_000,
  } as unknown as GameSession;
}

/** Plays a game to its end (or just its first move) in a window, as the controller counts it. */
export async function finish(stats: Statistics, id: string, f: Finish): Promise<void> {
  const session = fakeSession(f);
  await stats.countResults(session, id, f.result === 'lost' || f.result === 'solved', f.at);
}

let windows = 0;

/** A window: its own workspace storage (so its own writer id) over a machine's globalState. */
export function openWindow(global: KeyedStore, workspace = new InMemoryMemento()): Statistics {
  const n = ++windows;
  return new Statistics(global, workspace, { newId: () => `window-${n}`, now: () => 1_000_000 });
}

/** What a window shows for every game, for comparing two windows or machines. */
export const table = (stats: Statistics): Record<string, GameStats> =>
  Object.fromEntries(
    stats
      .rows()
      .map(({ variant, played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves }) => [
        variant,
        { played, won, currentStreak, bestStreak, bestTimeMs, fewestMoves },
      ]),
  );

/**
 * Settings Sync between two machines, key by key as VS Code merges synced state: a key changed on
 * one machine since the last sync takes that machine's value; a key changed on both takes the
 * value of the machine `conflicts` names (the tests try both).
 */
export class SyncService {
  private readonly base = new Map<string, string | undefined>();

  async sync(a: InMemoryMemento, b: InMemoryMemento, conflicts: 'a' | 'b', synced: (key: string) => boolean): Promise<void> {
    const keys = [...new Set([...a.keys(), ...b.keys()])].filter(synced);
    for (const key of keys) {
      const va = JSON.stringify(a.get(key));
      const vb = JSON.stringify(b.get(key));
      if (va === vb) {
        this.base.set(key, va);
        continue;
      }
      const base = this.base.get(key);
      const value = va !== base && vb === base ? va : vb !== base && va === base ? vb : conflicts === 'a' ? va : vb;
      const parsed = value === undefined ? undefined : JSON.parse(value);
      await a.update(key, parsed);
      await b.update(key, parsed);
      this.base.set(key, value);
    }
  }
}

/**
 * One globalState shared by several windows, each seeing it through its own copy that catches up
 * only when told (`propagate`), as VS Code tells other windows of a change later.
 */
export class SharedGlobal {
  readonly backing = new InMemoryMemento();
  private readonly views: LaggingView[] = [];

  view(): LaggingView {
    const view = new LaggingView(this.backing);
    this.views.push(view);
    return view;
  }

  propagate(): void {
    for (const v of this.views) v.catchUp();
  }
}

export class LaggingView implements KeyedStore {
  private seen = new Map<string, unknown>();

  constructor(private readonly backing: InMemoryMemento) {
    this.catchUp();
  }

  catchUp(): void {
    this.seen = new Map(this.backing.keys().map((k) => [k, this.backing.get(k)]));
  }

  keys(): readonly string[] {
    return [...this.seen.keys()];
  }

  get<T>(key: string): T | undefined {
    const value = this.seen.get(key);
    return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as T);
  }

  async update(key: string, value: unknown): Promise<void> {
    await this.backing.update(key, value);
    this.seen.set(key, JSON.parse(JSON.stringify(value)));
  }
}

/**
 * The turns of the event loop the record hands work to (its `idle`: the slices after a start, the
 * view kept for the next start), run only when the test says: no timer, no real clock.
 */
export class Turns {
  readonly waiting: (() => void)[] = [];
  readonly idle = (task: () => void): void => void this.waiting.push(task);

  /** Runs every waiting turn and those they hand on; the writes they start land before it resolves. */
  async run(): Promise<number> {
    let n = 0;
    for (let task = this.waiting.shift(); task; task = this.waiting.shift(), n++) {
      task();
      for (let i = 0; i < 4; i++) await Promise.resolve();
    }
    return n;
  }
}
