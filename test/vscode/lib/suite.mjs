// Builds the extension-host suite (test/vscode/suite/*.ts) into out/test/vscode/ and runs it in
// code-server's real extension host, reading the result from window.codeAutomationExit.
// With `web`, the extension runs in VS Code's web worker extension host instead, as on
// vscode.dev: installed on the server as from its .vsix, the suite bundled for the browser and
// run inside the installed extension, the window reloaded, and the game left behind checked
// (test/vscode/web/).
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {
  REPO,
  makeSandbox,
  writeUserSettings,
  startCodeServer,
  launchBrowser,
  workbenchUrl,
  formatLogArgs,
  NOISE,
  log,
} from './server.mjs';

export const SUITE_OUT = path.join(REPO, 'out', 'test', 'vscode');
const TEST_DIR = path.join(REPO, 'test', 'vscode');
const EXTENSION_ID = 'forty-thieves.forty-thieves';

/**
 * Another machine's share as Settings Sync brings it: two Maria games won, and a daily result on a
 * day that does not exist (2026-13-01), which once stopped activation (issue 33). The suite's
 * "a damaged synced value" test checks what the window shows.
 */
const at = Date.UTC(2026, 0, 5, 12);
const game = (id, i) => ({ id, variant: 'maria', dealNumber: 11, result: 'won', at: at + i * 60_000, timeMs: 300_000, moves: 120 });
export const DAMAGED_SYNCED_STATE = {
  'fortyThieves.record.synced-machine': {
    version: 1,
    id: 'synced-machine',
    revision: 3,
    resetAt: 0,
    games: [game('synced-1', 0), game('synced-2', 1)],
    earlier: {},
    daily: [{ day: '2026-13-01', variant: 'maria', dealNumber: 11, result: 'won', timeMs: 300_000, moves: 120, at }],
    imported: [],
  },
};

/** index.js plus one bundle per *.test.ts; `vscode` and mocha come from the running editor / node_modules. */
export async function buildSuite() {
  const dir = path.join(REPO, 'test', 'vscode', 'suite');
  const entries = fs.readdirSync(dir).filter((f) => f === 'index.ts' || f.endsWith('.test.ts'));
  fs.rmSync(SUITE_OUT, { recursive: true, force: true });
  await esbuild.build({
    entryPoints: entries.map((f) => path.join(dir, f)),
    outdir: SUITE_OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
  return SUITE_OUT;
}

/**
 * One browser bundle for the web worker extension host: mocha's browser build (web/mocha.ts),
 * then the given test files; Node's `assert` and `crypto` replaced by web/assert.ts and web/crypto.ts.
 * `defines` are baked in.
 */
async function buildWebSuite(outfile, testFiles, defines = {}) {
  const contents = ["import './web/mocha';", ...testFiles.map((f) => `import './${f}';`), "export { run } from './web/mocha';"].join('\n');
  await esbuild.build({
    stdin: { contents, resolveDir: TEST_DIR, sourcefile: path.basename(outfile, '.js') + '.ts', loader: 'ts' },
    absWorkingDir: REPO,
    outfile,
    bundle: true,
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    sourcemap: 'inline',
    external: ['vscode'],
    alias: { assert: './test/vscode/web/assert.ts', crypto: './test/vscode/web/crypto.ts' },
    define: { FT_TEST_GREP: JSON.stringify(process.env.FT_TEST_GREP ?? ''), ...defines },
    logLevel: 'warning',
  });
  return outfile;
}

/** Before the reload: the whole suite plus the web worker run's own tests. */
function buildWebSuiteBeforeReload(outfile) {
  const files = [
    ...fs
      .readdirSync(path.join(TEST_DIR, 'suite'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => `suite/${f}`),
    ...fs
      .readdirSync(path.join(TEST_DIR, 'web'))
      .filter((f) => f.endsWith('.test.ts'))
      .sort()
      .map((f) => `web/${f}`),
  ];
  return buildWebSuite(outfile, files);
}

/**
 * Installs the built extension into the sandbox's extensions folder, the files the .vsix holds
 * (see .vscodeignore), as `code --install-extension` would. An extension under development
 * always runs where its folder is (the server's Node host), so the web run tests an installed one.
 */
export function installExtension(dirs) {
  const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
  const dir = path.join(dirs.extensions, `${manifest.publisher}.${manifest.name}-${manifest.version}`);
  const translations = fs.readdirSync(REPO).filter((f) => /^package\.nls(\.[a-z-]+)?\.json$/.test(f));
  for (const f of ['package.json', ...translations, 'README.md', 'CHANGELOG.md', 'LICENSE', 'media', 'l10n'])
    if (fs.existsSync(path.join(REPO, f))) fs.cpSync(path.join(REPO, f), path.join(dir, f), { recursive: true });
  fs.cpSync(path.join(REPO, 'dist'), path.join(dir, 'dist'), { recursive: true, filter: (f) => !f.endsWith('.map') });
  return dir;
}

function writeTestModeMark(extensionDir) {
  fs.mkdirSync(path.join(extensionDir, 'test'), { recursive: true });
  fs.writeFileSync(path.join(extensionDir, 'test', 'TEST_MODE'), 'the web worker suite runs: activate() returns the test API\n');
}

/** VS Code runs extension tests only in a window with an extension under development: an empty one. */
function testRunnerExtension(dirs) {
  const dir = path.join(dirs.root, 'test-runner');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'test-runner', publisher: 'forty-thieves', version: '0.0.0', engines: { vscode: '^1.100.0' } }),
  );
  return dir;
}

/**
 * Runs the built suite in a fresh code-server with the extension loaded from the repository as
 * the extension under development. Resolves to { passed, failed, exitCode, lines }.
 * `web`: the user setting remote.extensionKind pins the extension to ["ui"], so the browser
 * VS Code runs its "browser" entry in the web worker extension host (with ["ui", "workspace"],
 * as package.json says, it would run in the server's Node host).
 */
export async function runSuiteInCodeServer({ web = false, timeoutMs = Number(process.env.FT_SUITE_TIMEOUT_MS || 300000) } = {}) {
  const t0 = Date.now();
  const label = web ? 'web worker suite' : 'extension-host suite';
  const dirs = makeSandbox(web ? 'ft-vscode-web-' : 'ft-vscode-suite-');
  if (web) writeUserSettings(dirs, { extra: { 'remote.extensionKind': { [EXTENSION_ID]: ['ui'] } } });
  const lines = [];
  let server;
  let browser;
  let ok = false;
  try {
    const installed = web ? installExtension(dirs) : undefined;
    // the installed copy runs in Production mode: this mark tells it that its own tests run (src/vscode/test-api.ts)
    if (web) writeTestModeMark(installed);
    // Tests run in the host of the extension whose folder holds them: the installed one's, for the web run.
    const testsPath = web ? await buildWebSuiteBeforeReload(path.join(installed, 'test', 'suite.js')) : SUITE_OUT;
    const extensionDevelopmentPath = web ? testRunnerExtension(dirs) : REPO;
    // The first save after activation fails, to test that the extension starts anyway (test mode,
    // and the Node host only: the web worker host has no environment).
    // And globalState holds, before activation, another machine's synced share with a damaged entry.
    server = await startCodeServer(dirs, {
      env: { FORTY_THIEVES_TEST_FAIL_SAVES: '1', FORTY_THIEVES_TEST_GLOBAL_STATE: JSON.stringify(DAMAGED_SYNCED_STATE) },
    });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`));
    page.on('crash', () => console.log('  [page crashed]'));
    let resolveExit;
    // The workbench calls these when they exist: extension-host console output, then the exit code.
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const text = formatLogArgs(args);
      if (NOISE.test(text)) return;
      for (const line of text.split('\n')) {
        lines.push(line);
        // indented, so that only our own closing line starts with "N passed"
        console.log(`  ${line}`);
      }
    });
    await page.exposeFunction('codeAutomationExit', (code) => resolveExit(code));
    /** Opens the workbench with the tests at `extensionTestsPath`; resolves to { code, passed, failed, skipped }. */
    const runTests = async (extensionTestsPath, what) => {
      const exited = new Promise((r) => (resolveExit = r));
      const from = lines.length;
      log(`${label}: opening the workbench${what}`);
      // the result comes from codeAutomationExit, within timeoutMs: no need to wait for 'load' (slow on a busy machine)
      await page.goto(workbenchUrl(server, { folder: dirs.workspace, extensionDevelopmentPath, extensionTestsPath }), {
        waitUntil: 'commit',
      });
      let timer;
      const code = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)))]);
      clearTimeout(timer);
      if (code === 'timeout') {
        await page.screenshot({ path: path.join(dirs.root, 'timeout.png') }).catch(() => {});
        throw new Error(`the ${label} did not finish within ${timeoutMs} ms (screenshot ${dirs.root}/timeout.png)`);
      }
      const summary = lines
        .slice(from)
        .map((l) => l.match(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/))
        .filter(Boolean)
        .pop();
      const passed = summary ? Number(summary[1]) : 0;
      let failed = summary ? Number(summary[2]) : 0;
      const skipped = summary ? Number(summary[3] ?? 0) : 0;
      if (code !== 0 && failed === 0) failed = 1; // crashed before or after mocha
      return { code, passed, failed, skipped };
    };
    const result = await runTests(testsPath, '');
    if (web) {
      // Reload the window (same browser profile, same workspace) with the checks of the game left behind.
      const left = lines
        .map((l) => l.match(/^FT_RELOAD_EXPECTS (.*)$/))
        .filter(Boolean)
        .pop();
      const after = await buildWebSuite(path.join(installed, 'test', 'after-reload.js'), ['web/host.test.ts', 'web/after-reload.ts'], {
        FT_RELOAD_EXPECTS: left?.[1] ?? 'null',
      });
      const reloaded = await runTests(after, ' again after the reload');
      result.passed += reloaded.passed;
      result.failed += reloaded.failed;
      result.skipped += reloaded.skipped;
      if (result.code === 0) result.code = reloaded.code;
    }
    const { code, passed, failed, skipped } = result;
    ok = code === 0 && failed === 0;
    log(`${label}: exit code ${code}, ${passed} passed, ${failed} failed, ${skipped} skipped, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // Each skipped test's line and reason (lines.ts), again at the end where they are read.
    const skips = lines.flatMap((line, i) => (line.startsWith('  SKIP ') ? [`${line.trim()}: ${lines[i + 1]?.trim()}`] : []));
    return { passed, failed, skipped, skips, exitCode: code, lines };
  } catch (err) {
    console.log(`  ${label} could not run: ${err?.stack || err}`);
    return { passed: 0, failed: 1, skipped: 0, skips: [], exitCode: 1, lines };
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
    if (ok && !process.env.E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
    else console.log(`  logs kept in ${dirs.root} (code-server.log, user-data/logs)`);
  }
}
