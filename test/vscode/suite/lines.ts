// The runners' view of a mocha run, the same in both extension hosts: one line per test (a
// skipped one with its reason), then the closing line they read, "N passed, N failed, N skipped";
// and the run as the promise VS Code awaits.
import type * as Mocha from 'mocha';
import { skipReason } from '../../support/skip';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function reportLines(runner: Mocha.Runner, done?: (counts: Counts) => void): void {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  runner.on('pass', (test) => {
    passed++;
    console.log(`  ok   ${test.fullTitle()} (${test.duration ?? 0} ms)`);
  });
  runner.on('fail', (test, err: Error) => {
    failed++;
    console.log(
      `  FAIL ${test.fullTitle()}\n       ${String(err?.message ?? err)
        .split('\n')
        .join('\n       ')}`,
    );
  });
  runner.on('pending', (test) => {
    skipped++;
    console.log(`  SKIP ${test.fullTitle()}\n       ${skipReason(test)}`);
  });
  runner.once('end', () => {
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
    done?.({ passed, failed, skipped });
  });
}

/** Runs the tests; VS Code takes the promise as the result. */
export function runMocha(mocha: { run(done: (failures: number) => void): unknown }): Promise<void> {
  return new Promise((resolve, reject) => {
    try {
      mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} tests failed`)) : resolve()));
    } catch (err) {
      console.log(`0 passed, 1 failed (the suite did not start: ${(err as Error)?.message ?? err})`);
      reject(err);
    }
  });
}
