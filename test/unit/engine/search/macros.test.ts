import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { lostWithStockPosition, wins } from './positions';
import { randomPosition } from './random-positions';

// Stock macro-moves (SearchOptions.macros, an experiment measured in docs/solver.md): the search
// with them must answer as the unpruned search does, and its winning lines must be real lines.

const MACRO_GAMES = VARIANTS.filter((v) => v.cardsPerTurn === 1 && v.redeals === 0);

describe('solver: stock macro-moves', () => {
  for (const variant of MACRO_GAMES) {
    it(`${variant.name}: agrees with the unpruned search on small random positions`, function () {
      this.timeout(60000);
      const compared = { won: 0, lost: 0 };
      for (let seed = 1; seed <= 20; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 104729, 32));
        const plain = search(s, { plain: true, maxStates: 400_000 });
        if (plain.result === 'unknown') continue;
        const macro = search(s, { macros: true, maxStates: 400_000 });
        assert.equal(macro.result, plain.result, `seed ${seed}`);
        if (macro.result === 'won') assert.ok(wins(s, macro.moves), `seed ${seed}: the line wins`);
        compared[macro.result]++;
      }
      assert.ok(compared.won + compared.lost >= 15, `settled: ${JSON.stringify(compared)}`);
      // Random positions are nearly all winnable; this one needs the whole stock searched to lose.
      const lost = stateFromPosition(variant.id, lostWithStockPosition(variant.columns, variant.redeals));
      assert.equal(search(lost, { plain: true, maxStates: 400_000 }).result, 'lost');
      assert.equal(search(lost, { macros: true, maxStates: 400_000 }).result, 'lost');
    });
  }

  it('expands a macro-move into the turns and the play in its winning line', () => {
    const s = dealGame('forty-thieves', { number: 4 });
    const r = search(s, { macros: true, maxStates: 20_000 });
    assert.equal(r.result, 'won');
    assert.ok(wins(s, r.moves));
  });
});
