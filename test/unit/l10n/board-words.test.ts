// The board's words are all in the bundle: a scan of webview/ finds no user-visible string literal
// outside l10n.t (text between the tags of a Lit template, a title or aria-label written in place,
// a sentence in a string); and every language's bundle has every message of the English one, with
// the same placeholders.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../..');
const L10N = path.join(ROOT, 'l10n');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** Text a player reads: a capitalised word, or three words in a row, or a word ending a sentence. */
const PROSE = /\b[A-Z][a-z]{2,}\b|\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b|[a-z]{2,}[.!?…:]( |$)/;
/** What is no text: a key's name and chords of them, CSS and selectors. */
const NOT_TEXT = /^(((Ctrl|Shift)\+)*([A-Z]|Home|End|Enter|Space|Escape|Ctrl|Shift))$/;
/** Calls whose string arguments are not shown: logs, errors, selectors, events, styles. */
const QUIET_CALLS =
  /^(console\.\w+|Error|querySelector|querySelectorAll|closest|matches|getElementById|customElement|addEventListener|removeEventListener|CustomEvent|setProperty|mark|toggle|contains|add|remove|includes|startsWith|endsWith|test|matchMedia)$/;
/** Attributes a screen reader reads or a tooltip shows. */
const SPOKEN = /\b(title|aria-label|aria-roledescription|aria-valuetext|placeholder|alt)="([^"$]*)"/g;

function calleeName(call: ts.CallExpression | ts.NewExpression): string {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  if (ts.isPropertyAccessExpression(e))
    return ts.isIdentifier(e.expression) && e.expression.text === 'console' ? `console.${e.name.text}` : e.name.text;
  return '';
}

const isL10nCall = (node: ts.Node): boolean =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.getText() === 'l10n.t';

/** Whether a string's place makes it no text for the player: inside l10n.t, a log, a type, a comparison, an import. */
function quiet(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (isL10nCall(parent)) return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && QUIET_CALLS.test(calleeName(parent))) return true;
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
    if (ts.isCaseClause(parent) || (ts.isBinaryExpression(parent) && /^(===|!==|==|!=|in)$/.test(parent.operatorToken.getText())))
      return true;
    if (ts.isPropertyAssignment(parent) && parent.name === at) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === at) return true;
    if (ts.isTaggedTemplateExpression(parent)) return false;
    if (ts.isStatement(parent)) return false;
  }
  return false;
}

/** What a Lit template shows: text between its tags, and its spoken attributes written in place. */
function templateText(template: ts.TemplateLiteral): string[] {
  const statics = ts.isNoSubstitutionTemplateLiteral(template)
    ? [template.text]
    : [template.head.text, ...template.templateSpans.map((s) => s.literal.text)];
  const markup = statics.join('\u0000');
  const found = [...markup.matchAll(SPOKEN)].map((m) => m[2]).filter((v) => /[A-Za-z]{2,}/.test(v));
  const between = markup.replace(/<[^>]*>?/g, ' ').replace(/^[^<]*>/, ' ');
  for (const text of between.split('\u0000')) if (/[A-Za-z]{2,}/.test(text)) found.push(text.trim());
  return found;
}

function unlocalised(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const where = (node: ts.Node, text: string) =>
    found.push(`${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text}`);
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && /^(html|svg)$/.test(node.tag.getText())) {
      for (const text of templateText(node.template)) where(node, text);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isTaggedTemplateExpression(node.parent)) {
      if (PROSE.test(node.text) && !NOT_TEXT.test(node.text) && !quiet(node)) where(node, node.text);
    } else if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      const text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…');
      if (PROSE.test(text) && !quiet(node)) where(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

type Bundle = Record<string, string | { message: string }>;
const readBundle = (name: string): Bundle => JSON.parse(readFileSync(path.join(L10N, name), 'utf8'));
const holes = (message: string): string => [...new Set(message.match(/\{\d+\}/g) ?? [])].sort().join(' ');

describe('the board speaks through the bundle', () => {
  it('leaves no user-visible string literal in webview/ outside l10n.t', () => {
    const found = sourceFiles(path.join(ROOT, 'webview')).flatMap(unlocalised);
    assert.deepEqual(found, []);
  });

  it('the scan catches text written in place: in a template, a title, a sentence in a string', () => {
    const file = path.join(ROOT, 'webview', 'scan-probe.ts');
    const probe = (code: string) => {
      const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true);
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isTaggedTemplateExpression(node)) found.push(...templateText(node.template));
        else if (ts.isStringLiteral(node) && PROSE.test(node.text) && !quiet(node)) found.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(source);
      return found;
    };
    assert.deepEqual(probe('const a = html`<h2>Help</h2>`;'), ['Help']);
    assert.deepEqual(probe('const a = html`<button title="Close the help">${x}</button>`;'), ['Close the help']);
    assert.deepEqual(probe("say('The stock is empty');"), ['The stock is empty']);
    assert.deepEqual(probe("say(l10n.t('The stock is empty')); console.warn('Ignored a snapshot');"), []);
    assert.deepEqual(probe("const a = html`<span class=${'suit small'}>${l10n.t('Hint')}</span>`;"), []);
  });

  const english = readBundle('bundle.l10n.json');
  const languages = readdirSync(L10N).filter((name) => /^bundle\.l10n\.[\w-]+\.json$/.test(name));

  it('has the six languages', () => {
    assert.deepEqual(languages.map((name) => name.split('.')[2]).sort(), ['de', 'es', 'fr', 'ja', 'pt-br', 'zh-cn']);
  });

  for (const name of languages) {
    it(`${name} has every message of the English bundle, with the same placeholders`, () => {
      const bundle = readBundle(name);
      const missing = Object.keys(english).filter((key) => !(key in bundle));
      assert.deepEqual(missing, [], 'missing messages');
      const wrong = Object.entries(english).flatMap(([key, value]) => {
        const message = typeof value === 'string' ? value : value.message;
        const translated = bundle[key];
        const text = typeof translated === 'string' ? translated : translated.message;
        return holes(text) === holes(message) ? [] : [`${key} → ${text}`];
      });
      assert.deepEqual(wrong, [], 'placeholders');
      assert.deepEqual(
        Object.keys(bundle).filter((key) => !(key in english)),
        [],
        'messages the English bundle no longer has',
      );
    });
  }
});
