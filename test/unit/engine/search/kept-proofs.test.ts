import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { VARIANTS } from '../../../../src/engine/index';
import type { Position } from '../../../../src/engine/index';
import { cloneState } from '../../../../src/engine/game';
import type { State } from '../../../../src/engine/game';
import { stateKey } from '../../../../src/engine/search/hash';
import { stateFromPosition } from '../../../../src/engine/search/from-position';
import { search } from '../../../../src/engine/search/rounds';
import { ProofTable } from '../../../../src/engine/search/table';
import { wins } from './positions';
import { randomPosition } from './random-positions';

// Proofs of loss kept from one restart round to the next (SearchOptions.keepProofs, table.ts's
// LossProofs) may only ever hold real losses: every position kept is searched again without
// them (exactly, no dead-end test) and never won; the search with them answers as the unpruned
// search does on random positions of every game; and on the loss benchmark they save positions.

interface LostPosition {
  deal: number;
  stockLeft: number;
  positions: number;
  position: Position;
}
const benchmark = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../research/lost-positions.json'), 'utf8')) as LostPosition[];

/** Searches one round with a table of kept proofs; returns the positions it kept that the round entered. */
function keptPositions(start: Readonly<State>, maxStates: number): State[] {
  const seen = new Map<string, State>();
  const provenLost = new ProofTable(16 * 1024 * 1024);
  search(start, {
    strategy: 'depth',
    restarts: false,
    maxStates,
    provenLost,
    observe: (s) => void (seen.size < 20_000 && seen.set(stateKey(s).join(':'), cloneState(s))),
  });
  const kept: State[] = [];
  provenLost.forEach((lo, hi) => {
    const s = seen.get(`${lo}:${hi}`);
    if (s) kept.push(s);
  });
  return kept;
}

describe('solver: proofs of loss kept across restart rounds', () => {
  it('every position it keeps is not won by the exact search (Forty Thieves positions along failing lines)', function () {
    this.timeout(120000);
    let checked = 0;
    let confirmed = 0;
    for (const p of benchmark.filter((b) => b.positions < 10_000).slice(0, 6)) {
      const kept = keptPositions(stateFromPosition('forty-thieves', p.position), 20_000);
      // Spread over the whole search: every 25th.
      for (let i = 0; i < kept.length; i += 25) {
        const exact = search(kept[i], { strategy: 'depth', restarts: false, floats: false, deadEnds: false, maxStates: 50_000 });
        assert.notEqual(exact.result, 'won', `deal ${p.deal}, ${p.stockLeft} stock left: kept position ${i} is won`);
        checked++;
        if (exact.result === 'lost') confirmed++;
      }
    }
    assert.ok(checked >= 100 && confirmed >= checked * 0.8, `${confirmed} of ${checked} confirmed lost`);
  });

  const compared = { won: 0, lost: 0 };
  for (const variant of VARIANTS) {
    it(`${variant.name}: answers as the unpruned search does on random positions, and keeps only losses`, function () {
      this.timeout(60000);
      for (let seed = 1; seed <= 12; seed++) {
        const s = stateFromPosition(variant.id, randomPosition(variant, seed * 7919 + 17, 52));
        const plain = search(s, { plain: true, maxStates: 300_000 });
        if (plain.result === 'unknown') continue;
        // Small rounds, so that the later ones start from the proofs of the earlier.
        const r = search(s, { strategy: 'depth', keepProofs: true, maxStates: 300_000 });
        assert.equal(r.result, plain.result, `seed ${seed}`);
        if (r.result === 'won') assert.ok(wins(s, r.moves), `seed ${seed}: the line wins`);
        compared[plain.result]++;
        for (const q of keptPositions(s, 2_000).slice(0, 40))
          assert.notEqual(search(q, { plain: true, maxStates: 100_000 }).result, 'won', `seed ${seed}: a kept position is won`);
      }
    });
  }

  it('was tried on won and lost positions (the checks above are not empty)', () => {
    assert.ok(compared.won >= 20 && compared.lost >= 3, JSON.stringify(compared));
  });

  it('saves positions on the loss benchmark: Forty Thieves deal 1, 44 stock cards left', () => {
    const p = benchmark.find((b) => b.deal === 1 && b.stockLeft === 44)!;
    const s = stateFromPosition('forty-thieves', p.position);
    const without = search(s, { strategy: 'depth', maxStates: 200_000 });
    const kept = search(s, { strategy: 'depth', keepProofs: true, maxStates: 200_000 });
    assert.equal(kept.result, 'lost');
    assert.ok(kept.states < without.states, `${kept.states} positions with the kept proofs, ${without.states} without`);
  });
});
