// The web worker run, after the reload (test/vscode/lib/suite.mjs --web): the game that
// reload.test.ts left is back, moves, undo history and board, in the web worker host again.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXT_ID, type GameRecordLike, type TestApi, keptOf, waitFor } from '../test-api';

/** The game the run before the reload left (baked in when this bundle is built). */
declare const FT_RELOAD_EXPECTS: Partial<GameRecordLike> | null;

suite('The game in progress, after the window reloaded', () => {
  test('the game comes back with its moves and its undo history, and Open Board shows it', async () => {
    assert.ok(FT_RELOAD_EXPECTS, 'the run before the reload reported no game');
    const api = await vscode.extensions.getExtension<TestApi>(EXT_ID)!.activate();
    assert.deepStrictEqual(keptOf(api.record()), FT_RELOAD_EXPECTS);
    assert.ok(api.snapshot()?.canRedo, 'the undone move can be redone');
    // (whether the workbench reopens the board itself depends on its own state reaching the browser's storage before the reload)
    await vscode.commands.executeCommand('fortyThieves.openBoard');
    await waitFor('the board open with it', () =>
      vscode.window.tabGroups.all
        .flatMap((g) => g.tabs)
        .some((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith('fortyThieves.board')),
    );
  });
});
