// An accessibility audit of the board with axe-core, in Chromium: the table in play, every panel
// (help, Statistics, the won, solved and lost panels, a notice), the review, in VS Code's light,
// dark and high-contrast themes. Any violation fails the test, with axe's rule, the elements and
// its help text, so the report says what to fix.

import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Snapshot } from '../../src/protocol';
import { reviewOf } from '../unit/review/review-harness';
import { EngineSolver } from '../unit/solver/engine-solver';
import { BoardPage, useChromium } from './support/harness';
import { snapshotOf, statisticsRows } from './support/snapshots';
import type { ThemeName } from './support/themes';

const STILL = { showTimer: true, animations: false };

/** A lost game of Lucas opened in the review (as review.test.ts plays it: the stock turned out). */
async function reviewSnapshot(): Promise<Snapshot> {
  const solver = new EngineSolver(60_000);
  const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [solver, solver], settings: { animations: false } });
  t.controller.learn(t.controller.current, 48, 'winnable');
  t.controller.learn(t.controller.current, 49, 'lost');
  t.review.open();
  await t.review.searched;
  t.review.show(48);
  return t.board.snapshot();
}

describe('the accessibility audit: axe-core over the board, its panels and the review (Chromium)', function () {
  const env = useChromium();
  let review: Snapshot;
  before(async function () {
    this.timeout(120_000);
    review = await reviewSnapshot();
  });

  /** axe's violations on the page as it is now, one line each: rule, impact, elements, help. */
  async function violations(board: BoardPage): Promise<string[]> {
    const result = await new AxeBuilder({ page: board.page })
      // landmark-one-main: the board is an application inside VS Code's editor, not a document; its
      // regions are the toolbar (a banner) and the table (role="application"), and a main landmark
      // around them would make the toolbar a banner inside another landmark.
      // aria-allowed-role: the table is a <main> given role="application" so screen readers pass
      // the arrow keys to it; axe prefers a div for that role, which broke the board's tab order.
      .disableRules(['landmark-one-main', 'aria-allowed-role'])
      .analyze();
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}: ${v.help}`);
  }

  const states: [string, (board: BoardPage) => Promise<void>][] = [
    ['the table in play', async (b) => b.show(await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL }))],
    [
      'the help',
      async (b) => {
        await b.show(await snapshotOf('maria', { settings: STILL }));
        await b.page.click('[data-action="help"]');
      },
    ],
    ['Statistics', async (b) => b.show(await snapshotOf('maria', { settings: STILL, extra: { statistics: statisticsRows() } }))],
    [
      'the won panel',
      async (b) => b.show(await snapshotOf('forty-thieves', { settings: STILL, extra: { status: 'won', legalMoves: [], cardsHome: 104 } })),
    ],
    [
      'the solved panel',
      async (b) =>
        b.show(await snapshotOf('forty-thieves', { settings: STILL, extra: { status: 'solved', legalMoves: [], cardsHome: 104 } })),
    ],
    [
      'the lost panel',
      async (b) =>
        b.show(await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { status: 'lost', legalMoves: [] } })),
    ],
    [
      'a notice',
      async (b) =>
        b.show(
          await snapshotOf('forty-thieves', {
            settings: STILL,
            extra: { notice: { kind: 'warning', text: 'The saved game was damaged.' } },
          }),
        ),
    ],
    ['the review', async (b) => b.show(review)],
  ];

  for (const theme of ['light', 'dark', 'hc'] as ThemeName[]) {
    it(`finds no violation in the ${theme} theme: ${states.map(([name]) => name).join(', ')}`, async function () {
      this.timeout(240_000); // eight pages audited; the shared 2-core machine can make it slow
      const found: string[] = [];
      for (const [name, show] of states) {
        const board = await env.open({ theme, width: 1000, height: 700 });
        try {
          await show(board);
          await board.settle();
          for (const v of await violations(board)) found.push(`${name}: ${v}`);
        } finally {
          await board.close();
        }
      }
      assert.deepEqual(found, []);
    });
  }
});
