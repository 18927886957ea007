// One duration format for the clock, the statistics, the play record and the status bar: whole
// seconds truncated like a running clock, so a final time is the last value the clock showed.

import assert from 'node:assert/strict';
import { formatDuration } from '../../../src/engine/duration';

describe('engine: formatDuration', () => {
  it('truncates to the whole second, as the running clock does', () => {
    assert.equal(formatDuration(59_400), '0:59');
    assert.equal(formatDuration(59_600), '0:59');
    assert.equal(formatDuration(59_999), '0:59');
    assert.equal(formatDuration(60_000), '1:00');
    assert.equal(formatDuration(0), '0:00');
    assert.equal(formatDuration(999), '0:00');
  });

  it('reads minutes and seconds below an hour, hours:minutes:seconds from an hour on', () => {
    assert.equal(formatDuration(125_000), '2:05');
    assert.equal(formatDuration(3_599_600), '59:59');
    assert.equal(formatDuration(3_600_000), '1:00:00');
    assert.equal(formatDuration(3_723_900), '1:02:03');
    assert.equal(formatDuration(36_000_000 + 59_000), '10:00:59');
  });

  it('reads a negative or broken number as no time, and caps an absurd one', () => {
    assert.equal(formatDuration(-5000), '0:00');
    assert.equal(formatDuration(Number.NaN), '0:00');
    assert.equal(formatDuration(Number.POSITIVE_INFINITY), '0:00');
    assert.equal(formatDuration(1e20), '1000000:00:00');
  });
});
