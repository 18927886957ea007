// The extension in a real VS Code whose display language is not English (issue 36, point 5).
// These machines have no language packs, and code-server's --locale alone leaves VS Code in
// English: with no language pack for the locale, VS Code resolves the language to 'en' and so
// reports vscode.env.language 'en'. What VS Code reads is <user-data-dir>/languagepacks.json: an
// entry for the locale whose translations file exists makes it resolve to that language. So the
// sandbox gets a language pack of our own with no translations at all ({"contents": {}}): VS Code
// then reports 'de', picks the extension's package.nls.de.json and l10n/bundle.l10n.de.json, and
// its own words stay English (the pack translates nothing). The suite is test/vscode/language/.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { REPO, makeSandbox, startCodeServer, launchBrowser, workbenchUrl, formatLogArgs, NOISE, log } from './server.mjs';

const OUT = path.join(REPO, 'out', 'test', 'vscode-language');

/** A language pack that translates nothing, so VS Code resolves `locale` as its display language. */
export function emptyLanguagePack(dirs, locale) {
  const translations = path.join(dirs.root, `empty-language-pack.${locale}.json`);
  fs.writeFileSync(translations, JSON.stringify({ contents: {} }));
  const pack = {
    [locale]: {
      hash: `empty-${locale}`,
      // VS Code lists the pack's extension among the installed languages: it needs an identifier
      extensions: [{ extensionIdentifier: { id: 'forty-thieves.test-empty-language-pack' }, version: '0.0.0' }],
      translations: { vscode: translations },
      label: locale,
    },
  };
  fs.writeFileSync(path.join(dirs.userData, 'languagepacks.json'), JSON.stringify(pack));
}

/** The suite's entry (suite/index.ts) and the language's tests, built for the Node extension host. */
async function buildLanguageSuite() {
  fs.rmSync(OUT, { recursive: true, force: true });
  await esbuild.build({
    // side by side, as the entry loads every *.test.js next to it
    entryPoints: {
      index: path.join(REPO, 'test/vscode/suite/index.ts'),
      'german.test': path.join(REPO, 'test/vscode/language/german.test.ts'),
    },
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
}

/** Runs test/vscode/language/ in code-server with the display language `locale`: { passed, failed }. */
export async function runLanguageSuite({ locale = 'de', timeoutMs = 180000 } = {}) {
  const t0 = Date.now();
  await buildLanguageSuite();
  const dirs = makeSandbox(`ft-vscode-${locale}-`);
  emptyLanguagePack(dirs, locale);
  let server;
  let browser;
  let ok = false;
  try {
    server = await startCodeServer(dirs, { locale });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const lines = [];
    let resolveExit;
    const exited = new Promise((resolve) => (resolveExit = resolve));
    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const text = formatLogArgs(args);
      if (NOISE.test(text) || /No extension gallery service configured/.test(text)) return;
      for (const line of text.split('\n')) {
        lines.push(line);
        console.log(`  ${line}`);
      }
    });
    await page.exposeFunction('codeAutomationExit', (code) => resolveExit(code));
    log(`language suite (${locale}): opening the workbench`);
    await page.goto(workbenchUrl(server, { folder: dirs.workspace, extensionDevelopmentPath: REPO, extensionTestsPath: OUT }), {
      waitUntil: 'commit',
    });
    let timer;
    const code = await Promise.race([exited, new Promise((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)))]);
    clearTimeout(timer);
    const summary = lines
      .map((l) => l.match(/^(\d+) passed, (\d+) failed/))
      .filter(Boolean)
      .pop();
    const passed = summary ? Number(summary[1]) : 0;
    let failed = summary ? Number(summary[2]) : 1;
    if (code !== 0 && failed === 0) failed = 1;
    ok = code === 0 && failed === 0;
    log(`language suite (${locale}): exit code ${code}, ${passed} passed, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return { passed, failed };
  } catch (err) {
    console.log(`  language suite could not run: ${err?.stack || err}`);
    return { passed: 0, failed: 1 };
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
    if (ok && !process.env.E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
    else console.log(`  logs kept in ${dirs.root}`);
  }
}
