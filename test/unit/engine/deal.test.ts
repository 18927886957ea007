// The nine games' layouts after the deal, the dealing order of engine-contract.md, and the
// project's own shuffle (golden fixtures: a change of the shuffle would change every saved game
// and every shared deal number).

import assert from 'node:assert/strict';
import { legalMoves, newGame, play, position, shuffledDeck, variants } from '../../../src/engine/index';
import { ALL_CARDS, SPECS, assertFullDeck, rankOf, stripDown } from './helpers';

describe('engine: variants and the deal', () => {
  it('variants() lists exactly the nine games of the rule book with their names', () => {
    const list = variants();
    assert.deepEqual(
      list.map((v) => [v.id, v.name]),
      SPECS.map((s) => [s.id, s.name]),
    );
    const forty = list.find((v) => v.id === 'forty-thieves')!;
    for (const alias of ['Napoleon at St. Helena', 'Le Cadran', 'Big Forty', 'Roosevelt at San Juan']) {
      assert.ok(forty.aliases.includes(alias), `Forty Thieves is also known as ${alias}`);
    }
    // The list is a copy: changing it does not change the engine's.
    list[0].aliases.push('Oops');
    list.pop();
    assert.equal(variants().length, 9);
    assert.ok(!variants()[0].aliases.includes('Oops'));
  });

  for (const v of SPECS) {
    describe(v.name, () => {
      it(`deals ${v.columns} columns of ${v.rows} with the lowest ${v.faceDown} face down, and the rest to the stock`, () => {
        for (const deal of [1, 2, 99]) {
          const game = newGame(v.id, shuffledDeck(deal));
          const p = position(game);
          assert.equal(p.tableau.length, v.columns, 'columns');
          for (const col of p.tableau) {
            assert.equal(col.length, v.rows, 'cards per column');
            col.forEach((card, row) => assert.equal(card.startsWith('#'), row < v.faceDown, `row ${row + 1} of a column: ${card}`));
          }
          const dealt = v.columns * v.rows;
          assert.equal(p.stock.length, 104 - dealt - (v.acesOut ? 8 : 0), 'stock size');
          assert.deepEqual(p.waste, []);
          assert.equal(p.redealsLeft, v.redeals);
          if (v.acesOut) {
            assert.deepEqual(p.foundations, ['AC', 'AC', 'AD', 'AD', 'AH', 'AH', 'AS', 'AS']);
            assert.equal(dealt, 39);
            assert.equal(p.stock.length, 57);
            assert.ok(
              !p.tableau
                .flat()
                .concat(p.stock)
                .some((c) => rankOf(stripDown(c)) === 1),
              'no Ace left to deal',
            );
          } else {
            assert.deepEqual(p.foundations, []);
          }
          assertFullDeck(game);
        }
      });

      it('deals row by row from the deck: first row to t1..tN, stock top is the first undealt card', () => {
        for (const deal of [3, 4242, 4294967295]) {
          const deck = shuffledDeck(deal);
          const cards = v.acesOut ? deck.filter((c) => c[0] !== 'A') : deck;
          const p = position(newGame(v.id, deck));
          for (let row = 0; row < v.rows; row++) {
            for (let col = 0; col < v.columns; col++) {
              const expected = (row < v.faceDown ? '#' : '') + cards[row * v.columns + col];
              assert.equal(p.tableau[col][row], expected, `t${col + 1} row ${row + 1}`);
            }
          }
          const undealt = cards.slice(v.columns * v.rows);
          // position() lists the stock lowest first, so its last card is the next one turned.
          assert.deepEqual(p.stock, [...undealt].reverse());
          const turned = position(play(newGame(v.id, deck), 's>w'));
          assert.deepEqual(turned.waste, undealt.slice(0, v.perTurn), 's>w turns the first undealt cards in deck order');
        }
      });

      it('offers stock moves as the rule book says', () => {
        const game = newGame(v.id, shuffledDeck(5));
        const moves = legalMoves(game);
        assert.ok(moves.includes('s>w'), 'the stock can be turned');
        assert.ok(!moves.includes('w>s'), 'no redeal before the stock is used up');
        if (v.perTurn === 3) assert.ok(!moves.some((m) => m.startsWith('s>') && m !== 's>w'), 'stock cards play only from the waste');
      });
    });
  }

  it('Lucas takes the Aces out wherever they are in the deck and keeps the order of the others', () => {
    const aces = ALL_CARDS.filter((c) => c[0] === 'A');
    const others = ALL_CARDS.filter((c) => c[0] !== 'A');
    // Aces first, then the rest twice: the tableau must start with the first non-Ace.
    const deck = [...aces, ...aces, ...others, ...others];
    const p = position(newGame('lucas', deck));
    assert.deepEqual(
      p.tableau.map((c) => c[0]),
      others.slice(0, 13),
    );
    assert.equal(p.stock[p.stock.length - 1], others[39]);
  });
});

describe('engine: shuffledDeck', () => {
  // Recorded from the implementation when the shuffle was fixed; they must never change.
  const GOLDEN: Record<number, string[]> = {
    1: ['8D', 'TH', 'KD', '8S', 'TC', 'KC', 'QS', 'AS', 'TS', 'AH', '7C', '7C', '2D', 'JD', 'JH', '5D', '9D', '3H', '7D', '3D'],
    2: ['4C', 'TD', '2D', 'TC', 'QS', 'KC', '9C', '9D', '8D', '3C', 'JH', '4D', '4H', 'AH', '8S', 'JD', '5H', 'QH', '3S', '9S'],
    123456: ['6C', '8C', '3C', '5S', '3C', 'TH', '7S', '9C', '4S', 'JS', '3H', 'AC', '4C', '5S', 'JH', '5C', '8C', '2D', '6D', '3H'],
    4294967295: ['9H', 'QC', '7S', '6C', 'JC', '4C', '9C', 'TS', 'TS', '8S', '7C', 'AC', 'JD', 'KS', '3C', '6D', '9D', '7C', '5C', '6C'],
  };

  for (const [n, first] of Object.entries(GOLDEN)) {
    it(`deal ${n} starts with the recorded 20 cards`, () => {
      assert.deepEqual(shuffledDeck(Number(n)).slice(0, 20), first);
    });
  }

  it('follows the documented algorithm: mulberry32 seeded with the deal number, Fisher-Yates from the top', () => {
    const reference = (seed: number): string[] => {
      const deck = [...ALL_CARDS, ...ALL_CARDS];
      let a = seed >>> 0;
      const next = () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      for (let i = 103; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [deck[i], deck[j]] = [deck[j], deck[i]];
      }
      return deck;
    };
    for (const n of [1, 2, 7, 123456, 2147483647, 2147483648, 4294967295]) assert.deepEqual(shuffledDeck(n), reference(n), `deal ${n}`);
  });

  it('gives a valid deck, the same for the same number and different for different numbers', () => {
    for (const n of [1, 17, 4294967295]) {
      const deck = shuffledDeck(n);
      assert.equal(deck.length, 104);
      for (const c of ALL_CARDS) assert.equal(deck.filter((d) => d === c).length, 2, `${c} twice in deal ${n}`);
      assert.deepEqual(shuffledDeck(n), deck);
      // newGame accepts it
      assert.doesNotThrow(() => newGame('forty-thieves', deck));
    }
    assert.notDeepEqual(shuffledDeck(1), shuffledDeck(2));
    // a fresh copy each time: changing it does not change the next one
    const mine = shuffledDeck(3);
    mine[0] = 'XX';
    assert.notEqual(shuffledDeck(3)[0], 'XX');
  });

  for (const bad of [0, -1, 1.5, 2 ** 32, NaN, Infinity]) {
    it(`refuses deal number ${bad} with a message giving the valid range`, () => {
      assert.throws(
        () => shuffledDeck(bad),
        (e: unknown) =>
          e instanceof Error && /Deal number/.test(e.message) && e.message.includes('4294967295') && /whole number from 1/.test(e.message),
      );
    });
  }

  it('refuses a deal number that is not a number', () => {
    assert.throws(() => shuffledDeck('7' as unknown as number), /Deal number "7" is not valid/);
  });
});
