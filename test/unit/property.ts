// Runs a fast-check property exactly as often as asked, whatever the machine's load: no time
// limit (which passes with fewer cases on a slow machine without saying so). A failure still
// ends in bounded time: shrinking stops after SHRINK_BUDGET more runs, a count, not a clock, and
// reports the smallest counterexample found so far with the seed and path to replay it.

import assert from 'node:assert/strict';
import fc from 'fast-check';

/** Runs tried while shrinking a failure, before the smallest one so far is reported. */
export const SHRINK_BUDGET = 500;

/** The property, but every run after the budget of shrinking is spent passes without running. */
function withShrinkBudget<Ts>(property: fc.IRawProperty<Ts, false>, budget: number): fc.IRawProperty<Ts, false> {
  let shrinkRuns = -1; // counting from the first failure
  return {
    isAsync: () => false,
    generate: (random, runId) => property.generate(random, runId),
    shrink: (value) => property.shrink(value),
    runBeforeEach: () => property.runBeforeEach(),
    runAfterEach: () => property.runAfterEach(),
    run(value) {
      if (shrinkRuns >= budget) return null;
      if (shrinkRuns >= 0) shrinkRuns++;
      const outcome = property.run(value);
      if (outcome !== null && shrinkRuns < 0 && !fc.PreconditionFailure.isFailure(outcome)) shrinkRuns = 0;
      return outcome;
    },
  };
}

/**
 * `npm run mutation` sets PROPERTY_RUNS_CAP: every mutant of the engine reaches every property, so
 * there each property runs at most that many cases and a failure is reported without shrinking.
 */
const RUNS_CAP = Number(process.env.PROPERTY_RUNS_CAP) || Infinity;

/**
 * Under `npm run mutation`: tests that search (the solver's) then check fewer positions and have
 * no mocha timeout, since each mutant runs them on instrumented code many times slower, and
 * Stryker's own timeout catches a mutant that loops.
 */
export const UNDER_MUTATION = RUNS_CAP !== Infinity;

/** Asserts a synchronous property on exactly `numRuns` cases (fails when fewer ran). */
export function assertProperty<Ts>(property: fc.IRawProperty<Ts, false>, options: { numRuns: number }): void {
  const numRuns = Math.min(options.numRuns, RUNS_CAP);
  const shrinkBudget = RUNS_CAP === Infinity ? SHRINK_BUDGET : 0;
  const details = fc.check(withShrinkBudget(property, shrinkBudget), { numRuns });
  if (details.failed) throw new Error(fc.defaultReportMessage(details), { cause: details.errorInstance });
  assert.equal(details.numRuns, numRuns, `the property ran ${details.numRuns} of the ${numRuns} cases asked for`);
}
