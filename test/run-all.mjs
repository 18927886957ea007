// Runs every test suite (engine and host in Node, the board in Chromium, the extension
// in a real VS Code) and ends with one line CI reads: "N passed, N failed".
import { spawn } from 'node:child_process';

// Suites in the same wave run side by side (the Node tests are mostly CPU, Chromium's mostly
// waiting on the page: together they fit the 2-core machine); a suite's output is printed whole
// when it ends, so two suites never interleave. The real VS Code runs alone, last.
const suites = [
  { name: 'engine and host (Node)', command: ['npx', 'mocha'], wave: 1 },
  { name: 'board (Chromium)', command: ['npx', 'mocha', '--config', 'test/webview/.mocharc.json'], wave: 1 },
  { name: 'extension (VS Code)', command: ['node', 'test/vscode/run.mjs'], wave: 2 },
];

const only = process.argv.slice(2);

// Chromium and the browser build of VS Code come from Debian and npm; the script is idempotent
// and takes seconds once installed, so a fresh machine needs nothing but `npm ci && npm test`.
console.log('=== installing Chromium and VS Code (browser build) if missing');
const install = await run(['bash', 'test/vscode/install-vscode.sh']);
if (install.code !== 0) {
  console.log('Could not install Chromium or VS Code for the tests (see above).');
  console.log('0 passed, 1 failed');
  process.exit(1);
}
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];
const failures = []; // every suite prints a failed test as "  FAIL title" and its message on the next line
const chosen = suites.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));
for (const wave of [...new Set(chosen.map((s) => s.wave))]) {
  const inWave = chosen.filter((s) => s.wave === wave);
  const alone = inWave.length === 1;
  const results = await Promise.all(
    inWave.map((suite) => {
      if (alone) console.log(`\n=== ${suite.name}`);
      return run(suite.command, { echo: alone }).then((result) => ({ suite, result }));
    }),
  );
  for (const { suite, result } of results) {
    if (!alone) console.log(`\n=== ${suite.name}\n${result.output}`);
    const summary = [...result.output.matchAll(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?/gm)].pop();
    if (summary) {
      passed += Number(summary[1]);
      failed += Number(summary[2]);
      skipped += Number(summary[3] ?? 0);
    }
    if (result.code !== 0 && (!summary || Number(summary[2]) === 0)) failed += 1; // a suite that crashed counts as a failure
    failures.push(...[...result.output.matchAll(/^ {2}FAIL .*(?:\n {7}.*)?/gm)].map((m) => `${suite.name}:${m[0]}`));
    lines.push(`${suite.name}: ${summary ? summary[0] : 'no summary'}${result.code ? ` (exit ${result.code})` : ''}`);
  }
}
console.log('\n=== summary');
for (const line of lines) console.log(line);
if (failures.length) console.log(`failed:\n${failures.join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);

function run([cmd, ...args], { echo = true } = {}) {
  return new Promise((resolve) => {
    // Side by side, stderr is kept with stdout so that each suite's report stays in one piece.
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', echo ? 'inherit' : 'pipe'] });
    let output = '';
    const take = (chunk) => {
      if (echo) process.stdout.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', take);
    child.stderr?.on('data', take);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}
