// What the difficulty picker offers with winnable deals only: each level with how many proven
// deals of it are left, and what happens when none is (DealChooser: a proven deal of another
// level, else a random deal solved in the background).

import type { Difficulty } from '../engine/difficulty';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- types only: marks this file's l10n.t() for extraction
import type * as l10n from '@vscode/l10n';
import { ENGLISH, L10n, one } from '../l10n';

export interface DifficultyChoice {
  label: string;
  description: string;
  /** undefined: any winnable deal. */
  difficulty: Difficulty | undefined;
}

const LEVELS: Difficulty[] = ['easy', 'medium', 'hard'];

const proven = (l10n: L10n, n: number): string => (one(l10n, n) ? l10n.t('{0} proven deal left', n) : l10n.t('{0} proven deals left', n));

const levelName = (l10n: L10n, level: Difficulty): string =>
  level === 'easy' ? l10n.t('Easy') : level === 'medium' ? l10n.t('Medium') : l10n.t('Hard');

/** The picker's items; `remaining(undefined)` counts the proven deals of every level. */
export function difficultyChoices(remaining: (difficulty?: Difficulty) => number, l10n: L10n = ENGLISH): DifficultyChoice[] {
  const any = remaining();
  const solvedNow = l10n.t('none left: a random deal, proven winnable in the background');
  return [
    { label: l10n.t('Any winnable deal'), description: any ? proven(l10n, any) : solvedNow, difficulty: undefined },
    ...LEVELS.map((d) => {
      const left = remaining(d);
      return {
        label: levelName(l10n, d),
        description: left ? proven(l10n, left) : any ? l10n.t('none left: a proven deal of another level') : solvedNow,
        difficulty: d,
      };
    }),
  ];
}
