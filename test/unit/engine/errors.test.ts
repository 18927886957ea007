// Bad input is an error with a message a person can act on, never a crash or a silent no-op,
// and the game passed in stays as it was (engine-contract.md).

import assert from 'node:assert/strict';
import {
  Game,
  describeMove,
  isCardText,
  legalMoves,
  makeCard,
  newGame,
  newRecord,
  openingGame,
  parseCard,
  play,
  redoStep,
  replay,
  shuffledDeck,
  tryParseCard,
  undoStep,
  withStep,
} from '../../../src/engine/index';
import { STOCK, WASTE, cloneState, encodeMove } from '../../../src/engine/game';
import { explainIllegal } from '../../../src/engine/words';
import { crafted, playAllMoves, snapshot, throwsWith } from './helpers';

describe('engine: bad input', () => {
  const deck = shuffledDeck(11);

  describe('newGame', () => {
    for (const bad of ['spider', 'Forty Thieves', 'FORTY-THIEVES', '', undefined, 7]) {
      it(`refuses the variant ${JSON.stringify(bad)} and lists the games it knows`, () => {
        throwsWith(() => newGame(bad as string, deck), 'Unknown game', 'forty-thieves', 'little-forty', 'streets');
      });
    }

    const notArrays: [string, unknown][] = [
      ['a string', 'AC 2C 3C'],
      ['null', null],
      ['undefined', undefined],
      ['an object with a length', { length: 104 }],
      ['a number', 104],
    ];
    for (const [what, bad] of notArrays) {
      it(`refuses a deck that is ${what}`, () => {
        throwsWith(() => newGame('forty-thieves', bad as string[]), 'A deck must be an array of 104 cards');
      });
    }

    for (const length of [0, 52, 103, 105, 208]) {
      it(`refuses a deck of ${length} cards, saying how many it has`, () => {
        const bad = Array.from({ length }, (_, k) => deck[k % 104]);
        throwsWith(() => newGame('indian', bad), 'must have 104 cards', `this one has ${length}`);
      });
    }

    const badCards: [unknown, number][] = [
      ['10H', 1],
      ['TX', 50],
      ['th', 104],
      ['', 7],
      [42, 3],
      [null, 20],
      ['AH ', 9],
    ];
    for (const [bad, at] of badCards) {
      it(`refuses ${JSON.stringify(bad)} at deck position ${at}, naming the place and the card`, () => {
        const copy: unknown[] = [...deck];
        copy[at - 1] = bad;
        const before = [...copy];
        throwsWith(() => newGame('maria', copy as string[]), `Deck position ${at}: ${JSON.stringify(bad)} is not a card`, 'like "TH"');
        assert.deepEqual(copy, before, 'the deck passed in is unchanged');
      });
    }

    it('refuses a card three times, naming it and the card that is missing', () => {
      const copy = [...deck];
      const k = copy.indexOf('KD');
      copy[k] = 'AS';
      throwsWith(() => newGame('streets', copy), 'exactly twice', 'AS 3 times', 'KD 1 times');
      const four = [...deck];
      four[four.indexOf('KD')] = 'AS';
      four[four.indexOf('KD')] = 'AS';
      throwsWith(() => newGame('streets', four), 'AS 4 times', 'KD 0 times');
    });

    it('accepts the same 104 cards in any order, and does not keep or change the array passed in', () => {
      const copy = [...deck].reverse();
      const before = [...copy];
      const game = newGame('lucas', copy);
      assert.deepEqual(copy, before);
      const dealt = JSON.stringify(snapshot(game));
      copy.fill('XX');
      assert.equal(JSON.stringify(snapshot(game)), dealt, 'changing the array afterwards does not change the game');
    });
  });

  describe('play: malformed moves', () => {
    const game = newGame('forty-thieves', deck);
    const malformed: [unknown, (string | RegExp)[]][] = [
      ['t0>t1', ['"t0>t1"', 'there is no pile t0', 'columns t1 to t10']],
      ['t11>f', ['"t11>f"', 'there is no pile t11', 'columns t1 to t10']],
      ['t1>t11', ['there is no pile t11']],
      ['t01>t2', ['there is no pile t01']],
      ['x>y', ['"x>y" is not a move', 'FROM>TO']],
      ['t2>t7:1', ['"t2>t7:1"', 'card count of 2 or more']],
      ['t2>t7:0', ['card count of 2 or more']],
      ['t2>t7:02', ['card count of 2 or more']],
      ['t2>t7:', ['is not a move']],
      ['t1-t2', ['is not a move']],
      ['T1>T2', ['is not a move']],
      [' t1>t2', ['is not a move']],
      ['', ['"" is not a move']],
      [42, ['A move must be a string', '42']],
      [null, ['A move must be a string']],
      [undefined, ['A move must be a string']],
      [['t1>t2'], ['A move must be a string']],
    ];
    for (const [move, patterns] of malformed) {
      it(`refuses ${JSON.stringify(move)} and says what is wrong with it`, () => {
        const before = snapshot(game);
        throwsWith(() => play(game, move as string), ...patterns);
        assert.deepEqual(snapshot(game), before);
      });
    }

    it('knows how many columns each game has', () => {
      const lucas = newGame('lucas', deck);
      assert.doesNotThrow(() => legalMoves(lucas));
      throwsWith(() => play(lucas, 't14>f'), 'there is no pile t14', 'columns t1 to t13');
      const maria = newGame('maria', deck);
      throwsWith(() => play(maria, 't10>f'), 'there is no pile t10', 'columns t1 to t9');
      const limited = newGame('limited', deck);
      throwsWith(() => play(limited, 't12>t13'), 'there is no pile t13', 'columns t1 to t12');
    });
  });

  describe('play: well-formed but illegal moves', () => {
    // t1 can be emptied (AD, 2D, AC, 2C go home), t2 shows a 5 of Hearts, t3 a Jack of Clubs.
    const base = crafted('forty-thieves', { columns: { 1: ['2C', 'AC', '2D', 'AD'], 2: ['5H'], 3: ['JC'] }, stock: ['9S', '8S'] });
    const emptied: Game = playAllMoves(base, ['t1>f', 't1>f', 't1>f', 't1>f']);
    const cases: [string, Game, string, (string | RegExp)[]][] = [
      ['the waste is empty', base, 'w>f', ['Illegal move w>f', 'the waste is empty']],
      ['the waste is empty (to a column)', base, 'w>t3', ['Illegal move w>t3', 'the waste is empty']],
      ['a column onto itself', base, 't2>t2', ['Illegal move t2>t2', 'a column cannot move onto itself']],
      ['a card onto the stock', base, 't2>s', ['Illegal move t2>s', 'cannot be put on the stock']],
      ['a card onto the waste', base, 't2>w', ['Illegal move t2>w', 'cannot be put on the waste']],
      ['two cards from the stock', base, 's>t3:2', ['Illegal move s>t3:2', 'only one card moves from the stock or waste']],
      ['a redeal in a game without', base, 'w>s', ['Illegal move w>s', 'Forty Thieves has no redeal']],
      [
        'a card that does not go home',
        base,
        't2>f',
        ['Illegal move t2>f', 'Five of Hearts cannot go to a foundation until the Four of Hearts is there'],
      ],
      ['a card that does not build', base, 't2>t3', ['Illegal move t2>t3', 'Five of Hearts does not go on the Jack of Clubs']],
      ['the stock card that does not build', base, 's>t3', ['Illegal move s>t3', 'Nine of Spades does not go on the Jack of Clubs']],
      ['a card off a foundation', emptied, 'f>t3', ['Illegal move f>t3', 'cards never leave the foundations']],
      ['a card from an empty column', emptied, 't1>t2', ['Illegal move t1>t2', 'column 1 is empty']],
      ['a card from an empty column home', emptied, 't1>f', ['Illegal move t1>f', 'column 1 is empty']],
    ];
    for (const [what, game, move, patterns] of cases) {
      it(`refuses ${move} (${what}) and leaves the game as it was`, () => {
        assert.ok(!legalMoves(game).includes(move));
        const before = snapshot(game);
        throwsWith(() => play(game, move), ...patterns);
        assert.deepEqual(snapshot(game), before);
      });
    }

    it('gives the real reason when a stock turn or a redeal is written with a card count', () => {
      // "s>w:2" on a full stock must not claim that the stock is empty, nor "w>s:2" on a full
      // waste that the waste is empty: the problem is the count.
      const stockMessage = throwsWith(() => play(base, 's>w:2'), 'Illegal move s>w:2');
      assert.doesNotMatch(stockMessage, /stock is empty/, stockMessage);
      let little = crafted('little-forty', {});
      for (let k = 0; k < 22; k++) little = play(little, 's>w');
      assert.ok(legalMoves(little).includes('w>s'));
      const wasteMessage = throwsWith(() => play(little, 'w>s:2'), 'Illegal move w>s:2');
      assert.doesNotMatch(wasteMessage, /waste is empty/, wasteMessage);
    });
  });

  describe('game records', () => {
    it('refuses a record with an unknown game or a bad deal', () => {
      throwsWith(() => newRecord('spider' as never, { number: 1 }), 'Unknown game "spider"');
      throwsWith(() => newRecord('forty-thieves', { number: 0 }), 'Deal number 0 is not valid');
      throwsWith(() => newRecord('forty-thieves', { deck: deck.slice(1) }), 'must have 104 cards');
    });

    it('names the step that cannot be replayed', () => {
      let record = newRecord('forty-thieves', { number: 11 });
      record = withStep(record, ['s>w']);
      record = withStep(record, ['t1>t1']);
      throwsWith(() => replay(record), 'Step 2 (t1>t1) cannot be replayed', 'a column cannot move onto itself');
      assert.doesNotThrow(() => replay(record, 1));
    });

    it("names every move of the step, and of the opening, that cannot be replayed, keeping the engine's error as the cause", () => {
      const record = withStep(withStep(newRecord('forty-thieves', { number: 11 }), ['s>w']), ['s>w', 't1>t1']);
      assert.throws(
        () => replay(record),
        (error: Error) =>
          error.message === 'Step 2 (s>w t1>t1) cannot be replayed: Illegal move t1>t1: a column cannot move onto itself' &&
          error.cause instanceof Error &&
          error.cause.message === 'Illegal move t1>t1: a column cannot move onto itself',
      );
      assert.throws(
        () => openingGame({ ...newRecord('forty-thieves', { number: 11 }), opening: ['s>w', 't2>t2'] }),
        (error: Error) =>
          error.message ===
            'The automatic moves after the deal (s>w t2>t2) cannot be replayed: Illegal move t2>t2: a column cannot move onto itself' &&
          error.cause instanceof Error,
      );
    });

    it('refuses an empty step, and undo or redo with nothing to undo or redo', () => {
      const record = newRecord('streets', { number: 5 });
      throwsWith(() => withStep(record, []), 'at least one move');
      throwsWith(() => undoStep(record), 'Nothing to undo');
      throwsWith(() => redoStep(record), 'Nothing to redo');
    });
  });
});

describe('engine: every reason a player is given, word for word', () => {
  const reason = (game: Game, move: string): string =>
    throwsWith(() => play(game, move), `Illegal move ${move}: `).slice(`Illegal move ${move}: `.length);
  /** Little Forty with its stock turned to the end `passes` times (a redeal between passes). */
  const littleForty = (passes: number): Game => {
    let game = crafted('little-forty', {});
    for (let pass = 1; pass <= passes; pass++) {
      while (legalMoves(game).includes('s>w')) game = play(game, 's>w');
      if (pass < passes) game = play(game, 'w>s');
    }
    return game;
  };
  // Number Ten: t1 shows a run of two (the 8 of Hearts on the 9 of Spades), t3 two cards that are not one.
  const numberTen = crafted('number-ten', { columns: { 1: ['9S', '8H'], 2: ['JD'], 3: ['9C', '8C'], 4: ['TD'] } });

  it('the stock and the waste', () => {
    const forty = crafted('forty-thieves', {});
    assert.equal(reason(forty, 's>w:2'), 'the stock is turned without a card count');
    assert.equal(reason(littleForty(1), 'w>s:2'), 'the waste is turned over without a card count');
    assert.equal(reason(playAllMoves(forty, new Array(64).fill('s>w')), 's>w'), 'the stock is empty');
    assert.equal(reason(crafted('little-forty', {}), 'w>s'), 'the waste can be turned over only when the stock is empty');
    assert.equal(reason(littleForty(4), 'w>s'), 'no redeals are left');
    assert.equal(
      reason(crafted('little-forty', {}), 's>t1'),
      'in Little Forty stock cards are turned onto the waste and played from there',
    );
  });

  it('moving several cards in a game of sequences', () => {
    assert.equal(reason(numberTen, 't3>t2:2'), 'the top 2 cards of column 3 are not a sequence that can move');
    assert.equal(reason(numberTen, 't1>t2:2'), 'the Nine of Spades does not go on the Jack of Diamonds: build down in alternating colours');
    assert.equal(reason(numberTen, 't1>f:2'), 'only single cards go to the foundations');
  });

  it('a card that does not build, with the rule in a few words', () => {
    const forty = crafted('forty-thieves', { columns: { 2: ['5H'], 3: ['JC'] } });
    assert.equal(reason(forty, 't2>t3'), 'the Five of Hearts does not go on the Jack of Clubs: build down in the same suit');
  });

  it('a move of several cards from the waste, and a redeal with the stock and the waste both empty', () => {
    const turned = play(crafted('forty-thieves', {}), 's>w');
    assert.equal(reason(turned, 'w>t1:2'), 'only one card moves from the stock or waste');
    assert.equal(reason(turned, 't1>s:2'), 'cards cannot be put on the stock');
    assert.equal(reason(turned, 't1>w:2'), 'cards cannot be put on the waste');
    // Little Forty with its stock turned and every card of the waste played (taken away here):
    // a redeal is left but there is nothing to turn over.
    const emptied = cloneState(littleForty(1));
    emptied.waste = [];
    assert.equal(explainIllegal(emptied, encodeMove(WASTE, STOCK)), 'the waste is empty');
  });

  it('describes a card played straight from the stock', () => {
    const forty = crafted('forty-thieves', { stock: ['9S'] });
    assert.equal(describeMove(forty, 's>t1'), 'Move the Nine of Spades from the stock to column 1');
  });

  it('describes the redeal and a move of several cards', () => {
    assert.equal(describeMove(littleForty(1), 'w>s'), 'Turn the waste over to make a new stock');
    assert.equal(describeMove(numberTen, 't1>t4:2'), 'Move the 2 cards from the Nine of Spades up from column 1 to column 4');
  });

  it('a deck with more than six cards wrong names six of them and says there are more', () => {
    const copy = shuffledDeck(11);
    const wrong = ['2C', '3C', '4C', '5C', '6C', '7C', '8C'];
    for (const card of wrong) copy[copy.indexOf(card)] = 'KS';
    const message = throwsWith(() => newGame('streets', copy), 'exactly twice');
    assert.equal(
      message,
      'Each card must appear exactly twice in a deck; this one has 2C 1 times, 3C 1 times, 4C 1 times, 5C 1 times, 6C 1 times, 7C 1 times, …',
    );
    const six = shuffledDeck(11);
    for (const card of wrong.slice(0, 5)) six[six.indexOf(card)] = 'KS';
    assert.equal(
      throwsWith(() => newGame('streets', six), 'exactly twice'),
      'Each card must appear exactly twice in a deck; this one has 2C 1 times, 3C 1 times, 4C 1 times, 5C 1 times, 6C 1 times, KS 7 times',
      'six cards wrong: all named, nothing after them',
    );
  });
});

describe('engine: cards in the notation', () => {
  it('reads a rank then a suit, and nothing else', () => {
    assert.equal(isCardText('TH'), true);
    assert.equal(isCardText('AC'), true);
    for (const bad of ['XH', 'TX', '1H', 'th', 'T', 'THH', 7, null]) assert.equal(isCardText(bad), false, JSON.stringify(bad));
    assert.equal(tryParseCard('XH'), undefined);
    assert.equal(tryParseCard('TX'), undefined);
    assert.equal(parseCard('KS'), makeCard(13, 3));
    throwsWith(() => parseCard('1H'), '"1H" is not a card: write rank then suit, like "TH" (ranks A23456789TJQK, suits CDHS)');
  });
});
