import assert from 'node:assert/strict';
import { Game, VARIANTS, dealGame, isWon, legalMoves, newGame, play, position, shuffledDeck, solve } from '../../../../src/engine/index';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { stateKey } from '../../../../src/engine/search/hash';
import { search } from '../../../../src/engine/search/rounds';
import { deadPosition, lostWithStockPosition, nearlyWonPosition } from './positions';

/**
 * A budget in positions only: the clock never moves, so a busy machine gets the same answers
 * (solve() would otherwise stop at its default 10 s of wall-clock time).
 */
const positions = (maxStates: number) => ({ maxStates, now: () => 0 });

/** Every claimed win must replay through the public rules to a won game. */
function assertWins(game: Game, moves: readonly string[]): void {
  let g = game;
  for (const [i, move] of moves.entries()) {
    assert.ok(legalMoves(g).includes(move), `move ${i + 1} (${move}) is legal`);
    g = play(g, move);
  }
  assert.ok(isWon(g), 'the line ends with all 104 cards home');
}

describe('solver', () => {
  it('digs towards cards that could go home where the variant record says so: every game but Forty Thieves', () => {
    assert.deepEqual(
      VARIANTS.filter((v) => !v.solverDigs).map((v) => v.id),
      ['forty-thieves'],
    );
    // The search reads the field: the same deal searched with it flipped takes another path.
    const game = dealGame('maria', { number: 1 });
    const flipped = { ...game, variant: { ...game.variant, solverDigs: false } };
    const trail = (g: Game) => JSON.stringify(search(g, { maxStates: 5000, restarts: false }));
    assert.notEqual(trail(game), trail(flipped));
  });

  for (const variant of VARIANTS) {
    describe(variant.name, () => {
      it('proves a position with no legal move lost', () => {
        const game = stateFromPosition(variant.id, deadPosition(variant.columns));
        assert.deepEqual(legalMoves(game), []);
        const r = solve(game, positions(10_000));
        assert.equal(r.result, 'lost');
        assert.deepEqual(r.moves, []);
      });

      it('proves lost a position whose stock cannot unblock anything', () => {
        const game = stateFromPosition(variant.id, lostWithStockPosition(variant.columns, variant.redeals));
        assert.ok(legalMoves(game).length > 0, 'there are moves to search');
        const r = solve(game, positions(100_000));
        assert.equal(r.result, 'lost');
        assert.ok(r.states > 1);
      });

      it('agrees with the unpruned search (no forced moves, no move pruning) on small positions', () => {
        const lost = stateFromPosition(variant.id, lostWithStockPosition(variant.columns, variant.redeals));
        const won = stateFromPosition(variant.id, nearlyWonPosition(variant.columns));
        // The depth-first search: the pruning is what is compared (best-first counts its positions differently).
        const budget = { maxStates: 1_000_000, strategy: 'depth' as const };
        assert.equal(search(lost, { ...budget, plain: true }).result, 'lost');
        const plainWin = search(won, { ...budget, plain: true });
        assert.equal(plainWin.result, 'won');
        assert.ok(plainWin.states >= search(won, budget).states, 'pruning never makes the search larger here');
      });

      it('wins a position that needs a few real moves, and the line replays', () => {
        const game = stateFromPosition(variant.id, nearlyWonPosition(variant.columns));
        const r = solve(game, positions(100_000));
        assert.equal(r.result, 'won');
        assertWins(game, r.moves);
        // The position is unchanged by solving.
        assert.deepEqual(position(game), nearlyWonPosition(variant.columns));
      });

      it('wins a dealt game within a small budget, and the line replays', function () {
        this.timeout(30000);
        // The first of deals 1–40 that is won within 30 000 states (all nine games have some).
        for (let n = 1; n <= 40; n++) {
          const game = dealGame(variant.id, { number: n });
          const r = solve(game, positions(30_000));
          assert.notEqual(r.result, 'lost', `deal ${n} is not proven lost on the cheap`);
          if (r.result === 'won') {
            assertWins(game, r.moves);
            return;
          }
        }
        assert.fail('no deal of 1–40 was won within 30 000 states');
      });
    });
  }

  describe('budgets', () => {
    const hard = (): Game => dealGame('forty-thieves', { number: 1 });

    it('stops at maxStates with unknown', () => {
      const r = solve(hard(), positions(2000));
      assert.equal(r.result, 'unknown');
      assert.equal(r.reason, 'states');
      assert.ok(r.states <= 2000, `${r.states} states`);
    });

    it('stops when the injected clock passes timeMs', () => {
      let t = 0;
      const r = solve(hard(), { timeMs: 50, now: () => (t += 1) });
      assert.equal(r.result, 'unknown');
      assert.equal(r.reason, 'time');
      assert.ok(t < 1000, 'the clock is polled, not read per state');
    });

    it('reads performance.now when no clock is given', () => {
      // The default clock, stepped by hand: 1 ms a reading, so the 50 ms budget ends the search
      // after about 50 polls however fast or busy the machine is.
      const real = performance.now;
      let t = 0;
      performance.now = () => (t += 1);
      try {
        const r = solve(hard(), { timeMs: 50 });
        assert.equal(r.result, 'unknown');
        assert.equal(r.reason, 'time');
        assert.ok(t > 40 && t < 1000, `${t} readings`);
      } finally {
        performance.now = real;
      }
    });

    it('stops when the transposition table reaches its memory cap', () => {
      const r = solve(hard(), { ...positions(10_000_000), maxTableMb: 0.05 });
      assert.equal(r.result, 'unknown');
      assert.equal(r.reason, 'memory');
    });

    it('can be cancelled through shouldStop', () => {
      let polls = 0;
      const r = solve(hard(), { ...positions(10_000_000), shouldStop: () => ++polls >= 3 });
      assert.equal(r.result, 'unknown');
      assert.equal(r.reason, 'cancelled');
      assert.equal(polls, 3);
    });

    it('needs a clock for a time budget when called without the entry', () => {
      assert.throws(() => search(hard(), { timeMs: 10 }), /clock/);
    });

    it('rejects a bad budget', () => {
      assert.throws(() => solve(hard(), { timeMs: -1 }), /timeMs/);
    });
  });

  describe('soundness', () => {
    it('answers the same for a position and the game it was copied from', () => {
      const game = dealGame('lucas', { number: 1 });
      const copy = stateFromPosition('lucas', position(game));
      assert.deepEqual(position(copy), position(game));
      const a = solve(game, positions(50_000));
      const b = solve(copy, positions(50_000));
      assert.equal(a.result, b.result);
      assert.deepEqual(a.moves, b.moves);
    });

    it('answers won at once for a won game', () => {
      const game = stateFromPosition('forty-thieves', {
        tableau: Array.from({ length: 10 }, () => []),
        stock: [],
        waste: [],
        foundations: ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS'],
        redealsLeft: 0,
      });
      const r = solve(game, positions(10));
      assert.equal(r.result, 'won');
      assert.deepEqual(r.moves, []);
    });

    it('hashes permuted columns and swapped foundations of a suit alike', () => {
      const game = newGame('forty-thieves', shuffledDeck(4));
      const pos = position(game);
      const mirrored = stateFromPosition('forty-thieves', { ...pos, tableau: [...pos.tableau].reverse() });
      assert.deepEqual(stateKey(mirrored), stateKey(game));
      assert.notDeepEqual(stateKey(play(game, 's>w')), stateKey(game));
      const a = stateFromPosition('maria', nearlyWonPosition(9));
      const b = stateFromPosition('maria', nearlyWonPosition(9));
      a.found[0] = 8; // (the hash does not check card counts)
      b.found[1] = 8; // the same foundations, in the other slots
      assert.deepEqual(stateKey(a), stateKey(b));
      b.found[1] = 7;
      assert.notDeepEqual(stateKey(a), stateKey(b));
    });

    it('never lets the two copies of a card cancel out in the hash', () => {
      // Both Queens of clubs in one column, or neither anywhere in it (they move to the waste):
      // an XOR per card would hash both columns alike.
      const base = deadPosition(10);
      const twice = stateFromPosition('forty-thieves', {
        ...base,
        tableau: base.tableau.map((c, i) => (i === 0 ? ['QC', 'QC', 'KC'] : i === 1 ? ['KC'] : c)),
      });
      const none = stateFromPosition('forty-thieves', {
        ...base,
        tableau: base.tableau.map((c, i) => (i === 0 ? ['KC'] : i === 1 ? ['KC'] : c)),
        waste: ['QC', 'QC'],
      });
      assert.notDeepEqual(stateKey(twice), stateKey(none));
      const swapped = stateFromPosition('forty-thieves', { ...base, tableau: base.tableau.map((c, i) => (i === 0 ? ['KC', 'QC'] : c)) });
      assert.notDeepEqual(stateKey(swapped), stateKey(stateFromPosition('forty-thieves', base)), 'order within a column counts');
    });
  });
});
