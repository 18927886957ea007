// Runs inside a real VS Code whose display language is German (test/vscode/lib/language.mjs:
// code-server --locale de, with an empty language pack of our own so that VS Code reports 'de').
// The extension speaks German wherever it speaks: the command titles from package.nls.de.json,
// the host's words from l10n/bundle.l10n.de.json, the status bar, the board's tab, a message.
import * as assert from 'assert';
import * as vscode from 'vscode';
import { extension, run, testApi, waitFor } from '../suite/helpers';

suite('In German (VS Code display language de)', () => {
  test('VS Code reports German, and the extension speaks from its German bundle', async () => {
    assert.strictEqual(vscode.env.language, 'de');
    const api = await testApi();
    assert.deepStrictEqual(api.language(), { language: 'de', name: 'Vierzig Räuber', click: 'Klicken, um das Spielfeld zu öffnen' });
  });

  test('names the commands in German (package.nls.de.json), as the command palette lists them', () => {
    type Title = string | { value: string; original: string };
    const commands: { command: string; title: Title; category: Title }[] = extension().packageJSON.contributes.commands;
    const value = (t: Title) => (typeof t === 'string' ? t : t.value);
    const byId = new Map(commands.map((c) => [c.command, c]));
    assert.strictEqual(value(byId.get('fortyThieves.newGame')!.title), 'Neues Spiel…');
    assert.strictEqual(value(byId.get('fortyThieves.newGame.forty-thieves')!.title), 'Neues Spiel: Vierzig Räuber');
    assert.strictEqual(value(byId.get('fortyThieves.hint')!.category), 'Vierzig Räuber');
    const hint = byId.get('fortyThieves.hint')!.title;
    assert.deepStrictEqual(hint, { value: 'Tipp', original: 'Hint' }, 'the palette finds it by its English title too');
  });

  test('shows the status bar tooltip, the board tab and a message in German', async () => {
    const api = await testApi();
    await api.deal('forty-thieves', 7);
    await waitFor('deal 7 on the board', () => api.snapshot()?.dealNumber === 7);
    const tooltip = api.statusTooltip();
    assert.match(tooltip, /\*\*Vierzig Räuber\*\*: \d+ von \d+ gewonnen/);
    assert.match(tooltip, /Partie des Tages von Vierzig Räuber \(#\d+\): noch nicht gespielt \(Vierzig Räuber: Partie des Tages…\)/);
    assert.match(tooltip, /Klicken, um das Spielfeld zu öffnen/);
    const tabs = vscode.window.tabGroups.all.flatMap((g) => g.tabs).map((t) => t.label);
    assert.ok(tabs.includes('Vierzig Räuber: Vierzig Räuber'), `the board's tab is German: ${tabs.join(', ')}`);
    await run('fortyThieves.showSetAside');
    assert.deepStrictEqual(api.messages().slice(-1), [
      'Vierzig Räuber: Nichts wurde beiseitegelegt: Jedes gespeicherte Spiel und Ihre Statistik konnten gelesen werden.',
    ]);
  });

  test('answers a hint in German', async function () {
    this.timeout(60000);
    const api = await testApi();
    const hint = await api.hint();
    assert.match(
      hint.text,
      /Das führt zum Sieg\.$|^Noch kein Gewinnweg gefunden\.|nicht mehr zu gewinnen|^Es ist kein Zug mehr möglich\.$/,
      hint.text,
    );
  });
});
