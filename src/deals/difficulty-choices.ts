// What the difficulty picker offers with winnable deals only: each level with how many proven
// deals of it are left, and what happens when none is (DealChooser: a proven deal of another
// level, else a random deal solved in the background).

import type { Difficulty } from '../engine/difficulty';

export interface DifficultyChoice {
  label: string;
  description: string;
  /** undefined: any winnable deal. */
  difficulty: Difficulty | undefined;
}

const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];

const proven = (n: number): string => `${n} proven deal${n === 1 ? '' : 's'} left`;
const SOLVED_NOW = 'none left: a random deal, proven winnable in the background';

/** The picker's items; `remaining(undefined)` counts the proven deals of every level. */
export function difficultyChoices(remaining: (difficulty?: Difficulty) => number): DifficultyChoice[] {
  const any = remaining();
  return [
    { label: 'Any winnable deal', description: any ? proven(any) : SOLVED_NOW, difficulty: undefined },
    ...LEVELS.map((d) => {
      const left = remaining(d);
      return {
        label: `${d[0].toUpperCase()}${d.slice(1)}`,
        description: left ? proven(left) : any ? 'none left: a proven deal of another level' : SOLVED_NOW,
        difficulty: d,
      };
    }),
  ];
}
