import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { VARIANTS, VARIANT_IDS, summarizeRules } from '../../../src/engine/index';
import { COMMANDS, COMMAND_CONTRIBUTIONS, CommandActions, commandTable, paletteWhen } from '../../../src/vscode/command-table';
import { DEFAULT_SETTINGS, readSettings } from '../../../src/game/settings';
import { parseWebviewMessage } from '../../../src/protocol';

const manifest = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
const nls: Record<string, string> = JSON.parse(readFileSync(join(__dirname, '../../../package.nls.json'), 'utf8'));
/** A manifest string as VS Code shows it in English: a %key% of package.nls.json looked up. */
const english = (value: string): string => {
  const key = /^%(.+)%$/.exec(value)?.[1];
  if (key === undefined) return value;
  assert.ok(key in nls, `package.nls.json has ${key}`);
  return nls[key];
};

describe('package.json contributions', () => {
  it('declares exactly the commands of the command table, with their titles and the category', () => {
    const declared = manifest.contributes.commands.map((c: { command: string; title: string; category: string }) => [
      c.command,
      english(c.title),
      english(c.category),
    ]);
    assert.deepEqual(
      declared,
      COMMAND_CONTRIBUTIONS.map((c) => [c.command, c.title, 'Forty Thieves']),
    );
  });

  it('registers every declared command, each to its own handler, from one table', () => {
    const called: string[] = [];
    const actions = Object.fromEntries(
      [...Object.keys(COMMANDS), 'newGameOf'].map((name) => [name, (...args: unknown[]) => void called.push([name, ...args].join(' '))]),
    ) as unknown as CommandActions;
    const table = commandTable(actions);
    assert.deepEqual(
      [...table.keys()],
      manifest.contributes.commands.map((c: { command: string }) => c.command),
    );
    for (const handler of table.values()) handler();
    assert.deepEqual(called, [
      'newGame',
      ...VARIANTS.map((v) => `newGameOf ${v.id}`),
      ...Object.keys(COMMANDS).filter((name) => name !== 'newGame'),
    ]);
  });

  it('has a New Game command for each of the nine games', () => {
    const titles = manifest.contributes.commands.map((c: { title: string }) => english(c.title));
    for (const v of VARIANTS) assert.ok(titles.includes(`New Game: ${v.name}`), v.name);
  });

  it('hides the commands that need a board from the palette while none is open, and Play On from Here while no review is', () => {
    const hidden: string[][] = manifest.contributes.menus.commandPalette
      .map((m: { command: string; when: string }) => [m.command, m.when])
      .sort();
    assert.deepEqual(
      hidden,
      COMMAND_CONTRIBUTIONS.filter((c) => paletteWhen(c))
        .map((c) => [c.command, paletteWhen(c)])
        .sort(),
    );
    assert.deepEqual(
      hidden.find(([command]) => command === COMMANDS.playOnFromHere),
      [COMMANDS.playOnFromHere, 'fortyThieves.reviewOpen'],
    );
  });

  it('runs in Restricted Mode and in virtual workspaces: it runs no code of the workspace', () => {
    assert.deepEqual(manifest.capabilities, { untrustedWorkspaces: { supported: true }, virtualWorkspaces: true });
  });

  it("binds no key: Ctrl/Cmd+Z, Y and Shift+Z are the board's own, so they never act while the focus is elsewhere", () => {
    assert.equal(manifest.contributes.keybindings, undefined);
  });

  it("puts every command that has an icon in the board's title bar, only while the board is the active editor", () => {
    const titleBar: { command: string; when: string; group: string }[] = manifest.contributes.menus['editor/title'];
    assert.deepEqual(
      titleBar.map((m) => m.command).sort(),
      COMMAND_CONTRIBUTIONS.filter((c) => c.icon)
        .map((c) => c.command)
        .sort(),
    );
    for (const m of titleBar) assert.match(m.when, /^activeWebviewPanelId == 'fortyThieves\.board'/, m.command);
    const inline = titleBar.filter((m) => m.group.startsWith('navigation')).map((m) => m.command);
    assert.ok(inline.includes(COMMANDS.newGame) && inline.includes(COMMANDS.showStatistics), 'New Game… and Statistics show as icons');
  });

  it('describes each game of the defaultGame setting by its rules', () => {
    const setting = manifest.contributes.configuration.properties['fortyThieves.defaultGame'];
    assert.deepEqual(
      setting.enumItemLabels.map(english),
      VARIANTS.map((v) => v.name),
    );
    assert.deepEqual(
      setting.enumDescriptions.map(english),
      VARIANTS.map((v) => {
        const summary = summarizeRules(v);
        return `${summary[0].toUpperCase()}${summary.slice(1)}.`;
      }),
    );
  });

  it('greets a newcomer with a walkthrough: each step a short page, a button that does it, done by doing it', () => {
    const [walkthrough, ...others] = manifest.contributes.walkthroughs;
    assert.equal(others.length, 0);
    type Step = { id: string; title: string; description: string; media: { markdown: string }; completionEvents: string[] };
    const steps: Step[] = walkthrough.steps;
    assert.deepEqual(
      steps.map((s) => english(s.title)),
      ['Deal a game', 'The keys and the help', 'Hints and the indicator', "Today's Deal", 'Winnable deals only'],
    );
    const ids = manifest.contributes.commands.map((c: { command: string }) => c.command);
    const shipped = readFileSync(join(__dirname, '../../../.vscodeignore'), 'utf8').split('\n');
    assert.ok(shipped.includes('!media/walkthrough/*.md'), '.vscodeignore ships the pages');
    assert.ok(shipped.includes('!media/walkthrough/*/*.md'), '.vscodeignore ships the translated pages');
    for (const step of steps) {
      const markdown = english(step.media.markdown);
      const page = join(__dirname, '../../../', markdown);
      assert.match(markdown, /^media\/walkthrough\/[a-z]+\.md$/);
      assert.ok(statSync(page).size < 2048, `${markdown} is small`);
      const description = english(step.description);
      const button = /\]\(command:([\w.]+)/.exec(description);
      assert.ok(button, `${step.id} has a button`);
      const command = button[1];
      if (command === 'workbench.action.openSettings') {
        assert.match(description, /fortyThieves\.winnableDealsOnly/);
        assert.deepEqual(step.completionEvents, ['onSettingChanged:fortyThieves.winnableDealsOnly']);
      } else {
        assert.ok(ids.includes(command), `${command} is one of ours`);
        assert.ok(step.completionEvents.includes(`onCommand:${command}`), `${step.id} is done by its button`);
      }
    }
  });

  it('declares every setting with its default', () => {
    const props = manifest.contributes.configuration.properties;
    for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) assert.deepEqual(props[`fortyThieves.${key}`].default, value, key);
    assert.deepEqual(props['fortyThieves.defaultGame'].enum, VARIANT_IDS);
  });

  it('targets VS Code 1.100 with matching types', () => {
    assert.equal(manifest.engines.vscode, '^1.100.0');
    assert.match(manifest.devDependencies['@types/vscode'], /1\.100/);
  });
});

describe('settings', () => {
  it('falls back to the default for a value of the wrong kind and says which', () => {
    const values: Record<string, unknown> = { autoMoveToFoundations: 'sometimes', showTimer: false, defaultGame: 'klondike' };
    const { settings, problems } = readSettings((key) => values[key]);
    assert.equal(settings.autoMoveToFoundations, 'safe');
    assert.equal(settings.defaultGame, 'forty-thieves');
    assert.equal(settings.showTimer, false);
    assert.equal(problems.length, 2);
    assert.match(problems.join(), /fortyThieves.autoMoveToFoundations is "sometimes"/);
  });
});

describe('messages from the board', () => {
  const parse = (raw: unknown) => parseWebviewMessage(raw, VARIANT_IDS);

  it('accepts every well-formed message', () => {
    assert.deepEqual(parse({ type: 'move', move: 't2>t7:3' }), { type: 'move', move: 't2>t7:3' });
    assert.deepEqual(parse({ type: 'newGame', variant: 'lucas' }), { type: 'newGame', variant: 'lucas' });
    assert.deepEqual(parse({ type: 'newGame' }), { type: 'newGame' });
    assert.deepEqual(parse({ type: 'playAgain', variant: 'maria', dealNumber: 12 }), {
      type: 'playAgain',
      variant: 'maria',
      dealNumber: 12,
    });
    assert.deepEqual(parse({ type: 'undo', extra: 'ignored' }), { type: 'undo' });
    assert.deepEqual(parse({ type: 'review' }), { type: 'review' });
    assert.deepEqual(parse({ type: 'reviewShow', position: 0 }), { type: 'reviewShow', position: 0 });
    assert.deepEqual(parse({ type: 'playOn', position: 37 }), { type: 'playOn', position: 37 });
    assert.deepEqual(parse({ type: 'closeReview' }), { type: 'closeReview' });
  });

  it('refuses malformed messages with a plain reason', () => {
    assert.throws(() => parse(null), /null instead of a message/);
    assert.throws(() => parse('undo'), /string instead of a message/);
    assert.throws(() => parse([]), /a list/);
    assert.throws(() => parse({}), /without a type/);
    assert.throws(() => parse({ type: 'format-disk' }), /unknown message type/);
    assert.throws(() => parse({ type: 'move' }), /not a move string/);
    assert.throws(() => parse({ type: 'move', move: 'x'.repeat(100) }), /not a move string/);
    assert.throws(() => parse({ type: 'newGame', variant: 'klondike' }), /unknown game "klondike"/);
    assert.throws(() => parse({ type: 'playAgain', variant: 'klondike', dealNumber: 1 }), /play again an unknown game "klondike"/);
    assert.throws(() => parse({ type: 'playAgain', variant: 'maria', dealNumber: 0 }), /not a whole number from 1 to 4294967295/);
    for (const position of [-1, 1.5, '3', undefined]) {
      assert.throws(() => parse({ type: 'reviewShow', position }), /position of the review that is not a whole number/);
      assert.throws(() => parse({ type: 'playOn', position }), /position of the review that is not a whole number/);
    }
  });
});
