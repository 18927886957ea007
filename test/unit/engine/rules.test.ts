// The rule book's move rules, one game at a time, on hand-made decks: building on the tableau,
// sequence moves, empty columns, stock and waste, Little Forty's three-card turns and redeals,
// foundations that never give cards back, and face-down cards turning up by themselves.

import assert from 'node:assert/strict';
import { Game, legalMoves, play, position } from '../../../src/engine/index';
import { SPECS, VariantSpec, crafted, fitsByRule, playAllMoves, snapshot, specOf, throwsWith, topOf } from './helpers';

/** A column that goes home card by card with "tN>f" (four, three, or three in Lucas). */
function homeColumn(v: VariantSpec): string[] {
  if (v.acesOut) return ['4C', '3C', '2C'];
  return v.rows === 4 ? ['2C', 'AC', '2D', 'AD'] : ['2C', 'AC', 'AD'];
}

function emptyColumn(game: Game, column: number, v: VariantSpec): Game {
  for (let k = 0; k < v.rows; k++) game = play(game, `t${column}>f`);
  assert.deepEqual(position(game).tableau[column - 1], [], `t${column} is empty`);
  return game;
}

const RULE_WORDS = { 'same-suit': /same suit/, 'other-suit': /any suit but the card's own/, 'alternate-colour': /alternating colours/ };

describe('engine: building on the tableau', () => {
  const JACKS = ['JH', 'JD', 'JC', 'JS'];
  for (const v of SPECS) {
    it(`${v.name}: the 10 of Hearts goes only on a Jack the rule (${v.build}) allows, from a column, the waste and the stock`, () => {
      // t1: TH; t2..t5: the four Jacks; t6: a Queen of Hearts and t7: a Ten (wrong ranks).
      const stock = v.perTurn === 3 ? ['KC', 'KD', 'TH'] : ['TH'];
      const game = crafted(v.id, { columns: { 1: ['TH'], 2: ['JH'], 3: ['JD'], 4: ['JC'], 5: ['JS'], 6: ['QH'], 7: ['TS'] }, stock });
      const targets = ['JH', 'JD', 'JC', 'JS', 'QH', 'TS'];
      const expected = (from: string) => targets.map((t, k) => (fitsByRule(v.build, 'TH', t) ? `${from}>t${k + 2}` : '')).filter(Boolean);
      const fromColumn = legalMoves(game).filter((m) => /^t1>t[2-7]$/.test(m));
      assert.deepEqual(fromColumn.sort(), expected('t1').sort());
      assert.equal(fromColumn.length, v.build === 'same-suit' ? 1 : v.build === 'other-suit' ? 3 : 2);
      if (v.perTurn === 1) {
        assert.deepEqual(
          legalMoves(game)
            .filter((m) => /^s>t[2-7]$/.test(m))
            .sort(),
          expected('s').sort(),
        );
      }
      const turned = play(game, 's>w');
      assert.equal(position(turned).waste.at(-1), 'TH');
      assert.deepEqual(
        legalMoves(turned)
          .filter((m) => /^w>t[2-7]$/.test(m))
          .sort(),
        expected('w').sort(),
      );

      // A refused build says which cards and which rule.
      const refused = JACKS.findIndex((j) => !fitsByRule(v.build, 'TH', j));
      const before = snapshot(game);
      throwsWith(
        () => play(game, `t1>t${refused + 2}`),
        `Illegal move t1>t${refused + 2}`,
        `Ten of Hearts does not go on the ${['Jack of Hearts', 'Jack of Diamonds', 'Jack of Clubs', 'Jack of Spades'][refused]}`,
        RULE_WORDS[v.build],
      );
      throwsWith(() => play(game, 't1>t6'), 'Ten of Hearts does not go on the Queen of Hearts');
      assert.deepEqual(snapshot(game), before, 'a refused move changes nothing');

      // An accepted build puts the card on the Jack.
      const ok = JACKS.findIndex((j) => fitsByRule(v.build, 'TH', j));
      const after = play(game, `t1>t${ok + 2}`);
      assert.deepEqual(position(after).tableau[ok + 1].slice(-2), [JACKS[ok], 'TH']);
      assert.equal(position(after).tableau[0].length, v.rows - 1);
    });
  }

  it('Forty Thieves: the rule book example, the 10 of Hearts goes only on a Jack of Hearts', () => {
    const game = crafted('forty-thieves', { columns: { 1: ['TH'], 2: ['JD'], 3: ['JC'], 4: ['JS'], 5: ['JH'] } });
    for (const t of [2, 3, 4]) throwsWith(() => play(game, `t1>t${t}`), /does not go on the Jack/, /build down in the same suit/);
    assert.deepEqual(position(play(game, 't1>t5')).tableau[4].slice(-2), ['JH', 'TH']);
  });

  it('Forty Thieves: the rule book example, the 4 of Spades goes home only on a 3 of Spades', () => {
    let game = crafted('forty-thieves', { columns: { 1: ['4S'] }, stock: ['AS', '2S', 'AH', '2H', '3H', '3S'] });
    game = playAllMoves(game, ['s>f', 's>f', 's>f', 's>f', 's>f']);
    assert.deepEqual(position(game).foundations, ['2S', '3H']);
    assert.ok(!legalMoves(game).includes('t1>f'), 'not on the 3 of Hearts, not on the 2 of Spades');
    throwsWith(
      () => play(game, 't1>f'),
      'Illegal move t1>f',
      'Four of Spades cannot go to a foundation until the Three of Spades is there',
    );
    game = play(game, 's>f');
    assert.ok(legalMoves(game).includes('t1>f'));
    assert.deepEqual(position(play(game, 't1>f')).foundations, ['3H', '4S']);
  });

  it('a foundation starts only with an Ace', () => {
    const game = crafted('streets', { columns: { 1: ['2C'], 2: ['AC'] } });
    assert.ok(!legalMoves(game).includes('t1>f'));
    throwsWith(() => play(game, 't1>f'), 'Two of Clubs cannot go to a foundation until the Ace of Clubs is there');
    const g2 = play(game, 't2>f');
    assert.deepEqual(position(g2).foundations, ['AC']);
    assert.deepEqual(position(play(g2, 't1>f')).foundations, ['2C']);
  });

  it('the two decks build two foundations of a suit side by side', () => {
    const game = crafted('forty-thieves', { columns: { 1: ['AH'], 2: ['AH'], 3: ['2H'], 4: ['2H'] } });
    const g = playAllMoves(game, ['t1>f', 't3>f', 't2>f', 't4>f']);
    assert.deepEqual(position(g).foundations, ['2H', '2H']);
  });
});

describe('engine: sequence moves', () => {
  for (const id of ['little-forty', 'number-ten', 'rank-and-file']) {
    const v = specOf(id);
    // t1 ends 2S 9C (the 2 does not build under the 9); t2 and t3 give an 8D and a 7C to build
    // on the 9C; t4 (TH) takes the whole run, t5 (9S) its top two; t6 can be emptied.
    const start = () =>
      crafted(id, { columns: { 1: ['KH', 'KH', '2S', '9C'], 2: ['8D'], 3: ['7C'], 4: ['TH'], 5: ['9S'], 6: homeColumn(v) } });
    const built = () => playAllMoves(start(), ['t2>t1', 't3>t1']);

    it(`${v.name}: any top part of a built run moves onto a column it fits, however few empty columns`, () => {
      const game = built();
      const p = position(game);
      assert.deepEqual(p.tableau[0].slice(-3), ['9C', '8D', '7C']);
      assert.ok(
        p.tableau.every((c) => c.length > 0),
        'no empty column',
      );
      const moves = legalMoves(game);
      assert.ok(moves.includes('t1>t4:3'), 'the whole run of three onto the 10 of Hearts');
      assert.ok(moves.includes('t1>t5:2'), 'the top two onto the 9 of Spades');
      assert.ok(!moves.includes('t1>t4:4'), 'the 2 of Spades is not part of the run');
      assert.ok(!moves.includes('t1>t4') && !moves.includes('t1>t4:2'), 'parts whose bottom card does not fit stay');
      throwsWith(() => play(game, 't1>t4:4'), 'Illegal move t1>t4:4', 'top 4 cards of column 1 are not a sequence');
      throwsWith(() => play(game, 't1>t4:2'), 'Eight of Diamonds does not go on the Ten of Hearts');

      const whole = position(play(game, 't1>t4:3'));
      assert.deepEqual(whole.tableau[3].slice(-4), ['TH', '9C', '8D', '7C'], 'the run keeps its order');
      assert.equal(whole.tableau[0].at(-1), '2S', 'the card under the run is the new top, face up');
      const part = position(play(game, 't1>t5:2'));
      assert.deepEqual(part.tableau[4].slice(-3), ['9S', '8D', '7C']);
      assert.equal(part.tableau[0].at(-1), '9C');
    });

    it(`${v.name}: any top part of a run moves to an empty column, and only single cards go home`, () => {
      let game = emptyColumn(built(), 6, v);
      const moves = legalMoves(game);
      for (const m of ['t1>t6', 't1>t6:2', 't1>t6:3']) assert.ok(moves.includes(m), m);
      assert.ok(!moves.includes('t1>t6:4'));
      game = play(game, 't1>t6:3');
      assert.deepEqual(position(game).tableau[5], ['9C', '8D', '7C']);
      throwsWith(() => play(game, 't6>f:2'), 'Illegal move t6>f:2', 'only single cards go to the foundations');
    });
  }

  for (const v of SPECS.filter((s) => !s.sequences)) {
    it(`${v.name}: moves one card at a time, a run of two cannot move`, () => {
      // a same-suit run (fits every rule except other-suit) or an other-suit run (Indian)
      const [low, high, target] =
        v.build === 'other-suit' ? ['8D', '9C', 'TH'] : v.build === 'same-suit' ? ['8C', '9C', 'TC'] : ['8D', '9C', 'TH'];
      let game = crafted(v.id, { columns: { 1: [high], 2: [low], 3: [target] } });
      game = play(game, 't2>t1');
      assert.ok(!legalMoves(game).some((m) => m.includes(':')), 'no multi-card move is legal');
      throwsWith(() => play(game, 't1>t3:2'), 'Illegal move t1>t3:2', `${v.name} moves one card at a time`);
    });
  }
});

describe('engine: empty columns', () => {
  for (const v of SPECS) {
    it(`${v.name}: an empty column takes the top card of any column, of the waste${v.perTurn === 1 ? ' and of the stock' : ''}`, () => {
      let game = emptyColumn(crafted(v.id, { columns: { 1: homeColumn(v), 2: ['KS'] } }), 1, v);
      game = play(game, 's>w');
      const moves = legalMoves(game);
      const p = position(game);
      for (let j = 2; j <= v.columns; j++) assert.ok(moves.includes(`t${j}>t1`), `t${j}>t1 (${p.tableau[j - 1].at(-1)})`);
      assert.ok(moves.includes('w>t1'), 'w>t1');
      assert.equal(moves.includes('s>t1'), v.perTurn === 1, 's>t1 only in one-at-a-time games');
      assert.deepEqual(position(play(game, 't2>t1')).tableau[0], ['KS'], 'even a King');
      assert.deepEqual(position(play(game, 'w>t1')).tableau[0], [p.waste.at(-1)]);
    });
  }
});

describe('engine: stock and waste', () => {
  for (const v of SPECS.filter((s) => s.perTurn === 1)) {
    it(`${v.name}: the stock's top card plays straight to a column or a foundation, as if turned first`, () => {
      const fit = v.build === 'same-suit' ? '5H' : '5S';
      const home = v.acesOut ? '2C' : 'AC';
      const game = crafted(v.id, { columns: { 1: ['6H'] }, stock: [fit, home, '9D'] });
      const moves = legalMoves(game);
      assert.ok(moves.includes('s>t1') && moves.includes('s>w'));
      assert.ok(!moves.includes('s>f'));
      const direct = play(game, 's>t1');
      assert.deepEqual(position(direct), position(playAllMoves(game, ['s>w', 'w>t1'])));
      assert.equal(topOf(direct, 1), fit);
      assert.deepEqual(position(direct).waste, []);
      assert.ok(legalMoves(direct).includes('s>f'));
      const homeDirect = play(direct, 's>f');
      assert.deepEqual(position(homeDirect), position(playAllMoves(direct, ['s>w', 'w>f'])));
      assert.ok(position(homeDirect).foundations.includes(home));
      assert.equal(position(homeDirect).stock.at(-1), '9D');
    });

    it(`${v.name}: the stock is turned once, one card at a time, and never redealt`, () => {
      let game = crafted(v.id, {});
      const size = position(game).stock.length;
      const first = position(game).stock.at(-1);
      game = play(game, 's>w');
      assert.deepEqual(position(game).waste, [first]);
      for (let k = 1; k < size; k++) game = play(game, 's>w');
      const p = position(game);
      assert.equal(p.stock.length, 0);
      assert.equal(p.waste.length, size);
      assert.equal(p.waste[0], first, 'the first card turned is at the bottom of the waste');
      assert.ok(!legalMoves(game).some((m) => m.startsWith('s>') || m === 'w>s'));
      const before = snapshot(game);
      throwsWith(() => play(game, 's>w'), 'Illegal move s>w', 'the stock is empty');
      throwsWith(() => play(game, 'w>s'), 'Illegal move w>s', `${v.name} has no redeal`);
      assert.deepEqual(snapshot(game), before);
    });
  }

  describe('Little Forty: three at a time, three redeals', () => {
    it('turns three cards, the third on top, and only the top card plays', () => {
      const game = crafted('little-forty', { columns: { 1: ['6S'] }, stock: ['AC', 'AD', '5H', '4C', '2S', 'AS', '9H'] });
      throwsWith(
        () => play(game, 's>f'),
        'Illegal move s>f',
        'in Little Forty stock cards are turned onto the waste and played from there',
      );
      throwsWith(() => play(game, 's>t1'), 'Illegal move s>t1', 'played from there');
      let g = play(game, 's>w');
      assert.deepEqual(position(g).waste, ['AC', 'AD', '5H']);
      const moves = legalMoves(g);
      assert.ok(!moves.includes('w>f'), 'the Aces under the 5 cannot go home');
      assert.ok(moves.includes('w>t1'), 'the 5 of Hearts goes on the 6 of Spades');
      assert.ok(!moves.some((m) => m.startsWith('s>') && m !== 's>w'));
      g = play(g, 'w>t1');
      assert.equal(topOf(g, 1), '5H');
      assert.deepEqual(
        legalMoves(g)
          .filter((m) => m.startsWith('w>'))
          .includes('w>f'),
        true,
        'now the Ace of Diamonds is on top',
      );
      g = playAllMoves(g, ['w>f', 'w>f']);
      assert.deepEqual(position(g).foundations, ['AC', 'AD']);
      g = play(g, 's>w');
      assert.deepEqual(position(g).waste, ['4C', '2S', 'AS']);
      assert.ok(legalMoves(g).includes('w>f'));
      assert.ok(!legalMoves(g).includes('w>t1'), 'the Ace of Spades does not build on the 5 of Hearts');
    });

    it('turns the last one or two cards when fewer than three are left, then redeals exactly three times', () => {
      let game = crafted('little-forty', {});
      const deckOrder = [...position(game).stock].reverse();
      assert.equal(deckOrder.length, 64);
      throwsWith(() => play(game, 'w>s'), 'Illegal move w>s', 'only when the stock is empty');
      for (let redeal = 3; redeal >= 0; redeal--) {
        assert.equal(position(game).redealsLeft, redeal);
        for (let turn = 1; turn <= 22; turn++) {
          game = play(game, 's>w');
          assert.equal(position(game).waste.length, Math.min(64, turn * 3), `turn ${turn}`);
        }
        const p = position(game);
        assert.deepEqual(p.waste, deckOrder, 'the waste holds the stock in turning order');
        assert.deepEqual(p.stock, []);
        assert.ok(!legalMoves(game).includes('s>w'));
        if (redeal > 0) {
          assert.ok(legalMoves(game).includes('w>s'));
          game = play(game, 'w>s');
          const q = position(game);
          assert.deepEqual(q.waste, []);
          assert.equal(q.stock.at(-1), deckOrder[0], 'the first card that went onto the waste is the next turned');
          assert.deepEqual(q.stock, [...deckOrder].reverse());
          assert.equal(q.redealsLeft, redeal - 1);
          assert.deepEqual(position(play(game, 's>w')).waste, deckOrder.slice(0, 3));
        }
      }
      assert.ok(!legalMoves(game).includes('w>s'), 'no fourth redeal');
      const before = snapshot(game);
      throwsWith(() => play(game, 'w>s'), 'Illegal move w>s', 'no redeals are left');
      assert.deepEqual(snapshot(game), before);
    });
  });
});

describe('engine: foundations never give cards back', () => {
  for (const v of [specOf('forty-thieves'), specOf('lucas'), specOf('little-forty')]) {
    it(`${v.name}: no move takes a card off a foundation; f>t3 is refused and changes nothing`, () => {
      let game = crafted(v.id, { columns: { 1: homeColumn(v) } });
      game = play(game, 't1>f');
      assert.ok(!legalMoves(game).some((m) => m.startsWith('f')));
      const before = snapshot(game);
      for (const m of ['f>t3', 'f>t1', 'f>w']) throwsWith(() => play(game, m), m);
      assert.deepEqual(snapshot(game), before);
    });
  }

  it('f>t3 is refused with a message that says cards never leave the foundations', () => {
    // engine-contract.md names f a pile, so "f>t3" is a move in the notation; refusing it as
    // "not a move: write FROM>TO" tells the player nothing about the rule.
    const game = play(crafted('forty-thieves', { columns: { 1: ['AC'] } }), 't1>f');
    throwsWith(() => play(game, 'f>t3'), 'f>t3', /foundation/i);
  });
});

describe('engine: face-down cards', () => {
  const cases: Record<string, { column: string[]; moves: number; after: string[] }> = {
    indian: { column: ['KD', 'AC', 'AD'], moves: 2, after: ['KD'] },
    'number-ten': { column: ['KD', 'QS', 'AC', 'AD'], moves: 2, after: ['#KD', 'QS'] },
    'rank-and-file': { column: ['KD', 'QS', 'JH', 'AD'], moves: 1, after: ['#KD', '#QS', 'JH'] },
  };
  for (const [id, c] of Object.entries(cases)) {
    it(`${specOf(id).name}: a face-down card that becomes the top of its column turns up at once`, () => {
      let game = crafted(id, { columns: { 1: c.column } });
      const downBefore = position(game).tableau[0].filter((x) => x.startsWith('#')).length;
      assert.equal(downBefore, specOf(id).faceDown);
      for (let k = 0; k < c.moves; k++) game = play(game, 't1>f');
      assert.deepEqual(position(game).tableau[0], c.after, 'turned up with no move of its own');
    });
  }

  it('Rank and File: a card turned up by a sequence move can be played at once', () => {
    // t1 # # # 9C; 8D from t2 builds on it; the 2 of Spades under t2's 8D turns up.
    let game = crafted('rank-and-file', { columns: { 1: ['9C'], 2: ['KS', 'KS', '2S', '8D'], 3: ['TH'], 4: ['3H'] } });
    assert.deepEqual(position(game).tableau[1], ['#KS', '#KS', '#2S', '8D']);
    game = play(game, 't2>t1');
    assert.deepEqual(position(game).tableau[1], ['#KS', '#KS', '2S']);
    assert.ok(legalMoves(game).includes('t2>t4'), 'the 2 of Spades goes on the 3 of Hearts');
    game = play(game, 't1>t3:2');
    assert.deepEqual(position(game).tableau[0].filter((x) => !x.startsWith('#')).length, 1, 't1 turned its next card up');
    assert.deepEqual(position(game).tableau[2].slice(-3), ['TH', '9C', '8D']);
  });
});

describe('engine: face-down cards are never part of a run', () => {
  it('Number Ten: the face-up 8 of Spades on a face-down 9 of Hearts that it fits moves alone, with the 7 of Hearts on it', () => {
    // t1: 10S 9H face down, 8S 7H face up; the whole column is built in alternating colours.
    const game = crafted('number-ten', { columns: { 1: ['TS', '9H', '8S', '7H'], 2: ['9D'], 3: ['TD'] } });
    assert.deepEqual(position(game).tableau[0], ['#TS', '#9H', '8S', '7H']);
    assert.ok(legalMoves(game).includes('t1>t2:2'), 'the two face-up cards move onto the 9 of Diamonds');
    assert.ok(!legalMoves(game).some((m) => /^t1>t\d+:[34]$/.test(m)), 'no face-down card moves with them');
    throwsWith(() => play(game, 't1>t3:3'), 'Illegal move t1>t3:3', 'the top 3 cards of column 1 are not a sequence that can move');
  });
});
