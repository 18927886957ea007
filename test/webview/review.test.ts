// The review of a game on the board, in Chromium: the strip of marks, the losing move and what
// still won, the position shown read only, keys along the strip, what a screen reader hears, the
// three themes, and the end panel's way in. The snapshots are the host's own: the real
// controller, SolverFeatures and GameReview, with the real solver where a line is needed.

import assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import type { Snapshot } from '../../src/protocol';
import { reviewOf } from '../unit/review/review-harness';
import { EngineSolver } from '../unit/solver/engine-solver';
import { ROOT, useBoardPage, useChromium } from './support/harness';
import type { ThemeName } from './support/themes';

/**
 * Lucas deal 252 with only the stock turned until nothing is left (57 moves); the indicator said
 * "still winnable" after move 48 and "lost" after move 49, and the review found what still won.
 */
async function lostLucas() {
  const solver = new EngineSolver(60_000);
  const t = await reviewOf({ variant: 'lucas', deal: 252, solvers: [solver, solver], settings: { animations: false } });
  t.controller.learn(t.controller.current, 48, 'winnable');
  t.controller.learn(t.controller.current, 49, 'lost');
  const lost = t.board.snapshot();
  t.review.open();
  await t.review.searched;
  return { lost, review: t.review, snapshot: () => t.board.snapshot() };
}

let game: Awaited<ReturnType<typeof lostLucas>>;
const opened = (): Snapshot => {
  game.review.show(48);
  return game.snapshot();
};

const announced = (board: { page: { locator(s: string): { textContent(): Promise<string | null> } } }) =>
  board.page.locator('.announcer').textContent();

describe('the review on the board (Chromium)', function () {
  before(async function () {
    this.timeout(120_000);
    game = await lostLucas();
  });

  describe('the strip and keys', () => {
    const env = useBoardPage();

    it('shows one mark per position, the losing move, and the position before it, read only', async () => {
      const { board } = env;
      await board.show(opened());
      const marks = board.page.locator('.review-strip [role="option"]');
      assert.equal(await marks.count(), 58);
      assert.equal(await board.page.locator('.review-mark.mark-w').count(), 49);
      assert.equal(await board.page.locator('.review-mark.mark-l').count(), 9);
      assert.equal(await marks.nth(48).getAttribute('aria-selected'), 'true');
      assert.equal(await marks.nth(49).getAttribute('aria-label'), 'After move 49, Turn the stock: lost (the losing move)');
      const summary = await board.page.locator('.review-summary').textContent();
      assert.match(summary!, /^Move 49, Turn the stock: after it the game could not be won\. .+ instead still wins\.$/);
      assert.equal(
        await board.page.locator('.review-marks-text').textContent(),
        'Still winnable: the deal and after moves 1 to 48. Lost: after moves 49 to 57.',
      );
      assert.ok(await board.page.locator('.table.reviewing').isVisible(), 'the table is marked as the review');
      assert.equal(await board.page.locator('.panel.end').count(), 0, 'the end panel gives way to the review');
      assert.ok((await board.page.locator('.card.hinted, .pile.hint-target').count()) > 0, 'the winning alternative is pointed out');
      await board.page.click('[data-action="play-on"]');
      assert.deepEqual(await board.actions(), [{ type: 'playOn', position: 48 }]);
    });

    it('moves along the strip with the arrows, shows a position with Enter, closes with Escape, and plays nothing', async () => {
      const { board } = env;
      await board.show(opened());
      const strip = board.page.locator('.review-strip');
      assert.equal(
        await board.page.evaluate(() => document.activeElement?.classList.contains('review-strip')),
        true,
        'the strip has the focus',
      );
      for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft']) await board.page.keyboard.press(key);
      assert.equal(await strip.getAttribute('aria-activedescendant'), 'review-position-45');
      await board.page.keyboard.press('Enter');
      await board.page.keyboard.press('Home');
      assert.equal(await strip.getAttribute('aria-activedescendant'), 'review-position-0');
      await board.page.keyboard.press('End');
      await board.page.keyboard.press('PageUp');
      assert.equal(await strip.getAttribute('aria-activedescendant'), 'review-position-47');
      await board.page.keyboard.press('Space');
      for (const key of ['u', 's', 'h', 'Control+z']) await board.page.keyboard.press(key);
      await board.page.keyboard.press('Escape');
      assert.deepEqual(await board.actions(), [
        { type: 'reviewShow', position: 45 },
        { type: 'reviewShow', position: 47 },
        { type: 'closeReview' },
      ]);
      await board.page.locator('[data-pile="s"]').click({ force: true });
      assert.deepEqual(await board.moves(), [], 'the table is read only');
    });

    it("says what a screen reader needs: the review's finding, each position shown, and closing", async () => {
      const { board } = env;
      await board.show(game.lost);
      await board.show(opened());
      const words = await announced(board);
      assert.match(
        words!,
        /^Review of the game, read only\. Move 49, Turn the stock: after it the game could not be won\. .+ Showing After move 48, Turn the stock: still winnable\.$/,
      );
      game.review.show(12);
      await board.show(game.snapshot());
      assert.equal(
        await announced(board),
        'Showing After move 12, Turn the stock: still winnable. Next on a winning line: Turn the stock.',
      );
      assert.equal(await board.page.locator('.review-position').textContent(), 'After move 12, Turn the stock: still winnable');
      await board.show(game.lost);
      assert.equal(await announced(board), 'Review closed: the game after move 57.');
      assert.equal(
        await board.page.evaluate(() => !!document.activeElement?.closest('[data-pile]')),
        true,
        'the focus is back on the table',
      );
      assert.equal(await board.page.locator('.panel.review').count(), 0);
    });

    it('offers the review on the end panel after a loss', async () => {
      const { board } = env;
      await board.show(game.lost);
      await board.page.click('[data-action="lost-review"]');
      assert.deepEqual(await board.actions(), [{ type: 'review' }]);
    });
  });

  describe('in the three themes', () => {
    const env = useChromium();
    for (const theme of ['light', 'dark', 'hc'] as ThemeName[]) {
      it(`draws the marks apart in the ${theme} theme, with a high-contrast outline`, async () => {
        const board = await env.open({ theme, width: 960, height: 720 });
        await board.show(opened());
        const style = (selector: string) =>
          board.page
            .locator(selector)
            .first()
            .evaluate((el) => {
              const s = getComputedStyle(el);
              return { background: s.backgroundColor, image: s.backgroundImage, border: s.borderTopStyle, outline: s.outlineStyle };
            });
        const [won, lost, shown] = [await style('.mark-w'), await style('.mark-l'), await style('.review-mark.shown')];
        assert.notEqual(`${won.background} ${won.image}`, `${lost.background} ${lost.image}`, 'winnable and lost look different');
        assert.equal(shown.outline, 'solid', 'the position shown is outlined');
        // Apart by shape, not only by colour, in every theme: winnable solid, lost hatched.
        assert.equal(won.image, 'none', 'winnable marks are solid');
        assert.match(lost.image, /repeating-linear-gradient/, 'lost marks are hatched');
        if (theme === 'hc') assert.equal(won.border, 'solid', 'every mark is outlined');
        const file = await board.screenshot(`review-${theme}`);
        if (process.env.UPDATE_SCREENSHOTS === '1' && theme === 'dark') copyFileSync(file, path.join(ROOT, 'docs/images/review-dark.png'));
        assert.deepEqual(board.problems, []);
        assert.deepEqual(await board.cspViolations(), []);
        await board.close();
      });
    }
  });
});
