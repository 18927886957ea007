import assert from 'node:assert/strict';
import { randomInt } from '../../../src/deals/random';

/** Feeds the given 32-bit values to crypto.getRandomValues, one a call. */
function withDraws(draws: number[], body: () => void): void {
  const real = globalThis.crypto.getRandomValues;
  globalThis.crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
    (array as unknown as Uint32Array)[0] = draws.shift()!;
    return array;
  }) as typeof real;
  try {
    body();
  } finally {
    globalThis.crypto.getRandomValues = real;
  }
}

describe('randomInt (Web Crypto, in both extension hosts)', () => {
  it('stays within min <= n < max and reaches every value of a small range', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const n = randomInt(5, 8);
      assert.ok(n >= 5 && n < 8, String(n));
      seen.add(n);
    }
    assert.deepEqual([...seen].sort(), [5, 6, 7]);
  });

  it('draws again rather than favour small numbers, so every deal number is equally likely', () => {
    // 2^32 - 1 deal numbers: the one 32-bit value past the last whole range is drawn again.
    withDraws([0xffffffff, 41], () => assert.equal(randomInt(1, 2 ** 32), 42));
    withDraws([0xfffffffe], () => assert.equal(randomInt(1, 2 ** 32), 2 ** 32 - 1));
    // A range of 3: 2^32 = 3 × 1431655765 + 1, so 4294967295 is drawn again.
    withDraws([4294967295, 4294967294], () => assert.equal(randomInt(0, 3), 4294967294 % 3));
  });

  it('refuses a range it cannot draw from', () => {
    assert.throws(() => randomInt(3, 3), RangeError);
    assert.throws(() => randomInt(0, 2 ** 32 + 1), RangeError);
    assert.throws(() => randomInt(0.5, 3), RangeError);
  });
});
