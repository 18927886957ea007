import assert from 'node:assert/strict';
import * as path from 'node:path';
import { dealGame } from '../../../../src/engine/index';
import { nextSeed } from '../helpers';
import { applyMove, cloneState, generateMoves } from '../../../../src/engine/game';
import type { State } from '../../../../src/engine/game';
import { search } from '../../../../src/engine/search/rounds';
import { readStore } from '../../../../scripts/study-store';

// No deal the study proves lost may be won: each lost claim committed in docs/study/results is
// replayed against a search with the dead-end test switched off (only the sound move pruning
// left), on the deal and on positions a fixed pseudo-random line reaches from it, where the
// smaller space lets that search finish on a small budget. It must never find a win, and where
// it finishes it must say lost.

const BUDGET = 150_000;
const DEPTHS = [30, 60, 90, 120];

/** The position after `steps` moves of a fixed pseudo-random line from the deal (fewer if it gets stuck). */
function along(start: Readonly<State>, steps: number, seed: number): State {
  const s = cloneState(start);
  let x = seed;
  for (let i = 0; i < steps; i++) {
    const moves = generateMoves(s);
    if (moves.length === 0) break;
    x = nextSeed(x);
    applyMove(s, moves[(x >>> 8) % moves.length]);
  }
  return s;
}

describe('study: lost claims against the search without the dead-end test', () => {
  const store = readStore(path.join(__dirname, '../../../../docs/study/results'));
  const claims = [...store.values()].flatMap((answers) => [...answers.values()].filter((a) => a.result === 'lost'));

  it('has lost claims to check', () => {
    assert.ok(claims.length > 0);
  });

  for (const claim of claims) {
    it(`${claim.game} deal ${claim.deal}: never won, and lost wherever the search finishes`, function () {
      this.timeout(120000);
      const deal = dealGame(claim.game, { number: claim.deal });
      let finished = 0;
      for (const [i, position] of [deal, ...DEPTHS.map((steps) => along(deal, steps, claim.deal * 31 + steps))].entries()) {
        const r = search(position, { strategy: 'depth', deadEnds: false, maxStates: BUDGET });
        assert.notEqual(r.result, 'won', `position ${i}`);
        if (r.result === 'lost') finished++;
      }
      assert.ok(finished > 0, 'the search finished somewhere');
    });
  }
});
