// The layers hold: scripts/check-layers.ts (run by `npm run check-types` too) finds no import
// that crosses one, and does find each kind of crossing when there is one.

import * as assert from 'node:assert/strict';
import path from 'node:path';
import { importsOf, layerError, layerViolations } from '../../scripts/check-layers';

describe('layers', () => {
  it('the tree imports across no layer', () => {
    assert.deepEqual(layerViolations(path.join(__dirname, '../..')), []);
  });

  it('reads every form of import', () => {
    const source = `import a from './a';\nimport type { B } from "../b";\nexport { c } from './c';\nimport './d';\nconst e = await import('./e');\nconst f = require('f');\nimport {\n  g,\n} from 'vscode';`;
    assert.deepEqual(importsOf(source), ['./a', '../b', './c', './d', './e', 'f', 'vscode']);
  });

  it('refuses vscode outside the adapters, the DOM and host in the engine, the host in the board', () => {
    assert.match(layerError('src/host/controller.ts', 'vscode') ?? '', /only the host adapters/);
    assert.equal(layerError('src/host/panel.ts', 'vscode'), null);
    assert.match(layerError('src/engine/game.ts', '../host/settings') ?? '', /the engine imports only itself/);
    assert.match(layerError('src/engine/solver/search.ts', 'node:worker_threads') ?? '', /the engine imports only itself/);
    assert.equal(layerError('src/engine/solver/search.ts', '../cards'), null);
    assert.match(layerError('webview/board.ts', 'vscode') ?? '', /the board imports only/);
    assert.match(layerError('webview/board.ts', '../src/host/controller') ?? '', /the board imports only/);
    assert.equal(layerError('webview/board.ts', '../src/engine/cards'), null);
    assert.equal(layerError('webview/board.ts', '../src/protocol'), null);
    assert.equal(layerError('webview/board.ts', 'lit/decorators.js'), null);
  });
});
