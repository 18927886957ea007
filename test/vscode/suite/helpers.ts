// What the extension-host suites share: the test API activate() returns, waiting for a state,
// and running a command without hanging on a dialog.
import * as assert from 'assert';
import * as vscode from 'vscode';
import type { PlayRecord, Snapshot } from '../../../src/protocol';

export const EXT_ID = 'forty-thieves.forty-thieves';

/** The shape of a saved game record, as the test API reports it. */
export interface GameRecordLike {
  variant: string;
  deal: unknown;
  steps: readonly (readonly string[])[];
  redo: readonly (readonly string[])[];
}

/** What activate() returns for tests. */
export interface TestApi {
  snapshot(): Snapshot | undefined;
  savedGame(): unknown;
  record(): GameRecordLike | undefined;
  play(move: string): Promise<void>;
  deal(variant: string, dealNumber: number): Promise<void>;
  hint(): Promise<{ outcome: string; move: string | null; text: string }>;
  todaysDealNumber(variant: string): number;
  errorsShown(): string[];
  playRecord(): PlayRecord;
  statusTooltip(): string;
  /** What Copy Position copies now, and what it would copy after a fresh activation. */
  copyText(): string;
  restoredText(): string | null;
  /** Every warning the extension showed, oldest first. */
  warnings(): string[];
  /** Test mode only: the next `count` writes of the workspace storage fail. */
  failSaves?(count: number): void;
  /** Which extension host runs it: 'node' or 'web worker'. */
  host(): { kind: string };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `probe` returns a truthy value; fails with `what` and the last value seen. */
export async function waitFor<T>(what: string | (() => string), probe: () => T | undefined | null | false, timeoutMs = 10000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = probe();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last);
      const label = typeof what === 'function' ? what() : what;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${label} (last: ${seen?.slice(0, 300)})`);
    }
    await sleep(50);
  }
}

/** Runs a command, failing (not hanging) when it waits for something, e.g. a dialog. */
export async function run(command: string, ...args: unknown[]): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${command} did not finish within 15 s (is it waiting for a dialog or a quick pick?)`)), 15000);
  });
  try {
    return await Promise.race([vscode.commands.executeCommand(command, ...args), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function extension(): vscode.Extension<TestApi> {
  const ext = vscode.extensions.getExtension<TestApi>(EXT_ID);
  assert.ok(ext, `extension ${EXT_ID} is not loaded`);
  return ext;
}

export async function testApi(): Promise<TestApi> {
  const api = await extension().activate();
  assert.ok(api && typeof api === 'object', 'activate() returned no test API');
  for (const fn of ['snapshot', 'savedGame', 'record', 'play'] as const) {
    assert.strictEqual(typeof api[fn], 'function', `the test API has no ${fn}() function`);
  }
  return api;
}

/** Sets fortyThieves.confirmNewGame for the duration of a test (undefined: back to the default). */
export async function setConfirmNewGame(value: boolean | undefined): Promise<void> {
  await vscode.workspace.getConfiguration('fortyThieves').update('confirmNewGame', value, vscode.ConfigurationTarget.Global);
}
