// The board in the pseudo-locale (support/pseudo.ts), in Chromium: the table, the toolbar, every
// panel, the review, the help with the rules of each of the nine games, and what the screen
// reader hears. Every visible word and every aria-label or title is inside the markers of a
// message of the bundle; outside them only digits, signs and single capitals (card ranks, keys),
// and the dates and times Intl writes in the display language (in <time> elements).
// The words the host sends (a notice, a hint, the review's sentences) come marked too: the host
// translates them itself.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { VARIANT_IDS } from '../../src/engine/variants';
import { useChromium, type BoardPage } from './support/harness';
import { CLOSE, OPEN, PSEUDO_LANGUAGE, pseudo, pseudoWords } from './support/pseudo';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { animations: false };

/**
 * Runs in the page (as source: tsx would wrap a named function in a helper the page lacks): every
 * text and spoken attribute with words outside the markers, with where it is.
 */
const UNMARKED = String.raw`(([open, close]) => {
  function outside(text) {
    let depth = 0;
    let out = '';
    for (const ch of text) {
      if (ch === open) depth++;
      else if (ch === close) depth = Math.max(0, depth - 1);
      else if (depth === 0) out += ch;
    }
    return out;
  }
  // Card ranks and court letters, key letters: a capital standing alone.
  function words(text) {
    return /\p{L}/u.test(outside(text).replace(/(?<!\p{L})[A-Z](?!\p{L})/gu, ''));
  }
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A date or time is Intl's, in the display language (model/locale.ts).
    if (!parent || parent.closest('script, style, time')) continue;
    if (words(node.textContent ?? '')) found.push('text in <' + parent.localName + ' class="' + parent.getAttribute('class') + '">: ' + node.textContent);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'title', 'aria-roledescription', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value && words(value)) found.push(name + ' of <' + element.localName + ' class="' + element.getAttribute('class') + '">: ' + value);
    }
  }
  return found;
})`;

/** Every text of the page outside the markers that is more than digits, signs and single capitals. */
const unmarked = (board: BoardPage): Promise<string[]> => board.frame.evaluate(`${UNMARKED}(${JSON.stringify([OPEN, CLOSE])})`);

/** The host's own words in a snapshot, marked as the host's bundle would give them. */
function hostMarked(s: Snapshot): Snapshot {
  return {
    ...s,
    variantName: pseudo(s.variantName),
    rules: s.rules.map(pseudo),
    notice: s.notice && { ...s.notice, text: pseudo(s.notice.text) },
    hint: s.hint && { ...s.hint, text: pseudo(s.hint.text) },
  };
}

describe('the board in the pseudo-locale (Chromium)', function () {
  this.timeout(120_000);
  const env = useChromium();
  let board: BoardPage;

  before(() => {
    (env as unknown as { server: { words: unknown } }).server.words = pseudoWords();
  });
  beforeEach(async () => {
    board = await env.open();
  });
  afterEach(async () => {
    assert.deepEqual(board.problems, [], 'console errors');
    await board.close();
  });
  after(() => {
    (env as unknown as { server: { words: unknown } }).server.words = undefined;
  });

  it('says <html lang> and draws the table, the toolbar, the banners and the words of a move in it', async () => {
    assert.equal(await board.frame.evaluate(() => document.documentElement.lang), PSEUDO_LANGUAGE);
    const dealt = await snapshotOf('forty-thieves', { deal: 7, settings: STILL, extra: { dailyDeal: '2026-11-30' } });
    await board.show(hostMarked(dealt));
    const move = dealt.legalMoves.find((m) => m.startsWith('t'))!;
    const moved = await snapshotOf('forty-thieves', {
      deal: 7,
      moves: [move],
      settings: STILL,
      extra: {
        dailyDeal: '2026-11-30',
        notice: { kind: 'warning', text: 'The record could not be saved' },
        hint: { move: null, text: 'No winning line from here.', undoSteps: 2 },
        winnability: 'lost',
      },
    });
    await board.show(hostMarked(moved));
    assert.match((await board.page.locator('.announcer').textContent()) ?? '', /⟦/, 'the screen reader heard the move');
    assert.deepEqual(await unmarked(board), []);
  });

  it('shows the help with the rules of each of the nine games', async () => {
    for (const variant of VARIANT_IDS) {
      await board.show(hostMarked(await snapshotOf(variant, { settings: STILL })));
      await board.page.locator('[data-action="help"]').click();
      await board.settle();
      assert.equal(await board.page.locator('.help-rules li').count(), 7, variant);
      assert.deepEqual(await unmarked(board), [], variant);
      await board.page.keyboard.press('Escape');
      await board.settle();
    }
  });

  it('shows the statistics, the pictures, the daily record and the history', async () => {
    const playing = await snapshotOf('streets', { deal: 33, moves: [], settings: STILL });
    await board.show(hostMarked({ ...playing, statistics: statisticsRows(), playRecord: playRecordOf() }));
    assert.equal(await board.page.locator('.panel.statistics').count(), 1);
    assert.deepEqual(await unmarked(board), []);
  });

  it('shows the panels of a won, a solved and a lost game', async () => {
    const playing = await snapshotOf('lucas', { deal: 12, settings: STILL });
    for (const status of ['won', 'solved', 'lost'] as const) {
      await board.show(hostMarked({ ...playing, status, legalMoves: [], lastAction: 'move', moveCount: 5, canUndo: true }));
      assert.equal(await board.page.locator('.panel.end').count(), 1, status);
      assert.deepEqual(await unmarked(board), [], status);
    }
  });

  it('shows the review: the strip, what it found, the next move and the solver still asking', async () => {
    const s = await snapshotOf('maria', { deal: 3, settings: STILL });
    const moves = ['Six of Hearts to column 4', 'Turn the stock', 'Seven of Clubs home'].map(pseudo);
    const review = {
      marks: 'wwul',
      moves,
      shown: 1,
      summary: pseudo('Not known whether move 2 or 3 lost the game.'),
      losingMove: null,
      next: { move: s.legalMoves[0], text: pseudo('Turn the stock') },
      progress: { asked: 2, of: 5 },
    };
    await board.show(hostMarked({ ...s, review }));
    await board.show(hostMarked({ ...s, review: { ...review, shown: 2 } }));
    assert.equal(await board.page.locator('.panel.review').count(), 1);
    assert.deepEqual(await unmarked(board), []);
  });
});
