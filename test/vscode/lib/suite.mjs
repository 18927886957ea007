// Builds the extension-host suite (test/vscode/suite/*.ts) into out/test/vscode/ and runs it in
// code-server's real extension host, reading the result from window.codeAutomationExit.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REPO, makeSandbox, startCodeServer, launchBrowser, workbenchUrl, formatLogArgs, NOISE, log } from './server.mjs';

export const SUITE_OUT = path.join(REPO, 'out', 'test', 'vscode');

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
 * Runs the built suite in a fresh code-server with the extension loaded from the repository as
 * the extension under development. Resolves to { passed, failed, exitCode, lines }.
 */
export async function runSuiteInCodeServer({ timeoutMs = Number(process.env.FT_SUITE_TIMEOUT_MS || 150000) } = {}) {
  const t0 = Date.now();
  const dirs = makeSandbox('ft-vscode-suite-');
  const lines = [];
  let server;
  let browser;
  let ok = false;
  try {
    // The first save after activation fails, to test that the extension starts anyway (test mode only).
    server = await startCodeServer(dirs, { env: { FORTY_THIEVES_TEST_FAIL_SAVES: '1' } });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`));
    page.on('crash', () => console.log('  [page crashed]'));
    let resolveExit;
    const exited = new Promise((r) => (resolveExit = r));
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
    const url = workbenchUrl(server, { folder: dirs.workspace, extensionDevelopmentPath: REPO, extensionTestsPath: SUITE_OUT });
    log('extension-host suite: opening the workbench');
    await page.goto(url);
    let timer;
    const code = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)))]);
    clearTimeout(timer);
    if (code === 'timeout') {
      await page.screenshot({ path: path.join(dirs.root, 'timeout.png') }).catch(() => {});
      throw new Error(`the extension-host suite did not finish within ${timeoutMs} ms (screenshot ${dirs.root}/timeout.png)`);
    }
    const summary = lines.map((l) => l.match(/^(\d+) passed, (\d+) failed/)).filter(Boolean).pop();
    const passed = summary ? Number(summary[1]) : 0;
    let failed = summary ? Number(summary[2]) : 0;
    if (code !== 0 && failed === 0) failed = 1; // crashed before or after mocha
    ok = code === 0 && failed === 0;
    log(`extension-host suite: exit code ${code}, ${passed} passed, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return { passed, failed, exitCode: code, lines };
  } catch (err) {
    console.log(`  extension-host suite could not run: ${err?.stack || err}`);
    return { passed: 0, failed: 1, exitCode: 1, lines };
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
    if (ok && !process.env.E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
    else console.log(`  logs kept in ${dirs.root} (code-server.log, user-data/logs)`);
  }
}
