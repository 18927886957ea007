#!/usr/bin/env node
// The extension in a real VS Code (code-server 4.100.3 = VS Code 1.100.3 in headless Chromium):
//   1. the extension-host suite (test/vscode/suite, mocha inside the extension host), in the
//      Node extension host, then again in the web worker extension host (as on vscode.dev),
//      with a window reload (test/vscode/web);
//   2. the extension in German (test/vscode/language, test/vscode/lib/language.mjs: VS Code's
//      display language de, with an empty language pack of our own);
//   3. Restricted Mode and the walkthrough (test/vscode/restricted.mjs), then the player's journey
//      through the workbench UI (test/vscode/journey.mjs), with screenshots.
// Ends with the line CI reads: "N passed, N failed" (every suite test and journey check counts).
// Usage: node test/vscode/run.mjs [--suite-only | --web-only | --language-only | --journey-only]   (after npm run build)
// Env: E2E_KEEP=1 keeps the sandboxes, E2E_VERBOSE=1 echoes code-server, FT_TEST_GREP filters suite tests.
import fs from 'node:fs';
import path from 'node:path';
import { REPO, missingInstall, log } from './lib/server.mjs';
import { buildSuite, runSuiteInCodeServer } from './lib/suite.mjs';
import { runJourney } from './journey.mjs';
import { runRestricted } from './restricted.mjs';
import { runLanguageSuite } from './lib/language.mjs';

const args = process.argv.slice(2);
const t0 = Date.now();
let passed = 0;
let failed = 0;
const skips = [];

function finish() {
  log(`VS Code tests took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (skips.length) console.log(`skipped, and why:\n${skips.map((s) => `  ${s}`).join('\n')}`);
  console.log(`${passed} passed, ${failed} failed, ${skips.length} skipped`);
  process.exit(failed > 0 ? 1 : 0);
}

const problem = missingInstall();
if (problem) {
  console.log(problem);
  failed = 1;
  finish();
}
if (!fs.existsSync(path.join(REPO, 'dist', 'extension.js'))) {
  console.log('dist/extension.js is missing: run npm run build first (npm test and npm run test:vscode do).');
  failed = 1;
  finish();
}

const only = ['--suite-only', '--web-only', '--language-only', '--journey-only'].find((a) => args.includes(a));

if (!only || only === '--suite-only') {
  try {
    await buildSuite();
    const r = await runSuiteInCodeServer();
    passed += r.passed;
    failed += r.failed;
    skips.push(...r.skips.map((s) => `Node host: ${s}`));
  } catch (err) {
    console.log(`extension-host suite: ${err?.stack || err}`);
    failed += 1;
  }
}

if (!only || only === '--suite-only' || only === '--web-only') {
  const r = await runSuiteInCodeServer({ web: true });
  passed += r.passed;
  failed += r.failed;
  skips.push(...r.skips.map((s) => `web worker host: ${s}`));
}

if (!only || only === '--language-only') {
  const r = await runLanguageSuite({ locale: 'de' });
  passed += r.passed;
  failed += r.failed;
}

if (!only || only === '--journey-only') {
  try {
    for (const run of [runRestricted, runJourney]) {
      const r = await run();
      passed += r.passed;
      failed += r.failed;
    }
  } catch (err) {
    console.log(`journey: ${err?.stack || err}`);
    failed += 1;
  }
}

finish();
