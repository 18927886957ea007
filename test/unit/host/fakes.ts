// Test doubles for host logic: an in-memory Memento and a controller wired to it.

import { ControllerDeps, GameController } from '../../../src/host/controller';
import { DEFAULT_SETTINGS, Settings } from '../../../src/host/settings';
import { KeyValueStore } from '../../../src/host/storage';

export class InMemoryMemento implements KeyValueStore {
  readonly data = new Map<string, unknown>();
  /** Every update in order, to check what was saved when. */
  readonly writes: string[] = [];

  get<T>(key: string): T | undefined {
    const value = this.data.get(key);
    return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as T);
  }

  async update(key: string, value: unknown): Promise<void> {
    this.writes.push(key);
    if (value === undefined) this.data.delete(key);
    else this.data.set(key, JSON.parse(JSON.stringify(value)));
  }
}

export interface Harness {
  controller: GameController;
  workspace: InMemoryMemento;
  global: InMemoryMemento;
  settings: Settings;
  clock: { now: number };
  confirmations: string[];
  answer: { confirm: boolean };
}

export async function makeController(
  options: { workspace?: InMemoryMemento; global?: InMemoryMemento; settings?: Partial<Settings>; deal?: number; chooseDeal?: ControllerDeps['chooseDeal'] } = {},
): Promise<Harness> {
  const workspace = options.workspace ?? new InMemoryMemento();
  const global = options.global ?? new InMemoryMemento();
  const settings = { ...DEFAULT_SETTINGS, ...options.settings };
  const clock = { now: 1_000_000 };
  const confirmations: string[] = [];
  const answer = { confirm: true };
  let nextDeal = options.deal ?? 1;
  const controller = new GameController({
    workspaceState: workspace,
    globalState: global,
    settings: () => settings,
    ui: {
      confirm: async (message) => {
        confirmations.push(message);
        return answer.confirm;
      },
    },
    now: () => clock.now,
    randomDealNumber: () => nextDeal++,
    chooseDeal: options.chooseDeal,
  });
  await controller.init();
  return { controller, workspace, global, settings, clock, confirmations, answer };
}
