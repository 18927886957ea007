// A real VS Code for tests and `npm run play`: code-server (VS Code 1.100.3's server, web
// workbench and Node extension host), installed by test/vscode/install-vscode.sh, and Debian's
// Chromium driven by the project's playwright-core. Nothing is downloaded at run time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

const require = createRequire(import.meta.url);

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const CACHE =
  process.env.VSCODE_E2E_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'vscode-e2e');
const CS_VERSION = process.env.CODE_SERVER_VERSION || '4.100.3';
export const CODE_SERVER = path.join(CACHE, `code-server-${CS_VERSION}`, 'node_modules/code-server/out/node/entry.js');
const CODE_SERVER_STAMP = path.join(CACHE, `code-server-${CS_VERSION}`, '.install-complete');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const INSTALL_SCRIPT = 'test/vscode/install-vscode.sh';

export const THEMES = { light: 'Default Light Modern', dark: 'Default Dark Modern' };

export function log(...args) {
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...args);
}

/** What is missing to run VS Code here, as a sentence for the user, or null when all is there. */
export function missingInstall({ browser = true } = {}) {
  const missing = [];
  if (!fs.existsSync(CODE_SERVER) || !fs.existsSync(CODE_SERVER_STAMP))
    missing.push(`code-server ${CS_VERSION} (looked in ${path.dirname(CODE_SERVER_STAMP)})`);
  if (browser && !fs.existsSync(CHROMIUM)) missing.push(`Chromium (${CHROMIUM})`);
  if (browser) {
    try {
      require.resolve('playwright-core', { paths: [REPO] });
    } catch {
      missing.push('playwright-core (run npm ci)');
    }
  }
  if (missing.length === 0) return null;
  return (
    `VS Code for the tests is not installed: missing ${missing.join(', ')}. ` +
    `Run: bash ${INSTALL_SCRIPT}   (.ci/run does this; it needs node 20, the npm registry and Debian packages)`
  );
}

/**
 * Fresh private folders: user data (settings, logs, state), extensions, a workspace folder.
 * `theme`: 'light' | 'dark' | undefined (VS Code's default).
 */
export function makeSandbox(prefix = 'ft-vscode-', { theme, root } = {}) {
  root ??= fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dirs = {
    root,
    userData: path.join(root, 'user-data'),
    extensions: path.join(root, 'extensions'),
    workspace: path.join(root, 'workspace'),
    tmp: path.join(root, 'tmp'),
    config: path.join(root, 'code-server.yaml'),
  };
  for (const d of [dirs.userData, dirs.extensions, dirs.workspace, dirs.tmp]) fs.mkdirSync(d, { recursive: true });
  if (!fs.existsSync(userSettingsPath(dirs))) writeUserSettings(dirs, { theme });
  if (!fs.existsSync(path.join(dirs.workspace, 'README.md'))) {
    fs.writeFileSync(path.join(dirs.workspace, 'README.md'), '# Forty Thieves test workspace\n');
  }
  // Without --config code-server writes one with a random password into the home folder.
  fs.writeFileSync(dirs.config, 'auth: none\nbind-addr: 127.0.0.1:0\ncert: false\n');
  return dirs;
}

export function userSettingsPath(dirs) {
  return path.join(dirs.userData, 'User', 'settings.json');
}

/** code-server keeps the user's settings on the server side, in <user-data-dir>/User/settings.json. */
export function writeUserSettings(dirs, { theme, extra = {} } = {}) {
  fs.mkdirSync(path.dirname(userSettingsPath(dirs)), { recursive: true });
  const settings = {
    'workbench.startupEditor': 'none',
    'workbench.tips.enabled': false,
    'workbench.enableExperiments': false,
    'workbench.welcomePage.walkthroughs.openOnInstall': false,
    'security.workspace.trust.enabled': false,
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'extensions.ignoreRecommendations': true,
    'telemetry.telemetryLevel': 'off',
    'update.mode': 'none',
    'chat.commandCenter.enabled': false,
    'git.enabled': false,
    'window.commandCenter': false,
    // the title a plain VS Code window shows, without code-server's name (the README's pictures)
    'window.title': '${dirty}${activeEditorShort}${separator}${rootName}',
    ...(theme ? { 'workbench.colorTheme': THEMES[theme] ?? theme } : {}),
    ...extra,
  };
  fs.writeFileSync(userSettingsPath(dirs), JSON.stringify(settings, null, 2));
}

function codeServerArgs(dirs, { workspaceTrust = false, locale } = {}) {
  const args = [
    ...(locale ? ['--locale', locale] : []), // VS Code's display language (no language pack needed: see test/vscode/README.md)
    '--config',
    dirs.config,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${dirs.port ?? 0}`, // 0: a free port, read back from the log
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--disable-getting-started-override',
    '--disable-proxy',
    '--ignore-last-opened',
    '--user-data-dir',
    dirs.userData,
    '--extensions-dir',
    dirs.extensions,
  ];
  // with workspace trust on, the folder opens untrusted (Restricted Mode) unless settings say otherwise
  return workspaceTrust ? args.filter((a) => a !== '--disable-workspace-trust') : args;
}

function codeServerEnv(dirs, extra = {}) {
  const env = { ...process.env };
  // the outer shell may belong to another VS Code: do not let its variables leak in
  for (const k of Object.keys(env)) if (k.startsWith('VSCODE_')) delete env[k];
  return {
    ...env,
    TMPDIR: dirs.tmp,
    XDG_RUNTIME_DIR: dirs.tmp,
    EXTENSIONS_GALLERY: '{}', // no marketplace requests
    ...extra,
  };
}

/**
 * Starts code-server on 127.0.0.1 (webviews need a secure context, which localhost is) in its own
 * process group. `workspaceTrust`: leave VS Code's workspace trust on. Returns { url, host, pid, logFile, stop(), exited (a promise of the exit code) }.
 */
export async function startCodeServer(
  dirs,
  { timeoutMs = 60000, verbose = !!process.env.E2E_VERBOSE, open, env, workspaceTrust, locale } = {},
) {
  const problem = missingInstall({ browser: false });
  if (problem) throw new Error(problem);
  const t0 = Date.now();
  const proc = spawn(process.execPath, [CODE_SERVER, ...codeServerArgs(dirs, { workspaceTrust, locale }), open ?? dirs.workspace], {
    env: codeServerEnv(dirs, env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stop() reaches the extension hosts, pty host and watcher too
  });
  const logFile = path.join(dirs.root, 'code-server.log');
  const logStream = fs.createWriteStream(logFile, { flags: 'a' });
  proc.stdout.pipe(logStream, { end: false });
  proc.stderr.pipe(logStream, { end: false });
  if (verbose) {
    proc.stdout.pipe(process.stderr);
    proc.stderr.pipe(process.stderr);
  }
  let exited = false;
  const exitedPromise = new Promise((resolve) =>
    proc.on('exit', (code) => {
      exited = true;
      resolve(code);
    }),
  );
  const url = await new Promise((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => {
      try {
        process.kill(-proc.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
      reject(new Error(`code-server did not start within ${timeoutMs} ms:\n${buf}`));
    }, timeoutMs);
    const onData = (d) => {
      buf += d;
      const m = buf.match(/HTTP server listening on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`code-server exited early (${code}):\n${buf}`));
    });
  });
  log(`code-server (pid ${proc.pid}) listening on ${url} after ${Date.now() - t0} ms`);
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
      // its exit, or at most 5 s (then the group is killed below)
      let timer;
      await Promise.race([
        exitedPromise,
        new Promise((r) => {
          timer = setTimeout(r, 5000);
        }),
      ]);
      clearTimeout(timer);
    }
    // children may outlive the leader for a moment: make sure the whole group is gone
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      /* group empty */
    }
    logStream.end();
  };
  return { url, host: new URL(url).host, pid: proc.pid, logFile, stop, exited: exitedPromise };
}

/** Debian's Chromium, headless, through the project's playwright-core (never a downloaded browser). */
export async function launchBrowser() {
  const { chromium } = require(require.resolve('playwright-core', { paths: [REPO] }));
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-extensions',
    ],
  });
}

/**
 * The workbench address, with the payload the web workbench reads like desktop's command line:
 * the extension under development and the tests to run in its extension host.
 */
export function workbenchUrl(server, { folder, extensionDevelopmentPath, extensionTestsPath } = {}) {
  const remote = (p) => `vscode-remote://${server.host}${path.resolve(p)}`;
  const payload = [['skipWelcome', 'true']];
  if (extensionDevelopmentPath) payload.push(['extensionDevelopmentPath', remote(extensionDevelopmentPath)]);
  if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath)]);
  const q = new URLSearchParams();
  if (folder) q.set('folder', path.resolve(folder));
  q.set('payload', JSON.stringify(payload));
  return `${server.url}?${q}`;
}

/** The workbench forwards extension-host console calls as printf-style arguments with CSS. */
export function formatLogArgs(args) {
  if (!Array.isArray(args)) return String(args);
  return format(...args)
    .replace(/^%c\s*/, '')
    .replace(/\s*color:\s*[^;]*;?\s*$/, '');
}

/** Lines of workbench noise that say nothing about the extension. */
export const NOISE =
  /open-vsx|marketplace|Found unexpected service worker|vsda|service-worker|ERR_BLOCKED_BY_CLIENT|Ignoring fetching additional builtin extensions/i;
