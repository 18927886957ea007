// The runners' view of a mocha run, the same in both extension hosts: one line per test, then
// the closing line they read, "N passed, N failed".
import type * as Mocha from 'mocha';

export function reportLines(runner: Mocha.Runner, done?: (passed: number, failed: number) => void): void {
  let passed = 0;
  let failed = 0;
  runner.on('pass', (test) => {
    passed++;
    console.log(`  ok   ${test.fullTitle()} (${test.duration ?? 0} ms)`);
  });
  runner.on('fail', (test, err: Error) => {
    failed++;
    console.log(`  FAIL ${test.fullTitle()}\n       ${String(err?.message ?? err).split('\n').join('\n       ')}`);
  });
  runner.once('end', () => {
    console.log(`${passed} passed, ${failed} failed`);
    done?.(passed, failed);
  });
}
