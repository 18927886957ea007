// A newcomer in a folder they have not trusted: workspace trust on, the folder untrusted
// (Restricted Mode), the extension installed as from its .vsix (an extension under development
// is never disabled, so it would prove nothing). From the Getting Started walkthrough's first
// step the player deals a game, and the status bar shows its record. A second installed
// extension asks for ours and shows what activate() gave it: nothing, outside test mode.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSandbox, writeUserSettings, startCodeServer, launchBrowser, workbenchUrl, log } from './lib/server.mjs';
import { installExtension } from './lib/suite.mjs';
import { runFromPalette } from './lib/palette.mjs';

const STATUS_ITEM = '.part.statusbar [id="forty-thieves.forty-thieves.fortyThieves.statistics"]';
const RESTRICTED = '.part.statusbar [id="status.workspaceTrust"]';
const PROBE_ITEM = '.part.statusbar [id="forty-thieves-test.probe.probe"]';

/** Another extension, as any other in the player's window: shows what activating ours returns. */
function installProbe(dirs) {
  const dir = path.join(dirs.extensions, 'forty-thieves-test.probe-0.0.0');
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'probe',
    publisher: 'forty-thieves-test',
    version: '0.0.0',
    engines: { vscode: '^1.100.0' },
    main: './probe.js',
    activationEvents: ['onStartupFinished'],
    capabilities: { untrustedWorkspaces: { supported: true } },
  };
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const probe = `const vscode = require('vscode');
exports.activate = async (context) => {
  const item = vscode.window.createStatusBarItem('probe');
  context.subscriptions.push(item);
  let text;
  try {
    const api = await vscode.extensions.getExtension('forty-thieves.forty-thieves').activate();
    text = 'probe: ' + (api === undefined ? 'nothing' : 'an API with ' + Object.keys(api).join(','));
  } catch (e) { text = 'probe: activation failed ' + e; }
  item.text = text;
  item.show();
};`;
  fs.writeFileSync(path.join(dir, 'probe.js'), probe);
}

export async function runRestricted() {
  const t0 = Date.now();
  const dirs = makeSandbox('ft-vscode-restricted-');
  writeUserSettings(dirs, {
    extra: { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' },
  });
  installExtension(dirs);
  installProbe(dirs);
  const results = [];
  const check = async (name, fn) => {
    if (results.some((r) => !r.ok)) {
      results.push({ name, ok: false });
      console.log(`  FAIL ${name}\n       not run: an earlier check failed`);
      return;
    }
    const t = Date.now();
    try {
      const note = await fn();
      results.push({ name, ok: true });
      console.log(`  ok   ${name} (${Date.now() - t} ms)${note ? `: ${note}` : ''}`);
    } catch (err) {
      results.push({ name, ok: false });
      console.log(
        `  FAIL ${name} (${Date.now() - t} ms)\n       ${String(err?.message ?? err)
          .split('\n')
          .join('\n       ')}`,
      );
    }
  };
  let server;
  let browser;
  try {
    server = await startCodeServer(dirs, { workspaceTrust: true });
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await check('an untrusted folder opens in Restricted Mode with the extension running', async () => {
      await page.goto(workbenchUrl(server, { folder: dirs.workspace }));
      await page.locator(RESTRICTED).waitFor({ timeout: 60000 });
      await page.locator(STATUS_ITEM).waitFor({ timeout: 60000 });
      return `status bar: ${(await page.locator(RESTRICTED).innerText()).trim()}`;
    });
    await check('outside test mode, activate() gives another extension nothing', async () => {
      const text = (await page.locator(PROBE_ITEM).innerText({ timeout: 60000 })).trim();
      if (text !== 'probe: nothing') throw new Error(`the other extension got: ${text}`);
      return text;
    });
    await check('F1 "Welcome: Open Walkthrough…" lists "Get Started with Forty Thieves" and opens it', async () => {
      await runFromPalette(page, 'Welcome: Open Walkthrough...', {
        then: async (widget, input) => {
          await input.fill('Forty Thieves');
          await widget.locator('.monaco-list-row', { hasText: 'Get Started with Forty Thieves' }).first().click({ timeout: 10000 });
        },
      });
      await page.locator('.gettingStartedContainer', { hasText: 'Deal a game' }).first().waitFor({ timeout: 20000 });
    });
    await check("the walkthrough's Deal a Game button deals a game, and the status bar shows its record", async () => {
      const step = page.locator('.getting-started-step', { hasText: 'Deal a game' }).first();
      if (!(await step.getAttribute('class'))?.includes('expanded')) await step.click();
      await step.getByRole('button', { name: 'Deal a Game' }).click({ timeout: 10000 });
      const widget = page.locator('.quick-input-widget');
      await widget.locator('.quick-input-title', { hasText: 'New Game' }).waitFor({ timeout: 15000 });
      await widget.locator('input.input').fill('Streets');
      await widget.locator('.monaco-list-row.focused', { hasText: 'Streets' }).waitFor({ timeout: 5000 });
      await page.keyboard.press('Enter');
      const board = page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
      await board.locator('[data-pile="t1"]').first().waitFor({ timeout: 30000 });
      await page.locator('.tab', { hasText: 'Streets' }).first().waitFor({ timeout: 10000 });
      const status = await page.locator(STATUS_ITEM).innerText();
      const tooltip = (await page.locator(STATUS_ITEM).locator('a, .statusbar-item-label').first().getAttribute('aria-label')) ?? '';
      if (!/Streets/i.test(`${status} ${tooltip}`))
        throw new Error(`the status bar item says "${status}" / "${tooltip}", not the Streets record`);
      return `status bar: ${status.trim()} (${tooltip})`;
    });
  } catch (err) {
    console.log(`  restricted mode run could not run: ${err?.stack || err}`);
    results.push({ name: 'restricted mode setup', ok: false });
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
  }
  const failed = results.filter((r) => !r.ok).length;
  if (failed) console.log(`  logs kept in ${dirs.root}`);
  log(`restricted mode: ${results.length - failed} passed, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { passed: results.length - failed, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed } = await runRestricted();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
