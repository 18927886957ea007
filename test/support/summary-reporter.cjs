// Mocha's spec reporter plus, at the end, every skipped test with the reason it gave
// (test/support/skip.ts), every failed test as one "  FAIL title" line with its message's
// first line (test/run-all.mjs repeats those at the very end, where CI's tail shows them),
// and the closing line CI reads as the test count: "N passed, N failed" (", N skipped").
const Mocha = require('mocha');
const { skipReason } = require('./skip.ts'); // the suites run under tsx (.mocharc.json)

const { EVENT_RUN_END, EVENT_TEST_PENDING, EVENT_TEST_FAIL } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const skipped = [];
    const failed = [];
    runner.on(EVENT_TEST_PENDING, (test) => skipped.push(`  skipped: ${test.fullTitle()}\n    ${skipReason(test)}`));
    runner.on(EVENT_TEST_FAIL, (test, err) => {
      const message = String(err?.message ?? err)
        .split('\n')[0]
        .slice(0, 300);
      failed.push(`  FAIL ${test.fullTitle()}\n       ${message}`);
    });
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      if (skipped.length) console.log(skipped.join('\n'));
      if (failed.length) console.log(failed.join('\n'));
      console.log(`${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}`);
    });
  }
}

module.exports = SummaryReporter;
