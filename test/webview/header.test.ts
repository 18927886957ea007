// The header never reflows (issue 34, point 2), in Chromium at every panel width the board supports
// (narrow.test.ts's 320 and 466 px, the 900 and 1280 px windows of the issue): with Today's label
// and a banner over the table (Solve's "No winning line was found within 10 seconds"), the
// actions stay on one row, the title row stays on one line inside the panel, and the table's top
// is where it is without the banner.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { BoardPage, useChromium } from './support/harness';
import { snapshotOf } from './support/snapshots';

const STILL = { showTimer: true, animations: false };
const WIDTHS: [number, number][] = [
  [320, 640],
  [466, 714],
  [900, 700],
  [1280, 800],
];
const TODAY = new Date().toISOString().slice(0, 10);
const BANNER = { kind: 'warning', text: 'No winning line was found within 10 seconds.' } as const;

interface Header {
  /** The tops of the action buttons, rounded: one value when they sit on one row. */
  actionRows: number[];
  /** The tops of the title row's parts and the counters, rounded. */
  titleRows: number[];
  title: { left: number; right: number; top: number; bottom: number };
  toolbar: { top: number; bottom: number; height: number };
  tableTop: number;
  /** The top row's first card or slot, where the player looks first. */
  stockTop: number;
  banner: { top: number; bottom: number } | null;
}

const header = (board: BoardPage): Promise<Header> =>
  board.page.evaluate(() => {
    // No named helpers in here: the test's compiler would wrap them in a function the page lacks.
    const [bar, title, table, stock] = ['.toolbar', '.toolbar .title', '.table', '[data-pile="s"]'].map((sel) =>
      document.querySelector(sel)!.getBoundingClientRect(),
    );
    const [actionRows, titleRows] = ['.actions .tool', '.toolbar .title > *'].map((sel) => [
      ...new Set([...document.querySelectorAll(sel)].map((el) => Math.round(el.getBoundingClientRect().top))),
    ]);
    const banner = document.querySelector('.notice')?.getBoundingClientRect();
    return {
      actionRows,
      titleRows,
      title: { left: title.left, right: title.right, top: title.top, bottom: title.bottom },
      toolbar: { top: bar.top, bottom: bar.bottom, height: bar.height },
      tableTop: table.top,
      stockTop: stock.top,
      banner: banner ? { top: banner.top, bottom: banner.bottom } : null,
    };
  });

/** How many rows these tops make: tops within 8 px are one row (baselines differ by a pixel or two). */
const rowsOf = (tops: number[]): number =>
  [...tops].sort((a, b) => a - b).filter((top, i, sorted) => i === 0 || top - sorted[i - 1] > 8).length;

describe('the header never reflows (Chromium)', function () {
  const env = useChromium();
  let plain: Snapshot;
  let withBanner: Snapshot;

  before(async () => {
    plain = await snapshotOf('forty-thieves', { deal: 7, settings: STILL, moves: ['s>w'], extra: { dailyDeal: TODAY } });
    withBanner = { ...plain, notice: BANNER };
  });

  for (const [width, height] of WIDTHS) {
    it(`keeps its place at ${width} px with Today's label and a banner`, async () => {
      const board = await env.open({ width, height });
      try {
        await board.show(plain);
        const before = await header(board);
        await board.show(withBanner);
        const after = await header(board);
        await board.screenshot(`header-banner-${width}`);

        assert.match(await board.page.locator('.toolbar .daily').innerText(), /^Today/, "Today's label is shown");
        assert.ok(after.banner, 'the banner is shown');
        assert.equal(rowsOf(after.actionRows), 1, `the actions on one row: tops ${after.actionRows.join(', ')}`);
        assert.equal(rowsOf(after.titleRows), 1, `the title row on one line: tops ${after.titleRows.join(', ')}`);
        assert.ok(after.title.top >= 0 && after.title.left >= 0 && after.title.right <= width + 0.5, 'the title row inside the panel');
        assert.deepEqual(after.toolbar, before.toolbar, 'the toolbar the same with and without the banner');
        assert.equal(after.tableTop, before.tableTop, 'the table does not move down for the banner');
        assert.equal(after.stockTop, before.stockTop, 'nor do its cards');
        assert.ok(after.banner.top >= after.toolbar.bottom - 0.5, 'the banner below the toolbar, not over it');
        assert.ok(await board.page.locator('.notice [aria-label="Dismiss"]').isVisible(), 'its Dismiss button can be reached');
        assert.deepEqual(board.problems, [], 'console errors');
      } finally {
        await board.close();
      }
    });
  }
});
