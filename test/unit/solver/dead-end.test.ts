import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../src/engine/index';
import { DeadEndTest } from '../../../src/engine/solver/dead-end';
import { stateFromPosition } from '../../../src/engine/solver/from-position';
import { search } from '../../../src/engine/solver/search';
import { applyMove, isWonState, parseMove } from '../../../src/engine/game';
import fixture from './winning-lines.json';
import { deadPosition, nearlyWonPosition } from './positions';
import { randomPosition } from './random-positions';

const SINGLE = VARIANTS.filter((v) => v.moveUnit === 'single');

describe('dead-end test (positions that can no longer be won)', () => {
  for (const variant of SINGLE) {
    describe(variant.name, () => {
      it('never calls a position on a winning line lost', () => {
        // Six won deals of the game, replayed move by move (winning-lines.json: found with this
        // test switched off, so the lines do not steer round it): every position on the way can
        // be won, so the test must stay quiet on each one.
        const lines = Object.entries((fixture.lines as Record<string, Record<string, string>>)[variant.id]);
        assert.equal(lines.length, 6);
        let positions = 0;
        for (const [n, line] of lines) {
          const s = dealGame(variant.id, { number: Number(n) });
          const test = new DeadEndTest(s.fits);
          assert.equal(test.cannotWin(s), false, `deal ${n} at the start`);
          for (const [i, move] of line.split(' ').entries()) {
            applyMove(s, parseMove(move, s.cols.length));
            positions++;
            assert.equal(test.cannotWin(s), false, `deal ${n} after move ${i + 1} (${move})`);
          }
          assert.ok(isWonState(s), `deal ${n}: the line wins`);
        }
        assert.ok(positions > 1000);
      });

      it('calls a position with no way to free its cards lost, and a nearly won one not', () => {
        const dead = stateFromPosition(variant.id, deadPosition(variant.columns));
        assert.equal(new DeadEndTest(dead.fits).cannotWin(dead), true);
        const nearlyWon = stateFromPosition(variant.id, nearlyWonPosition(variant.columns));
        assert.equal(new DeadEndTest(nearlyWon.fits).cannotWin(nearlyWon), false);
      });

      it('never changes an answer of the unpruned search on small random positions', function () {
        this.timeout(30000);
        for (let seed = 1; seed <= 30; seed++) {
          const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919, 40));
          const plain = search(s, { plain: true, maxStates: 400_000 });
          if (plain.result === 'unknown') continue;
          assert.equal(search(s, { maxStates: 400_000 }).result, plain.result, `seed ${seed}`);
        }
      });
    });
  }

  it('proves a Forty Thieves deal lost that took the search 2.5 million positions without it', () => {
    // Deal 35: both Aces of Clubs are the last two cards of the stock, and by then the waste
    // buries the clubs for good. Exhausting the space took 2 475 352 positions; the test cuts
    // the search off where the burial becomes certain.
    const r = search(dealGame('forty-thieves', { number: 35 }), { maxStates: 50_000 });
    assert.equal(r.result, 'lost');
  });
});
