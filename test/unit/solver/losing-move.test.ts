// The bisection that finds the move that lost a game (nextToSolve, searchLine): a handful of
// solver calls, around the positions the solver cannot decide, never past what is known.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineVerdicts } from '../../../src/game/line-verdicts';
import { nextToSolve, searchLine } from '../../../src/solver/losing-move';
import type { SolveOutcome } from '../../../src/solver/solver-backend';

/** Runs the search on a line of `last` + 1 positions whose first `losing` win; `undecided` the solver cannot settle. */
async function search(last: number, losing: number, undecided: (p: number) => boolean = () => false, start = LineVerdicts.NONE) {
  let verdicts = start;
  const asked: number[] = [];
  await searchLine({
    verdicts: () => verdicts,
    last,
    tried: new Set(),
    solve: async (p): Promise<SolveOutcome> => {
      asked.push(p);
      return undecided(p) ? 'unknown' : p < losing ? 'won' : 'lost';
    },
    learn: (p, verdict) => (verdicts = verdicts.with(p, verdict)),
    stop: () => false,
  });
  return { verdicts, asked };
}

describe('finding the losing move by bisection', () => {
  it('asks about the end of the line first while nothing is known lost', () => {
    assert.equal(nextToSolve(LineVerdicts.NONE, 200, new Set()), 200);
    assert.equal(nextToSolve(LineVerdicts.NONE.with(200, 'lost'), 200, new Set()), 99);
  });

  it('has nothing to ask once the losing move is known, or every position between is tried', () => {
    assert.equal(nextToSolve(LineVerdicts.NONE.with(36, 'winnable').with(37, 'lost'), 200, new Set()), undefined);
    assert.equal(nextToSolve(LineVerdicts.NONE.with(36, 'winnable').with(39, 'lost'), 200, new Set([37, 38])), undefined);
    assert.equal(nextToSolve(LineVerdicts.NONE.with(200, 'winnable'), 200, new Set()), undefined, 'a game that wins throughout');
  });

  it('finds the losing move of a 200-move game in at most 9 calls', async () => {
    for (const losing of [1, 37, 100, 199, 200]) {
      const { verdicts, asked } = await search(200, losing);
      assert.equal(verdicts.lostFrom, losing);
      assert.equal(verdicts.winnableTo, losing - 1);
      assert.ok(asked.length <= 9, `${asked.length} calls for move ${losing}`);
    }
  });

  it('steps around the positions the solver cannot decide, to the longest stretch still untried', () => {
    const known = LineVerdicts.NONE.with(0, 'winnable').with(57, 'lost');
    assert.equal(nextToSolve(known, 57, new Set()), 28);
    assert.equal(nextToSolve(known, 57, new Set([28])), 42, 'of two stretches as long, the later');
    assert.equal(nextToSolve(known, 57, new Set([28, 42])), 14);
  });

  it('whatever the solver cannot decide, ends knowing the truth where it decided, asking each position once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), fc.nat(61), fc.array(fc.nat(60)), async (last, losing, hard) => {
        const { verdicts, asked } = await search(last, losing, (p) => hard.includes(p));
        assert.equal(new Set(asked).size, asked.length);
        for (let p = 0; p <= last; p++) {
          const v = verdicts.at(p);
          assert.ok(v === undefined || v === (p < losing ? 'winnable' : 'lost'));
        }
        // Every position left not known lies next to one the solver could not decide.
        const open = Array.from({ length: last + 1 }, (_, p) => p).filter((p) => verdicts.at(p) === undefined);
        assert.ok(open.every((p) => hard.includes(p)));
      }),
    );
  });
});
