// The board's words in a language, in Node: plurals by the language's rules, lists and numbers as
// it writes them, and the engine's words through a translator.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardName, dealGame, describeMove, describeRules, getVariant, legalMoves } from '../../../src/engine/index';
import type { L10n } from '../../../src/engine/translate';
import { listOr, plural, sentences, setLanguage } from '../../../webview/model/locale';

const ROOT = path.resolve(__dirname, '../../..');

/** A translator from one of the bundles, as vscode.l10n or @vscode/l10n would look it up. */
function translator(language: string): L10n {
  const bundle = JSON.parse(readFileSync(path.join(ROOT, 'l10n', `bundle.l10n.${language}.json`), 'utf8')) as Record<string, string>;
  const fill = (text: string, args: unknown[]) => text.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)]));
  return {
    t: (message: string | { message: string; args: unknown[]; comment: string }, ...args: unknown[]) =>
      typeof message === 'string'
        ? fill(bundle[message] ?? message, args)
        : fill(bundle[`${message.message}/${message.comment}`] ?? message.message, message.args),
  } as L10n;
}

describe('words in a language', () => {
  afterEach(() => setLanguage('en'));

  it('picks the plural message by the language: French says 0 and 1 in the singular, Japanese never', () => {
    setLanguage('fr');
    assert.deepEqual(
      [0, 1, 2].map((n) => plural(n, 'one', 'other')),
      ['one', 'one', 'other'],
    );
    setLanguage('en');
    assert.deepEqual(
      [0, 1, 2].map((n) => plural(n, 'one', 'other')),
      ['other', 'one', 'other'],
    );
    setLanguage('ja');
    assert.deepEqual(
      [0, 1, 2].map((n) => plural(n, 'one', 'other')),
      ['other', 'other', 'other'],
    );
  });

  it('joins lists as the language does, and falls back to English for a tag it does not know', () => {
    setLanguage('de');
    assert.equal(listOr(['Spalte 5', 'Spalte 7', 'einen Zielstapel']), 'Spalte 5, Spalte 7 oder einen Zielstapel');
    setLanguage('not a tag');
    assert.equal(listOr(['column 5', 'column 7', 'a foundation']), 'column 5, column 7, or a foundation');
    assert.equal(sentences('Moved.', '', 'Undone.'), 'Moved. Undone.');
  });

  it("says the engine's words in the translator's language, English without one", () => {
    assert.equal(cardName('TH'), 'Ten of Hearts');
    assert.equal(cardName('TH', translator('de')), 'Herz-Zehn');
    assert.equal(cardName('QS', translator('zh-cn')), '黑桃Q');
    assert.equal(cardName('KC', translator('ja')), 'クラブのK');
    assert.equal(describeRules(getVariant('forty-thieves'), translator('fr'))[6], 'Pas de redistribution.');
    const game = dealGame('forty-thieves', { number: 1 });
    const move = legalMoves(game).find((m) => /^t\d+>t\d+$/.test(m))!;
    assert.match(describeMove(game, move, translator('es')), /^Mover .+ de .+ de la columna \d+ a la columna \d+$/);
  });
});
