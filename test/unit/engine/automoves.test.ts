// Automatic moves to the foundations. 'safe' moves a card up only when no card that could still
// be built on it (one rank lower, of a suit the variant's building rule allows, both decks
// counted) is off the foundations; 'all' moves every card that can go; 'off' moves nothing.

import assert from 'node:assert/strict';
import { autoMoves, foundationMoves, isSafeToMoveHome, parseCard, play, position } from '../../../src/engine/index';
import { crafted, playAllMoves, snapshot } from './helpers';

const turnHome = (n: number) => new Array<string>(n).fill('s>f');

describe('engine: safe automatic moves', () => {
  it('same suit (Forty Thieves): the 3 of Clubs waits for the second 2 of Clubs, whatever the other suits do', () => {
    const start = crafted('forty-thieves', { columns: { 1: ['3C'], 2: ['2C'] }, stock: ['AC', '2C', 'AC'] });
    let game = playAllMoves(start, turnHome(2)); // AC, 2C home; the other 2C is on t2
    assert.deepEqual(position(game).foundations, ['2C']);
    assert.deepEqual(foundationMoves(game, 'all'), ['t1>f']);
    assert.deepEqual(foundationMoves(game, 'safe'), [], 'a 2 of Clubs could still be built on the 3');
    assert.equal(isSafeToMoveHome(game, parseCard('3C')), false);
    assert.deepEqual(autoMoves(game, 'safe').moves, []);

    game = play(game, 's>f'); // the second Ace of Clubs
    // 2C on t2: both Aces of Clubs are home, so nothing can be built on it any more
    assert.equal(isSafeToMoveHome(game, parseCard('2C')), true);
    assert.deepEqual(foundationMoves(game, 'safe'), ['t2>f']);
    const auto = autoMoves(game, 'safe');
    assert.deepEqual(auto.moves, ['t2>f', 't1>f'], 'once the 2 is up, the 3 is safe too');
    assert.deepEqual(position(auto.game).foundations, ['2C', '3C']);
    // no 2 of any other suit is home, and that does not matter under same-suit building
    assert.ok(!position(auto.game).foundations.some((c) => c[1] !== 'C'));
  });

  it('alternating colours (Streets): the 3 of Hearts waits for all four black 2s, not for the red ones', () => {
    const stock = ['AH', '2H', 'AC', 'AC', '2C', '2C', 'AS', 'AS', '2S'];
    let game = playAllMoves(crafted('streets', { columns: { 1: ['3H'], 2: ['2S'] }, stock }), turnHome(stock.length));
    assert.deepEqual(position(game).foundations, ['2C', '2C', '2H', '2S', 'AS']);
    assert.deepEqual(foundationMoves(game, 'all').sort(), ['t1>f', 't2>f']);
    assert.deepEqual(foundationMoves(game, 'safe'), [], 'a black 2 is still out, and red Aces could still go on the 2 of Spades');
    game = play(game, 't2>f');
    assert.equal(isSafeToMoveHome(game, parseCard('3H')), true, 'the 2 of Diamonds and the other 2 of Hearts do not build on it');
    assert.deepEqual(autoMoves(game, 'safe').moves, ['t1>f']);
  });

  it('any suit but its own (Indian): the 3 of Hearts waits for both 2s of each other suit, not for the other 2 of Hearts', () => {
    const stock = ['AH', '2H', 'AC', 'AC', '2C', '2C', 'AD', 'AD', '2D', '2D', 'AS', 'AS', '2S'];
    let game = playAllMoves(crafted('indian', { columns: { 1: ['3H'], 2: ['2S'] }, stock }), turnHome(stock.length));
    assert.deepEqual(foundationMoves(game, 'all').sort(), ['t1>f', 't2>f']);
    assert.deepEqual(foundationMoves(game, 'safe'), []);
    assert.equal(isSafeToMoveHome(game, parseCard('2S')), false, 'the second Ace of Hearts could still be built on the 2 of Spades');
    game = play(game, 't2>f');
    assert.deepEqual(autoMoves(game, 'safe').moves, ['t1>f']);
  });

  it('Aces are always safe, and so are the 2s of Lucas (all Aces start home)', () => {
    const game = crafted('maria', { columns: { 4: ['AD'] } });
    assert.deepEqual(foundationMoves(game, 'safe'), ['t4>f']);
    const lucas = crafted('lucas', { columns: { 2: ['2H'], 5: ['3H'] } });
    const auto = autoMoves(lucas, 'safe');
    assert.deepEqual(auto.moves, ['t2>f']);
    assert.ok(position(auto.game).foundations.includes('2H'));
    // the 3 of Hearts waits: a 2 of Hearts (the other copy) is still out
    assert.ok(!auto.moves.includes('t5>f'));
    assert.deepEqual(autoMoves(lucas, 'all').moves, ['t2>f', 't5>f']);
  });

  it("'all' moves every card that can go, waste included; 'off' moves nothing; neither touches the stock", () => {
    const start = crafted('forty-thieves', { columns: { 1: ['3C'], 2: ['2C'], 3: ['AH'] }, stock: ['AC', '2C', 'AC', 'AS'] });
    const game = play(playAllMoves(start, turnHome(2)), 's>w'); // the second AC is on the waste
    const before = snapshot(game);

    const off = autoMoves(game, 'off');
    assert.deepEqual(off.moves, []);
    assert.deepEqual(position(off.game), position(game));

    const all = autoMoves(game, 'all');
    assert.deepEqual([...all.moves].sort(), ['t1>f', 't2>f', 't3>f', 'w>f']);
    assert.deepEqual(foundationMoves(all.game, 'all'), [], 'nothing left to move up');
    assert.deepEqual(position(playAllMoves(game, all.moves)), position(all.game), 'the moves it reports are the ones it played');
    assert.deepEqual(position(all.game).stock, position(game).stock, 'the Ace of Spades in the stock stays there');

    const safe = autoMoves(game, 'safe');
    assert.deepEqual(position(playAllMoves(game, safe.moves)), position(safe.game));
    assert.ok(safe.moves.includes('t3>f') && safe.moves.includes('w>f'));
    assert.deepEqual(snapshot(game), before, 'autoMoves returns a new game');
  });
});

describe('engine: safe to move home, read from the foundations', () => {
  it('a card is safe to move home under each rule once both copies of the cards that would build on it are home, whichever suit that is', () => {
    // Both foundations of Hearts up to the 4; nothing else home.
    const base = crafted('forty-thieves', {});
    const hearts4 = { ...base, found: [0, 0, 0, 0, 4, 4, 0, 0] };
    assert.equal(isSafeToMoveHome(hearts4, parseCard('5H')), true, 'same suit: both 4s of Hearts are home');
    assert.equal(isSafeToMoveHome({ ...hearts4, found: [0, 0, 0, 0, 4, 3, 0, 0] }, parseCard('5H')), false, 'one 4 of Hearts is not');
    const indian = crafted('indian', {});
    assert.equal(
      isSafeToMoveHome({ ...indian, found: [4, 4, 4, 4, 0, 0, 4, 4] }, parseCard('5H')),
      true,
      'any other suit: every 4 but the Hearts',
    );
    assert.equal(isSafeToMoveHome({ ...indian, found: [4, 4, 4, 3, 0, 0, 4, 4] }, parseCard('5H')), false, 'a 4 of Diamonds is out');
    assert.equal(isSafeToMoveHome({ ...indian, found: [4, 4, 4, 4, 0, 0, 4, 3] }, parseCard('5H')), false, 'a 4 of Spades is out');
  });
});
