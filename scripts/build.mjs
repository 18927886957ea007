// One build script for every bundle. `--watch` rebuilds on change, `--production` minifies,
// `--outdir DIR` writes the bundles there instead of dist/ (the tests build into a temporary folder).
// Type checking is separate (`npm run check-types`): esbuild only strips types.
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: { watch: { type: 'boolean' }, production: { type: 'boolean' }, outdir: { type: 'string', default: 'dist' } },
});
const { watch, outdir } = options;
const production = options.production || process.env.NODE_ENV === 'production';

const common = {
  bundle: true,
  sourcemap: production ? false : 'linked',
  minify: production,
  logLevel: 'warning',
  legalComments: 'none',
};

// The browser bundles run where there is no Node (VS Code's web worker extension host, a Web
// Worker): importing a Node built-in fails the build, and so does using one of Node's globals,
// which `define` renames so that the check after the build finds it.
const NODE_GLOBALS = ['process', 'Buffer', 'global', '__dirname', '__filename', 'setImmediate', 'clearImmediate'];
const NODE_GLOBAL_MARK = 'NODE_ONLY_GLOBAL_';
const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);

/** @type {esbuild.Plugin} */
const noNodeBuiltins = {
  name: 'no-node-builtins',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (!nodeBuiltins.has(args.path) && !args.path.startsWith('node:')) return undefined;
      return {
        errors: [
          {
            text: `"${args.path}" is a Node built-in, and this bundle runs in the browser (VS Code's web worker extension host) where there is none`,
          },
        ],
      };
    });
    build.onEnd((result) => {
      const outputs =
        result.outputFiles?.map((f) => [f.path, f.text]) ??
        Object.keys(result.metafile?.outputs ?? {})
          .filter((f) => f.endsWith('.js'))
          .map((f) => [f, fs.readFileSync(f, 'utf8')]);
      for (const [file, text] of outputs) {
        const used = new Set(Array.from(text.matchAll(new RegExp(`${NODE_GLOBAL_MARK}(\\w+)`, 'g')), (m) => m[1]));
        if (used.size)
          return { errors: [{ text: `${file} uses Node's ${[...used].join(', ')}, and runs in the browser where there is none` }] };
      }
      return undefined;
    });
  },
};

/** Options of every bundle that runs in the browser, outside the board's webview. */
const browser = {
  ...common,
  platform: 'browser',
  target: 'es2022',
  metafile: true,
  define: Object.fromEntries(NODE_GLOBALS.map((name) => [name, `${NODE_GLOBAL_MARK}${name}`])),
  plugins: [noNodeBuiltins],
};

/**
 * `import source from './x?worker'`: x bundled for a Web Worker, as a string, so the web
 * extension starts its worker from a blob: URL, wherever VS Code loaded the extension from.
 * @type {esbuild.Plugin}
 */
const workerSource = {
  name: 'worker-source',
  setup(build) {
    build.onResolve({ filter: /\?worker$/ }, async (args) => {
      const found = await build.resolve(args.path.slice(0, -'?worker'.length), { kind: args.kind, resolveDir: args.resolveDir });
      return found.errors.length ? { errors: found.errors } : { path: found.path, namespace: 'worker-source' };
    });
    build.onLoad({ filter: /.*/, namespace: 'worker-source' }, async (args) => {
      const result = await esbuild.build({ ...browser, entryPoints: [args.path], format: 'iife', sourcemap: false, write: false });
      return {
        contents: result.outputFiles[0].text,
        loader: 'text',
        watchFiles: Object.keys(result.metafile.inputs).map((file) => path.resolve(file)),
      };
    });
  },
};

/** @type {esbuild.BuildOptions[]} */
const bundles = [
  // The Node extension host ("main"): CommonJS, `vscode` provided by the editor; the host's code is
  // the web bundle beside it (required at run time, so the package carries it once), only the
  // solver's thread its own.
  {
    ...common,
    entryPoints: { extension: 'src/env/node/extension.ts' },
    outdir,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode', './extension.web.js'],
  },
  // The web worker extension host ("browser": vscode.dev, github.dev), with its solver's Web Worker
  // inside; the Node host runs it too (above).
  {
    ...browser,
    entryPoints: { 'extension.web': 'src/env/web/extension.ts' },
    outdir,
    format: 'cjs',
    external: ['vscode'],
    plugins: [noNodeBuiltins, workerSource],
  },
  // The rules engine on its own, with the public API of docs/engine-contract.md.
  { ...common, entryPoints: { engine: 'src/engine/index.ts' }, outdir, platform: 'node', format: 'cjs', target: 'node20' },
  // The solver's worker thread in Node, started by src/env/node/solver-thread.ts (dist/solver-worker.js).
  {
    ...common,
    entryPoints: { 'solver-worker': 'src/env/node/solver-worker.ts' },
    outdir,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  },
  // The board: browser, ES module, Lit bundled in. In a folder of its own, the only one of dist/
  // the webview may load (localResourceRoots).
  {
    ...common,
    entryPoints: { webview: 'webview/main.ts' },
    outdir: path.join(outdir, 'webview'),
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    minify: true,
  },
  // The board's stylesheet: media/board/*.css bundled into one file beside the board's script; the
  // card back it masks with is copied there under its own name.
  {
    ...common,
    entryPoints: { board: 'media/board/index.css' },
    outdir: path.join(outdir, 'webview'),
    loader: { '.svg': 'file' },
    assetNames: '[name]',
  },
];

if (watch) {
  const contexts = await Promise.all(bundles.map((b) => esbuild.context(b)));
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('watching for changes…');
} else {
  const results = await Promise.allSettled(bundles.map((b) => esbuild.build(b)));
  const failed = results.filter((r) => r.status === 'rejected');
  for (const { reason } of failed) console.error(reason.message);
  if (failed.length) process.exit(1);
}
