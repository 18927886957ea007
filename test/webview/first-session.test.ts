// What a new player notices in a first session, in Chromium (issue 21): the smart move keeps a
// card on the card it is built on, the stock's count badge leaves the stock visible, the toolbar
// stays put when a game ends, the clock the board showed survives a reload, today's deal is named
// on the board and at the game's end, and the Statistics panel shows at a glance what it holds.

import assert from 'node:assert/strict';
import { BoardPage, useBoardPage, useChromium } from './support/harness';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('a first session without a stumble (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  it('the smart move (.) leaves the 7♣ on the 8♣ rather than putting it in an empty column', async () => {
    const s = await snapshotOf('forty-thieves', { settings: STILL });
    s.tableau = [['KD', '8C', '7C'], [], ['9H', '8H', '7C'], ...s.tableau.slice(3)];
    s.legalMoves = ['t1>t2', 't3>t2', 's>w'];
    await board.show(s);
    await board.page.keyboard.press('Tab');
    await board.page.keyboard.press('.');
    await board.settle();
    assert.deepEqual(await board.moves(), [], 'nothing moved');
    assert.equal(await board.page.locator('[data-pile="t1"] > .card.selected').count(), 1, 'the card is picked up: the player chooses');
    await board.page.keyboard.press('Escape');
    await board.page.keyboard.press('End');
    await board.page.keyboard.press('Home');
    for (let i = 0; i < 2; i++) await board.page.keyboard.press('ArrowRight');
    await board.page.keyboard.press('.');
    await board.settle();
    assert.deepEqual(await board.moves(), ['t3>t2'], 'a 7♣ on an 8♥ goes to the empty column');
  });

  it("the stock's count badge leaves the stock card visible, at the smallest cards too", async () => {
    for (const width of [320, 466, 800, 1400]) {
      const page = await env.open({ width, height: 700 });
      try {
        await page.show(await snapshotOf('lucas', { settings: STILL }));
        const look = await page.page.evaluate(() => {
          const card = document.querySelector('[data-pile="s"] > .card')!.getBoundingClientRect();
          const badge = document.querySelector<HTMLElement>('[data-pile="s"] .stock-count')!;
          const b = badge.getBoundingClientRect();
          const overlap =
            Math.max(0, Math.min(card.right, b.right) - Math.max(card.left, b.left)) *
            Math.max(0, Math.min(card.bottom, b.bottom) - Math.max(card.top, b.top));
          return {
            cw: card.width,
            covered: overlap / (card.width * card.height),
            font: parseFloat(getComputedStyle(badge).fontSize),
            text: badge.innerText,
          };
        });
        assert.equal(look.text, '57');
        assert.ok(
          look.covered <= 0.08,
          `at ${width} px (cards ${look.cw} px) the badge covers ${Math.round(look.covered * 100)}% of the stock card`,
        );
        assert.ok(look.font >= 9, `the count is readable (${look.font} px)`);
      } finally {
        await page.close();
      }
    }
  });

  it("keeps the toolbar's layout when the game ends and the solver's word goes", async () => {
    const playing = await snapshotOf('streets', {
      deal: 4242,
      settings: STILL,
      extra: { winnability: 'winnable', moveCount: 97, cardsHome: 99, elapsedMs: 754_000, canUndo: true },
    });
    const won = {
      ...playing,
      winnability: null,
      status: 'won' as const,
      cardsHome: 104,
      moveCount: 98,
      legalMoves: [],
      timerRunning: false,
    };
    /** Where each of the toolbar's items sits, and which labels show. */
    const layout = () =>
      board.page.evaluate(() => {
        const bar = document.querySelector<HTMLElement>('.toolbar')!;
        const items = [...bar.querySelectorAll<HTMLElement>('.game-name, .deal, .counter, .tool')];
        return {
          labels: bar.dataset.labels,
          height: bar.offsetHeight,
          at: items.map((e) => Math.round(e.getBoundingClientRect().left)).join(' '),
        };
      });
    const moved: string[] = [];
    for (let width = 900; width <= 1700; width += 25) {
      await board.page.setViewportSize({ width, height: 700 });
      await board.show(playing);
      const before = await layout();
      await board.show(won);
      const after = await layout();
      if (JSON.stringify(after) !== JSON.stringify(before))
        moved.push(`${width} px: ${JSON.stringify(before)} became ${JSON.stringify(after)}`);
    }
    assert.deepEqual(moved, [], 'the toolbar reflowed when the game ended');
  });

  it('after a reload, tells the host the clock it showed, so that the clock never goes back', async () => {
    const playing = await snapshotOf('lucas', { deal: 12, settings: STILL, extra: { moveCount: 4, elapsedMs: 9_000, timerRunning: true } });
    await board.page.clock.install();
    await board.show(playing);
    await board.page.clock.runFor(2_000);
    const shown = (await board.page.locator('.timer').innerText()).trim();
    assert.equal(shown, '0:11');
    await board.page.reload();
    await board.page.waitForFunction(() => (window as any).__posted.some((m: any) => m.type === 'ready'));
    const ready = (await board.posted()).find((m) => m.type === 'ready');
    assert.ok(ready?.type === 'ready' && ready.shownClock, `the first message after the reload: ${JSON.stringify(ready)}`);
    assert.deepEqual(
      { ...ready.shownClock, elapsedMs: Math.floor(ready.shownClock.elapsedMs / 1000) },
      { variant: 'lucas', dealNumber: 12, moveCount: 4, elapsedMs: 11 },
    );
  });

  it("names today's deal in the toolbar and on the panel at the game's end", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const words = `Today's deal, ${new Date(`${today}T00:00:00Z`).toLocaleDateString('en', { day: 'numeric', month: 'long', timeZone: 'UTC' })}`;
    const playing = await snapshotOf('streets', { deal: 33, settings: STILL, extra: { dailyDeal: today } });
    await board.show(playing);
    assert.equal((await board.page.locator('.toolbar .daily').innerText()).trim(), words);
    for (const status of ['won', 'solved', 'lost'] as const) {
      await board.show({ ...playing, status, legalMoves: [], lastAction: 'move' });
      assert.equal((await board.page.locator('.panel.end .daily').innerText()).trim(), words, `the ${status} panel`);
    }
    await board.show({ ...playing, dailyDeal: '2026-11-30' });
    assert.equal((await board.page.locator('.toolbar .daily').innerText()).trim(), 'Daily deal, November 30', "an earlier day's deal");
    await board.show({ ...playing, dailyDeal: null, status: 'won', legalMoves: [] });
    assert.equal(await board.page.locator('.daily').count(), 0, 'any other game says nothing of the kind');
  });
});

describe('the Statistics panel at a glance (Chromium, scroll bars as in VS Code)', function () {
  const env = useChromium({ scrollbars: true });

  it('shows its totals and every section at once, each a click away, with a scroll bar that shows', async () => {
    const board = await env.open({ width: 1232, height: 713, theme: 'dark' });
    try {
      await board.show(
        await snapshotOf('streets', { settings: STILL, extra: { statistics: statisticsRows(), playRecord: playRecordOf() } }),
      );
      const inView = (selector: string) =>
        board.page.locator(selector).evaluate((el) => {
          // Within the scrolling part when it is in it (the record's sections are, in their shadow root), else within the panel.
          const inWrap = !el.closest('.stats-summary, .stats-sections');
          const area = document.querySelector(inWrap ? '.table-wrap' : '.panel.statistics')!.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return r.top >= area.top - 0.5 && r.bottom <= area.bottom + 0.5 && r.bottom <= innerHeight;
        });
      assert.match(
        await board.page.locator('.stats-summary').innerText(),
        /^108 games played, 36 won · daily deals: 5 days played, 4 won$/,
      );
      const links = await board.page.locator('.stats-sections button').allInnerTexts();
      assert.deepEqual(links, ['Games', 'Pictures', "Today's deal", 'History (100)']);
      for (const selector of ['.stats-summary', '.stats-sections']) assert.ok(await inView(selector), `${selector} is in view at once`);
      const bar = await board.page
        .locator('.table-wrap')
        .evaluate((el: HTMLElement) => ({ more: el.scrollHeight > el.clientHeight, width: el.offsetWidth - el.clientWidth }));
      assert.ok(bar.more && bar.width >= 8, `the panel scrolls and its scroll bar shows: ${JSON.stringify(bar)}`);
      for (const [link, heading] of [
        ['history', 'ft-play-record #history-title'],
        ['daily', 'ft-play-record #daily-title'],
        ['charts', 'ft-play-record #charts-title'],
        ['games', '.statistics .table-wrap > table thead'],
      ]) {
        await board.page.click(`[data-section-link="${link}"]`);
        assert.ok(await inView(heading), `${heading} is in view after a click on ${link}`);
      }
      await board.screenshot('statistics-sections-dark');
      assert.deepEqual(board.problems, []);
    } finally {
      await board.close();
    }
  });
});
