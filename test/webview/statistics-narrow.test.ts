// The Statistics panel at the narrowest panel the board supports (320 px, narrow.test.ts), in
// Chromium (issue 34, point 3): the table of the nine games fits without a sideways scroll, every
// column shows, its headers shortened on screen but whole for screen readers; the strip of the
// last results keeps its bars' heights; the daily record and the history stack their rows, and at any
// width nothing in the dialog is wider than its box.

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

  // 320: the narrowest panel; 600 and 660 on either side of where the rows stack; 900 the widest dialog.
  for (const width of [320, 600, 660, 900])
    it(`at ${width} px fits the pictures, the daily record and the history too: nothing wider than the dialog, every cell whole`, async () => {
      const board = await env.open({ width, height: 640 });
      try {
        const snapshot = await snapshotOf('streets', {
          moves: ['s>w'],
          settings: STILL,
          extra: { statistics: statisticsRows(), playRecord: playRecordOf() },
        });
        await board.show(snapshot);
        const geometry = await board.page.evaluate(() => {
          const panel = document.querySelector<HTMLElement>('.panel.statistics')!;
          const wrap = panel.querySelector<HTMLElement>('.table-wrap')!;
          const box = wrap.getBoundingClientRect();

          // Wider than what holds it: a sideways scroll, or words cut off (SVG's own boxes aside).
          const wide = [panel, ...panel.querySelectorAll<HTMLElement>('*')]
            .filter((el) => {
              if (el instanceof SVGElement || getComputedStyle(el).display === 'inline') return false;
              // Visually hidden (a 1 px box), for screen readers only: not seen, so not cut.
              for (let e: Element | null = el; e && e !== panel; e = e.parentElement)
                if (e.getBoundingClientRect().width <= 1) return false;
              return el.scrollWidth > el.clientWidth + 1;
            })
            .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
          const outside = [...wrap.querySelectorAll('ft-play-record *')]
            .filter((el) => !el.closest('svg, .text-equivalent'))
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
            })
            .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
          const cut = [...wrap.querySelectorAll<HTMLElement>('ft-play-record td, ft-play-record th')]
            .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
            .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
          const bars = [...wrap.querySelectorAll('figure[data-chart="strip"] rect.bar')].map((r) => r.getBoundingClientRect().width);
          // The charts' words as drawn: their size on screen, and the winning times' bins side by side.
          const words = [...wrap.querySelectorAll<SVGTextElement>('figure text')].map((t) => {
            const svg = t.ownerSVGElement!;
            return (parseFloat(getComputedStyle(t).fontSize) * svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width;
          });
          const bins = [...wrap.querySelectorAll('figure[data-chart="win-times"] text.tick')].map((t) => t.getBoundingClientRect());
          const overlaps = bins.slice(1).filter((r, i) => r.left < bins[i].right + 2).length;
          return {
            wide,
            outside,
            cut,
            sideways: wrap.scrollWidth - wrap.clientWidth,
            barWidth: Math.min(...bars),
            smallestWords: Math.min(...words),
            overlaps,
            binCount: bins.length,
            panelWidth: panel.clientWidth,
          };
        });
        await board.page.locator('.statistics [data-section="charts"]').scrollIntoViewIfNeeded();
        if (width === 320) await board.screenshot('statistics-320-pictures');
        await board.page.locator('.statistics [data-section="history"]').scrollIntoViewIfNeeded();
        if (width === 320) await board.screenshot('statistics-320-history');
        await board.page.locator('.statistics [data-section="daily"]').scrollIntoViewIfNeeded();
        if (width === 320) await board.screenshot('statistics-320-daily');
        assert.equal(geometry.sideways, 0, `the dialog scrolls sideways: ${JSON.stringify(geometry)}`);
        assert.deepEqual(geometry.wide, [], 'elements wider than their box');
        assert.deepEqual(geometry.outside, [], 'elements out of the dialog');
        assert.deepEqual(geometry.cut, [], 'cells cut off');
        assert.ok(geometry.barWidth >= 3, `the strip's bars ${geometry.barWidth} px wide`);
        assert.ok(geometry.smallestWords >= 9, `the charts' words drawn ${geometry.smallestWords.toFixed(1)} px tall`);
        assert.ok(geometry.binCount > 3, 'the winning times have their bins');
        assert.equal(geometry.overlaps, 0, "the winning times' bins run into each other");
      } finally {
        await board.close();
      }
    });
});
