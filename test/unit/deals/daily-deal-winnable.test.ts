// The README promises that today's deal is always one the solver proved winnable. The lists of
// rule daily-deal-v1 were drawn from the proven deals of solver version 4; these tests hold them
// to the shipped list of the current solver (winnable-deals.test.ts checks that list is the
// current solver's), and solve the deals of a day for real, within position budgets.

import assert from 'node:assert/strict';
import { VARIANT_IDS, dealGame, isWon, play, solve } from '../../../src/engine/index';
import { dailyDeal } from '../../../src/deals/daily-deal';
import pinned from '../../../src/deals/daily-deals-v1.json';
import shipped from '../../../src/deals/winnable-deals.json';

describe("today's deal (rule daily-deal-v1) is winnable", () => {
  it('pins, for every game, only deals the shipped list of the current solver proves winnable', () => {
    assert.equal(pinned.solverVersion, 4, 'the solver version the lists were drawn from');
    for (const id of VARIANT_IDS) {
      const list = (pinned.games as Record<string, number[]>)[id];
      assert.ok(list.length >= 20, `${id} has ${list.length} pinned deals`);
      const proven = new Set((shipped.games as Record<string, { deal: number }[]>)[id].map((d) => d.deal));
      assert.deepEqual(
        list.filter((n) => !proven.has(n)),
        [],
        `${id}: pinned deals the solver no longer proves winnable`,
      );
    }
  });

  it('deals, on the README’s example day, games the solver wins within their presolve budget, by lines that win', function () {
    this.timeout(60_000); // a few seconds of search, bounded in positions
    for (const id of VARIANT_IDS) {
      const deal = dailyDeal(id, '2026-11-30');
      const game = dealGame(id, { number: deal });
      const answer = solve(game, { maxStates: shipped.maxStates[id], now: () => 0 });
      assert.equal(answer.result, 'won', `${id} deal ${deal}`);
      assert.ok(isWon(answer.moves.reduce(play, game)), `${id} deal ${deal}: the line wins`);
    }
  });
});
