import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { nextSeed } from '../helpers';
import { DeadEndTest } from '../../../../src/engine/search/dead-ends/dead-end';
import { cardText, tryParseCard } from '../../../../src/engine/cards';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { FOUNDATION, applyMove, cloneState, generateMoves, isWonState, moveTo, parseMove } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';
import fixture from './winning-lines.json';
import { deadPosition, nearlyWonPosition } from './positions';
import { randomPosition } from './random-positions';
import { UNDER_MUTATION } from '../../property';
import { skipBecause } from '../../../support/skip';

const SINGLE = VARIANTS.filter((v) => v.moveUnit === 'single');

describe('dead-end test (positions that can no longer be won)', () => {
  for (const variant of SINGLE) {
    describe(variant.name, () => {
      it('never calls a position on a winning line lost', () => {
        // Six won deals of the game, replayed move by move (winning-lines.json: found with this
        // test switched off, so the lines do not steer round it): every position on the way can
        // be won, so the test must stay quiet on each one.
        const lines = Object.entries((fixture.lines as Record<string, Record<string, string>>)[variant.id]);
        assert.equal(lines.length, 6);
        let positions = 0;
        for (const [n, line] of lines.slice(0, UNDER_MUTATION ? 2 : 6)) {
          const s = dealGame(variant.id, { number: Number(n) });
          const test = new DeadEndTest(s.fits);
          assert.equal(test.cannotWin(s), false, `deal ${n} at the start`);
          for (const [i, move] of line.split(' ').entries()) {
            applyMove(s, parseMove(move, s.cols.length));
            positions++;
            assert.equal(test.cannotWin(s), false, `deal ${n} after move ${i + 1} (${move})`);
          }
          assert.ok(isWonState(s), `deal ${n}: the line wins`);
        }
        assert.ok(positions > (UNDER_MUTATION ? 300 : 1000));
      });

      it('the waste bound stays quiet on winning lines and on winnable positions one legal move off them', function () {
        // The strong check of docs/solver.md: the fixture's lines (found without any dead-end
        // test), and at every tenth position up to three legal moves off the line; where a
        // search without the bound wins from there, every position of its winning line too.
        this.timeout(UNDER_MUTATION ? 0 : 60000);
        const lines = Object.entries((fixture.lines as Record<string, Record<string, string>>)[variant.id]).slice(
          0,
          UNDER_MUTATION ? 1 : 6,
        );
        let offLine = 0;
        for (const [n, line] of lines) {
          const s = dealGame(variant.id, { number: Number(n) });
          const bound = new DeadEndTest(s.fits, { wasteBound: true });
          for (const [i, move] of line.split(' ').entries()) {
            assert.equal(bound.cannotWin(s), false, `deal ${n} before move ${i + 1}`);
            const next = parseMove(move, s.cols.length);
            // Under mutation the searches off the line are left out: instrumented, they took most of the run.
            if (!UNDER_MUTATION && i % 10 === 0) {
              const moves: Move[] = [];
              generateMoves(s, moves);
              for (const m of moves.filter((m) => m !== next).slice(0, 3)) {
                const off = cloneState(s);
                applyMove(off, m);
                const won = search(off, { strategy: 'depth', maxStates: 3000 });
                if (won.result !== 'won') continue;
                offLine++;
                const along = walk(off, won.moves);
                along.forEach((p, k) =>
                  assert.equal(bound.cannotWin(p), false, `deal ${n}, move ${i + 1} off the line, then ${k} moves of a win`),
                );
              }
            }
            applyMove(s, next);
          }
        }
        if (!UNDER_MUTATION) assert.ok(offLine >= 20, `${offLine} winnable positions off the lines`);
      });

      it('calls a position with no way to free its cards lost, and a nearly won one not', () => {
        const dead = stateFromPosition(variant.id, deadPosition(variant.columns));
        assert.equal(new DeadEndTest(dead.fits).cannotWin(dead), true);
        const nearlyWon = stateFromPosition(variant.id, nearlyWonPosition(variant.columns));
        assert.equal(new DeadEndTest(nearlyWon.fits).cannotWin(nearlyWon), false);
      });

      it('gives as its reason the card each foundation waits for in vain', () => {
        // research/dead-end-reasons.ts compares these reasons across a subtree's dead ends.
        const position = deadPosition(variant.columns);
        const dead = stateFromPosition(variant.id, position);
        const test = new DeadEndTest(dead.fits);
        assert.equal(test.cannotWin(dead), true);
        const waitedFor = position.foundations.map((f) => cardText(tryParseCard(f)! + 1)).sort();
        assert.deepEqual(test.stuckValues().map(cardText).sort(), waitedFor);
      });

      it('never changes an answer of the unpruned search on small random positions', function () {
        this.timeout(UNDER_MUTATION ? 0 : 30000);
        let decided = 0;
        for (let seed = 1; seed <= (UNDER_MUTATION ? 4 : 30); seed++) {
          const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919, 40));
          const plain = search(s, { plain: true, maxStates: 400_000 });
          if (plain.result === 'unknown') continue;
          assert.equal(search(s, { maxStates: 400_000 }).result, plain.result, `seed ${seed}`);
          assert.equal(
            search(s, { maxStates: 400_000, strategy: 'depth', wasteBound: true }).result,
            plain.result,
            `seed ${seed}, with the waste bound`,
          );
          decided++;
        }
        assert.ok(decided >= (UNDER_MUTATION ? 2 : 20), `${decided} positions decided`);
      });
    });
  }

  it('the waste bound calls lost a position the fixpoint lets pass, which the search without any dead-end test exhausts', () => {
    // From Forty Thieves deal 22, just after a stock turn: the 8 of Diamonds on the waste's top
    // buries the Jacks of Hearts under it, and so on down; the cards that would have to head
    // columns before the deepest ones come back outnumber the ten columns.
    const s = stateFromPosition('forty-thieves', BURIED_WASTE);
    assert.equal(new DeadEndTest(s.fits).cannotWin(s), false, 'the fixpoint alone');
    assert.equal(new DeadEndTest(s.fits, { wasteBound: true }).cannotWin(s), true, 'with the waste bound');
    assert.equal(search(s, { deadEnds: false, strategy: 'depth', maxStates: 100_000 }).result, 'lost');
  });

  it('proves a Forty Thieves deal lost that took the search 2.5 million positions without it', function () {
    // Instrumented for mutation this search alone took a quarter of each mutant's run; the dead
    // and buried positions above check the same pruning on single positions.
    if (UNDER_MUTATION) skipBecause(this, 'a 50,000-position search, too slow for the mutation run');
    // Deal 35: both Aces of Clubs are the last two cards of the stock, and by then the waste
    // buries the clubs for good. Exhausting the space took 2 475 352 positions; the test cuts
    // the search off where the burial becomes certain.
    const r = search(dealGame('forty-thieves', { number: 35 }), { maxStates: 50_000 });
    assert.equal(r.result, 'lost');
  });
});

describe('dead-end test: how often it fires', () => {
  // Pinned on fixed play-outs (cards home when a coin says so, else a move picked by an LCG),
  // which mostly end stuck. The tests above prove the test sound; these pin how much it prunes.
  // A count that drops means a weaker test: the solver then decides fewer positions within the
  // player's budgets. A count that rises must first pass the soundness tests above; then update it.
  const PINNED: Record<string, [positions: number, fixpoint: number, withWasteBound: number]> = {
    'forty-thieves': [1026, 513, 513],
    indian: [1200, 43, 43],
    limited: [1200, 655, 661],
    lucas: [1180, 198, 198],
    maria: [1008, 556, 556],
    streets: [1200, 373, 373],
  };
  for (const variant of SINGLE) {
    it(`${variant.name}: on ${PINNED[variant.id][0]} positions of fixed play-outs`, () => {
      const counts: [number, number, number] = [0, 0, 0];
      for (let deal = 1; deal <= 4; deal++) {
        const s = dealGame(variant.id, { number: deal });
        const fixpoint = new DeadEndTest(s.fits);
        const withWasteBound = new DeadEndTest(s.fits, { wasteBound: true });
        let x = deal;
        for (let step = 0; step < 300; step++) {
          const moves = generateMoves(s);
          if (moves.length === 0) break;
          counts[0]++;
          if (fixpoint.cannotWin(s)) counts[1]++;
          if (withWasteBound.cannotWin(s)) counts[2]++;
          x = nextSeed(x);
          const home = moves.find((m) => moveTo(m) === FOUNDATION);
          applyMove(s, home !== undefined && x % 2 ? home : moves[(x >>> 8) % moves.length]);
        }
      }
      assert.deepEqual(counts, PINNED[variant.id]);
    });
  }
});

/** The positions along `moves` from `start` (the start included). */
function walk(start: Readonly<State>, moves: readonly Move[]): State[] {
  const s = cloneState(start);
  const along = [cloneState(s)];
  for (const m of moves) {
    applyMove(s, m);
    along.push(cloneState(s));
  }
  return along;
}

const BURIED_WASTE = {
  tableau: [
    ['6H', 'AC', 'KD', 'QD', 'JD'],
    ['KS', 'KD'],
    ['QC', 'JC'],
    ['KH'],
    ['QC', '8C', 'KS', 'JC', 'TC', '9C'],
    ['6C'],
    ['8H', '4S', '3S'],
    ['7S'],
    ['7D'],
    ['JD'],
  ],
  stock: ['KC', 'QD', 'TD'],
  waste: [
    '5C',
    '9S',
    'QS',
    '7H',
    'TD',
    '2S',
    'TC',
    '4D',
    'JS',
    'KH',
    '5H',
    '7C',
    'QH',
    '9H',
    '6D',
    '8C',
    'QS',
    '5D',
    '9D',
    'TH',
    'QH',
    'TH',
    '8S',
    '4C',
    '9H',
    '3C',
    '9C',
    '6S',
    '3D',
    'TS',
    'KC',
    '2C',
    '5S',
    'JH',
    'JH',
    '8D',
  ],
  foundations: ['2D', '4H', '7C', '8H', '9D', 'AS', 'JS'],
  redealsLeft: 0,
};
