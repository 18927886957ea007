// Small helpers shared by the presolve and study scripts (and tested with the solver).

/** A 95% Wilson score interval for k successes out of n, as fractions [low, high]. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export type Difficulty = 'easy' | 'medium' | 'hard';

/**
 * How hard a won deal was for the solver, from the states it needed (not from time, so the
 * answer is the same on every machine): within the first restart round (20 000 states) it is
 * easy, within 200 000 medium, beyond that hard.
 */
export function difficultyOf(states: number): Difficulty {
  return states <= 20_000 ? 'easy' : states <= 200_000 ? 'medium' : 'hard';
}

/** "1-200,300,400-410" → the deal numbers. */
export function parseRange(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
    if (!match) throw new Error(`"${part}" is not a deal number or range like 1-200`);
    const a = Number(match[1]);
    const b = match[2] === undefined ? a : Number(match[2]);
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}
