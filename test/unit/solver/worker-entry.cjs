// Test-only worker entry: runs the TypeScript source of the solver worker through tsx
// (the extension itself runs the bundled dist/solver-worker.js).
require('tsx/cjs');
require('../../../src/env/node/solver-worker.ts');
