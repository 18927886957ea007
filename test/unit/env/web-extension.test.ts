import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('a web extension too (package.json)', () => {
  it('has a Node entry and a browser entry, both packaged', () => {
    assert.equal(manifest.main, './dist/extension.js');
    assert.equal(manifest.browser, './dist/extension.web.js');
    const ignore = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n');
    for (const entry of [manifest.main, manifest.browser])
      assert.ok(ignore.includes(`!${entry.slice(2)}`), `${entry} is left out of the .vsix`);
  });

  it("prefers the player's machine, then the workspace's", () => {
    assert.deepEqual(manifest.extensionKind, ['ui', 'workspace']);
  });
});
