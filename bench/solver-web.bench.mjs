#!/usr/bin/env node
// npm run bench:solver:web — hint time in a Web Worker in Debian's Chromium (as in VS Code's web
// worker extension host: vscode.dev, github.dev) beside a Node worker thread (the Node extension
// host), on the hint benchmark's positions (hint-positions.ts), one request at a time, each with
// the hint's budget. Both run the extension's own worker code: the browser build of
// src/env/web/solver-worker.ts, and dist/solver-worker.js through the SolverClient.
// Prints the solver's own time and the round trip through the thread (median, 90th percentile),
// and how long a fresh Web Worker takes to answer (the cost of a cancel in the browser).
// Options: --deals 1-20, --games forty-thieves,maria (as bench:solver).

import * as esbuild from 'esbuild';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from '../test/vscode/lib/server.mjs';

const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { VARIANT_IDS } = require('../src/engine/index.ts');
const { HINT_BUDGET_MS } = require('../src/solver/hints.ts');
const { startNodeThread } = require('../src/env/node/solver-thread.ts');
const { SolverClient } = require('../src/solver/client.ts');
const { hintPositions, percentile } = require('./hint-positions.ts');

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const deals = arg('deals', '1-20')
  .split(',')
  .flatMap((part) => {
    const [a, b] = part.split('-').map(Number);
    return Array.from({ length: (b ?? a) - a + 1 }, (_, i) => a + i);
  });
const games = arg('games', VARIANT_IDS.join(',')).split(',');
const inputs = hintPositions(games, deals).map(({ variant, deal, moves }) => ({ variant, deal, moves }));

function report(where, timings) {
  const figure = (pick) =>
    `median ${Math.round(percentile(timings.map(pick), 50))} ms, p90 ${Math.round(percentile(timings.map(pick), 90))} ms`;
  const count = (result) => timings.filter((t) => t.result === result).length;
  console.log(
    `${where.padEnd(22)} solver ${figure((t) => t.solverMs)}; round trip ${figure((t) => t.roundTripMs)}; won ${count('won')}, lost ${count('lost')}, unknown ${count('unknown')}`,
  );
}

async function inNodeWorker() {
  const client = new SolverClient({ startThread: startNodeThread, workerFile: path.join(ROOT, 'dist', 'solver-worker.js') });
  const timings = [];
  try {
    for (const input of inputs) {
      const started = performance.now();
      const answer = await client.solve(input, { timeMs: HINT_BUDGET_MS });
      timings.push({ solverMs: answer.elapsedMs, roundTripMs: performance.now() - started, result: answer.result });
    }
  } finally {
    await client.dispose();
  }
  return timings;
}

async function inWebWorker() {
  const bundle = await esbuild.build({
    entryPoints: [path.join(ROOT, 'src', 'env', 'web', 'solver-worker.ts')],
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const server = http.createServer((_, res) => res.end('<!doctype html><title>solver</title>')).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    return await page.evaluate(
      async ({ source, inputs, budget }) => {
        const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
        // Without shared memory a cancel ends the worker, and the next search starts a fresh one:
        // how long a fresh worker takes to answer (a search of one state).
        const starts = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const fresh = new Worker(url);
          await new Promise((resolve) => {
            fresh.onmessage = resolve;
            fresh.postMessage({ type: 'init' });
            fresh.postMessage({ id: 1, ...inputs[0], maxStates: 1 });
          });
          starts.push(performance.now() - started);
          fresh.terminate();
        }
        const worker = new Worker(url);
        worker.postMessage({ type: 'init' });
        const timings = [];
        for (const [i, input] of inputs.entries()) {
          const started = performance.now();
          const answer = await new Promise((resolve) => {
            worker.onmessage = (event) => resolve(event.data);
            worker.postMessage({ id: i + 1, ...input, timeMs: budget });
          });
          if (answer.error !== undefined) throw new Error(answer.error);
          timings.push({ solverMs: answer.elapsedMs, roundTripMs: performance.now() - started, result: answer.result });
        }
        worker.terminate();
        return { timings, starts };
      },
      { source: bundle.outputFiles[0].text, inputs, budget: HINT_BUDGET_MS },
    );
  } finally {
    await browser.close();
    server.close();
  }
}

console.log(
  `hint time on ${inputs.length} positions (${games.length} games, deals ${deals[0]}–${deals[deals.length - 1]}), ${HINT_BUDGET_MS} ms budget each`,
);
report('Node worker thread', await inNodeWorker());
const web = await inWebWorker();
report('Web Worker (Chromium)', web.timings);
console.log(`a fresh Web Worker's first answer: median ${Math.round(percentile(web.starts, 50))} ms of ${web.starts.length} starts`);
