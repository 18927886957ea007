// Game records: a deal and the steps played, replayed to rebuild the board; undo and redo work
// on whole steps; restart goes back to the deal and can itself be undone by redoing.

import assert from 'node:assert/strict';
import {
  autoMoves,
  canRedo,
  canUndo,
  isPlayerShaped,
  isSolvedByComputer,
  moveCountOf,
  newGame,
  newRecord,
  play,
  position,
  redoStep,
  replay,
  restart,
  shuffledDeck,
  undoStep,
  withSolverLine,
  withStep,
} from '../../../src/engine/index';
import { craftDeck, playAllMoves } from './helpers';

describe('engine: game records', () => {
  it('a new record replays to the deal, by number or by deck', () => {
    const byNumber = newRecord('number-ten', { number: 77 });
    assert.deepEqual(byNumber.steps, []);
    assert.deepEqual(byNumber.redo, []);
    assert.deepEqual(position(replay(byNumber)), position(newGame('number-ten', shuffledDeck(77))));
    const deck = craftDeck('maria', { columns: { 1: ['AS'] } });
    assert.deepEqual(position(replay(newRecord('maria', { deck }))), position(newGame('maria', deck)));
  });

  it('a step of several moves (a move and what it triggered) is undone and redone as one', () => {
    // t1: 2H on top of AH; moving the AH up makes the 2H go up too
    const deck = craftDeck('forty-thieves', { columns: { 1: ['2H', 'AH'] }, stock: ['9C'] });
    let record = newRecord('forty-thieves', { deck });
    record = withStep(record, ['s>w']);
    record = withStep(record, ['t1>f', 't1>f']);
    assert.equal(moveCountOf(record), 2, "two moves of the player's: the Two went up by itself");
    assert.deepEqual(position(replay(record)).foundations, ['2H']);
    const undone = undoStep(record);
    assert.ok(canRedo(undone));
    assert.deepEqual(position(replay(undone)).foundations, [], 'both cards come back with one undo');
    assert.deepEqual(position(replay(undone)), position(playAllMoves(newGame('forty-thieves', deck), ['s>w'])));
    const redone = redoStep(undone);
    assert.deepEqual(redone, record);
    assert.ok(!canRedo(redone));
  });

  it('a new step after an undo clears what could be redone', () => {
    let record = newRecord('streets', { number: 3 });
    record = withStep(withStep(record, ['s>w']), ['s>w']);
    const undone = undoStep(record);
    const branched = withStep(undone, ['s>w']);
    assert.ok(!canRedo(branched));
    assert.equal(branched.steps.length, 2);
  });

  it('restart is a step back to the deal: one undo brings back the position before it, redo restarts again; the old record is unchanged', () => {
    let record = newRecord('little-forty', { number: 9 });
    for (let k = 0; k < 5; k++) record = withStep(record, ['s>w']);
    const frozen = JSON.stringify(record);
    const restarted = restart(record);
    assert.equal(JSON.stringify(record), frozen);
    assert.ok(canUndo(restarted), 'a restart can be undone');
    assert.equal(moveCountOf(restarted), 0, 'the counter starts again at the deal');
    assert.deepEqual(position(replay(restarted)), position(newGame('little-forty', shuffledDeck(9))));
    const undone = undoStep(restarted);
    assert.deepEqual(undone.steps, record.steps);
    assert.deepEqual(position(replay(undone)), position(replay(record)));
    assert.deepEqual(redoStep(undone), restarted);
    // Moves after the restart: undoing them all, then the restart, goes back to before it.
    let after = withStep(withStep(restarted, ['s>w']), ['s>w']);
    assert.equal(moveCountOf(after), 2);
    assert.equal(position(replay(after)).waste.length, 6);
    for (let k = 0; k < 3; k++) after = undoStep(after);
    assert.equal(position(replay(after)).waste.length, 15);
    assert.equal(moveCountOf(after), 5);
  });

  it('the automatic moves at the deal are part of the deal: replayed first, never undone, kept by a restart', () => {
    const deck = craftDeck('forty-thieves', { columns: { 1: ['AH'], 4: ['AC'] } });
    const dealt = newGame('forty-thieves', deck);
    const opening = autoMoves(dealt, 'safe').moves;
    assert.deepEqual(opening, ['t1>f', 't4>f']);
    let record = newRecord('forty-thieves', { deck }, opening);
    assert.deepEqual(position(replay(record)).foundations, ['AC', 'AH']);
    assert.ok(!canUndo(record));
    assert.equal(moveCountOf(record), 0);
    record = withStep(record, ['s>w']);
    assert.deepEqual(position(replay(record)), position(play(play(play(dealt, 't1>f'), 't4>f'), 's>w')), 'the opening replays first');
    assert.deepEqual(position(replay(restart(record))), position(replay(undoStep(record))));
    assert.deepEqual(position(replay(restart(record))).foundations, ['AC', 'AH']);
    assert.throws(
      () => replay(newRecord('forty-thieves', { deck }, ['t2>f'])),
      /automatic moves after the deal \(t2>f\) cannot be replayed/,
    );
  });

  it("Solve's line ends the history solved: undo and redo keep the mark, a new move clears it; it is not a move of the player's", () => {
    let record = withStep(newRecord('streets', { number: 3 }), ['s>w']);
    const solved = withSolverLine(record, ['s>w', 's>w', 's>w']);
    assert.ok(isSolvedByComputer(solved));
    assert.equal(moveCountOf(solved), 1);
    const undone = undoStep(solved);
    assert.ok(!isSolvedByComputer(undone), 'the player is back in the game');
    assert.equal(moveCountOf(undone), 1);
    assert.ok(isSolvedByComputer(redoStep(undone)));
    assert.ok(isSolvedByComputer(undoStep(restart(solved))), 'undoing a restart brings the solved end back');
    const movedAfter = withStep(restart(solved), ['s>w']);
    assert.deepEqual(movedAfter.solvedAt, [1], 'the mark belongs to its step: a restart and a move after it keep it');
    assert.ok(!isSolvedByComputer(undoStep(movedAfter)), 'at the restart');
    assert.ok(isSolvedByComputer(undoStep(undoStep(movedAfter))), 'back at the end Solve played');
    assert.deepEqual(withSolverLine(movedAfter, ['s>w']).solvedAt, [1, 4], 'a second demonstration keeps the first');
    record = withStep(undone, ['s>w']);
    assert.ok(!isSolvedByComputer(record));
    assert.ok(!isSolvedByComputer(redoStep(undoStep(record))));
    assert.equal(moveCountOf(record), 2);
  });

  it("tells a player's step (a move or shortcut, then automatic moves home) from a solver's line by its shape", () => {
    for (const step of [
      ['s>w'],
      ['s>w', 'w>f'],
      ['t1>f', 't2>f'],
      ['t1>t2:3'],
      ['t1>t4', 't2>t4', 't1>t2', 't3>f'],
      ['w>s'],
      ['t10>t12', 't10>t11', 't12>t11'],
    ])
      assert.ok(isPlayerShaped(step), step.join(' '));
    for (const step of [
      ['s>w', 'w>t3'],
      ['s>w', 'w>f', 's>w', 'w>f'],
      ['t1>t2', 's>w', 't3>f'],
      // Solve's line in a game of sequences: moves of several cards, which a shortcut's chain never has.
      ['t1>t2:2', 't3>t1:3'],
    ])
      assert.ok(!isPlayerShaped(step), step.join(' '));
  });
});
