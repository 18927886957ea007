// A skipped test says why: skipBecause leaves the reason on the test, and the reporters (the unit
// and board suites' summary-reporter.cjs, the VS Code suites' lines.ts) print it beside the test.
import type * as Mocha from 'mocha';

const SKIP_REASON = 'fortyThievesSkipReason';

/** Skips the running test, with the reason the reporters print beside it. */
export function skipBecause(context: Mocha.Context, reason: string): never {
  if (context.test) Object.assign(context.test, { [SKIP_REASON]: reason });
  context.skip();
}

/** The reason a test was skipped, as skipBecause left it. */
export function skipReason(test: Mocha.Runnable): string {
  const reason = (test as unknown as Record<string, unknown>)[SKIP_REASON];
  return typeof reason === 'string'
    ? reason
    : test.isPending() && !test.fn
      ? 'declared pending, with no body'
      : 'no reason given (skip with skipBecause)';
}
