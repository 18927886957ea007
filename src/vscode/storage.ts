// VS Code's storage for the extension: the workspace's (the game in progress, which can be made
// to fail in the extension's own tests), globalState, and files in global storage for data kept aside
// and for the record's view kept on this machine.

import * as vscode from 'vscode';
import type { KeyValueStore, KeyedStore } from '../store/key-value-store';
import type { SetAsideFiles } from '../store/set-aside';
import { WRITER_KEY } from '../records/store';
import { VIEW_KEY } from '../records/view-cache';

/** The folder in the extension's global storage where the oldest data kept aside goes. */
export function setAsideFolder(context: vscode.ExtensionContext): SetAsideFiles {
  // Worked out when used: a folder that cannot be reached fails one write, not the activation.
  const folder = () => vscode.Uri.joinPath(context.globalStorageUri, 'set-aside');
  const file = (name: string) => vscode.Uri.joinPath(folder(), name);
  return {
    write: async (name, text) => {
      await vscode.workspace.fs.createDirectory(folder());
      await vscode.workspace.fs.writeFile(file(name), new TextEncoder().encode(text));
    },
    list: async () => {
      await vscode.workspace.fs.createDirectory(folder()); // reading a folder that is not there yet logs an error
      const entries = await vscode.workspace.fs.readDirectory(folder());
      return entries
        .filter(([, type]) => type === vscode.FileType.File)
        .map(([name]) => name)
        .sort();
    },
    read: async (name) => new TextDecoder().decode(await vscode.workspace.fs.readFile(file(name))),
  };
}

/**
 * globalState as the extension reads it: seeded first in its own tests (seedTestGlobalState), and
 * with the record's kept view (records/view-cache.ts, VIEW_KEY) in a file of global
 * storage instead: VS Code's extension host replaces its whole copy of globalState when the
 * workbench reports a change, so one more key written in turns of its own could take a pending
 * write of a share with it (seen in the web worker host), and every globalState write sends every
 * key. Read once here; writes go one after another; a file that cannot be read or written is as
 * if nothing were kept (the record is then worked out at the start).
 */
export async function globalStore(context: vscode.ExtensionContext): Promise<KeyedStore> {
  await seedTestGlobalState(context);
  const state = context.globalState;
  const file = () => vscode.Uri.joinPath(context.globalStorageUri, 'record-view.json');
  let kept: unknown;
  try {
    kept = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(file())));
  } catch {
    kept = undefined; // none yet, or damaged
  }
  let writing: Promise<void> = Promise.resolve();
  return {
    keys: () => state.keys(),
    get: <T>(key: string) => (key === VIEW_KEY ? (kept as T | undefined) : state.get<T>(key)),
    update: (key, value) => {
      if (key !== VIEW_KEY) return state.update(key, value);
      kept = value;
      writing = writing
        .then(async () => {
          await vscode.workspace.fs.createDirectory(context.globalStorageUri);
          await vscode.workspace.fs.writeFile(file(), new TextEncoder().encode(JSON.stringify(value ?? null)));
        })
        .catch(() => undefined);
      return writing;
    },
  };
}

/**
 * For the extension's own VS Code tests only (ExtensionMode.Test, the Node host):
 * FORTY_THIEVES_TEST_GLOBAL_STATE (JSON, key to value) is written into globalState before anything
 * reads it, as Settings Sync leaves a value from another machine. A bad variable changes nothing.
 */
async function seedTestGlobalState(context: vscode.ExtensionContext): Promise<void> {
  if (context.extensionMode !== vscode.ExtensionMode.Test) return;
  const text = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.FORTY_THIEVES_TEST_GLOBAL_STATE;
  if (!text) return;
  try {
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) await context.globalState.update(key, value);
  } catch {
    // only the extension's own tests set it; activation goes on whatever it holds
  }
}

/**
 * The workspace storage. For the extension's own VS Code tests only (ExtensionMode.Test, never in
 * normal use) it can be made to fail, as a full disk would: FORTY_THIEVES_TEST_FAIL_SAVES=N fails
 * the first N writes from activation on (the Node host only: the web worker host has no
 * environment); failSaves(n) fails the next n. The old writer-id key is never one of them: the
 * failures are for the game's saves.
 */
export function workspaceStore(context: vscode.ExtensionContext): { store: KeyValueStore; failSaves?: (count: number) => void } {
  const store = context.workspaceState;
  if (context.extensionMode !== vscode.ExtensionMode.Test) return { store };
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
  let failNext = Number(env?.FORTY_THIEVES_TEST_FAIL_SAVES ?? 0) || 0;
  const failing: KeyValueStore = {
    get: (key) => store.get(key),
    update: (key, value) =>
      key !== WRITER_KEY && failNext-- > 0
        ? Promise.reject(new Error('the test made the workspace storage fail'))
        : store.update(key, value),
  };
  return { store: failing, failSaves: (count) => void (failNext = count) };
}
