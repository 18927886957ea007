// `npm run mutation`: StrykerJS on the code whose bugs matter most, one module group at a time
// (the machine is shared: one test runner), then the mutation score of each folder.
//
//   npm run mutation                                 every group, from scratch
//   npm run mutation -- --groups engine,protocol     some groups
//   npm run mutation -- --incremental                only the mutants of code or tests changed
//                                                    since the last run (reports/mutation/*.incremental.json)
//
// Each group mutates its files and runs the unit tests written for them (perTest coverage: a
// mutant runs only the tests that reach it). Reports: reports/mutation/<group>.html and .json.

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';

/** The test files of a folder (not its subfolders), but those named. */
const testsIn = (folder, except = []) =>
  readdirSync(folder)
    .filter((f) => f.endsWith('.test.ts') && !except.includes(f))
    .map((f) => path.posix.join(folder, f));

/**
 * Each group: what it is, the files to mutate, the tests that run, and the tsconfig the
 * TypeScript checker compiles each mutant with (a mutant that does not compile is not counted).
 */
const GROUPS = {
  engine: {
    about: 'the rules engine (src/engine/*.ts)',
    mutate: ['src/engine/*.ts'],
    // bundle.test.ts tests the bundle built from the sources, not the sources Stryker mutates.
    // properties.test.ts plays hundreds of random games, and every mutant of the engine reaches
    // it: with it a run took over two hours on a busy 2-core machine. The rule-by-rule tests,
    // written against the rule book, are the ones that must catch a mutant here.
    // session.test.ts: the history's kept games (record.ts's Checkpoints) are tested through it.
    tests: [...testsIn('test/unit/engine', ['bundle.test.ts', 'properties.test.ts']), 'test/unit/game/session.test.ts'],
    tsconfig: 'tsconfig.mutation.json',
    // A third of the engine's mutants are static (the variant table, names, patterns: run once at
    // import), and each needs a fresh process running every test: 80% of the time. They are
    // reported as ignored, not run.
    ignoreStatic: true,
  },
  protocol: {
    about: "the protocol's checks of every message and the plain text it quotes (src/protocol.ts, src/plain-text.ts)",
    mutate: ['src/protocol.ts', 'src/plain-text.ts'],
    tests: [
      ...readdirSync('test/unit')
        .filter((f) => /^protocol.*\.test\.ts$/.test(f))
        .map((f) => `test/unit/${f}`),
      'test/unit/vscode/contributions.test.ts',
      'test/unit/game/step-effects.test.ts',
      'test/unit/game/shown-clock.test.ts',
      'test/unit/game/reliability.test.ts',
    ],
    tsconfig: 'tsconfig.mutation.json',
  },
  solver: {
    about: "the solver's hashing and dead-end test (src/engine/search/hash.ts, dead-ends/dead-end.ts)",
    mutate: ['src/engine/search/hash.ts', 'src/engine/search/dead-ends/dead-end.ts'],
    // The lost claims of the study are checked with the dead-end test off: they reach only the
    // hash, which hash.test.ts checks against the key computed from scratch.
    tests: ['test/unit/engine/search/hash.test.ts', 'test/unit/engine/search/dead-end.test.ts'],
    tsconfig: 'tsconfig.mutation.json',
  },
  records: {
    about: "the player's whole record: stored, merged, checked, migrated, imported and exported (src/records/)",
    mutate: ['src/records/**/*.ts'],
    tests: [
      ...testsIn('test/unit/records'),
      'test/unit/game/controller.test.ts',
      'test/unit/game/game-ends.test.ts',
      'test/unit/game/reliability.test.ts',
    ],
    tsconfig: 'tsconfig.json',
  },
};

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { groups: { type: 'string', default: Object.keys(GROUPS).join(',') }, incremental: { type: 'boolean', default: false } },
});
const chosen = options.groups.split(',').map((name) => name.trim());
const unknown = chosen.filter((name) => !(name in GROUPS));
if (unknown.length) {
  console.error(`Unknown group ${unknown.join(', ')}: the groups are ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}

/** Mutation score: caught (killed or timed out) out of those that ran or had no test; null when none. */
function score(results) {
  const caught = results.filter((r) => r.status === 'Killed' || r.status === 'Timeout').length;
  const counted = caught + results.filter((r) => r.status === 'Survived' || r.status === 'NoCoverage').length;
  return { caught, counted, percent: counted ? (100 * caught) / counted : null };
}

// Every mutant of the engine reaches its property tests (test/unit/property.ts): there they run
// at most this many random cases each (of 80 to 150), and report a failure without shrinking it.
process.env.PROPERTY_RUNS_CAP ??= '25';

const rows = [];
for (const name of chosen) {
  const group = GROUPS[name];
  console.log(`\n=== mutation: ${name}, ${group.about}`);
  /** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
  const config = {
    configFile: 'stryker.config.mjs',
    mutate: group.mutate,
    mochaOptions: { config: '.mocharc.json', spec: group.tests },
    tsconfigFile: group.tsconfig,
    ignoreStatic: group.ignoreStatic ?? false,
    // Every run writes the incremental file (a run from scratch too: `force` tests every mutant),
    // so that the next --incremental run has something to start from.
    incremental: true,
    force: !options.incremental,
    incrementalFile: `reports/mutation/${name}.incremental.json`,
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
  };
  const results = await new Stryker(config).runMutationTest();
  const folders = new Map();
  for (const result of results) {
    const folder = path.posix.dirname(path.relative(process.cwd(), result.fileName).split(path.sep).join('/'));
    folders.set(folder, [...(folders.get(folder) ?? []), result]);
  }
  for (const [folder, inFolder] of [...folders].sort()) {
    const { caught, counted, percent } = score(inFolder);
    rows.push(
      `${name.padEnd(9)} ${`${folder}/`.padEnd(22)} ${percent === null ? '   –  ' : `${percent.toFixed(1).padStart(5)}%`}  (${caught} of ${counted} caught)`,
    );
  }
}

console.log('\n=== mutation scores (caught: killed or timed out; of those that survived or had no test too)');
for (const row of rows) console.log(row);
