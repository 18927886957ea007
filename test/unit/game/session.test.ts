// A game session's history: undo, redo and restart rebuild the position from kept games
// (checkpoints), never by replaying the whole record.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertProperty } from '../property';
import { CHECKPOINT_STEPS, Checkpoints, GameRecord, dealGame, legalMoves, position, replay } from '../../../src/engine/index';
import { GameSession } from '../../../src/game/session';
import { longGame } from './long-game';

/** Steps that count how many of them are read: what a replay costs. */
function countingSteps(steps: GameRecord['steps']): { steps: GameRecord['steps']; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(steps as (readonly string[])[], {
    get(target, property, receiver) {
      if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
      return Reflect.get(target, property, receiver);
    },
  });
  return { steps: proxy, reads: () => reads };
}

describe('GameSession history', () => {
  it('undo and redo after 5,000 steps replay fewer than CHECKPOINT_STEPS steps, not the whole record', () => {
    const record = longGame(5000);
    const checkpoints = new Checkpoints(dealGame(record.variant, record.deal));
    checkpoints.gameAt(record.steps, 5000); // start-up: the one full replay
    for (const count of [4999, 4998, 3333, 5000, 17]) {
      const { steps, reads } = countingSteps(record.steps);
      const game = checkpoints.gameAt(steps, count);
      assert.ok(reads() < CHECKPOINT_STEPS, `the game after ${count} steps took ${reads()} steps of replay`);
      assert.deepEqual(position(game), position(replay(record, count)));
    }
  });

  it('a session restored with 5,000 steps undoes, redoes and restarts to the same positions as a full replay', () => {
    const record = longGame(5000);
    const session = GameSession.restore(record, 0, true, false);
    for (let i = 0; i < 40; i++) session.undo();
    assert.deepEqual(position(session.game), position(replay(record, 4960)));
    for (let i = 0; i < 7; i++) session.redo();
    assert.deepEqual(position(session.game), position(replay(record, 4967)));
    session.restart();
    assert.deepEqual(position(session.game), position(dealGame(record.variant, record.deal)));
    assert.equal(session.moveCount, 0);
    assert.equal(session.canRedo, false, 'a restart is a step: what could be redone is gone');
    session.undo();
    assert.deepEqual(position(session.game), position(replay(record, 4967)), 'one undo takes the restart back');
    assert.equal(session.moveCount, 4967);
  });

  it('a restart is undone like a move, also after moves made since, and redone again', () => {
    const session = GameSession.start('forty-thieves', { number: 1 });
    for (let i = 0; i < 3; i++) session.play('s>w', 'off', 0);
    const before = position(session.game);
    session.restart();
    assert.equal(session.lastAction, 'restart');
    assert.equal(session.atDeal, true);
    assert.throws(() => session.restart(), /nothing to restart/);
    session.play('s>w', 'off', 0);
    session.play('s>w', 'off', 0);
    assert.equal(session.moveCount, 2);
    session.undo();
    session.undo();
    assert.equal(session.atDeal, true);
    session.undo();
    assert.deepEqual(position(session.game), before);
    assert.equal(session.moveCount, 3);
    session.redo();
    assert.deepEqual(position(session.game), position(dealGame('forty-thieves', { number: 1 })));
    assert.equal(session.lastAction, 'redo');
  });

  it('whatever the mix of moves, undos, redos and restarts, the position is the record replayed', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(fc.nat({ max: 99 }), { minLength: 50, maxLength: 300 }), (deal, choices) => {
        const session = GameSession.start('maria', { number: deal });
        for (const choice of choices) {
          if (choice < 10 && session.canUndo) session.undo();
          else if (choice < 20 && session.canRedo) session.redo();
          else if (choice === 20 && session.moveCount > 0) session.restart();
          else {
            const moves = legalMoves(session.game);
            if (moves.length) session.play(moves[choice % moves.length], 'off', 0);
          }
          assert.deepEqual(position(session.game), position(replay(session.record)));
          if (session.record.steps.length > 0) {
            const back = choice % session.record.steps.length;
            assert.deepEqual(position(session.gameAfter(back)), position(replay(session.record, back)));
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
