import assert from 'node:assert/strict';
import { VARIANTS, dealGame } from '../../../../src/engine/index';
import { applyMove, cloneState, generateMoves } from '../../../../src/engine/game';
import type { Move, State } from '../../../../src/engine/game';
import { Frontier } from '../../../../src/engine/search/best-first-frontier';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { lostWithStockPosition, wins } from './positions';
import { randomPosition } from './random-positions';

// The best-first search (best-first-frontier.ts) and the default 'both' (best-first, then depth-first)
// must answer as the unpruned depth-first search does, with winning lines that really win; the
// frontier must give back exactly the positions it stored.

describe('solver: best-first search', () => {
  for (const variant of VARIANTS) {
    it(`${variant.name}: agrees with the unpruned search on small random positions`, function () {
      this.timeout(60000);
      const compared = { won: 0, lost: 0 };
      for (let seed = 1; seed <= 20; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919, 32));
        const plain = search(s, { plain: true, maxStates: 400_000 });
        if (plain.result === 'unknown') continue;
        for (const strategy of ['best', 'both'] as const) {
          const r = search(s, { strategy, maxStates: 400_000 });
          assert.equal(r.result, plain.result, `seed ${seed}, ${strategy}`);
          if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}, ${strategy}: the line wins`);
        }
        compared[plain.result]++;
      }
      assert.ok(compared.won + compared.lost >= 15, `settled: ${JSON.stringify(compared)}`);
      // A position that loses only once the whole stock is searched: best-first must exhaust it.
      const lost = stateFromPosition(variant.id, lostWithStockPosition(variant.columns, variant.redeals));
      assert.equal(search(lost, { strategy: 'best', maxStates: 400_000 }).result, 'lost');
      assert.equal(search(lost, { strategy: 'both', maxStates: 400_000 }).result, 'lost');
    });
  }

  it('wins Forty Thieves deal 8, which the depth-first search does not win in 300,000 positions', () => {
    const s = dealGame('forty-thieves', { number: 8 });
    const best = search(s, { strategy: 'best', maxStates: 30_000 });
    assert.equal(best.result, 'won');
    assert.ok(wins(s, best.moves), 'the line wins');
    assert.equal(search(s, { maxStates: 40_000 }).result, 'won', 'the default for Forty Thieves starts best-first (a quarter of 40,000)');
    assert.equal(search(s, { strategy: 'depth', maxStates: 30_000 }).result, 'unknown');
  });

  it('stops with "memory" when its frontier reaches the cap, and "states" at the state budget', () => {
    const s = dealGame('forty-thieves', { number: 1 });
    assert.equal(search(s, { strategy: 'best', maxStates: 5_000 }).reason, 'states');
    assert.equal(search(s, { strategy: 'best', maxTableMb: 1 }).reason, 'memory');
  });

  it('the frontier gives back every position it stored', () => {
    for (const variant of VARIANTS) {
      // Positions of one game, reached by random legal moves from its deal (the stock turned, redealt in Little Forty).
      const root = dealGame(variant.id, { number: 1 });
      const s = cloneState(root);
      const positions: State[] = [];
      let seed = 12345;
      for (let step = 1; step <= 60; step++) {
        const moves: Move[] = [];
        generateMoves(s, moves);
        if (moves.length === 0) break;
        seed = (seed * 1103515245 + 12345) >>> 0;
        applyMove(s, moves[seed % moves.length]);
        if (step % 20 === 0) positions.push(cloneState(s));
      }
      assert.equal(positions.length, 3, variant.id);
      const frontier = new Frontier(root, 1 << 24);
      const ids = positions.map((p, k) => frontier.add(p, k - 1, k, k === 1 ? -1 : 3 + k, k + 1));
      const into = cloneState(positions[0]);
      ids.forEach((id, k) => {
        const last = frontier.load(id, into);
        const want = positions[k];
        assert.deepEqual(
          [into.cols, into.down, into.waste, into.found, into.redealsLeft],
          [want.cols, want.down, want.waste, want.found, want.redealsLeft],
          variant.id,
        );
        assert.deepEqual(into.stock, want.stock, `${variant.id}: stock`);
        assert.deepEqual(last, [k === 1 ? -1 : 3 + k, k + 1]);
        assert.equal(frontier.parent[id], k - 1);
        assert.equal(frontier.move[id], k);
      });
    }
  });

  it('a frontier at the longest arena V8 allows says "full" instead of failing, and keeps what it stored', () => {
    // Under a cap of gigabytes the arena once passed 2 GiB (signed offsets wrapped, and a
    // position came back with a negative stock length) and would next have asked for an 8 GiB
    // array V8 refuses. Here the arena's limit is 2 MiB, so the test needs no gigabytes.
    const root = dealGame('forty-thieves', { number: 1 });
    const frontier = new Frontier(root, 1 << 30, 1 << 21);
    let id = 0;
    for (; id >= 0 && frontier.size < 100_000;) id = frontier.add(root, frontier.size - 1, frontier.size, -1, 1);
    assert.equal(id, -1, 'full at the arena limit, although the memory cap is far off');
    assert.ok(frontier.size > 25_000 && frontier.size < 30_000, `${frontier.size} positions of 73 bytes in 2 MiB`);
    const into = cloneState(root);
    for (const k of [0, frontier.size - 1]) {
      frontier.load(k, into);
      assert.deepEqual([into.cols, into.waste, into.stock, into.found], [root.cols, root.waste, root.stock, root.found]);
    }
  });
});
