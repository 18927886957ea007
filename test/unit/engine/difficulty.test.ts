import assert from 'node:assert/strict';
import { difficultyOf } from '../../../src/engine/difficulty';

describe('difficulty', () => {
  it('grades won deals by the states the solver needed', () => {
    assert.equal(difficultyOf(238), 'easy');
    assert.equal(difficultyOf(20_000), 'easy');
    assert.equal(difficultyOf(20_001), 'medium');
    assert.equal(difficultyOf(150_000), 'medium');
    assert.equal(difficultyOf(200_000), 'medium');
    assert.equal(difficultyOf(200_001), 'hard');
    assert.equal(difficultyOf(1_286_662), 'hard');
  });
});
