#!/usr/bin/env node
// `npm run play`: play the extension as built in dist/.
// - With VS Code desktop on the PATH (`code`): opens a VS Code window with this folder as the
//   extension under development, and exits.
// - Otherwise: starts VS Code in the browser (code-server, installed by
//   test/vscode/install-vscode.sh, which this runs first if needed) on 127.0.0.1 with the extension
//   installed, prints the address to open, and runs until Ctrl+C. Games and statistics are kept
//   between runs (in the cache folder, under play/).
// Env: PORT (default: a free port), FT_PLAY_CODE_SERVER=1 (use code-server even if `code` exists).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO, CACHE, INSTALL_SCRIPT, makeSandbox, missingInstall, startCodeServer, userSettingsPath } from '../test/vscode/lib/server.mjs';
import { showWelcomeAtStart, welcomePlayer } from './play-workspace.mjs';

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, command);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      if (fs.statSync(file).isFile()) return file;
    } catch {
      /* not here */
    }
  }
  return null;
}

const code = process.env.FT_PLAY_CODE_SERVER ? null : onPath('code');
if (code) {
  console.log(`Opening VS Code (${code}) with Forty Thieves from ${REPO} …`);
  const r = spawnSync(code, [`--extensionDevelopmentPath=${REPO}`], { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}

if (missingInstall({ browser: false })) {
  console.log(`VS Code desktop (\`code\`) is not on the PATH, and VS Code for the browser (code-server) is not installed yet.`);
  console.log(`Installing it now with bash ${INSTALL_SCRIPT}, once: about 3 to 4 minutes on a fresh machine.`);
  console.log('It also installs the Debian packages it needs with root rights (sudo apt-get), saying which and why.');
  const r = spawnSync('bash', [path.join(REPO, INSTALL_SCRIPT)], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0 || missingInstall({ browser: false })) {
    console.log(`The install failed; see above. Fix it and run npm run play again.`);
    process.exit(1);
  }
}

// The extension is installed by linking this folder into a private extensions folder, so the
// browser's plain address opens VS Code with it, as an installed extension would be.
const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8'));
const dirs = makeSandbox('', { root: path.join(CACHE, 'play') });
welcomePlayer(dirs.workspace);
showWelcomeAtStart(userSettingsPath(dirs));
for (const entry of fs.readdirSync(dirs.extensions)) {
  if (entry.startsWith(`${pkg.publisher}.${pkg.name}-`)) fs.rmSync(path.join(dirs.extensions, entry), { recursive: true, force: true });
}
fs.rmSync(path.join(dirs.extensions, 'extensions.json'), { force: true });
fs.symlinkSync(REPO, path.join(dirs.extensions, `${pkg.publisher}.${pkg.name}-${pkg.version}`), 'dir');
if (process.env.PORT) dirs.port = Number(process.env.PORT);

let server;
try {
  server = await startCodeServer(dirs);
} catch (err) {
  console.log(
    `VS Code (code-server) did not start: ${String(err?.message ?? err)
      .split('\n')
      .slice(0, 8)
      .join('\n')}`,
  );
  console.log(process.env.PORT ? `(is port ${process.env.PORT} taken? leave PORT unset for a free one)` : '');
  process.exit(1);
}
const url = `${server.url}?folder=${encodeURIComponent(dirs.workspace)}`;
console.log('');
console.log(`Forty Thieves is running in VS Code for the browser. Open:`);
console.log('');
console.log(`    ${url}`);
console.log('');
console.log('then F1 → "Forty Thieves: New Game…" (or click the status bar item). Ctrl+C stops it.');
console.log(`(After npm run build, reload the browser tab to load the new build. Log: ${server.logFile})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping VS Code …');
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// runs until Ctrl+C, or until code-server stops by itself
const exitCode = await server.exited;
if (!stopping) {
  console.log(`VS Code (code-server) stopped by itself (exit code ${exitCode}); its log: ${server.logFile}`);
  process.exit(1);
}
