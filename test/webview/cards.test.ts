// How the cards look, in Chromium: on Kings, Queens and Jacks the corner index stays clear of
// the picture frame, in every theme and at every card width the layout gives, measured as
// bounding boxes: on the real board at the two extremes (13 columns in a narrow panel, 10 in a
// wide one) and at each width in between.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { MAX_CARD, MIN_CARD } from '../../webview/model/layout';
import { BoardPage, useChromium } from './support/harness';
import { snapshotOf } from './support/snapshots';
import type { ThemeName } from './support/themes';

const STILL = { showTimer: true, animations: false };
const COURTS = ['KS', 'QH', 'JC', 'KD', 'QS', 'JH'];

/** A deal with a court card on top of each column and of the waste, and Kings home. */
async function courtsEverywhere(variant: 'lucas' | 'forty-thieves'): Promise<Snapshot> {
  const s = await snapshotOf(variant, { deal: 3, settings: STILL });
  s.tableau = s.tableau.map((col, i) => [...col.slice(0, 2), COURTS[i % COURTS.length]]);
  s.waste = ['5C', 'QD', 'KH'];
  s.foundations = ['KC', null, 'KD', null, null, null, null, 'KS'];
  return s;
}

/**
 * Every court card's corner index that overlaps its frame, and the card width in px: as drawn,
 * or (with `widths`) at each of these widths, set on the board's size variables in the page.
 */
const overlaps = (page: BoardPage, widths: number[] = []) =>
  page.page.evaluate((widths) => {
    const host = document.querySelector<HTMLElement>('forty-thieves-board')!;
    // 0: the width the board chose. (No named helpers in here: the page has no bundler's runtime.)
    return (widths.length ? widths : [0]).map((w) => {
      if (w) {
        host.style.setProperty('--cw', `${w}px`);
        host.style.setProperty('--ch', `${Math.round(w * 1.4)}px`);
      }
      const found: string[] = [];
      const cards = [...document.querySelectorAll<HTMLElement>('.card.court')];
      for (const card of cards) {
        const frame = card.querySelector('.pip')!.getBoundingClientRect();
        for (const index of card.querySelectorAll('.index')) {
          const r = index.getBoundingClientRect();
          if (r.left < frame.right && frame.left < r.right && r.top < frame.bottom && frame.top < r.bottom) {
            found.push(
              `${card.dataset.card} in ${card.parentElement?.dataset.pile}, ${index.classList.contains('bottom') ? 'bottom' : 'top'} index`,
            );
          }
        }
      }
      return { width: Math.round(cards[0]?.getBoundingClientRect().width ?? 0), count: cards.length, found };
    });
  }, widths);

describe('cards (Chromium)', function () {
  const env = useChromium();

  for (const theme of ['light', 'dark', 'hc'] as ThemeName[]) {
    it(`court cards keep their corner index off the frame at every card width, ${theme} theme`, async function () {
      this.timeout(90_000); // two boards, one of them very large
      // The extremes, as the board lays them out: 13 columns in a narrow panel, 10 in a wide one.
      const extremes: [Snapshot, number, number, number][] = [
        [await courtsEverywhere('lucas'), 420, 600, MIN_CARD],
        [await courtsEverywhere('forty-thieves'), 2200, 1500, MAX_CARD],
      ];
      for (const [snapshot, width, height, cardWidth] of extremes) {
        const board = await env.open({ theme, width, height });
        try {
          await board.show(snapshot);
          const [seen] = await overlaps(board);
          assert.equal(seen.width, cardWidth, `${snapshot.tableau.length} columns in ${width} × ${height}`);
          assert.ok(seen.count >= 10, `${seen.count} court cards drawn`);
          assert.deepEqual(seen.found, [], `at ${cardWidth} px`);
          await board.screenshot(`courts-${cardWidth}-${theme}`);
          if (cardWidth === MIN_CARD) {
            // Every width in between, on the same cards.
            const widths = Array.from({ length: MAX_CARD - MIN_CARD + 1 }, (_, k) => MIN_CARD + k);
            const all = await overlaps(board, widths);
            assert.deepEqual(
              all.map((at) => at.width),
              widths,
            );
            assert.deepEqual(
              all.flatMap((at) => at.found.map((f) => `${at.width} px: ${f}`)),
              [],
            );
          }
          assert.deepEqual(board.problems, []);
        } finally {
          await board.close();
        }
      }
    });
  }
});
