// Test doubles for host logic: an in-memory Memento that fails on demand, set-aside files in
// memory, a fake clock with its timers, and a controller wired to them.

import { ControllerDeps, GameController } from '../../src/game/controller';
import { BoardState } from '../../src/game/board-state';
import type { Winnability } from '../../src/protocol';
import { Timer } from '../../src/game/clock-saver';
import { DEFAULT_SETTINGS, Settings } from '../../src/game/settings';
import { SetAsideFiles } from '../../src/store/set-aside';
import { KeyedStore } from '../../src/store/key-value-store';

export class InMemoryMemento implements KeyedStore {
  readonly data = new Map<string, unknown>();
  /** Every update in order, to check what was saved when. */
  readonly writes: string[] = [];
  /** How many of the next updates reject (Infinity: all of them), as a full disk would. */
  failNext = 0;
  /** Only updates of this key fail (all keys when unset). */
  failKey: string | undefined;

  keys(): readonly string[] {
    return [...this.data.keys()];
  }

  get<T>(key: string): T | undefined {
    const value = this.data.get(key);
    return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as T);
  }

  async update(key: string, value: unknown): Promise<void> {
    if (this.failNext > 0 && (this.failKey === undefined || this.failKey === key)) {
      this.failNext--;
      throw new Error('ENOSPC: no space left on device');
    }
    this.writes.push(key);
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.parse(JSON.stringify(value)));
  }
}

export class InMemoryFiles implements SetAsideFiles {
  readonly files = new Map<string, string>();
  failing = false;

  async write(name: string, text: string): Promise<void> {
    if (this.failing) throw new Error('EACCES: permission denied');
    this.files.set(name, text);
  }

  async list(): Promise<string[]> {
    return [...this.files.keys()];
  }

  async read(name: string): Promise<string> {
    const text = this.files.get(name);
    if (text === undefined) throw new Error(`no file ${name}`);
    return text;
  }
}

/** A clock that moves only when told, running the timers that fall due on the way. */
export class FakeClock implements Timer {
  now = 1_000_000;
  private timers: { due: number; ms: number; tick: () => void; live: boolean }[] = [];

  every(ms: number, tick: () => void): { dispose(): void } {
    const timer = { due: this.now + ms, ms, tick, live: true };
    this.timers.push(timer);
    return { dispose: () => void (timer.live = false) };
  }

  get running(): number {
    return this.timers.filter((t) => t.live).length;
  }

  /** Moves the clock on, firing each due timer at its time and letting its work finish. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.live && t.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.now = next.due;
      next.due += next.ms;
      next.tick();
      await settle();
    }
    this.now = end;
  }
}

/** Lets pending promise callbacks run (no timers involved). */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

export interface Harness {
  controller: GameController;
  /** What the board is sent, with an indicator the test sets (`indicator.verdict`). */
  board: BoardState;
  indicator: { verdict: Winnability | null; solving: boolean };
  workspace: InMemoryMemento;
  global: InMemoryMemento;
  files: InMemoryFiles;
  settings: Settings;
  clock: FakeClock;
  confirmations: string[];
  warnings: string[];
  answer: { confirm: boolean };
}

export async function makeController(
  options: {
    workspace?: InMemoryMemento;
    global?: InMemoryMemento;
    files?: InMemoryFiles;
    clock?: FakeClock;
    settings?: Partial<Settings>;
    deal?: number;
    chooseDeal?: ControllerDeps['chooseDeal'];
  } = {},
): Promise<Harness> {
  const workspace = options.workspace ?? new InMemoryMemento();
  const global = options.global ?? new InMemoryMemento();
  const files = options.files ?? new InMemoryFiles();
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const clock = options.clock ?? new FakeClock();
  const confirmations: string[] = [];
  const warnings: string[] = [];
  const answer = { confirm: true };
  let nextDeal = options.deal ?? 1;
  let nextId = 1;
  const controller = new GameController({
    workspaceState: workspace,
    globalState: global,
    settings: () => settings,
    ui: {
      confirm: async (message) => {
        confirmations.push(message);
        return answer.confirm;
      },
      warn: (message) => void warnings.push(message),
    },
    now: () => clock.now,
    randomDealNumber: () => nextDeal++,
    chooseDeal: options.chooseDeal,
    setAsideFiles: files,
    timer: clock,
    newGameId: () => `game-${nextId++}`,
  });
  const indicator = { verdict: null as Winnability | null, solving: false };
  const solverState = {
    winnability: () => indicator.verdict,
    get solving() {
      return indicator.solving;
    },
  };
  const board = new BoardState(controller, solverState, () => ({ history: [], daily: [], dailySummaries: {}, today: '2026-12-01' }));
  await controller.init();
  return { controller, board, indicator, workspace, global, files, settings, clock, confirmations, warnings, answer };
}
