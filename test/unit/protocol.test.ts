import assert from 'node:assert/strict';
import { MAX_QUOTED, noMarkup, plainText, quoteInput, reasonOf } from '../../src/plain-text';

describe('text from outside in messages', () => {
  it('never becomes a Markdown link or autolink that runs a command', () => {
    for (const text of ['[Play](command:workbench.action.quit)', '<command:workbench.action.terminal.runActiveFile>', 'x](command:a)']) {
      for (const shown of [plainText(text), quoteInput(text), reasonOf(new Error(text)), noMarkup(`Forty Thieves: ${text}`)]) {
        assert.ok(!/[[\]<]/.test(shown), shown);
      }
    }
    assert.equal(plainText('[Play](command:x)'), '(Play)(command:x)');
    assert.equal(noMarkup('<b>x</b>'), '‹b>x‹/b>', 'an autolink cannot start: "<" shows as "‹"');
  });

  it('drops control, zero-width and direction-changing characters', () => {
    assert.equal(plainText('ab\u202ecd\u2066e\u200bf\u0007g\ng'), 'abcdefgg');
  });

  it(`keeps at most ${MAX_QUOTED} characters, cut at a word, never inside a character`, () => {
    const words = 'the quick brown fox jumps over the lazy dog '.repeat(5);
    const cut = plainText(words);
    assert.ok(cut.length <= MAX_QUOTED && cut.endsWith('…'));
    assert.ok(words.startsWith(cut.slice(0, -1)) && words[cut.length - 1] === ' ', 'cut where a word ends');
    // A space just at the middle is too early to cut at: the text is cut at MAX_QUOTED - 1 instead.
    const early = `${'a'.repeat(MAX_QUOTED / 2)} ${'b'.repeat(MAX_QUOTED)}`;
    assert.equal(plainText(early), `${early.slice(0, MAX_QUOTED - 1)}…`);
    const late = `${'a'.repeat(MAX_QUOTED / 2 + 1)} ${'b'.repeat(MAX_QUOTED)}`;
    assert.equal(plainText(late), `${'a'.repeat(MAX_QUOTED / 2 + 1)}…`);
    const emoji = plainText('🂡'.repeat(100));
    assert.equal([...emoji].length, MAX_QUOTED);
    assert.ok(!/[\ud800-\udbff]…$/.test(emoji), 'no half of a character');
  });
});
