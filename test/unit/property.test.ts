import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SHRINK_BUDGET, assertProperty } from './property';

describe('the property runner of the unit tests', () => {
  it('runs every case asked for', () => {
    let runs = 0;
    assertProperty(
      fc.property(fc.nat(), () => {
        runs++;
      }),
      { numRuns: 37 },
    );
    assert.equal(runs, 37);
  });

  it('reports a failure with its seed after at most SHRINK_BUDGET runs of shrinking', () => {
    let runs = 0;
    let firstFailure = 0;
    const property = fc.property(fc.array(fc.nat(), { minLength: 200, maxLength: 400 }), (xs) => {
      runs++;
      // Fails on every list: shrinking would go on for thousands of runs towards 200 zeros.
      if (xs.length >= 200) {
        firstFailure ||= runs;
        throw new Error('too long');
      }
    });
    assert.throws(
      () => assertProperty(property, { numRuns: 10 }),
      (error: Error) =>
        /Property failed after 1 tests[\s\S]*seed: -?\d+/.test(error.message) && (error.cause as Error).message === 'too long',
    );
    assert.equal(firstFailure, 1);
    assert.ok(runs <= 1 + SHRINK_BUDGET, `${runs} runs`);
  });
});
