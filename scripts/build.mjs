// One build script for every bundle. `--watch` rebuilds on change, `--production` minifies.
// Type checking is separate (`npm run check-types`): esbuild only strips types.
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production') || process.env.NODE_ENV === 'production';

const common = {
  bundle: true,
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'warning',
  legalComments: 'none',
};

/** @type {esbuild.BuildOptions[]} */
const bundles = [
  // The extension host: Node, CommonJS, `vscode` provided by the editor.
  { ...common, entryPoints: { extension: 'src/extension.ts' }, outdir: 'dist', platform: 'node', format: 'cjs', target: 'node20', external: ['vscode'] },
  // The rules engine on its own, with the public API of shared/engine-contract.md.
  { ...common, entryPoints: { engine: 'src/engine/index.ts' }, outdir: 'dist', platform: 'node', format: 'cjs', target: 'node20' },
  // The solver's worker thread, started by src/solver-client.ts (dist/solver-worker.js).
  { ...common, entryPoints: { 'solver-worker': 'src/solver-worker.ts' }, outdir: 'dist', platform: 'node', format: 'cjs', target: 'node20' },
  // The board: browser, ES module, Lit bundled in. In a folder of its own, the only one of dist/
  // the webview may load (localResourceRoots).
  { ...common, entryPoints: { webview: 'webview/main.ts' }, outdir: 'dist/webview', platform: 'browser', format: 'esm', target: 'es2022', minify: true },
];

if (watch) {
  const contexts = await Promise.all(bundles.map((b) => esbuild.context(b)));
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('watching for changes…');
} else {
  await Promise.all(bundles.map((b) => esbuild.build(b)));
}
