// The board in a narrow panel, in Chromium at real sizes: Lucas's 13 columns in an editor split
// (the board 466 px wide) and every game at 320 px. Every pile is inside the visible area or
// scrolls into it with the mouse wheel (a scroll bar shows that it can), and the keyboard reaches
// every pile, each scrolled into view as it takes the focus. Nothing is cut off.

import assert from 'node:assert/strict';
import type { VariantId } from '../../src/engine/index';
import { BoardPage, useChromium } from './support/harness';
import { VARIANT_IDS, snapshotOf } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Where piles can be seen: the viewport, within the table's own clip when it scrolls sideways. */
const visibleArea = (board: BoardPage): Promise<Box> =>
  board.page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('.table')!.getBoundingClientRect();
    const toolbar = document.querySelector<HTMLElement>('.toolbar')!.getBoundingClientRect();
    return { left: Math.max(0, table.left), right: Math.min(innerWidth, table.right), top: toolbar.bottom, bottom: innerHeight };
  });

/** The pile's box, down to its first card (a column's box reaches the bottom of the panel). */
const pileBox = (board: BoardPage, pile: string): Promise<Box> =>
  board.page.locator(`[data-pile="${pile}"]`).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const card = el.querySelector('.card, .slot')?.getBoundingClientRect() ?? r;
    return { left: r.left, right: r.right, top: r.top, bottom: Math.max(card.bottom, r.top + 1) };
  });

const inside = (b: Box, area: Box): boolean =>
  b.left >= area.left - 0.5 && b.right <= area.right + 0.5 && b.top >= area.top - 0.5 && b.bottom <= area.bottom + 0.5;

const describeBox = (b: Box) => `[${Math.round(b.left)}, ${Math.round(b.right)}] × [${Math.round(b.top)}, ${Math.round(b.bottom)}]`;

describe('the board in a narrow panel (Chromium)', function () {
  const env = useChromium({ scrollbars: true });

  const piles = (columns: number) => ({
    top: ['s', 'w', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'],
    tableau: Array.from({ length: columns }, (_, i) => `t${i + 1}`),
  });

  /** Scrolls the table with the mouse wheel until `pile` is in view; null then, else why not. */
  async function wheelTo(board: BoardPage, pile: string): Promise<string | null> {
    // Over the table, below the top row, where a player would turn the wheel.
    const table = (await board.page.locator('.table').boundingBox())!;
    const tableau = (await board.page.locator('.tableau').boundingBox())!;
    await board.page.mouse.move(table.x + table.width / 2, tableau.y + 20);
    for (let i = 0; i < 40; i++) {
      const [box, area] = [await pileBox(board, pile), await visibleArea(board)];
      if (inside(box, area)) return null;
      const why = `${describeBox(box)} outside ${describeBox(area)}`;
      const dx = box.right > area.right ? 80 : box.left < area.left ? -80 : 0;
      if (dx === 0) return why;
      const before = await board.page.locator('.table').evaluate((el) => el.scrollLeft);
      await board.page.mouse.wheel(dx, 0);
      await board.page
        .waitForFunction((b) => document.querySelector('.table')!.scrollLeft !== b, before, { timeout: 1000 })
        .catch(() => {});
      if ((await board.page.locator('.table').evaluate((el) => el.scrollLeft)) === before)
        return `${why}, and the wheel scrolls no further`;
    }
    return 'the wheel never brought it into view';
  }

  /** Tab into the table, then Home and → along a row: each pile takes the focus and is scrolled into view. */
  async function walkRow(board: BoardPage, row: string[], toRow: 'ArrowUp' | 'ArrowDown') {
    await board.page.keyboard.press(toRow);
    await board.page.keyboard.press('Home');
    for (const [i, pile] of row.entries()) {
      if (i > 0) await board.page.keyboard.press('ArrowRight');
      await board.settle();
      const focused = await board.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.pile ?? null);
      assert.equal(focused, pile, `the keyboard's focus is on ${focused}, not ${pile}`);
      const [box, area] = [await pileBox(board, pile), await visibleArea(board)];
      assert.ok(inside(box, area), `${pile} has the focus but is not in view: ${describeBox(box)} outside ${describeBox(area)}`);
    }
  }

  async function checkEveryPile(variant: VariantId, width: number, height: number) {
    const board = await env.open({ width, height });
    try {
      const snapshot = await snapshotOf(variant, { deal: 7, settings: STILL });
      await board.show(snapshot);
      const { top, tableau } = piles(snapshot.tableau.length);
      const sideways = await board.page.evaluate(() => {
        const host = document.querySelector('forty-thieves-board')!;
        return { page: document.documentElement.scrollWidth, host: host.scrollWidth - host.clientWidth };
      });
      assert.ok(sideways.page <= width && sideways.host <= 0, `the page or board scrolls sideways: ${JSON.stringify(sideways)}`);
      const scrolls = await board.page.locator('.table').evaluate((el) => el.scrollWidth > el.clientWidth);
      if (scrolls) {
        const bar = await board.page.locator('.table').evaluate((el: HTMLElement) => ({
          overflow: getComputedStyle(el).overflowX,
          height: el.offsetHeight - el.clientHeight,
          bottom: el.getBoundingClientRect().bottom,
        }));
        assert.equal(bar.overflow, 'auto', 'a table wider than the panel scrolls');
        assert.ok(bar.height >= 8, `its scroll bar shows (${bar.height} px)`);
        assert.ok(bar.bottom <= height + 0.5, `its scroll bar is inside the panel (ends at ${bar.bottom} of ${height})`);
      }
      // The mouse: every pile is in view, or the wheel brings it there.
      for (const pile of [...top, ...tableau]) {
        const out = await wheelTo(board, pile);
        assert.equal(out, null, `${pile} of ${variant} cannot be scrolled into view at ${width} px: ${out}`);
      }
      await board.page.locator('.table').evaluate((el) => (el.scrollLeft = 0));
      // The keyboard: every pile takes the focus and is scrolled into view.
      await board.page.keyboard.press('Tab');
      await walkRow(board, tableau, 'ArrowDown');
      await walkRow(board, top, 'ArrowUp');
      const cw = await board.page
        .locator('[data-pile="t1"] > .card')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(cw >= 34, `cards ${cw} px wide are too small to read`);
      await board.screenshot(`narrow-${variant}-${width}`);
      assert.deepEqual(board.problems, [], 'console errors');
      assert.deepEqual(await board.cspViolations(), [], 'CSP violations');
    } finally {
      await board.close();
    }
  }

  it("shows and reaches every pile of Lucas's 13 columns in a 50/50 editor split (466 px)", async () => {
    await checkEveryPile('lucas', 466, 714);
  });

  for (const variant of VARIANT_IDS) {
    it(`shows and reaches every pile of ${variant} at 320 px`, async () => {
      await checkEveryPile(variant, 320, 640);
    });
  }
});
