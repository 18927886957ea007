// Random integers from the Web Crypto API, which both of VS Code's extension hosts have (Node's
// crypto.randomInt is not there in the browser).

const TWO_32 = 2 ** 32;

/** A uniformly random integer with min <= n < max, for ranges of 1 to 2^32 values. */
export function randomInt(min: number, max: number): number {
  const range = max - min;
  if (!Number.isInteger(min) || !Number.isInteger(range) || range < 1 || range > TWO_32) {
    throw new RangeError(`randomInt needs whole numbers with min < max <= min + 2^32 (got ${min}, ${max})`);
  }
  const limit = TWO_32 - (TWO_32 % range); // draws at or above it would favour small results
  const draw = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(draw);
  while (draw[0] >= limit);
  return min + (draw[0] % range);
}
