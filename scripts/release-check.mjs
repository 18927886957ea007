// `npm run release:check`: everything a release does short of publishing, on this machine. The
// fast tests (lint, types, the unit suite), the package made once with `vsce package` and no flags,
// what it holds and how big it is, the links of the store page (README, CHANGELOG), and the
// production dependencies' known vulnerabilities. Ends with a line per check and exit code 1 when
// any failed. `--skip-tests` leaves out the tests (the release workflow has run them already), and
// `--vsix FILE` checks that package instead of making one (the release publishes the one it made).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
/** The manifest's translations (package.nls.json, package.nls.<language>.json) and the host's bundles (l10n/). */
const NLS_FILES = fs.readdirSync(ROOT).filter((f) => /^package\.nls(\.[a-z-]+)?\.json$/.test(f));
const NLS = NLS_FILES.map((f) => JSON.parse(fs.readFileSync(path.join(ROOT, f), 'utf8')));
const BUNDLES = fs.existsSync(path.join(ROOT, 'l10n'))
  ? fs.readdirSync(path.join(ROOT, 'l10n')).filter((f) => /^bundle\.l10n\.[a-z-]+\.json$/.test(f))
  : [];
/** A manifest value in every language: a %key% looked up in each package.nls*.json. */
const everyLanguage = (value) => {
  const key = /^%(.+)%$/.exec(value)?.[1];
  return key === undefined ? [value] : [...new Set(NLS.map((nls) => nls[key]).filter(Boolean))];
};
const MAX_PACKAGE_BYTES = 300 * 1024;
const MAX_BOARD_BYTES = 120 * 1024;
/** What the package may hold: the run-time files, and the store page's files. */
const SHIPPED = [
  'extension/package.json',
  'extension/readme.md',
  'extension/changelog.md',
  'extension/LICENSE.txt',
  'extension/media/icon.png',
  'extension/media/icon.svg',
  // The walkthrough's pages in every language, read from package.json so a new step is shipped and checked too.
  ...manifest.contributes.walkthroughs.flatMap((w) =>
    w.steps.flatMap((step) => everyLanguage(step.media.markdown).map((f) => `extension/${f}`)),
  ),
  ...NLS_FILES.map((f) => `extension/${f}`),
  ...BUNDLES.map((f) => `extension/l10n/${f}`),
  'extension/dist/extension.js',
  'extension/dist/extension.web.js',
  'extension/dist/solver-worker.js',
  'extension/dist/webview/webview.js',
  'extension/dist/webview/board.css',
  'extension/dist/webview/card-back.svg',
];
/** Hosts the store page may link to besides the repository itself. */
const OUTSIDE_HOSTS = [
  'marketplace.visualstudio.com',
  'open-vsx.org',
  'code.visualstudio.com',
  'vscode.dev',
  'github.dev',
  'keepachangelog.com',
  'semver.org',
];

const results = [];
const check = (name, ok, detail) => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};

function run(command, args) {
  const r = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: false });
  return r.status === 0;
}

/** The repository's web address, from package.json (https://github.com/owner/name). */
function repositoryUrl() {
  const url = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  return String(url ?? '').replace(/\.git$/, '');
}

/** Every link and image of a markdown text: [text](target) and ![alt](target). */
function linksOf(markdown) {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/(!?)\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({
    image: m[1] === '!',
    target: m[2],
  }));
}

const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

/** Why a link of `file` does not resolve, or null. Links into the repository must name a file that is there. */
function brokenLink(file, markdown, { image, target }) {
  const repo = repositoryUrl();
  if (target.startsWith('#')) {
    const anchors = [...markdown.matchAll(/^#+\s+(.*)$/gm)].map((m) => slug(m[1]));
    return anchors.includes(target.slice(1)) ? null : `no heading for ${target}`;
  }
  if (/^https?:/.test(target)) {
    const url = new URL(target);
    if (url.protocol !== 'https:') return `${target} is not https`;
    const inRepo = /^\/[^/]+\/[^/]+\/(?:blob|raw)\/[^/]+\/(.+)$/.exec(url.pathname);
    if (target.startsWith(`${repo}/`) && inRepo)
      return fs.existsSync(path.join(ROOT, decodeURIComponent(inRepo[1]))) ? null : `${inRepo[1]} is not in the repository`;
    if (target.startsWith(repo)) return null; // the repository's own pages (issues, releases)
    if (image && url.pathname.endsWith('.svg')) return `${target}: the stores refuse SVG images`;
    return OUTSIDE_HOSTS.includes(url.hostname) ? null : `${url.hostname} is not a known host for the store page`;
  }
  const local = path.join(path.dirname(file), target.split('#')[0]);
  if (!fs.existsSync(local)) return `${target} does not exist`;
  if (image && target.endsWith('.svg')) return `${target}: the stores refuse SVG images`;
  return null;
}

function checkLinks(file) {
  const markdown = fs.readFileSync(file, 'utf8');
  const broken = linksOf(markdown)
    .map((link) => brokenLink(file, markdown, link))
    .filter(Boolean);
  check(`every link of ${path.relative(ROOT, file)} resolves`, broken.length === 0, broken.join('; '));
}

/** The files of a zip archive (a .vsix), by name, from its central directory: stored or deflated. */
function unzip(file) {
  const zip = fs.readFileSync(file);
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  const files = new Map();
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const [method, packed, nameLength, extraLength, commentLength, local] = [10, 20, 28, 30, 32, 42].map((o) =>
      o === 20 || o === 42 ? zip.readUInt32LE(at + o) : zip.readUInt16LE(at + o),
    );
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + packed);
    files.set(name, () => (method === 8 ? zlib.inflateRawSync(data) : data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** The packaged README: every link absolute (or an anchor), so it works on the store page and in VS Code. */
function checkPackagedReadme(vsix) {
  const readme = unzip(vsix).get('extension/readme.md')().toString('utf8');
  const relative = linksOf(readme).filter(({ target }) => !/^(https:|#)/.test(target));
  check('the packaged README links only to absolute https addresses', relative.length === 0, relative.map((l) => l.target).join(', '));
}

function checkPackage(given) {
  const vsix = given ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'release-check-')), `${manifest.name}-${manifest.version}.vsix`);
  if (given) check('the package is there', fs.existsSync(vsix), vsix);
  else check('vsce package (no flags) makes the package', run('npx', ['vsce', 'package', '--out', vsix]) && fs.existsSync(vsix), vsix);
  if (!fs.existsSync(vsix)) return;
  const listing = [...unzip(vsix).keys()].filter((f) => f.startsWith('extension/'));
  const extra = listing.filter((f) => !SHIPPED.includes(f));
  const missing = SHIPPED.filter((f) => !listing.includes(f));
  check(
    'the package holds only what runs, and the store page',
    extra.length === 0 && missing.length === 0,
    [...extra.map((f) => `extra ${f}`), ...missing.map((f) => `missing ${f}`)].join(', ') || `${listing.length} files`,
  );
  const size = fs.statSync(vsix).size;
  check('the package is under 300 KB', size < MAX_PACKAGE_BYTES, `${(size / 1024).toFixed(1)} KB`);
  const board = fs.statSync(path.join(ROOT, 'dist', 'webview', 'webview.js')).size;
  check('the board bundle is under 120 KB', board < MAX_BOARD_BYTES, `${(board / 1024).toFixed(1)} KB`);
  checkPackagedReadme(vsix);
}

function checkAudit() {
  const production = Object.keys(manifest.dependencies ?? {});
  if (production.length === 0) {
    check(
      'production dependencies have no known vulnerability',
      true,
      'there are no production dependencies (everything is bundled from dev dependencies)',
    );
    return;
  }
  check('production dependencies have no known vulnerability (npm audit --omit=dev)', run('npm', ['audit', '--omit=dev']));
}

if (!process.argv.includes('--skip-tests')) {
  check('lint', run('npm', ['run', 'lint']));
  check('types', run('npm', ['run', 'check-types']));
  check('unit tests', run('npx', ['mocha']));
}
const vsixAt = process.argv.indexOf('--vsix');
checkPackage(vsixAt > 0 ? path.resolve(process.argv[vsixAt + 1]) : undefined);
checkLinks(path.join(ROOT, 'README.md'));
checkLinks(path.join(ROOT, 'CHANGELOG.md'));
checkAudit();
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
