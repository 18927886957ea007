// The multi-card shortcut of the one-card games (rules.md, "Where other programs differ"): a
// built run of k cards may be asked for when k <= 2^(spare empty columns); the engine expands it
// into single moves, each legal in turn, undone as one step. Sequence games move runs directly.

import assert from 'node:assert/strict';
import { Game, legalMoves, newRecord, planMove, play, playerMoves, position, replay, undoStep, withStep } from '../../../src/engine/index';
import { SPECS, craftDeck, crafted, playAllMoves, snapshot, specOf, throwsWith } from './helpers';

/** Plays the single moves of a plan, checking each is legal when its turn comes. */
function playPlan(game: Game, plan: readonly string[]): Game {
  for (const m of plan) {
    assert.ok(!m.includes(':'), `${m} is a single-card move`);
    assert.ok(legalMoves(game).includes(m), `${m} is legal when its turn comes (plan ${plan.join(' ')})`);
    game = play(game, m);
  }
  return game;
}

describe('engine: multi-card shortcut (planMove) in Forty Thieves', () => {
  // t1 ends in 9S, t2..t5 give 8S 7S 6S 5S to build a run of five on it; t6, t7 and t8 can be
  // emptied to the foundations; t9 (10 of Spades) takes the run; t10 shows a Jack of Hearts.
  const deck = craftDeck('forty-thieves', {
    columns: {
      1: ['KD', 'KD', '3H', '9S'],
      2: ['8S'],
      3: ['7S'],
      4: ['6S'],
      5: ['5S'],
      6: ['2C', 'AC', '2D', 'AD'],
      7: ['2H', 'AH', '2S', 'AS'],
      8: ['4D', '3D', '4C', '3C'],
      9: ['TS'],
      10: ['JH'],
    },
  });
  const RUN = ['9S', '8S', '7S', '6S', '5S'];
  const dealt = (): Game => replay(newRecord('forty-thieves', { deck }));
  /** The game with a run of `run` cards built on t1 and the first `empty` of t6, t7, t8 emptied. */
  const withEmpty = (empty: number, run = 5): Game => {
    let game = dealt();
    for (let c = 2; c <= run; c++) game = play(game, `t${c}>t1`);
    for (let c = 6; c < 6 + empty; c++) for (let k = 0; k < 4; k++) game = play(game, `t${c}>f`);
    return game;
  };

  it('the run is built and is not a legal move by itself', () => {
    const game = withEmpty(3);
    assert.deepEqual(position(game).tableau[0].slice(-5), RUN);
    assert.deepEqual(position(game).tableau.slice(5, 8), [[], [], []]);
    assert.ok(!legalMoves(game).some((m) => m.includes(':')), 'Forty Thieves has no multi-card move of its own');
    throwsWith(() => play(game, 't1>t9:5'), 'Illegal move t1>t9:5', 'Forty Thieves moves one card at a time');
  });

  for (const empty of [0, 1, 2, 3]) {
    it(`with ${empty} empty column${empty === 1 ? '' : 's'}, runs of up to ${2 ** empty} cards move as a chain of single moves`, () => {
      for (let k = 2; k <= RUN.length; k++) {
        const game = withEmpty(empty, k);
        const before = snapshot(game);
        const move = `t1>t9:${k}`;
        assert.equal(
          playerMoves(game).includes(move),
          k <= 2 ** empty,
          `playerMoves offers ${move} only when it fits through the empty columns`,
        );
        if (k <= 2 ** empty) {
          const plan = planMove(game, move);
          if (k === 2) assert.equal(plan.length, 3, 'two cards take three single moves');
          const after = playPlan(game, plan);
          const p = position(after);
          assert.deepEqual(p.tableau[8].slice(-k - 1), ['TS', ...RUN.slice(0, k)], `${move} ends with the run on the 10 in order`);
          assert.deepEqual(p.tableau[0], position(game).tableau[0].slice(0, -k));
          for (let c = 6; c < 6 + empty; c++) assert.deepEqual(p.tableau[c - 1], [], `t${c} is empty again`);
          assert.deepEqual(p.foundations, position(game).foundations);
        } else {
          const needed = Math.ceil(Math.log2(k));
          throwsWith(
            () => planMove(game, move),
            `Illegal move ${move}`,
            `needs ${needed} empty column`,
            empty === 1 ? 'only 1 is free' : `${empty} are free`,
          );
        }
        assert.deepEqual(snapshot(game), before, 'planning changes nothing');
      }
    });
  }

  it('moving a run to an empty column keeps that column out of the spare ones', () => {
    const game = withEmpty(2); // t6 and t7 empty
    const plan = planMove(game, 't1>t6:2');
    assert.deepEqual(plan, ['t1>t7', 't1>t6', 't7>t6']);
    assert.deepEqual(position(playPlan(game, plan)).tableau[5], ['6S', '5S']);
    assert.deepEqual(position(playPlan(game, planMove(game, 't1>t6'))).tableau[5], ['5S']);
    throwsWith(() => planMove(game, 't1>t6:3'), 'Illegal move t1>t6:3', 'needs 2 empty columns', 'only 1 is free');
  });

  it('a legal single move is planned as itself', () => {
    const game = withEmpty(1);
    assert.deepEqual(planMove(game, 't1>t6'), ['t1>t6']);
    assert.deepEqual(planMove(game, 's>w'), ['s>w']);
  });

  it('refuses runs that are not built, or whose bottom card does not fit the target, saying why', () => {
    const game = withEmpty(3);
    throwsWith(() => planMove(game, 't1>t9:6'), 'Illegal move t1>t9:6', 'top 6 cards of column 1 are not built in sequence');
    throwsWith(() => planMove(game, 't1>t10:2'), 'Illegal move t1>t10:2', 'Six of Spades does not go on the Jack of Hearts');
    throwsWith(() => planMove(game, 't1>t9:9'), 'Illegal move t1>t9:9', /fewer than 9 face-up cards/);
    throwsWith(() => planMove(game, 't1>f:2'), 'Illegal move t1>f:2', 'only single cards go to the foundations');
    throwsWith(() => planMove(game, 't1>t1:2'), 'Illegal move t1>t1:2: a column cannot move onto itself');
    throwsWith(() => planMove(game, 't1>t99:2'), 'no pile t99');
  });

  it('the chain of single moves is recorded and undone as one step', () => {
    let record = newRecord('forty-thieves', { deck });
    const setup = ['t2>t1', 't3>t1', 't4>t1', 't6>f', 't6>f', 't6>f', 't6>f', 't7>f', 't7>f', 't7>f', 't7>f'];
    for (const m of setup) record = withStep(record, [m]);
    const before = replay(record);
    const plan = planMove(before, 't1>t9:4');
    assert.equal(plan.length, 9);
    record = withStep(record, plan);
    assert.deepEqual(position(replay(record)).tableau[8].slice(-5), ['TS', '9S', '8S', '7S', '6S']);
    assert.deepEqual(position(replay(undoStep(record))), position(before), 'one undo takes the whole run back');
  });
});

describe('engine: multi-card shortcut in every one-card game', () => {
  for (const v of SPECS.filter((s) => !s.sequences)) {
    it(`${v.name}: a run of two needs one empty column and moves in three single moves`, () => {
      const [low, target] = v.build === 'same-suit' ? ['8S', 'TS'] : ['8H', 'TH'];
      const home = v.acesOut ? ['4C', '3C', '2C'] : v.rows === 4 ? ['2C', 'AC', '2D', 'AD'] : ['2C', 'AC', 'AD'];
      let game = crafted(v.id, { columns: { 1: ['9S'], 2: [low], 3: [target], 4: home } });
      game = play(game, 't2>t1');
      throwsWith(() => planMove(game, 't1>t3:2'), 'Illegal move t1>t3:2', 'needs 1 empty column', '0 are free');
      assert.ok(!playerMoves(game).includes('t1>t3:2'));
      for (let k = 0; k < v.rows; k++) game = play(game, 't4>f');
      assert.ok(playerMoves(game).includes('t1>t3:2'));
      const plan = planMove(game, 't1>t3:2');
      assert.deepEqual(plan, ['t1>t4', 't1>t3', 't4>t3']);
      const after = playPlan(game, plan);
      assert.deepEqual(position(after).tableau[2].slice(-3), [target, '9S', low]);
      assert.deepEqual(position(after).tableau[3], []);
    });
  }
});

describe('engine: no shortcut in the sequence games', () => {
  for (const id of ['little-forty', 'number-ten', 'rank-and-file']) {
    it(`${specOf(id).name}: runs move directly; planMove returns the move itself and playerMoves adds nothing`, () => {
      let game = crafted(id, { columns: { 1: ['KH', 'KH', '2S', '9C'], 2: ['8D'], 3: ['7C'], 4: ['TH'] } });
      game = playAllMoves(game, ['t2>t1', 't3>t1']);
      assert.deepEqual(planMove(game, 't1>t4:3'), ['t1>t4:3']);
      assert.deepEqual([...playerMoves(game)].sort(), [...legalMoves(game)].sort());
      throwsWith(() => planMove(game, 't1>t4:4'), 'Illegal move t1>t4:4', 'not a sequence');
      throwsWith(() => planMove(game, 't1>t4:2'), 'Illegal move t1>t4:2', 'does not go on the Ten of Hearts');
    });
  }
});

describe('engine: the shortcut counts face-up cards only (Indian)', () => {
  // t1 and t4: a face-down King of Diamonds under the 8 of Hearts and the 7 of Clubs, a run of two
  // under Indian's rule; t2 shows the 9 of Spades; t3 goes home (AH, AD, then the AC it turns up).
  const start = crafted('indian', { columns: { 1: ['KD', '8H', '7C'], 2: ['9S'], 3: ['AC', 'AD', 'AH'], 4: ['KD', '8H', '7C'] } });

  it('refuses more cards than are face up, and a run of two without an empty column, saying why', () => {
    throwsWith(() => planMove(start, 't1>t2:3'), 'Illegal move t1>t2:3: column 1 has fewer than 3 face-up cards');
    throwsWith(() => planMove(start, 't4>t2:3'), 'Illegal move t4>t2:3: column 4 has fewer than 3 face-up cards');
    throwsWith(() => planMove(start, 't4>t1:2'), 'Illegal move t4>t1:2: the Eight of Hearts does not go on the Seven of Clubs');
    throwsWith(
      () => planMove(start, 't1>t2'),
      "Illegal move t1>t2: the Seven of Clubs does not go on the Nine of Spades: build down in any suit but the card's own",
    );
    throwsWith(() => planMove(play(start, 's>w'), 'w>t2:2'), 'Illegal move w>t2:2: only one card moves from the stock or waste');
    throwsWith(() => planMove(start, 's>t2:2'), 'Illegal move s>t2:2: only one card moves from the stock or waste');
    throwsWith(
      () => planMove(start, 't1>t2:2'),
      'Illegal move t1>t2:2: moving 2 cards one at a time needs 1 empty column to pass through, and 0 are free',
    );
    assert.ok(!playerMoves(start).some((m) => m.includes(':')), 'no shortcut is offered');
  });

  it('counts the face-up cards of the column the run leaves, not those of another column', () => {
    // Column 7 goes home whole (its face-down Ace turns up and follows): it has no face-down card left.
    const game = playAllMoves(crafted('indian', { columns: { 1: ['KD', '8H', '7C'], 2: ['9S'], 7: ['AC', 'AD', 'AH'] } }), [
      't7>f',
      't7>f',
      't7>f',
    ]);
    throwsWith(() => planMove(game, 't1>t2:3'), 'Illegal move t1>t2:3: column 1 has fewer than 3 face-up cards');
  });

  it('offers every face-up card of any column as a shortcut once a column is empty', () => {
    const game = playAllMoves(start, ['t3>f', 't3>f', 't3>f']);
    assert.deepEqual(position(game).tableau[2], []);
    const shortcuts = playerMoves(game).filter((m) => m.includes(':'));
    assert.ok(shortcuts.includes('t1>t2:2') && shortcuts.includes('t4>t2:2'), shortcuts.join(' '));
    assert.ok(!shortcuts.some((m) => m.endsWith(':3')), 'the face-down King never moves with the run');
    assert.deepEqual(position(playPlan(game, planMove(game, 't4>t2:2'))).tableau[1].slice(-3), ['9S', '8H', '7C']);
  });
});
