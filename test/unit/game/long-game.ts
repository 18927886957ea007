// Long games for the history and start-up tests.

import { GameRecord, dealGame, legalMoves, replay } from '../../../src/engine/index';

/** A game of `count` steps: one card moved from a column to another and back, over and over. */
export function longGame(count: number): GameRecord {
  const variant = 'forty-thieves';
  for (let deal = 1; ; deal++) {
    const game = dealGame(variant, { number: deal });
    const there = legalMoves(game).find((m) => {
      if (!/^t\d+>t\d+$/.test(m)) return false;
      const back = m.split('>').reverse().join('>');
      const after = replay({ variant, deal: { number: deal }, steps: [[m]], redo: [] });
      return legalMoves(after).includes(back);
    });
    if (!there) continue;
    const back = there.split('>').reverse().join('>');
    return { variant, deal: { number: deal }, steps: Array.from({ length: count }, (_, i) => [i % 2 ? back : there]), redo: [] };
  }
}
