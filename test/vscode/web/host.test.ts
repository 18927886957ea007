// The web worker run only (test/vscode/lib/suite.mjs --web): proves the extension runs in VS
// Code's web worker extension host, as on vscode.dev, and not in Node.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXT_ID, type TestApi } from '../test-api';

suite('Forty Thieves in the web worker extension host', () => {
  test('the extension was started from its browser entry, in a host without Node', async () => {
    const ext = vscode.extensions.getExtension<TestApi>(EXT_ID);
    assert.ok(ext, `extension ${EXT_ID} is not loaded`);
    const api = await ext.activate();
    assert.deepStrictEqual(api.host(), { kind: 'web worker', nodeProcess: false });
    assert.strictEqual(ext.extensionKind, vscode.ExtensionKind.UI, "it runs on the player's side of the window");
    assert.strictEqual(
      typeof (globalThis as { process?: unknown }).process,
      'undefined',
      'the tests, in the same host, see no Node process either',
    );
    assert.strictEqual(typeof (globalThis as { importScripts?: unknown }).importScripts, 'function', "a Web Worker's global scope");
  });
});
