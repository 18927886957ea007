// Node's `crypto`, as much of it as the extension suite uses (a SHA-256 of a text), for the web
// worker extension host where there is no Node: the suite's web bundle maps `crypto` here. The
// digest is the extension's own pure one (src/deals/sha256.ts, checked against Node's in
// test/unit/host/sha256.test.ts); the Node run checks Today's deal with Node's crypto.
import { sha256 } from '../../../src/deals/sha256';

export function createHash(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`only sha256 here, not ${algorithm}`);
  let text = '';
  const hash = {
    update(data: string) {
      text += data;
      return hash;
    },
    digest() {
      const bytes = sha256(text);
      return Object.assign(bytes, { readUInt32BE: (offset: number) => new DataView(bytes.buffer).getUint32(offset) });
    },
  };
  return hash;
}
