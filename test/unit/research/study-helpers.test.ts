import assert from 'node:assert/strict';
import { parseRange } from '../../../scripts/args';
import { wilson } from '../../../scripts/study-store';

describe('the study scripts’ helpers', () => {
  it('computes 95% Wilson intervals', () => {
    const [lo, hi] = wilson(50, 100);
    assert.ok(Math.abs(lo - 0.4038) < 1e-3 && Math.abs(hi - 0.5962) < 1e-3, `${lo} ${hi}`);
    const [lo0, hi0] = wilson(0, 20);
    assert.equal(lo0, 0);
    assert.ok(Math.abs(hi0 - 0.1611) < 1e-3, `${hi0}`);
    assert.deepEqual(wilson(0, 0), [0, 1]);
  });

  it('reads deal ranges', () => {
    assert.deepEqual(parseRange('1-3,7,10-11'), [1, 2, 3, 7, 10, 11]);
    assert.throws(() => parseRange('1-x'), /not a deal number/);
  });
});
