// Lost games: a game is lost when nothing but moves that change nothing is left (isLost), and
// never before the stock and its redeals are used up. Fixed deals and a fixed way of playing
// them out, so that every run checks the same games.

import assert from 'node:assert/strict';
import { Game, isLost, isWon, legalMoves, newGame, play, position, shuffledDeck } from '../../../src/engine/index';
import { SPECS, VariantSpec, canonical, craftDeck, crafted, deadDeck, nextSeed, playAllMoves } from './helpers';
import { runLength } from './oracle';
import { isUsefulMove } from '../../../src/engine/moves';
import { parseMove } from '../../../src/engine/game';

describe('engine: lost games', () => {
  /**
   * Plays deal `deal` with a fixed policy until it ends: cards home first, then now and then the
   * stock, else a pseudo-random move to a position not seen before (so it cannot go round in
   * circles). Stops early when every move leads back to a position already seen.
   */
  function playOut(v: VariantSpec, deal: number, limit = 3000): Game {
    let game = newGame(v.id, shuffledDeck(deal));
    let seed = deal;
    const rand = () => (seed = nextSeed(seed)) >>> 8;
    const seen = new Set([canonical(game)]);
    for (let step = 0; step < limit && !isWon(game) && !isLost(game); step++) {
      const fresh = legalMoves(game)
        .map((m) => ({ m, next: play(game, m) }))
        .filter(({ next }) => !seen.has(canonical(next)));
      if (fresh.length === 0) break;
      const pick =
        fresh.find(({ m }) => m.endsWith('>f')) ??
        (rand() % 3 === 0 ? fresh.find(({ m }) => m === 's>w' || m === 'w>s') : undefined) ??
        fresh[rand() % fresh.length];
      game = pick.next;
      seen.add(canonical(game));
    }
    return game;
  }

  // Random play gets stuck for good in these; the sequence games go round in circles instead.
  for (const v of SPECS.filter((s) => !s.sequences)) {
    it(`${v.name}: a lost game has moves left only that change nothing, and says so`, () => {
      let lost = 0;
      for (let deal = 1; deal <= 20 && lost < 2; deal++) {
        const game = playOut(v, deal);
        if (!isLost(game)) continue;
        lost++;
        assert.equal(isWon(game), false);
        const here = canonical(game);
        for (const m of legalMoves(game)) {
          assert.equal(canonical(play(game, m)), here, `${m} in a lost game only moves a whole column to an empty one`);
          assert.match(m, /^t\d+>t\d+(:\d+)?$/);
        }
        assert.ok(!legalMoves(game).includes('s>w'), 'the stock is used up');
      }
      assert.ok(lost > 0, `found a lost ${v.name} game to check`);
    });
  }

  for (const v of SPECS.filter((s) => s.rows === 4)) {
    it(`${v.name}: a deal where nothing ever fits is lost once the stock is used up, not before`, () => {
      let game = newGame(v.id, deadDeck(v.id));
      const passes = v.redeals + 1;
      for (let pass = 0; pass < passes; pass++) {
        while (legalMoves(game).includes('s>w')) {
          assert.equal(isLost(game), false, 'not lost while the stock can be turned');
          assert.deepEqual(legalMoves(game), ['s>w'], 'nothing fits anywhere');
          game = play(game, 's>w');
        }
        if (pass < passes - 1) {
          assert.equal(isLost(game), false, 'not lost while a redeal is left');
          assert.deepEqual(legalMoves(game), ['w>s']);
          game = play(game, 'w>s');
        }
      }
      assert.deepEqual(legalMoves(game), []);
      assert.equal(isLost(game), true);
      assert.equal(isWon(game), false);
    });
  }

  it('a game whose only move swaps a card between two identical columns is lost', () => {
    // t9 QH 2C JS TS and t10 QH 2C JS (after its AD goes home); Kings on t1..t8; the stock used up
    // with a 5 of Hearts on the waste. The only move, TS from one JS to the other, gives back the
    // same layout, so the player can only go round in circles: the game should say it is lost,
    // as it does when the only moves left put a whole column into an empty one.
    const columns: Record<number, string[]> = { 9: ['QH', '2C', 'JS', 'TS'], 10: ['QH', '2C', 'JS', 'AD'] };
    ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS'].forEach((k, i) => (columns[i + 1] = [k]));
    const deck = craftDeck('forty-thieves', { columns });
    const last = deck.lastIndexOf('5H');
    assert.ok(last >= 40);
    [deck[last], deck[103]] = [deck[103], deck[last]];
    let game = play(newGame('forty-thieves', deck), 't10>f');
    while (legalMoves(game).includes('s>w')) game = play(game, 's>w');
    assert.deepEqual(position(game).waste.at(-1), '5H');
    assert.deepEqual(legalMoves(game), ['t9>t10']);
    const swapped = play(game, 't9>t10');
    assert.equal(canonical(swapped), canonical(game), 'the move changes nothing but which column is which');
    assert.deepEqual(legalMoves(swapped), ['t10>t9']);
    assert.equal(isLost(game), true, 'isLost: only a pointless swap is left');
  });

  it('a fresh deal is neither won nor lost', () => {
    for (const v of SPECS) {
      const game = newGame(v.id, shuffledDeck(1));
      assert.equal(isWon(game), false);
      assert.equal(isLost(game), false);
      assert.ok(runLength(v, position(game).tableau[0]) >= 1);
    }
  });
});

describe('engine: a move that changes nothing', () => {
  const useful = (game: Game, move: string) => isUsefulMove(game, parseMove(move, game.cols.length));

  it('is a whole column moved onto an empty one, whichever columns they are', () => {
    // t1 keeps a King of Clubs alone once its Aces go home; t2 empties into the foundations.
    let game = crafted('forty-thieves', { columns: { 1: ['KC', 'AH', 'AS', 'AS'], 2: ['AC', 'AC', 'AD', 'AD'] } });
    for (let k = 0; k < 3; k++) game = play(game, 't1>f');
    for (let k = 0; k < 4; k++) game = play(game, 't2>f');
    assert.ok(legalMoves(game).includes('t1>t2'));
    assert.equal(useful(game, 't1>t2'), false, 'the King alone from column 1 to the empty column 2');
    let mirrored = crafted('forty-thieves', { columns: { 2: ['KC', 'AH', 'AS', 'AS'], 1: ['AC', 'AC', 'AD', 'AD'] } });
    for (let k = 0; k < 3; k++) mirrored = play(mirrored, 't2>f');
    for (let k = 0; k < 4; k++) mirrored = play(mirrored, 't1>f');
    assert.equal(useful(mirrored, 't2>t1'), false, 'the King alone from column 2 to the empty column 1');
    assert.equal(useful(mirrored, 's>w'), true);
  });

  it('is not a move that leaves the same cards behind with one of them face down (Indian)', () => {
    // t1: a face-down King of Diamonds under the Queen of Spades; t2: the other King of Diamonds, face up.
    let game = crafted('indian', { columns: { 1: ['KD', 'QS', 'AC'], 2: ['KD', 'AH', 'AS'] } });
    game = playAllMoves(game, ['t1>f', 't2>f', 't2>f']);
    assert.deepEqual([position(game).tableau[0], position(game).tableau[1]], [['#KD', 'QS'], ['KD']]);
    assert.ok(legalMoves(game).includes('t1>t2'));
    assert.equal(useful(game, 't1>t2'), true, 'the King left behind turns face up');
  });
});
