// The win: all 104 cards on the foundations, in every game. A crafted deck (lowest cards in the
// stock in rising order, highest cards in the tableau with every column's lowest card on top)
// wins by foundation moves and stock turns alone.

import assert from 'node:assert/strict';
import { isLost, isWon, legalMoves, newGame, position } from '../../../src/engine/index';
import { SPECS, assertFullDeck, playHome, winningDeck } from './helpers';

describe('engine: winning a game', () => {
  for (const v of SPECS) {
    it(`${v.name}: isWon turns true with the last foundation move, not before`, () => {
      const game = newGame(v.id, winningDeck(v.id));
      assert.equal(isWon(game), false);
      let wonBefore = 0;
      let lastMove = '';
      const { game: end, moves } = playHome(game, (before, move, after) => {
        if (isWon(before)) wonBefore++;
        assertFullDeck(after);
        lastMove = move;
      });
      assert.equal(wonBefore, 0, 'never won before the last move');
      assert.ok(lastMove.endsWith('>f'), `the last move goes home (${lastMove})`);
      assert.equal(isWon(end), true);
      const homeMoves = moves.filter((m) => m.endsWith('>f')).length;
      assert.equal(homeMoves, v.acesOut ? 96 : 104, 'every dealt card went home one by one');

      const p = position(end);
      assert.deepEqual(p.foundations, ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS'], 'every card is home');
      assert.ok(p.tableau.every((c) => c.length === 0));
      assert.deepEqual(p.stock, []);
      assert.deepEqual(p.waste, []);
      assert.equal(p.tableau.length, v.columns, 'the empty columns are still there');
      assertFullDeck(end);
      assert.deepEqual(legalMoves(end), [], 'nothing left to play');
      assert.equal(isLost(end), false, 'a won game is not lost');
    });
  }

  it('a game one card short of home is not won', () => {
    const game = newGame('forty-thieves', winningDeck('forty-thieves'));
    let almost = game;
    const { moves } = playHome(game, (before, _move, after) => {
      if (!isWon(after)) almost = after;
      else assert.equal(before, almost);
    });
    assert.equal(isWon(almost), false);
    assert.equal(position(almost).foundations.filter((c) => c[0] === 'K').length, 7);
    const last = moves[moves.length - 1];
    assert.deepEqual(
      legalMoves(almost).filter((m) => m.endsWith('>f')),
      [last],
      'one King left to go home',
    );
    assert.equal(isLost(almost), false);
  });
});
