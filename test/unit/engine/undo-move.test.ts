// The solver's inner loop applies a move to one mutable state and takes it back (applyMove /
// undoMove): a wrong undo makes it search positions that do not exist, and a hint then plays a
// move the game refuses. Fixed deals and a fixed walk, so that every run checks the same
// positions and every kind of move: stock turns, redeals, cards going home from every pile, and
// a face-down card turned up. (properties.test.ts checks the same on random games.)

import assert from 'node:assert/strict';
import { Game, newGame, play, position, shuffledDeck } from '../../../src/engine/index';
import {
  FOUNDATION,
  STOCK,
  TABLEAU,
  WASTE,
  applyMove,
  cloneState,
  generateMoves,
  moveFrom,
  moveText,
  moveTo,
  undoMove,
} from '../../../src/engine/game';
import { SPECS, nextSeed } from './helpers';

type Kind = 'turn' | 'redeal' | 'home' | 'from stock' | 'from waste' | 'column to column' | 'face-down turned up';

/** For JSON.stringify: the variant and the building table are shared by every game, never changed. */
const skipShared = (key: string, value: unknown) => (key === 'variant' || key === 'fits' ? undefined : value);

/** Applies and undoes every legal move of `game`, checking both, and adds the kinds of move to `seen`. */
function checkEveryMove(game: Game, seen: Set<Kind>): void {
  const state = cloneState(game);
  const before = JSON.stringify(cloneState(game), skipShared);
  for (const m of generateMoves(state)) {
    const from = moveFrom(m);
    const to = moveTo(m);
    const undo = applyMove(state, m);
    const played = play(game, moveText(m));
    assert.equal(JSON.stringify(cloneState(game), skipShared), before, `play ${moveText(m)} leaves the game passed in as it was`);
    assert.deepEqual(position(state), position(played), `applyMove ${moveText(m)} does what play does`);
    undoMove(state, m, undo);
    const after = JSON.stringify(state, skipShared);
    assert.equal(after, before, `undoMove ${moveText(m)} restores every pile, face-down count and redeal`);
    if (from === STOCK && to === WASTE) seen.add('turn');
    else if (from === WASTE && to === STOCK) seen.add('redeal');
    else if (to === FOUNDATION) seen.add('home');
    else if (from >= TABLEAU) seen.add('column to column');
    if (from === STOCK && to !== WASTE) seen.add('from stock');
    if (from === WASTE && to !== STOCK) seen.add('from waste');
    if (undo & 1) seen.add('face-down turned up');
  }
}

/** A fixed walk: turns the stock now and then, redeals when it can, else a move picked by an LCG. */
function walk(id: string, deal: number, steps: number, visit: (game: Game) => void): void {
  let game = newGame(id, shuffledDeck(deal));
  let seed = deal * 7919;
  const next = () => (seed = nextSeed(seed)) >>> 8;
  for (let step = 0; step < steps; step++) {
    visit(game);
    const moves = generateMoves(cloneState(game)).map(moveText);
    if (moves.length === 0) return;
    const home = moves.find((m) => m.endsWith('>f'));
    const stock = moves.find((m) => m === 's>w' || m === 'w>s');
    const move = home && next() % 2 ? home : stock && next() % 3 === 0 ? stock : moves[next() % moves.length];
    game = play(game, move);
  }
}

describe('engine: applyMove then undoMove gives back the same position', () => {
  for (const v of SPECS) {
    it(`${v.name}: for every legal move along fixed games`, () => {
      const seen = new Set<Kind>();
      for (const deal of [1, 2, 3]) walk(v.id, deal, 160, (game) => checkEveryMove(game, seen));
      const expected: Kind[] = ['turn', 'home', 'from waste', 'column to column'];
      if (v.perTurn === 1) expected.push('from stock');
      if (v.redeals > 0) expected.push('redeal');
      if (v.faceDown > 0) expected.push('face-down turned up');
      for (const kind of expected) assert.ok(seen.has(kind), `the walk reached a move of kind "${kind}"`);
      if (v.faceDown === 0) assert.ok(!seen.has('face-down turned up'), 'no card is ever turned up where none is dealt face down');
    });
  }

  it('a redeal taken back puts the same cards back in the waste, in order, and gives the redeal back', () => {
    let game = newGame('little-forty', shuffledDeck(4));
    while (position(game).stock.length > 0) game = play(game, 's>w');
    const state = cloneState(game);
    const waste = state.waste.slice();
    const m = generateMoves(state).find((move) => moveText(move) === 'w>s');
    assert.ok(m !== undefined, 'w>s is legal once the stock is used up');
    const undo = applyMove(state, m);
    assert.equal(state.redealsLeft, 2);
    assert.deepEqual(state.waste, []);
    undoMove(state, m, undo);
    assert.deepEqual(state.waste, waste);
    assert.deepEqual(state.stock, []);
    assert.equal(state.redealsLeft, 3);
  });
});
