import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { sha256 } from '../../../src/deals/sha256';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe("sha256 (Today's deal, in both extension hosts)", () => {
  it('gives the published digests of the standard examples', () => {
    assert.equal(hex(sha256('')), 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    assert.equal(hex(sha256('abc')), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    assert.equal(
      hex(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')),
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it("agrees with Node's crypto on every length around the block boundaries, and on non-ASCII text", () => {
    for (let n = 0; n < 200; n++) {
      const text = Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7 + n) % 26))).join('');
      assert.equal(hex(sha256(text)), createHash('sha256').update(text, 'utf8').digest('hex'), `length ${n}`);
    }
    for (const text of ['daily-v1:forty-thieves:2026-11-30', 'Dame de cœur ♥', '🂡🂱']) {
      assert.equal(hex(sha256(text)), createHash('sha256').update(text, 'utf8').digest('hex'), text);
    }
  });
});
