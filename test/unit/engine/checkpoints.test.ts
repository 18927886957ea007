// The history's kept games (Checkpoints, record.ts): undo, redo and restart rebuild a position
// from the nearest kept game. A stale kept game shows the player a position that never happened;
// a missing one makes every undo replay the whole game.

import assert from 'node:assert/strict';
import { CHECKPOINT_STEPS, Checkpoints, GameRecord, dealGame, legalMoves, play, position, replay } from '../../../src/engine/index';
import { nextSeed } from './helpers';

/** A fixed game of `count` steps from `record`'s last position: stock turns now and then, else a legal move picked by an LCG. */
function extend(record: GameRecord, count: number, seed: number): GameRecord {
  let game = replay(record);
  const steps = [...record.steps];
  let x = seed;
  while (steps.length < count) {
    const moves = legalMoves(game);
    x = nextSeed(x);
    const move = moves.includes('s>w') && x % 4 === 0 ? 's>w' : moves[(x >>> 8) % moves.length];
    game = play(game, move);
    steps.push([move]);
  }
  return { ...record, steps };
}

const start: GameRecord = { variant: 'streets', deal: { number: 9 }, steps: [], redo: [] };
const line = extend(start, 3 * CHECKPOINT_STEPS + 10, 1);
const dealt = () => dealGame(line.variant, line.deal);

describe('engine: the history keeps a game every CHECKPOINT_STEPS steps', () => {
  it('rebuilds any position from the nearest kept game, replaying fewer than CHECKPOINT_STEPS steps once it has been there', () => {
    const kept = new Checkpoints(dealt());
    const end = line.steps.length;
    assert.deepEqual(position(kept.gameAt(line.steps, end)), position(replay(line)));
    assert.equal(kept.replayedSteps, end, 'the first time: one replay from the deal');
    for (const count of [end - 1, 2 * CHECKPOINT_STEPS, 2 * CHECKPOINT_STEPS + 5, 40, 0]) {
      const before = kept.replayedSteps;
      assert.deepEqual(position(kept.gameAt(line.steps, count)), position(replay(line, count)), `after ${count} steps`);
      assert.equal(kept.replayedSteps - before, count % CHECKPOINT_STEPS, `${count} steps: replayed from the kept game before it`);
    }
  });

  it('starts from a kept game far from the deal, and fills the gap before it with one replay when first needed', () => {
    const at = 2 * CHECKPOINT_STEPS;
    const kept = new Checkpoints(dealt(), { step: at, game: replay(line, at) });
    assert.deepEqual(position(kept.gameAt(line.steps, at + 6)), position(replay(line, at + 6)));
    assert.equal(kept.replayedSteps, 6, 'from the kept game, not the deal');
    assert.deepEqual(position(kept.gameAt(line.steps, 40)), position(replay(line, 40)), 'before the kept game: from the deal');
    assert.equal(kept.replayedSteps, 6 + 40);
    assert.deepEqual(position(kept.gameAt(line.steps, 40)), position(replay(line, 40)));
    assert.equal(kept.replayedSteps, 6 + 40 + 8, 'the game after 32 steps was kept on the way');
  });

  it('refuses a kept game that is not a multiple of CHECKPOINT_STEPS from the deal', () => {
    assert.throws(
      () => new Checkpoints(dealt(), { step: 50, game: replay(line, 50) }),
      (error: Error) => error.message === `A kept game must be ${CHECKPOINT_STEPS} steps from the next, not at step 50`,
    );
  });

  it('forgets the kept games of a line the player left, and keeps the new line at its multiples', () => {
    const kept = new Checkpoints(dealt());
    kept.gameAt(line.steps, line.steps.length); // keeps the games after 32, 64 and 96 steps of the old line
    // Back to a step between the kept games of 32 and 64 steps, then another move: a new line from there.
    const at = [40, 41, 42, 43, 44, 45, 46, 47, 48].find((n) => legalMoves(replay(line, n)).length > 1)!;
    const other = legalMoves(replay(line, at)).find((m) => m !== line.steps[at][0])!;
    let branch: GameRecord = { ...line, steps: [...line.steps.slice(0, at), [other]] };
    kept.played(at + 1, replay(branch));
    branch = extend(branch, 3 * CHECKPOINT_STEPS, 2);
    for (let count = at + 2; count <= branch.steps.length; count++) {
      const game = replay(branch, count);
      if (count % CHECKPOINT_STEPS === 0) kept.played(count, game);
    }
    const before = kept.replayedSteps;
    assert.deepEqual(position(kept.gameAt(branch.steps, 70)), position(replay(branch, 70)), 'the new line, not the old one kept at 64');
    assert.equal(kept.replayedSteps - before, 70 - 2 * CHECKPOINT_STEPS, "from the new line's game kept at 64");
    assert.deepEqual(
      position(kept.gameAt(branch.steps, 33)),
      position(replay(branch, 33)),
      'before the branch: the old kept game still holds',
    );
  });
});
