// The Statistics panel at the narrowest panel the board supports (320 px, narrow.test.ts), in
// Chromium (issue 34, point 3): the table of the nine games fits without a sideways scroll, every
// column shows, its headers shortened on screen but whole for screen readers; the strip of the
// last results keeps its bars' heights.

import assert from 'node:assert/strict';
import { useChromium } from './support/harness';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };
const COLUMNS = ['Game', 'Played', 'Won', 'Win rate', 'Streak', 'Best streak', 'Best time', 'Fewest moves'];

describe('the Statistics panel at 320 px (Chromium)', function () {
  const env = useChromium();

  it('shows every column of the table without a sideways scroll, each named in full for screen readers', async () => {
    const board = await env.open({ width: 320, height: 640 });
    try {
      await board.show(
        await snapshotOf('rank-and-file', { settings: STILL, extra: { statistics: statisticsRows(), playRecord: playRecordOf() } }),
      );
      const geometry = await board.page.evaluate(() => {
        const wrap = document.querySelector<HTMLElement>('.statistics .table-wrap')!;
        const table = wrap.querySelector('table')!;
        const area = wrap.getBoundingClientRect();
        const tableBox = table.getBoundingClientRect();
        const panel = document.querySelector('.panel.statistics')!.getBoundingClientRect();
        // Each cell outside the wrap's box, or with its words cut off inside it.
        const cut = [...table.querySelectorAll('th, td')].flatMap((cell) => {
          const r = cell.getBoundingClientRect();
          const out = r.left < area.left - 0.5 || r.right > area.right + 0.5 || cell.scrollWidth > cell.clientWidth;
          return out ? [`${cell.textContent!.trim()} [${Math.round(r.left)}, ${Math.round(r.right)}]`] : [];
        });
        return {
          sideways: Math.max(0, tableBox.right - area.right, area.left - tableBox.left),
          panel: [panel.left, panel.right],
          cut,
          columns: table.querySelectorAll('thead th').length,
        };
      });
      await board.screenshot('statistics-320');
      assert.equal(geometry.sideways, 0, 'the table scrolls sideways');
      assert.ok(geometry.panel[0] >= 0 && geometry.panel[1] <= 320, `the panel inside the board: ${geometry.panel.join(', ')}`);
      assert.equal(geometry.columns, COLUMNS.length);
      assert.deepEqual(geometry.cut, [], 'cells cut off or out of view');
      for (const name of COLUMNS)
        assert.equal(
          await board.page.locator('.statistics .table-wrap > table').getByRole('columnheader', { name, exact: true }).count(),
          1,
          `the column "${name}" named in full`,
        );
      assert.equal(await board.page.locator('.statistics thead th .short:visible').first().innerText(), 'PLD', 'short names on screen');

      const heights = await board.page
        .locator('figure[data-chart="strip"] rect.bar')
        .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().height)))].sort((a, b) => a - b));
      assert.deepEqual(heights, [8, 18, 28], "the strip's results told by bars 8, 18 and 28 px tall");
      assert.deepEqual(board.problems, [], 'console errors');
    } finally {
      await board.close();
    }
  });
});
