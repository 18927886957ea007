// Prints the CHANGELOG's entry for a version (`node scripts/release-notes.mjs 1.0.0`): the notes of
// its GitHub release. Fails when the CHANGELOG has no entry for it.
import fs from 'node:fs';

const version = process.argv[2];
const changelog = fs.readFileSync(new URL('../CHANGELOG.md', import.meta.url), 'utf8');
const heading = new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?[^\\n]*$`, 'm');
const start = changelog.search(heading);
if (!version || start < 0) {
  console.error(`CHANGELOG.md has no entry for version ${version}`);
  process.exit(1);
}
const body = changelog.slice(start).split('\n').slice(1);
const end = body.findIndex((line) => /^## /.test(line));
console.log((end < 0 ? body : body.slice(0, end)).join('\n').trim());
