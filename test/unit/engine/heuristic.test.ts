// The move a hint suggests when the solver found no winning line ("… looks best"): the most
// useful kind of move there is, in the order the player is promised (heuristic.ts), checked on
// random positions of every game.

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Game, dealGame, heuristicMove, legalMoves, play } from '../../../src/engine/index';
import { generateMoves, moveText } from '../../../src/engine/game';
import { assertProperty } from '../property';
import { SPECS } from './helpers';

/** The kinds of move, most useful first. */
const KINDS = [
  'home',
  'turns up a face-down card',
  'empties a column',
  'builds from the stock or waste',
  'builds on a column',
  'turns the stock',
  'turns the waste over',
  'starts a column from the stock or waste',
  'moves part of a column to an empty one',
] as const;
type Kind = (typeof KINDS)[number] | 'moves a whole column to an empty one';

/** What a move in engine notation ("t2>t7:3", "w>f", "s>w") does in this game, worked out from the notation. */
function kindOf(game: Game, move: string): Kind {
  const [from, rest] = move.split('>');
  const [to, count = '1'] = rest.split(':');
  if (to === 'f') return 'home';
  if (to === 'w') return 'turns the stock';
  if (to === 's') return 'turns the waste over';
  const target = game.cols[Number(to.slice(1)) - 1];
  if (from === 's' || from === 'w') return target.length ? 'builds from the stock or waste' : 'starts a column from the stock or waste';
  const column = Number(from.slice(1)) - 1;
  const left = game.cols[column].length - Number(count);
  if (left === 0) return target.length ? 'empties a column' : 'moves a whole column to an empty one';
  if (left <= game.down[column]) return 'turns up a face-down card';
  return target.length ? 'builds on a column' : 'moves part of a column to an empty one';
}

const rank = (kind: Kind) => (KINDS as readonly string[]).indexOf(kind);

/** Checks the hint in `game`; false when no useful move is left (the hint must then be null). */
function checkHint(game: Game, about: string): boolean {
  const moves = generateMoves(game).map(moveText);
  const useful = moves.map((m) => kindOf(game, m)).filter((kind) => rank(kind) >= 0);
  const hint = heuristicMove(game);
  if (useful.length === 0) {
    assert.equal(hint, null, 'no move left that changes anything');
    return false;
  }
  assert.ok(hint !== null && legalMoves(game).includes(hint), `${hint} is legal`);
  const best = KINDS[Math.min(...useful.map(rank))];
  // The first move of that kind, in the order of the notation: the same hint every time.
  const first = moves.find((m) => kindOf(game, m) === best);
  assert.equal(hint, first, `${about}: ${hint} among ${moves.join(' ')}, the best ${best}`);
  return true;
}

describe('engine: the move a hint suggests without a winning line', () => {
  it('is the first move of the most useful kind there is', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...SPECS.map((s) => s.id)),
        fc.integer({ min: 1, max: 0xffffffff }),
        fc.array(fc.nat(), { minLength: 50, maxLength: 200, size: 'max' }),
        (variant, deal, choices) => {
          let game = dealGame(variant, { number: deal });
          for (const choice of choices) {
            if (!checkHint(game, `${variant} deal ${deal}`)) return;
            const moves = legalMoves(game);
            game = play(game, moves[choice % moves.length]);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("is so on fixed games of every kind, Little Forty's redeals and the last cards of the stock included", () => {
    const seen = new Set<string>();
    for (const v of SPECS) {
      for (const deal of [1, 2]) {
        let game = dealGame(v.id, { number: deal });
        // Turns the stock whenever it can: the games reach the stock's end and every redeal.
        for (let step = 0; step < 150 && checkHint(game, `${v.id} deal ${deal}`); step++) {
          const moves = legalMoves(game);
          const turn = moves.find((m) => m === 's>w' || m === 'w>s');
          const move = turn && step % 3 !== 2 ? turn : moves[(step * 7) % moves.length];
          for (const m of moves) seen.add(kindOf(game, m));
          game = play(game, move);
        }
      }
    }
    for (const kind of ['home', 'turns up a face-down card', 'builds on a column', 'turns the stock', 'turns the waste over'])
      assert.ok(seen.has(kind), `a position with a move of the kind "${kind}" was checked`);
  });
});
