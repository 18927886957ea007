// Combining the record share by share (the games of the other shares kept, this window's own added
// at each write: store.ts) must show exactly what combining every share at once shows, whatever the
// shares hold: the same games overlapping between shares, equal moments, Resets, folded counts.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { combine, combineSet, newestCopies } from '../../../src/records/combine';
import { firstResult, gameSet, withShare } from '../../../src/records/game-set';
import type { RecordedGame, Share } from '../../../src/records/share';

const game: fc.Arbitrary<RecordedGame> = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
  variant: fc.constantFrom('streets' as const, 'forty-thieves' as const),
  dealNumber: fc.constantFrom(7, null),
  result: fc.constantFrom('played' as const, 'won' as const, 'solved' as const, 'lost' as const),
  at: fc.integer({ min: 1, max: 12 }),
  timeMs: fc.integer({ min: 0, max: 3 }),
  moves: fc.integer({ min: 0, max: 3 }),
});
const share = (id: string): fc.Arbitrary<Share> =>
  fc.record({
    version: fc.constant(1),
    id: fc.constant(id),
    revision: fc.integer({ min: 0, max: 3 }),
    resetAt: fc.constantFrom(0, 0, 0, 5),
    games: fc.array(game, { maxLength: 8 }),
    earlier: fc.option(
      fc.record({ streets: fc.constant({ played: 3, won: 2, bestTimeMs: 2, fewestMoves: 2, bestStreak: 2, streak: 1, until: 4 }) }),
      {
        nil: {},
      },
    ),
    daily: fc.constant([]),
  });

const byId = (games: ReadonlyMap<string, RecordedGame>) => new Map([...games].sort((p, q) => (p[0] < q[0] ? -1 : 1)));

describe('combining the record share by share', () => {
  it('shows what combining every share at once shows', () => {
    fc.assert(
      fc.property(fc.array(share('x'), { maxLength: 4 }), share('own'), fc.integer({ min: 0, max: 20 }), (others, own, now) => {
        const live = new Set(['own', ...others.map((s) => s.id)]);
        const all = newestCopies([...others, own], live);
        const rest = all.filter((s) => s !== own);
        const whole = combine([...others, own], { live, now });
        const parts = combineSet(all, withShare(gameSet(rest), own), { live, now });
        assert.deepEqual({ ...parts, games: byId(parts.games) }, { ...whole, games: byId(whole.games) });
        assert.equal(parts.games.size, whole.games.size);
        for (const id of whole.games.keys()) assert.equal(parts.games.get(id), whole.games.get(id));
      }),
      { numRuns: 300 },
    );
  });

  it('chooses one record of a game whatever order the records come in', () => {
    fc.assert(
      fc.property(game, game, game, (a, b, c) => {
        const g = (x: RecordedGame) => ({ ...x, id: 'a' });
        assert.equal(firstResult(g(a), g(b)) === g(a) ? 'a' : 'b', firstResult(g(b), g(a)) === g(a) ? 'a' : 'b');
        const [x, y, z] = [g(a), g(b), g(c)];
        assert.equal(firstResult(firstResult(x, y), z), firstResult(x, firstResult(y, z)));
      }),
      { numRuns: 300 },
    );
  });
});
