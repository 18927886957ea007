#!/usr/bin/env node
// `npm run test:desktop`: the same extension-host suite as npm test (test/vscode/suite), in
// VS Code desktop through @vscode/test-electron. That needs VS Code desktop, which
// @vscode/test-electron downloads from Microsoft's update service (cached in .vscode-test/), or an
// installed one named by VSCODE_EXECUTABLE. Where neither is possible it says so and fails: it
// never reports a pass it did not run. On Linux without a display run it under `xvfb-run -a`.
//
// Env: VSCODE_EXECUTABLE=/path/to/code (skip the download), VSCODE_VERSION (default 1.100.3, the
// version npm test runs), FT_TEST_GREP (only tests whose title matches).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO, log } from './lib/server.mjs';
import { buildSuite, DAMAGED_SYNCED_STATE, SUITE_OUT } from './lib/suite.mjs';

const VERSION = process.env.VSCODE_VERSION || '1.100.3';
const DOWNLOAD_TIMEOUT_MS = 90000;

function fail(message) {
  console.log(message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!fs.existsSync(path.join(REPO, 'dist', 'extension.js')))
  fail('dist/extension.js is missing: run npm run build first (npm run test:desktop does).');

let testElectron;
try {
  testElectron = await import('@vscode/test-electron');
} catch (err) {
  fail(`@vscode/test-electron is not installed (${err.message}); run npm ci`);
}

await buildSuite();

let executable = process.env.VSCODE_EXECUTABLE;
if (executable) {
  if (!fs.existsSync(executable)) fail(`VSCODE_EXECUTABLE=${executable} does not exist`);
} else {
  log(`getting VS Code desktop ${VERSION} (cached in .vscode-test/)`);
  try {
    let timer;
    executable = await Promise.race([
      testElectron.downloadAndUnzipVSCode({ version: VERSION, cachePath: path.join(REPO, '.vscode-test'), timeout: 30000 }),
      new Promise(
        (_, reject) =>
          (timer = setTimeout(() => reject(new Error(`no answer within ${DOWNLOAD_TIMEOUT_MS / 1000} s`)), DOWNLOAD_TIMEOUT_MS)),
      ),
    ]);
    clearTimeout(timer);
  } catch (err) {
    fail(
      `cannot download VS Code desktop here: ${String(err?.message ?? err).split('\n')[0]}; ` +
        'run npm test, which uses the browser build (code-server) of the same VS Code, ' +
        'or set VSCODE_EXECUTABLE to an installed VS Code.',
    );
  }
}

if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  log('note: no display; if VS Code fails to start, run this under xvfb-run -a');
}

const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-vscode-desktop-'));
const workspace = path.join(sandbox, 'workspace');
fs.mkdirSync(workspace);
fs.writeFileSync(path.join(workspace, 'README.md'), '# Forty Thieves test workspace\n');
const resultFile = path.join(sandbox, 'result.json');

let code;
try {
  code = await testElectron.runTests({
    vscodeExecutablePath: executable,
    extensionDevelopmentPath: REPO,
    extensionTestsPath: SUITE_OUT,
    extensionTestsEnv: {
      FT_TEST_RESULT_FILE: resultFile,
      FORTY_THIEVES_TEST_FAIL_SAVES: '1',
      FORTY_THIEVES_TEST_GLOBAL_STATE: JSON.stringify(DAMAGED_SYNCED_STATE),
      ...(process.env.FT_TEST_GREP ? { FT_TEST_GREP: process.env.FT_TEST_GREP } : {}),
    },
    launchArgs: [
      workspace,
      '--disable-extensions',
      '--disable-workspace-trust',
      '--skip-welcome',
      '--skip-release-notes',
      '--user-data-dir',
      path.join(sandbox, 'user-data'),
      '--extensions-dir',
      path.join(sandbox, 'extensions'),
    ],
  });
} catch (err) {
  code = typeof err === 'number' ? err : 1;
  if (typeof err !== 'number' && !/Test run failed/.test(String(err)))
    console.log(`VS Code desktop could not run the tests: ${err?.message ?? err}`);
}

let result = { passed: 0, failed: 1, skipped: 0 };
try {
  result = JSON.parse(fs.readFileSync(resultFile, 'utf8'));
  if (code !== 0 && result.failed === 0) result.failed = 1;
} catch {
  console.log('the suite reported no result (VS Code did not start, or the suite crashed before it ended)');
}
fs.rmSync(sandbox, { recursive: true, force: true });
console.log(`${result.passed} passed, ${result.failed} failed, ${result.skipped ?? 0} skipped`);
process.exit(result.failed > 0 || code !== 0 ? 1 : 0);
