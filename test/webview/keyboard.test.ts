// The board from the keyboard and through a screen reader's ears, in Chromium: roving focus
// between the piles, picking up and putting down with Enter, the single-key commands, the help,
// keys the board must leave to VS Code; and a keyboard-only journey that plays a real deal and
// then wins a game, with the test acting as the host (fake-host.ts) and every step checked
// against what the live region said.

import assert from 'node:assert/strict';
import { autoMoves, cardName, dealGame, isWon, parseCard, playAll, playerMoves, position, solve } from '../../src/engine/index';
import type { Game } from '../../src/engine/index';
import { FakeHost } from './support/fake-host';
import { BoardPage, useBoardPage } from './support/harness';
import { snapshotOf } from './support/snapshots';

const STILL = { showTimer: true, animations: false };
const TOP_ROW = ['s', 'w', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'];

const words = (card: string) => cardName(parseCard(card.replace(/^#/, '')));
const pileWords = (pile: string) =>
  pile[0] === 't' ? `column ${pile.slice(1)}` : pile === 'f' ? 'a foundation' : pile === 'w' ? 'the waste' : 'the stock';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the board should say for `step` played from `game`, worked out here from the engine's own cards. */
function expectedWords(game: Game, step: string[]): string {
  const parts: string[] = [];
  let g = game;
  for (const move of step) {
    const pos = position(g);
    const [from, rest] = move.split('>');
    const [to, n] = rest.split(':');
    const count = n ? Number(n) : 1;
    if (move === 's>w') {
      const k = Math.min(g.variant.cardsPerTurn, pos.stock.length);
      const top = pos.stock[pos.stock.length - k];
      parts.push(k > 1 ? `${k} cards turned from the stock, ${words(top)} on top.` : `${words(top)} turned from the stock.`);
    } else if (move === 'w>s') {
      parts.push('The waste turned over to make a new stock.');
    } else {
      const pile = from === 'w' ? pos.waste : from === 's' ? pos.stock : pos.tableau[Number(from.slice(1)) - 1];
      const card = pile[pile.length - count];
      let text = `${words(card)}${count > 1 ? ` and the ${plural(count - 1, 'card')} on it` : ''} to ${pileWords(to)}.`;
      const under = from[0] === 't' ? pile[pile.length - count - 1] : undefined;
      if (under?.startsWith('#')) text += ` ${words(under)} turned face up in ${pileWords(from)}.`;
      parts.push(text);
    }
    g = playAll(g, [move]);
  }
  if (step.length - 1 > 4 && step.slice(1).every((m) => m.endsWith('>f')))
    return `${parts[0]} Then ${step.length - 1} cards to the foundations.`;
  return parts.join(' ');
}

describe('board keyboard and screen reader (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  const press = (key: string) => board.page.keyboard.press(key);
  /** The pile that has the focus (or the focused element's tag). */
  const active = () =>
    board.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.closest<HTMLElement>('[data-pile]')?.dataset.pile ?? el?.getAttribute('data-action') ?? el?.tagName ?? '';
    });
  const announced = async () => ((await board.page.locator('.announcer').textContent()) ?? '').replace(/\u00a0/g, '').trim();
  /** Waits until the live region says something matching. */
  const hears = async (expected: string | RegExp) => {
    const want = typeof expected === 'string' ? { text: expected } : { source: expected.source, flags: expected.flags };
    const heard = await board.page
      .waitForFunction(
        (w) => {
          const t = (document.querySelector('.announcer')?.textContent ?? '').replace(/\u00a0/g, '').trim();
          return 'text' in w ? t === w.text : new RegExp(w.source, w.flags).test(t);
        },
        want,
        { timeout: 2000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!heard) assert.fail(`the live region said ${JSON.stringify(await announced())}, expected ${expected}`);
  };

  /** Moves the focus to `pile` with arrow keys only. */
  async function goTo(pile: string, columns: number): Promise<void> {
    const bottom = Array.from({ length: columns }, (_, i) => `t${i + 1}`);
    for (let i = 0; i < 60; i++) {
      const here = await active();
      if (here === pile) return;
      const hereTop = TOP_ROW.includes(here);
      const wantTop = TOP_ROW.includes(pile);
      if (!hereTop && !bottom.includes(here))
        await press('ArrowRight'); // the body: the first arrow focuses a pile
      else if (hereTop !== wantTop) await press(wantTop ? 'ArrowUp' : 'ArrowDown');
      else {
        const row = wantTop ? TOP_ROW : bottom;
        await press(row.indexOf(pile) > row.indexOf(here) ? 'ArrowRight' : 'ArrowLeft');
      }
    }
    assert.fail(`could not reach ${pile} with the arrow keys (at ${await active()})`);
  }

  /** Plays one move with keys: focus the card, Enter, focus the target, Enter. */
  async function playByKeys(move: string, columns: number): Promise<void> {
    const [from, rest] = move.split('>');
    const [to, n] = rest.split(':');
    if (from === 's' || move === 'w>s') {
      await press('s');
      return;
    }
    await goTo(from, columns);
    for (let k = 1; k < Number(n ?? 1); k++) await press('ArrowUp');
    await press('Enter');
    if (to === 'f') assert.match(await active(), /^f\d$/, 'picking up a card that goes home focuses its foundation');
    else await goTo(to, columns);
    await press('Enter');
  }

  it('is one tab stop with a visible focus ring, and the arrows move between piles and rows', async () => {
    await board.show(await snapshotOf('forty-thieves', { settings: STILL }));
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await press('Tab');
      reached = /^(t\d+|s|w|f\d)$/.test(await active());
    }
    assert.ok(reached, 'Tab never reached the table');
    assert.equal(await active(), 't1');
    assert.equal(await board.page.locator('[data-pile][tabindex="0"]').count(), 1, 'one tab stop');
    const ring = await board.page.locator('[data-pile="t1"] > .card.kb-focus').evaluate((el) => getComputedStyle(el).outlineStyle);
    assert.equal(ring, 'solid', 'the focused card shows a ring');
    await press('ArrowRight');
    await press('ArrowRight');
    assert.equal(await active(), 't3');
    assert.equal(await board.page.locator('[data-pile="t3"]').getAttribute('tabindex'), '0');
    assert.equal(await board.page.locator('[data-pile="t1"]').getAttribute('tabindex'), '-1');
    await press('ArrowUp');
    assert.match(await active(), /^(w|f\d)$/, 'up from column 3 goes to the pile above it');
    await press('Home');
    assert.equal(await active(), 's');
    await press('End');
    assert.equal(await active(), 'f8');
    await press('ArrowDown');
    assert.equal(await active(), 't10', 'down from the last foundation goes to the last column');
    await press('Tab');
    assert.ok(!/^[tswf]\d*$/.test(await active()), 'Tab leaves the table');
    // Names of the piles.
    assert.match(
      (await board.page.locator('[data-pile="t3"]').getAttribute('aria-label')) ?? '',
      /^Column 3, 4 cards, top card \w+ of \w+$/,
    );
    assert.equal(await board.page.locator('[data-pile="s"]').getAttribute('aria-label'), 'Stock, 64 cards');
    assert.equal(await board.page.locator('[data-pile="w"]').getAttribute('aria-label'), 'Waste, empty');
    assert.equal(await board.page.locator('[data-pile="f1"]').getAttribute('aria-label'), 'Foundation, empty');
    assert.equal(await board.page.locator('main.table').getAttribute('role'), 'application');
  });

  it('walks along a run inside a column and picks it up', async () => {
    const s = await snapshotOf('little-forty', { settings: STILL });
    assert.ok(s.legalMoves.includes('t2>t1:2'));
    await board.show(s);
    await goTo('t2', s.tableau.length);
    await press('ArrowUp');
    assert.equal(await active(), 't2');
    assert.equal(await board.page.locator('[data-pile="t2"] > .card.kb-focus').getAttribute('data-index'), '2');
    await hears(`${words(s.tableau[1][2])} and the 1 card on it, can move.`);
    await board.screenshot('keyboard-run-light');
    await press('Enter');
    await hears(/^Picked up .* and the 1 card on it\. It can go to column 1/);
    assert.equal(await board.page.locator('.card.selected').count(), 2);
    assert.equal(await active(), 't1', 'the focus goes to the first target');
    await press('Enter');
    assert.deepEqual(await board.moves(), ['t2>t1:2']);
  });

  it('refuses an illegal drop in words and changes nothing; Escape puts the card back', async () => {
    const s = await snapshotOf('forty-thieves', { deal: 2, settings: STILL });
    await board.show(s);
    // Enter with no pile focused only shows where the focus is.
    await press('Enter');
    assert.equal(await active(), 't1');
    assert.equal(await board.page.locator('.card.selected').count(), 0);
    await goTo('t4', 10);
    await press('Enter');
    await hears(/^Picked up .*\. It can go to column (3|5) or column (3|5)\./);
    await goTo('t1', 10);
    await press('Enter');
    await hears(`${words(s.tableau[3][3])} cannot go on column 1. Choose another pile, or Escape.`);
    assert.deepEqual(await board.moves(), []);
    assert.equal(await board.page.locator('.card.selected').count(), 1, 'still held');
    await press('Escape');
    await hears('Put back.');
    assert.equal(await board.page.locator('.card.selected').count(), 0);
    // The smart move: a card with two columns is picked up, one with one column moves.
    await goTo('t4', 10);
    await press('.');
    await hears(/^Picked up/);
    await press('Escape');
    await board.show(await snapshotOf('forty-thieves', { settings: STILL }));
    await goTo('t2', 10);
    await press('m');
    assert.deepEqual(await board.moves(), ['t2>t5']);
  });

  it('single keys post their commands, and the board never takes keys it does not use', async () => {
    await board.show(await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { canRedo: true } }));
    await board.page.evaluate(() => {
      (window as any).__seen = [];
      window.addEventListener('keydown', (e) => {
        if (!['Shift', 'Control', 'Alt', 'Meta'].includes(e.key)) (window as any).__seen.push(`${e.key}:${e.defaultPrevented}`);
      });
    });
    await goTo('t1', 10);
    for (const key of [
      'u',
      'r',
      'Shift+R',
      'h',
      's',
      'n',
      'Shift+N',
      'Control+z',
      'Control+Shift+Z',
      'Control+y',
      'Meta+z',
      'Meta+Shift+Z',
      'Meta+y',
    ])
      await press(key);
    assert.deepEqual(
      (await board.actions()).map((m) => (m.type === 'move' ? m.move : m.type)),
      ['undo', 'redo', 'restart', 'hint', 's>w', 'newGame', 'pickGame', 'undo', 'redo', 'redo', 'undo', 'redo', 'redo'],
    );
    // Handled keys stop in the board (VS Code must not run them again); others pass untouched.
    assert.deepEqual(await board.page.evaluate(() => (window as any).__seen), []);
    for (const key of ['x', 'Control+p', 'F1', 'Control+Shift+p', 'Alt+u', 'Control+k']) await press(key);
    assert.deepEqual(await board.page.evaluate(() => (window as any).__seen), [
      'x:false',
      'p:false',
      'F1:false',
      'p:false',
      'u:false',
      'k:false',
    ]);
    assert.equal((await board.actions()).length, 13, 'nothing more posted');
  });

  it('the first Tab into the board lands on the cards; the toolbar comes after them, drawn above', async () => {
    await board.show(
      await snapshotOf('forty-thieves', {
        moves: ['t2>t5'],
        settings: STILL,
        extra: { notice: { kind: 'info', text: 'A notice with a button.' } },
      }),
    );
    assert.equal(await active(), 'BODY', 'nothing has the focus yet');
    await press('Tab');
    assert.equal(await active(), 't1', 'the first Tab stop is the table');
    await press('Tab');
    assert.equal(await active(), 'new-game', 'then the toolbar');
    await press('Shift+Tab');
    assert.equal(await active(), 't1');
    const tops = await board.page.evaluate(() =>
      ['.toolbar', '.notice', '.table'].map((sel) => document.querySelector(sel)!.getBoundingClientRect().top),
    );
    assert.ok(tops[0] < tops[1] && tops[1] < tops[2], `toolbar, notice and table from the top: ${tops.join(', ')}`);
  });

  it('"?" opens the help; Escape closes it and the focus returns to the table', async () => {
    await board.show(await snapshotOf('maria', { settings: STILL }));
    await goTo('t3', 9);
    await press('?');
    assert.equal(await board.page.locator('.panel.help[role="dialog"]').count(), 1);
    assert.equal(await active(), 'close-help');
    const rows = await board.page.locator('.panel.help .keys tr').count();
    assert.ok(rows >= 14, `${rows} keys listed`);
    const text = await board.page.locator('.panel.help').innerText();
    for (const key of ['Enter', 'Escape', 'Ctrl+Z', 'Shift+R', 'H', '?']) assert.ok(text.includes(key), key);
    await board.screenshot('help-light');
    // Tab stays in the dialog.
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await press('Tab');
      seen.push(await active());
    }
    assert.deepEqual(seen, ['help-solve', 'close-help-footer', 'close-help', 'help-solve']);
    await press('Escape');
    assert.equal(await board.page.locator('.panel.help').count(), 0);
    assert.equal(await active(), 't3');
    await board.page.click('[data-action="help"]');
    await board.page.click('[data-action="help-solve"]');
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['solve'],
    );
  });

  it('a keyboard-only journey, heard through the live region: several moves of a deal', async () => {
    const host = await FakeHost.start('forty-thieves', { deal: 1, settings: { animations: true } });
    await host.start(board);
    await hears('Forty Thieves, deal 1.');
    // Into the table with Tab, as a keyboard user does.
    for (let i = 0; i < 15 && !/^t\d+$/.test(await active()); i++) await press('Tab');
    assert.equal(await active(), 't1');

    // 1. Turn the stock.
    let before = host.current;
    await press('s');
    await host.pump(board);
    await hears(expectedWords(before, host.snapshot().lastStep));

    // 2. A move between columns: pick up, the focus jumps to the target, put down.
    const move = playerMoves(host.current).find((m) => /^t\d+>t\d+$/.test(m));
    assert.ok(move, 'no column move in deal 1');
    before = host.current;
    const [from, to] = move.split('>');
    await goTo(from, 10);
    await press('Enter');
    await hears(/^Picked up /);
    await goTo(to, 10);
    await press('Enter');
    await host.pump(board);
    const said = expectedWords(before, host.snapshot().lastStep);
    assert.match(said, new RegExp(`to column ${to.slice(1)}\\.`));
    await hears(said);
    assert.equal(
      await board.page.locator(`[data-pile="${to}"]`).getAttribute('aria-label'),
      `Column ${to.slice(1)}, ${position(host.current).tableau[Number(to.slice(1)) - 1].length} cards, top card ${words(position(host.current).tableau[Number(to.slice(1)) - 1].at(-1)!)}`,
    );

    // 3. Undo and redo by key.
    await press('u');
    await host.pump(board);
    await hears('Undone. 1 move played.');
    await press('r');
    await host.pump(board);
    await hears('Redone. 2 moves played.');

    // 4. A hint, spoken.
    host.hintReply = { move: 's>w', text: 'Turn the stock.' };
    await press('h');
    await host.pump(board);
    await hears('Turn the stock.');
    assert.ok((await board.page.locator('[data-pile="s"]').getAttribute('class'))?.includes('hint-source'));

    // 5. A few more moves: whatever plays, the board says exactly what moved.
    for (let i = 0; i < 4; i++) {
      const next =
        playerMoves(host.current).find((m) => m.endsWith('>f')) ?? playerMoves(host.current).find((m) => /^w>t/.test(m)) ?? 's>w';
      before = host.current;
      await playByKeys(next, 10);
      await host.pump(board);
      await hears(expectedWords(before, host.snapshot().lastStep));
    }
    assert.equal(await board.page.locator('.moves').innerText(), String(host.snapshot().moveCount));
  });

  it('a keyboard-only journey to a won game (the test plays the host)', async function () {
    // A deal the solver wins, played up to a short tail with automatic moves; the keys do the rest.
    const dealt = dealGame('forty-thieves', { number: 4 });
    const line = solve(dealt, { timeMs: 5000 });
    assert.equal(line.result, 'won');
    let tail = line.moves.length - 40;
    for (let i = line.moves.length - 1; i >= 0; i--) {
      let g = playAll(dealt, line.moves.slice(0, i));
      let count = 0;
      for (const m of line.moves.slice(i)) {
        if (isWon(g) || !playerMoves(g).includes(m)) continue;
        g = autoMoves(playAll(g, [m]), 'all').game;
        count++;
      }
      if (isWon(g)) {
        tail = i;
        if (count >= 6) break;
      }
    }
    const host = await FakeHost.start('forty-thieves', {
      deal: 4,
      moves: line.moves.slice(0, tail),
      autoMoves: 'all',
      settings: { animations: true },
    });
    await host.start(board);
    const columns = 10;
    let played = 0;
    for (const m of line.moves.slice(tail)) {
      if (host.won) break;
      if (!playerMoves(host.current).includes(m)) continue;
      const before = host.current;
      await playByKeys(m, columns);
      await host.pump(board);
      const step = host.snapshot().lastStep;
      if (host.won)
        await hears(`${expectedWords(before, step)} You won! All 104 cards are home in ${plural(host.snapshot().moveCount, 'move')}.`);
      else await hears(expectedWords(before, step));
      played++;
    }
    assert.ok(host.won, 'the game was not won');
    assert.ok(played >= 3, `only ${played} moves were needed`);
    // The cards may still be flying home: any key finishes the motion at once, and the win
    // shows once they have landed.
    await press('x');
    await board.settle();
    assert.equal(await board.page.locator('.panel.won').count(), 1);
    assert.equal(await active(), 'won-new-deal', 'the focus goes to the win dialog');
    const tops = await board.page.locator('[data-pile^="f"] > .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    assert.deepEqual(tops, ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS']);
    await press('Enter');
    assert.equal((await board.actions()).at(-1)?.type, 'newGame', 'Enter on the win dialog deals again');
  });

  it('says a loss, and names the foundations as they fill', async () => {
    const s = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL });
    s.foundations = ['2C', null, null, null, '4H', null, null, 'KS'];
    await board.show(s);
    assert.equal(await board.page.locator('[data-pile="f1"]').getAttribute('aria-label'), 'Foundation, Clubs up to Two');
    assert.equal(await board.page.locator('[data-pile="f5"]').getAttribute('aria-label'), 'Foundation, Hearts up to Four');
    assert.equal(await board.page.locator('[data-pile="f2"]').getAttribute('aria-label'), 'Foundation, empty');
    await board.show({ ...s, status: 'lost', legalMoves: [], lastStep: [], lastStepEffects: [], lastAction: 'move' });
    await hears(/No moves left: the game is lost with \d+ of 104 cards home\. Undo, restart or deal again\.$/);
  });
});
