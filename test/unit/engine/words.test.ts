// The words a player hears and reads (src/engine/words.ts, src/engine/heuristic.ts): one wording
// for cards, piles and moves, whether the host or the board says them.

import assert from 'node:assert/strict';
import {
  cardName,
  dealGame,
  describeMove,
  heuristicMove,
  legalMoves,
  makeCard,
  parseCard,
  pileWords,
  play,
} from '../../../src/engine/index';

describe('engine: words for cards, piles and moves', () => {
  it('names a card from its number or its code', () => {
    assert.equal(cardName(makeCard(10, 2)), 'Ten of Hearts');
    assert.equal(cardName('TH'), 'Ten of Hearts');
    assert.equal(cardName(parseCard('AC')), 'Ace of Clubs');
    assert.equal(cardName('KS'), 'King of Spades');
    assert.equal(cardName('#'), '#', 'no card: the text as it is');
  });

  it('names every pile of the notation the same way', () => {
    assert.equal(pileWords('t5'), 'column 5');
    assert.equal(pileWords('t12'), 'column 12');
    assert.equal(pileWords('f'), 'a foundation');
    assert.equal(pileWords('f3'), 'a foundation');
    assert.equal(pileWords('w'), 'the waste');
    assert.equal(pileWords('s'), 'the stock');
  });

  it('describes moves in words', () => {
    const game = dealGame('streets', { number: 1 });
    const move = legalMoves(game).find((m) => m.startsWith('t'))!;
    assert.match(describeMove(game, move), /^Move the \w+ of \w+ from column \d+ to column \d+$/);
    assert.equal(describeMove(dealGame('little-forty', { number: 1 }), 's>w'), 'Turn cards from the stock');
    assert.equal(describeMove(dealGame('streets', { number: 1 }), 's>w'), 'Turn a card from the stock');
    const turned = play(dealGame('streets', { number: 1 }), 's>w');
    assert.equal(describeMove(turned, 'w>t1'), `Move the ${cardName(turned.waste.at(-1)!)} from the waste to column 1`);
  });

  it('says why a move is not legal, naming the pile as everywhere else', () => {
    const game = dealGame('streets', { number: 1 });
    assert.throws(() => play(game, 't1>w'), /cards cannot be put on the waste/);
    assert.throws(() => play(game, 'w>t1'), /the waste is empty/);
  });
});

describe('engine: the heuristic move', () => {
  it('prefers a foundation move', () => {
    const ascending: string[] = [];
    for (const r of 'A23456789TJQK') for (const suit of 'CDHS') ascending.push(r + suit, r + suit);
    // Column tops are Aces (the fourth row), so a foundation move is the best-looking one.
    const rest = ascending.slice(10);
    const deck = [...rest.slice(0, 30), ...ascending.slice(0, 10), ...rest.slice(30)];
    const game = dealGame('forty-thieves', { deck });
    const move = heuristicMove(game);
    assert.ok(move?.endsWith('>f'), `expected a foundation move, got ${move}`);
  });

  it('never suggests moving a whole column onto an empty one', () => {
    let game = dealGame('lucas', { number: 3 });
    for (let i = 0; i < 300; i++) {
      const move = heuristicMove(game);
      if (!move) break;
      const [from, to] = move.split(/[>:]/);
      if (from[0] === 't' && to[0] === 't') {
        const count = Number(move.split(':')[1] ?? 1);
        const target = game.cols[Number(to.slice(1)) - 1];
        assert.ok(
          !(target.length === 0 && game.cols[Number(from.slice(1)) - 1].length === count),
          `${move} moves a whole column to an empty one`,
        );
      }
      game = play(game, move);
    }
  });
});
