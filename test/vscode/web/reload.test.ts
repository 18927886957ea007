// The web worker run, before the reload (test/vscode/lib/suite.mjs --web): leaves a game of
// Streets with three moves and an undone one, and reports it; after reloading the window,
// after-reload.ts checks that the same game came back.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { EXT_ID, type TestApi, keptOf, waitFor } from '../test-api';

suite('A game in progress, before the window reloads', () => {
  test('three moves and an undo are played and saved', async () => {
    const api = await vscode.extensions.getExtension<TestApi>(EXT_ID)!.activate();
    const settings = vscode.workspace.getConfiguration('fortyThieves');
    await settings.update('confirmNewGame', false, vscode.ConfigurationTarget.Global);
    try {
      await api.deal('streets', 77);
      await waitFor('a new game of Streets deal 77', () => api.snapshot()?.dealNumber === 77 && api.snapshot()?.moveCount === 0);
    } finally {
      await settings.update('confirmNewGame', undefined, vscode.ConfigurationTarget.Global);
    }
    for (let i = 0; i < 3; i++) {
      const moves = api.snapshot()!.legalMoves;
      await api.play(moves.find((m) => /^t\d+>t\d+$/.test(m)) ?? moves.find((m) => m === 's>w') ?? moves[0]);
    }
    await vscode.commands.executeCommand('fortyThieves.undo');
    const record = await waitFor('two steps and one to redo', () => {
      const r = api.record();
      return r?.steps.length === 2 && r.redo.length === 1 && r;
    });
    const kept = JSON.stringify(keptOf(record));
    await waitFor('the game saved in the workspace state', () =>
      JSON.stringify(api.savedGame() ?? null).includes(JSON.stringify(record.steps)),
    );
    assert.ok(kept);
    console.log(`FT_RELOAD_EXPECTS ${kept}`);
  });
});
