// A game in progress in the light, dark and high-contrast themes, drawn as the README shows it:
// each screenshot is compared with its picture in docs/images/ (board-light.png, board-dark.png,
// board-hc.png); UPDATE_SCREENSHOTS=1 makes the pictures anew (pictures.ts). The 800-pixel-wide
// ones are for looking at (test-output/).

import assert from 'node:assert/strict';
import { cardName, parseCard, playerMoves } from '../../src/engine/index';
import { useChromium } from './support/harness';
import { assertPicture } from './support/pictures';
import { gameOf, snapshotOf } from './support/snapshots';
import type { ThemeName } from './support/themes';

/** A plausible game in progress: home first, then builds, then the stock. */
function playedMoves(variant: string, deal: number, count: number): string[] {
  const moves: string[] = [];
  for (let i = 0; i < count; i++) {
    const legal = playerMoves(gameOf(variant, { deal, moves }));
    const move =
      legal.find((m) => m.endsWith('>f')) ??
      legal.find((m) => m.startsWith('w>t')) ??
      (i % 3 === 0 ? legal.find((m) => /^t\d+>t\d+$/.test(m)) : undefined) ??
      legal.find((m) => m === 's>w') ??
      legal[0];
    if (!move) break;
    moves.push(move);
  }
  return moves;
}

describe('board screenshots (Chromium)', function () {
  const env = useChromium();

  for (const theme of ['light', 'dark', 'hc'] as ThemeName[]) {
    it(`draws a game in progress in the ${theme} theme`, async () => {
      const board = await env.open({ theme, width: 960, height: 640 });
      const moves = playedMoves('rank-and-file', 11, 90);
      const snapshot = await snapshotOf('rank-and-file', {
        deal: 11,
        moves,
        settings: { animations: false },
        extra: { elapsedMs: 312_000 },
      });
      await board.show(snapshot);
      // A hint, so the picture shows a highlighted move too.
      const hint = snapshot.legalMoves.find((m) => /^t\d+>t\d+/.test(m));
      assert.ok(hint, 'no column move to hint');
      const [from, to] = hint.split('>').map((pile) => snapshot.tableau[Number(pile.replace(/^t|:.*$/g, '')) - 1]);
      const words = (card: string) => cardName(parseCard(card));
      await board.show({
        ...snapshot,
        hint: { move: hint, text: `Move the ${words(from[from.length - 1])} onto the ${words(to[to.length - 1])}.` },
      });
      assert.ok((await board.page.locator('.card.hinted').count()) > 0);
      await assertPicture(board, `board-${theme}`);
      await board.page.setViewportSize({ width: 800, height: 600 });
      await board.settle();
      await board.screenshot(`board-${theme}-800`);
      assert.deepEqual(board.problems, []);
      assert.deepEqual(await board.cspViolations(), []);
      await board.close();
    });
  }
});
