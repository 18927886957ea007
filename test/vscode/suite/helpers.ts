// What the extension-host suites share: the test API activate() returns, waiting for a state,
// and running a command without hanging on a dialog.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXT_ID, type TestApi } from '../test-api';

export { EXT_ID, waitFor } from '../test-api';
export { skipBecause } from '../../support/skip';
export type { GameRecordLike, TestApi } from '../test-api';

/** Runs a command, failing (not hanging) when it waits for something, e.g. a dialog. */
export async function run(command: string, ...args: unknown[]): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${command} did not finish within 15 s (is it waiting for a dialog or a quick pick?)`)),
      15000,
    );
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
