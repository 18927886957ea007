import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { SOLVER_VERSION, VARIANT_IDS, dealGame, isWon, play, solve } from '../../../../src/engine/index';

// src/deals/winnable-deals.json is written by `npm run presolve`; these checks keep it
// honest: it is from the current solver, and its easy deals are won within 20 000 states.
const file = path.join(__dirname, '../../../../src/deals/winnable-deals.json');

describe('presolved winnable deals', () => {
  // The extension ships this file: a missing one fails here rather than in the build.
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));

  it('was written by the current solver version, for every game', function () {
    assert.equal(data.solverVersion, SOLVER_VERSION, 'run `npm run presolve` after changing the solver');
    for (const id of VARIANT_IDS) assert.ok(Array.isArray(data.games[id]), `${id} is listed`);
  });

  it('lists easy deals the solver wins within 20 000 states (first two of each game)', function () {
    this.timeout(30000);
    for (const id of VARIANT_IDS) {
      const easy = (data.games[id] as { deal: number; difficulty: string }[]).filter((d) => d.difficulty === 'easy').slice(0, 2);
      for (const { deal } of easy) {
        const game = dealGame(id, { number: deal });
        // At the game's presolve budget, as the list was made: where best-first runs first it
        // gets a share of the budget, so a smaller budget is not the same search cut short.
        const r = solve(game, { maxStates: data.maxStates[id], now: () => 0 });
        assert.equal(r.result, 'won', `${id} deal ${deal}`);
        assert.ok(r.states <= 20_000, `${id} deal ${deal}: ${r.states} states`);
        assert.ok(isWon(r.moves.reduce(play, game)));
      }
    }
  });
});
