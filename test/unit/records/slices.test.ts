// Work in slices (src/records/slices.ts): the sort in parts gives what Array.prototype.sort gives,
// across the runs and merges of any length; a slice stops at its budget and the work resumes in the
// next turn; work no longer wanted, or failing, resolves undefined. Turns run only when told.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { SLICE_ENTRIES, Steps, drain, inSlices, sorting } from '../../../src/records/slices';
import { Turns } from './record-helpers';

const byValue = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

describe('work in slices', () => {
  it('sorts in parts exactly as Array.prototype.sort does (lists up to five merge passes long)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), fc.integer({ min: 1, max: 1000 }), fc.integer(), (n, spread, seed) => {
        let x = seed | 0;
        const next = () => (x = (Math.imul(x, 1103515245) + 12345) | 0) >>> 8;
        // a total order (value, then position): ties in value as a record's games have in their moment
        const list = Array.from({ length: n }, (_, i): [number, number] => [next() % spread, i]);
        assert.deepEqual(drain(sorting(list, byValue)), [...list].sort(byValue));
      }),
      { numRuns: 25 },
    );
  });

  it('runs a slice up to its budget per turn, then resumes in the next', async () => {
    const turns = new Turns();
    let done = 0;
    function* work(): Steps<string> {
      for (let i = 0; i < 10; i++) {
        done++;
        yield SLICE_ENTRIES / 2;
      }
      return 'done';
    }
    const result = inSlices(work(), turns.idle, () => true);
    assert.equal(done, 0, 'nothing before the first turn');
    turns.waiting.shift()!();
    assert.equal(done, 2);
    assert.equal(await (turns.run(), result), 'done');
    assert.equal(done, 10);
  });

  it('resolves undefined when the work is no longer wanted, or fails', async () => {
    const turns = new Turns();
    function* endless(): Steps<never> {
      for (;;) yield SLICE_ENTRIES;
    }
    let wanted = true;
    const dropped = inSlices(endless(), turns.idle, () => wanted);
    turns.waiting.shift()!();
    wanted = false;
    await turns.run();
    assert.equal(await dropped, undefined);
    function* failing(): Steps<number> {
      yield 1;
      throw new Error('damaged');
    }
    const failed = inSlices(failing(), turns.idle, () => true);
    await turns.run();
    assert.equal(await failed, undefined);
  });
});
