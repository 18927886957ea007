// The translations are complete and the host speaks only through them: the manifest's keys
// (package.nls*.json) and the host's bundle (l10n/) in every language, with the same placeholders;
// the bundle is what `npm run l10n:export` extracts from the sources today; and no string a player
// could read is written in src/ outside a message (the board's words, webview/, are checked by
// its own tests).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { getL10nJson } from '@vscode/l10n-dev';
import { VARIANTS, variantTitle } from '../../src/engine/index';
import { ENGLISH, L10n, formatDay, one, ordinalNumber } from '../../src/l10n';

const ROOT = join(__dirname, '../..');
const LANGUAGES = ['zh-cn', 'ja', 'de', 'fr', 'es', 'pt-br'];
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
type Messages = Record<string, string | { message: string; comment: string[] }>;
const text = (value: Messages[string]): string => (typeof value === 'string' ? value : value.message);
const holes = (message: string): string[] => [...message.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();

/** Every key of `english` in `translated` with the same placeholders, and no other key. */
function checkComplete(english: Messages, translated: Messages, file: string): void {
  assert.deepEqual(Object.keys(translated).sort(), Object.keys(english).sort(), `${file} has exactly the English keys`);
  for (const [key, value] of Object.entries(english)) {
    const message = text(translated[key]);
    assert.equal(typeof message, 'string', `${file}: ${key}`);
    assert.ok(message.trim().length > 0, `${file}: ${key} is empty`);
    assert.deepEqual(holes(message), holes(text(value)), `${file}: the placeholders of ${JSON.stringify(key)}`);
  }
}

describe('the manifest in every language (package.nls*.json)', () => {
  const english: Messages = json('package.nls.json');

  for (const language of LANGUAGES) {
    it(`package.nls.${language}.json has every key, with the same placeholders`, () => {
      checkComplete(english, json(`package.nls.${language}.json`), `package.nls.${language}.json`);
    });
  }

  it('names in package.json only keys that package.nls.json has, and leaves no English string to translate', () => {
    const manifest = readFileSync(join(ROOT, 'package.json'), 'utf8');
    const used = [...manifest.matchAll(/"%([\w.-]+)%"/g)].map((m) => m[1]);
    for (const key of used) assert.ok(key in english, `package.nls.json has ${key}`);
    assert.deepEqual([...new Set(used)].sort(), Object.keys(english).sort(), 'every key is used');
    const { contributes, displayName, description } = JSON.parse(manifest);
    const words: string[] = [displayName, description];
    for (const c of contributes.commands) words.push(c.title, c.category);
    for (const w of contributes.walkthroughs) words.push(w.title, w.description, ...w.steps.flatMap((s: any) => [s.title, s.description]));
    words.push(contributes.configuration.title);
    for (const p of Object.values<any>(contributes.configuration.properties))
      words.push(p.description, ...(p.enumDescriptions ?? []), ...(p.enumItemLabels ?? []));
    for (const w of words) assert.match(w, /^%[\w.-]+%$/, `${w} is a %key%`);
  });

  it('has each walkthrough page in every language, as small as the English, linking to the same commands', () => {
    for (const language of ['', ...LANGUAGES]) {
      const nls: Messages = json(language ? `package.nls.${language}.json` : 'package.nls.json');
      for (const key of Object.keys(nls).filter((k) => k.endsWith('.media'))) {
        const page = text(nls[key]);
        assert.match(page, language ? new RegExp(`^media/walkthrough/${language}/[a-z]+\\.md$`) : /^media\/walkthrough\/[a-z]+\.md$/);
        assert.ok(existsSync(join(ROOT, page)), `${page} exists`);
        assert.ok(statSync(join(ROOT, page)).size < 2048, `${page} is small`);
        const step = key.slice(0, -'.media'.length);
        const commands = (s: string) => [...s.matchAll(/\(command:([^)]+)\)/g)].map((m) => m[1]);
        assert.deepEqual(commands(text(nls[`${step}.description`])), commands(text(english[`${step}.description`])), `${language} ${step}`);
      }
    }
  });
});

describe("the host's bundle in every language (l10n/)", () => {
  const english: Messages = json('l10n/bundle.l10n.json');

  it('is what npm run l10n:export extracts from src/ and webview/ now', async function () {
    this.timeout(60000);
    const files = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'webview'))].map((file) => ({
      extension: '.ts',
      contents: readFileSync(file, 'utf8'),
    }));
    const extracted = await getL10nJson(files);
    assert.deepEqual(Object.keys(english).sort(), Object.keys(extracted).sort());
  });

  for (const language of LANGUAGES) {
    it(`bundle.l10n.${language}.json has every message, with the same placeholders`, () => {
      checkComplete(english, json(`l10n/bundle.l10n.${language}.json`), `bundle.l10n.${language}.json`);
    });
  }

  it('ships: the manifest points VS Code at l10n/, .vscodeignore packs the bundles and the manifest translations', () => {
    assert.equal(json('package.json').l10n, './l10n');
    const ignore = readFileSync(join(ROOT, '.vscodeignore'), 'utf8').split('\n');
    for (const line of ['!package.nls.json', '!package.nls.*.json', '!l10n/bundle.l10n.*.json', '!media/walkthrough/*/*.md'])
      assert.ok(ignore.includes(line), line);
  });
});

describe('the words of src/l10n.ts', () => {
  const french: L10n = { ...ENGLISH, language: 'fr' };
  const japanese: L10n = { ...ENGLISH, language: 'ja' };

  it("names the games in English as the engine's data does, through the host's English", () => {
    for (const v of VARIANTS) assert.equal(variantTitle(v.id, ENGLISH), v.name);
  });

  it('chooses the singular as the language does: 1 in English, 0 and 1 in French, never in Japanese', () => {
    assert.deepEqual(
      [0, 1, 2].map((n) => one(ENGLISH, n)),
      [false, true, false],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => one(french, n)),
      [true, true, false],
    );
    assert.deepEqual(
      [0, 1, 2].map((n) => one(japanese, n)),
      [false, false, false],
    );
    assert.equal(one({ ...ENGLISH, language: 'not a language!' }, 1), true, 'a tag Intl refuses counts as English');
  });

  it('writes ordinals and days in the language', () => {
    assert.deepEqual(
      [1, 2, 3, 4, 11, 21, 112].map((n) => ordinalNumber(ENGLISH, n)),
      ['1st', '2nd', '3rd', '4th', '11th', '21st', '112th'],
    );
    assert.equal(formatDay(ENGLISH, '2026-01-05'), 'January 5, 2026');
    assert.equal(formatDay({ ...ENGLISH, language: 'de' }, '2026-01-05'), '5. Januar 2026');
    assert.equal(formatDay(ENGLISH, 'not a day'), 'not a day');
  });
});

/** The .ts files under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  );
}

/**
 * What may be written in English in src/ without a message: not words for the player. A file's
 * entry lists the texts (as regular expressions); `*` is every text of the file.
 */
const NOT_WORDS: Record<string, (RegExp | '*')[]> = {
  // the manifest's English titles, compared with package.nls.json by contributions.test.ts
  'src/vscode/command-table.ts': ['*'],
  // only the extension's own tests make the storage fail
  'src/vscode/storage.ts': [/^the test made the workspace storage fail$/],
  // the worker's name, seen in developer tools only; the host's kind, an id
  'src/env/web/solver-thread.ts': [/^Forty Thieves solver$/],
  'src/env/web/extension.ts': [/^web worker$/],
  // the extension's own tests' window into it: not shown to a player (activate() returns it in test mode only)
  'src/vscode/test-api.ts': ['*'],
  // the board's page (markup; its words are the board's), and a message type no board sends
  'src/vscode/board-panel.ts': [/^</, /^Unhandled message/],
  // a statistics export's CSV header: a file format, read by programs as much as people
  'src/records/export-file.ts': [/^ended \(UTC\)$/, /^daily deal of$/, /^time \(s\)$/],
  // errors a caller's mistake raises (a bug, never a player's doing)
  'src/deals/random.ts': [/^randomInt needs/],
  'src/deals/daily-deal.ts': [/^No daily deals are pinned/, /is not a date written YYYY-MM-DD$/],
  'src/solver/service.ts': [/^Unknown search strategy/],
  'src/solver/portfolio.ts': [/^undecided$/],
  // the board's messages refused by the protocol: only a damaged board sends them
  'src/protocol.ts': ['*'],
  // the engine's public API (docs/engine-contract.md) refuses a caller's mistake (a malformed card,
  // deck, move or position) in English; what it says to a player (cards, piles, moves, why a move
  // is illegal, the games' names and rules) takes a translator (engine/words.ts, variant-words.ts)
  'src/engine/': ['*'],
};

const allowed = (file: string, words: string): boolean =>
  Object.entries(NOT_WORDS).some(
    ([where, patterns]) =>
      (file === where || (where.endsWith('/') && file.startsWith(where))) && patterns.some((p) => p === '*' || p.test(words)),
  );

/** Looks like words for a person: two words of letters (not an id, a key, a card code or a path). */
const WORDS = /\p{L}{2,}[ \u00a0]+\p{L}{2,}/u;

/** The string literals of a file that read like words, outside messages (l10n.t, vscode.l10n.t) and imports. */
function wordsOutsideMessages(file: string, code = readFileSync(file, 'utf8')): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const isMessage = (node: ts.Node): boolean => {
    const call = node.parent;
    if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
    const callee = call.expression;
    return ts.isPropertyAccessExpression(callee) && callee.name.text === 't' && /(^|\.)l10n$/.test(callee.expression.getText(source));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isLiteralTypeNode(node)) return;
    if (isMessage(node)) return; // a message, or { message, args, comment } given to l10n.t
    let words: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) words = node.text;
    else if (ts.isTemplateExpression(node)) words = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('{}');
    if (words !== undefined && WORDS.test(words))
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: words });
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

describe('no words for the player outside the messages (src/)', () => {
  it('finds every user-visible string literal of src/ inside l10n.t or vscode.l10n.t, or on the short list of what is not words', () => {
    const left = sources(join(ROOT, 'src')).flatMap((file) => {
      const name = relative(ROOT, file).split('\\').join('/');
      return wordsOutsideMessages(file)
        .filter(({ text }) => !allowed(name, text))
        .map(({ line, text }) => `${name}:${line} ${JSON.stringify(text)}`);
    });
    assert.deepEqual(left, []);
  });

  it('catches a sentence written in place, in quotes or a template, and lets a message, an id or a key pass', () => {
    const code = [
      "import { x } from '../some where';",
      "const id = 'fortyThieves.newGame', move = 't2>t7', kind: 'won' | 'lost' = 'won';",
      "const a = l10n.t('Your move {0} was refused', move), b = vscode.l10n.t('Show the link');",
      "const c = l10n.t({ message: '{0}st', args: [1], comment: 'an ordinal, in words' });",
      "const d = 'Your move was refused';",
      'throw new Error(`There is no game ${id} here`);',
    ].join('\n');
    assert.deepEqual(
      wordsOutsideMessages('probe.ts', code).map((w) => w.text),
      ['Your move was refused', 'There is no game {} here'],
    );
  });
});
