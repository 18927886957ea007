// How hard a won deal is, graded from the solver's effort: winnable deals only lets the player
// choose by it, and the shipped list records it per deal.

export type Difficulty = 'easy' | 'medium' | 'hard';

/**
 * How hard a won deal was for the solver, from the states it needed (not from time, so the
 * answer is the same on every machine): within the first restart round (20 000 states) it is
 * easy, within 200 000 medium, beyond that hard.
 */
export function difficultyOf(states: number): Difficulty {
  return states <= 20_000 ? 'easy' : states <= 200_000 ? 'medium' : 'hard';
}
