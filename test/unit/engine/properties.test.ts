// Properties over random games of all nine variants: a random deal number and random move
// choices, bounded in length. Each property names what a player would see if it broke.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertProperty } from '../property';
import {
  Game,
  autoMoves,
  foundationMoves,
  isLost,
  isWon,
  legalMoves,
  newGame,
  newRecord,
  planMove,
  play,
  playerMoves,
  position,
  redoStep,
  replay,
  restart,
  shuffledDeck,
  undoStep,
  withStep,
  GameRecord,
  VariantId,
} from '../../../src/engine/index';
import { applyMove, cloneState, generateMoves, moveText, undoMove } from '../../../src/engine/game';
import { SPECS, assertFullDeck, canonical, rankOf, snapshot, specOf, stripDown } from './helpers';
import { expectedAfter, expectedMoves, safeHome } from './oracle';

const variantArb = fc.constantFrom(...SPECS.map((s) => s.id));
const dealArb = fc.integer({ min: 1, max: 0xffffffff });
// size 'max': without it fast-check keeps arrays short (about ten), and games would stay near the deal.
const choicesArb = (maxLength: number) =>
  fc.array(fc.nat({ max: 1_000_000 }), { minLength: Math.floor(maxLength / 3), maxLength, size: 'max' });
// Every case asked for runs, however busy the machine (assertProperty: no time limit).
const RUNS = { numRuns: 150 };
/** For the properties that play every legal move of every position. */
const HEAVY = { numRuns: 80 };

/**
 * Plays a random game: at each step the choice picks a legal move (a choice divisible by 5 turns
 * the stock when it can, so games get deep into the stock). Calls `visit` on every position.
 */
function walk(
  variant: string,
  deal: number,
  choices: readonly number[],
  visit?: (game: Game, legal: string[], step: number) => void,
): { game: Game; moves: string[] } {
  let game = newGame(variant, shuffledDeck(deal));
  const moves: string[] = [];
  for (let step = 0; step <= choices.length; step++) {
    const legal = legalMoves(game);
    visit?.(game, legal, step);
    if (step === choices.length || legal.length === 0) break;
    const c = choices[step];
    const move = c % 5 === 0 && legal.includes('s>w') ? 's>w' : legal[c % legal.length];
    game = play(game, move);
    moves.push(move);
  }
  return { game, moves };
}

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('engine: properties of random games', function () {
  this.timeout(60_000);

  it('a game always holds 104 cards, each of the 52 twice (face down, stock, waste and foundations counted)', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(300), (variant, deal, choices) => {
        walk(variant, deal, choices, (game) => assertFullDeck(game));
      }),
      RUNS,
    );
  });

  it('legalMoves is exactly what the rule book allows, without duplicates', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(300), (variant, deal, choices) => {
        const v = specOf(variant);
        walk(variant, deal, choices, (game, legal) => {
          assert.equal(new Set(legal).size, legal.length, `duplicates in ${legal.join(' ')}`);
          assert.deepEqual(sorted(legal), sorted(expectedMoves(v, position(game))));
          if (!v.sequences) assert.ok(!legal.some((m) => m.includes(':')), 'one-card games move one card');
          if (v.perTurn === 3) assert.ok(!legal.some((m) => m.startsWith('s>') && m !== 's>w'), 'stock cards play from the waste');
          assert.ok(!legal.some((m) => m.startsWith('f')), 'nothing leaves a foundation');
        });
      }),
      RUNS,
    );
  });

  it('play accepts every legal move, does what the rule book says, and leaves its input unchanged', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(200), (variant, deal, choices) => {
        const v = specOf(variant);
        walk(variant, deal, choices, (game, legal) => {
          const before = snapshot(game);
          const p = position(game);
          for (const m of legal) {
            const after = play(game, m);
            assert.notEqual(after, game, 'play returns a new game');
            assert.deepEqual(position(after), expectedAfter(v, p, m), `after ${m}`);
          }
          assert.deepEqual(snapshot(game), before, 'the game played on is unchanged');
        });
      }),
      HEAVY,
    );
  });

  const pile = fc.oneof(
    fc.constantFrom('s', 'w', 'f'),
    fc.integer({ min: 0, max: 14 }).map((n) => `t${n}`),
  );
  const moveStringArb = fc
    .tuple(pile, pile, fc.option(fc.integer({ min: 1, max: 14 }), { nil: undefined }))
    .map(([from, to, count]) => `${from}>${to}${count === undefined ? '' : `:${count}`}`);

  it('play refuses every move string that is not in legalMoves, naming it, and changes nothing', () => {
    assertProperty(
      fc.property(
        variantArb,
        dealArb,
        choicesArb(80),
        fc.array(moveStringArb, { minLength: 1, maxLength: 20 }),
        (variant, deal, choices, tries) => {
          walk(variant, deal, choices, (game, legal, step) => {
            const before = snapshot(game);
            const m = tries[step % tries.length];
            if (legal.includes(m)) {
              assert.doesNotThrow(() => play(game, m));
            } else {
              assert.throws(
                () => play(game, m),
                (e: unknown) => e instanceof Error && e.message.includes(m) && e.message.length > m.length + 12,
                `${m} must be refused with a reason`,
              );
            }
            assert.deepEqual(snapshot(game), before);
          });
        },
      ),
      RUNS,
    );
  });

  it('applyMove then undoMove restores the exact position (the solver relies on it)', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(200), (variant, deal, choices) => {
        walk(variant, deal, choices, (game) => {
          const state = cloneState(game);
          const reference = cloneState(game);
          for (const m of generateMoves(state)) {
            const undo = applyMove(state, m);
            assert.deepEqual(position(state), position(play(game, moveText(m))), `applyMove ${moveText(m)} does what play does`);
            undoMove(state, m, undo);
            assert.deepEqual(state.cols, reference.cols, `undo ${moveText(m)}: columns`);
            assert.deepEqual(state.down, reference.down, `undo ${moveText(m)}: face-down counts`);
            assert.deepEqual(state.stock, reference.stock, `undo ${moveText(m)}: stock`);
            assert.deepEqual(state.waste, reference.waste, `undo ${moveText(m)}: waste`);
            assert.deepEqual(state.found, reference.found, `undo ${moveText(m)}: foundations`);
            assert.equal(state.redealsLeft, reference.redealsLeft);
          }
        });
      }),
      HEAVY,
    );
  });

  it('foundationMoves: safe moves are exactly the ones nothing can still be built on; all moves are every waste or tableau card that goes home', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(300), (variant, deal, choices) => {
        const v = specOf(variant);
        walk(variant, deal, choices, (game, legal) => {
          const p = position(game);
          const all = foundationMoves(game, 'all');
          assert.deepEqual(sorted(all), sorted(legal.filter((m) => m.endsWith('>f') && !m.startsWith('s'))));
          const cardOf = (m: string) =>
            m.startsWith('w') ? p.waste[p.waste.length - 1] : stripDown(p.tableau[Number(m.slice(1, m.indexOf('>'))) - 1].at(-1)!);
          const expectedSafe = all.filter((m) => safeHome(v, p.foundations, cardOf(m)));
          assert.deepEqual(sorted(foundationMoves(game, 'safe')), sorted(expectedSafe));
          const auto = autoMoves(game, 'safe');
          assert.deepEqual(foundationMoves(auto.game, 'safe'), [], 'safe automatic moves go on until none is left');
          assert.deepEqual(position(auto.game).stock, p.stock);
        });
      }),
      RUNS,
    );
  });

  it('isWon is true exactly when all 104 cards are home; a lost game has no move that changes anything', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(300), (variant, deal, choices) => {
        walk(variant, deal, choices, (game, legal) => {
          const p = position(game);
          const home = p.foundations.reduce((n, top) => n + rankOf(top), 0);
          assert.equal(isWon(game), home === 104);
          const here = canonical(game);
          if (isLost(game)) {
            assert.equal(isWon(game), false);
            for (const m of legal) assert.equal(canonical(play(game, m)), here, `${m} in a lost game must change nothing`);
          } else if (!isWon(game)) {
            assert.ok(legal.length > 0, 'a game that is not over has a move');
          }
          // moving a whole column to an empty column does not keep a game alive
          const wholeColumnOnly = legal.every((m) => {
            const mm = /^t(\d+)>t(\d+)(?::(\d+))?$/.exec(m);
            return mm !== null && p.tableau[Number(mm[2]) - 1].length === 0 && Number(mm[3] ?? 1) === p.tableau[Number(mm[1]) - 1].length;
          });
          if (wholeColumnOnly && !isWon(game)) assert.equal(isLost(game), true, `lost with only ${legal.join(' ')}`);
        });
      }),
      RUNS,
    );
  });

  it('multi-card shortcuts are offered only in one-card games, and each plays out as legal single moves', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(300), (variant, deal, choices) => {
        const v = specOf(variant);
        walk(variant, deal, choices, (game, legal) => {
          const offered = playerMoves(game);
          assert.equal(new Set(offered).size, offered.length, 'no move offered twice');
          assert.ok(
            legal.every((m) => offered.includes(m)),
            'every legal move is offered',
          );
          const extra = offered.filter((m) => !legal.includes(m));
          if (v.sequences) assert.deepEqual(extra, []);
          for (const m of extra) {
            const [, from, to, count] = /^t(\d+)>t(\d+):(\d+)$/.exec(m)!.map(Number);
            const run = position(game).tableau[from - 1].slice(-count);
            let g = game;
            for (const single of planMove(game, m)) {
              assert.ok(legalMoves(g).includes(single), `${single} of ${m}`);
              g = play(g, single);
            }
            assert.deepEqual(position(g).tableau[to - 1].slice(-count), run.map(stripDown));
          }
        });
      }),
      HEAVY,
    );
  });

  it('replaying a game record gives the same position, after any number of steps', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(80), fc.nat(), (variant, deal, choices, pick) => {
        let record: GameRecord = newRecord(variant as VariantId, { number: deal });
        const positions = [position(newGame(variant, shuffledDeck(deal)))];
        // each step is a move plus the safe automatic moves it allows, as the board plays them
        let game = newGame(variant, shuffledDeck(deal));
        for (const c of choices) {
          const legal = legalMoves(game);
          if (legal.length === 0) break;
          const auto = autoMoves(play(game, legal[c % legal.length]), 'safe');
          record = withStep(record, [legal[c % legal.length], ...auto.moves]);
          game = auto.game;
          positions.push(position(game));
        }
        assert.deepEqual(position(replay(record)), position(game));
        const k = pick % positions.length;
        assert.deepEqual(position(replay(record, k)), positions[k]);
        // a record given as the deck itself replays the same
        const byDeck: GameRecord = { ...record, deal: { deck: shuffledDeck(deal) } };
        assert.deepEqual(position(replay(byDeck)), position(game));
      }),
      RUNS,
    );
  });

  it('undoStep and redoStep round trip; restart goes back to the deal and one undo takes it back', () => {
    assertProperty(
      fc.property(variantArb, dealArb, choicesArb(40), fc.nat(), (variant, deal, choices, pick) => {
        const { moves } = walk(variant, deal, choices);
        let record: GameRecord = newRecord(variant as VariantId, { number: deal });
        for (const m of moves) record = withStep(record, [m]);
        const n = record.steps.length;
        const undos = n === 0 ? 0 : pick % (n + 1);
        let undone = record;
        for (let k = 0; k < undos; k++) undone = undoStep(undone);
        assert.equal(undone.steps.length, n - undos);
        assert.deepEqual(position(replay(undone)), position(replay(record, n - undos)));
        let redone = undone;
        for (let k = 0; k < undos; k++) redone = redoStep(redone);
        assert.deepEqual(redone, record);
        if (undos > 0) assert.deepEqual(withStep(undone, ['s>w']).redo, [], 'a new step clears the redo list');

        if (n === 0) return;
        const restarted = restart(record);
        assert.deepEqual(position(replay(restarted)), position(newGame(variant, shuffledDeck(deal))));
        const again = undoStep(restarted);
        assert.deepEqual(again.steps, record.steps);
        assert.deepEqual(position(replay(again)), position(replay(record)));
      }),
      RUNS,
    );
  });
});
