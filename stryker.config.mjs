// StrykerJS, shared by every module group of `npm run mutation` (scripts/mutation.mjs picks the
// files to mutate and the tests that run, one group at a time). docs/mutation.md explains the
// scores and the surviving mutants.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'mocha',
  // The tests run through tsx, as .mocharc.json runs them (mocha's own node-option is a CLI one).
  testRunnerNodeArgs: ['--import', 'tsx'],
  mochaOptions: { config: '.mocharc.json' },
  checkers: ['typescript'],
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  // Each mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // The machine is shared: one test runner and one checker, and a generous timeout so that a
  // busy machine does not count slow runs as timeouts (a timeout counts as caught).
  concurrency: 1,
  timeoutMS: 15_000,
  timeoutFactor: 2,
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
