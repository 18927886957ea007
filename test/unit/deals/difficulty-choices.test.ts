import assert from 'node:assert/strict';
import { difficultyChoices } from '../../../src/deals/difficulty-choices';
import type { Difficulty } from '../../../src/engine/difficulty';

/** The picker's lines as the player reads them: "Label: description". */
const lines = (left: Record<Difficulty, number>) =>
  difficultyChoices((d) => (d ? left[d] : left.easy + left.medium + left.hard)).map((c) => `${c.label}: ${c.description}`);

describe("the difficulty picker's words", () => {
  it('counts the proven deals left in good English, and says what a level with none left deals', () => {
    assert.deepEqual(lines({ easy: 5, medium: 1, hard: 0 }), [
      'Any winnable deal: 6 proven deals left',
      'Easy: 5 proven deals left',
      'Medium: 1 proven deal left',
      'Hard: none left: a proven deal of another level',
    ]);
  });

  it('says that a random deal is proven winnable in the background once every proven deal is used', () => {
    assert.deepEqual(lines({ easy: 0, medium: 0, hard: 0 }), [
      'Any winnable deal: none left: a random deal, proven winnable in the background',
      'Easy: none left: a random deal, proven winnable in the background',
      'Medium: none left: a random deal, proven winnable in the background',
      'Hard: none left: a random deal, proven winnable in the background',
    ]);
  });

  it('keeps each choice tied to its level (undefined: any winnable deal)', () => {
    assert.deepEqual(
      difficultyChoices(() => 1).map((c) => c.difficulty),
      [undefined, 'easy', 'medium', 'hard'],
    );
  });
});
