// Mocha's spec reporter plus, at the end, every skipped test with the reason it gave
// (test/support/skip.ts), and the closing line CI reads as the test count:
// "N passed, N failed" (", N skipped" when some were).
const Mocha = require('mocha');
const { skipReason } = require('./skip.ts'); // the suites run under tsx (.mocharc.json)

const { EVENT_RUN_END, EVENT_TEST_PENDING } = Mocha.Runner.constants;

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    const skipped = [];
    runner.on(EVENT_TEST_PENDING, (test) => skipped.push(`  skipped: ${test.fullTitle()}\n    ${skipReason(test)}`));
    runner.once(EVENT_RUN_END, () => {
      const { passes, failures, pending } = runner.stats;
      if (skipped.length) console.log(skipped.join('\n'));
      console.log(`${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}`);
    });
  }
}

module.exports = SummaryReporter;
