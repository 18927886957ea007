import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { VARIANT_IDS, dealGame } from '../../../src/engine/index';
import { solve } from '../../../src/engine/search/index';
import { V2_FROM, cycleOrder, dailyDeal, isDay, pinnedDailyDeals, utcDay } from '../../../src/deals/daily-deal';
import pinned from '../../../src/deals/daily-deals-v1.json';
import pinnedV2 from '../../../src/deals/daily-deals-v2.json';
import proofs from '../../../src/deals/daily-deals-v2-proofs.json';

/** A seeded generator (mulberry32): the same sample on every run. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const dayAfter = (day: string, n: number) => utcDay(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);
type Proof = [deal: number, by: string, solverVersion: number, states: number, maxStates: number];
const proofsOf = (id: string) => (proofs.games as unknown as Record<string, Proof[]>)[id];

describe("today's deal before 2027 (rule daily-deal-v1)", () => {
  it('gives the published deals: the same numbers the README check computes with sha256sum', () => {
    // printf 'daily-v1:streets:2026-11-30' | sha256sum → a00b7bac… = 2685107116; 2685107116 mod 49 = 25 → deal 33
    assert.equal(dailyDeal('streets', '2026-11-30'), 33);
    assert.equal(dailyDeal('streets', '2026-12-01'), 14);
    assert.equal(dailyDeal('forty-thieves', '2026-11-30'), 56);
    assert.equal(dailyDeal('maria', '2026-12-01'), 95);
  });

  it('draws from pinned lists that never change (a change would move every player’s deal)', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(pinned.games)).digest('hex');
    assert.equal(fingerprint, '181180346de1abc621954a5b254fa97b7b0fbc54745a05dbc137a0ece19c7ca4');
    assert.equal(pinned.rule, 'daily-deal-v1');
  });

  it('keeps every day before the switch on its v1 deal', () => {
    for (const id of VARIANT_IDS) {
      for (let day = '2026-11-29'; day < V2_FROM; day = dayAfter(day, 1)) {
        const list = pinnedDailyDeals(id, 'daily-deal-v1');
        const v1 = list[createHash('sha256').update(`daily-v1:${id}:${day}`).digest().readUInt32BE(0) % list.length];
        assert.equal(dailyDeal(id, day), v1, `${id} ${day}`);
      }
    }
  });
});

describe(`today's deal from ${V2_FROM} (rule daily-deal-v2)`, () => {
  it('draws from pinned lists of at least 730 deals that never change', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(pinnedV2.games)).digest('hex');
    assert.equal(fingerprint, '16a55f004e8f8640cb3b54d1299de899a6f93474afc50f00c3e1f7c8a71e58d8');
    assert.equal(pinnedV2.rule, 'daily-deal-v2');
    for (const id of VARIANT_IDS) {
      const list = pinnedDailyDeals(id);
      assert.ok(list.length >= 730, `${id}: ${list.length} deals`);
      assert.equal(new Set(list).size, list.length, `${id}: no deal twice`);
    }
  });

  it('gives 730 different deals on 730 days running from the switch, for every game, each from its list', () => {
    for (const id of VARIANT_IDS) {
      const seen = new Set<number>();
      for (let n = 0; n < 730; n++) seen.add(dailyDeal(id, dayAfter(V2_FROM, n)));
      assert.equal(seen.size, 730, id);
      const list = new Set(pinnedDailyDeals(id));
      assert.deepEqual(
        [...seen].filter((d) => !list.has(d)),
        [],
        id,
      );
    }
  });

  it('deals every deal of the list once a cycle, and never the last deal of a cycle first in the next', () => {
    for (const id of VARIANT_IDS) {
      const list = [...pinnedDailyDeals(id)].sort((a, b) => a - b);
      for (let cycle = 0; cycle < 4; cycle++) {
        const order = cycleOrder(id, cycle);
        assert.deepEqual(
          [...order].sort((a, b) => a - b),
          list,
          `${id} cycle ${cycle}`,
        );
        if (cycle > 0) assert.notEqual(order[0], cycleOrder(id, cycle - 1).at(-1), `${id} cycle ${cycle}`);
      }
      const length = list.length;
      const lastDay = dayAfter(V2_FROM, length - 1);
      assert.notEqual(dailyDeal(id, lastDay), dailyDeal(id, dayAfter(lastDay, 1)), `${id}: two days running across a cycle`);
    }
  });

  it('swaps the first two deals of a cycle that would begin with the deal the cycle before ended with (Maria, cycle 7, in 2041)', () => {
    assert.equal(cycleOrder('maria', 6).at(-1), 3748);
    const order = cycleOrder('maria', 7);
    assert.deepEqual([order[0] !== 3748, order[1]], [true, 3748]);
    const first = dayAfter(V2_FROM, 7 * pinnedDailyDeals('maria').length);
    assert.deepEqual(
      [dailyDeal('maria', dayAfter(first, -1)), dailyDeal('maria', first), dailyDeal('maria', dayAfter(first, 1))],
      [3748, order[0], 3748],
    );
  });

  it('gives what the README check by hand gives: the list sorted by sha256sum of "daily-v2:<game>:<cycle>:<deal>"', () => {
    for (const [id, n] of [
      ['streets', 0],
      ['forty-thieves', 100],
      ['maria', 800],
    ] as const) {
      const list = pinnedDailyDeals(id);
      const cycle = Math.floor(n / list.length);
      const byHash = [...list].sort((a, b) => {
        const [ha, hb] = [a, b].map((d) => createHash('sha256').update(`daily-v2:${id}:${cycle}:${d}`).digest('hex'));
        return ha < hb ? -1 : 1;
      });
      assert.equal(dailyDeal(id, dayAfter(V2_FROM, n)), byHash[n % list.length], `${id} day ${n}`);
    }
  });

  it('says for every deal how it was proven winnable', () => {
    for (const id of VARIANT_IDS) {
      assert.deepEqual(
        proofsOf(id).map((p) => p[0]),
        [...pinnedDailyDeals(id)],
        id,
      );
      for (const [deal, by, , states, maxStates] of proofsOf(id)) {
        assert.ok(['study', 'solved'].includes(by) && states > 0 && states <= maxStates, `${id} deal ${deal}`);
      }
    }
  });

  it('pins only winnable deals: a seeded sample of each list is solved again within a position budget', function () {
    this.timeout(300_000);
    const random = seeded(2027);
    for (const id of VARIANT_IDS) {
      // deals proven in at most 100,000 positions, so the sample needs no minutes of solving
      const quick = proofsOf(id).filter((p) => p[3] <= 100_000);
      for (let k = 0; k < 2; k++) {
        const [deal, , , states] = quick[Math.floor(random() * quick.length)];
        const r = solve(dealGame(id, { number: deal }), { maxStates: Math.max(2 * states, 50_000), timeMs: Number.MAX_SAFE_INTEGER });
        assert.equal(r.result, 'won', `${id} deal ${deal} (proven in ${states} positions)`);
      }
    }
  });
});

describe("today's deal: days", () => {
  it('is one deal per game per day', () => {
    for (const id of VARIANT_IDS) assert.equal(dailyDeal(id, '2027-03-05'), dailyDeal(id, '2027-03-05'));
  });

  it('takes the day from UTC, not the local clock', () => {
    assert.equal(utcDay(Date.UTC(2026, 10, 30, 23, 59, 59)), '2026-11-30');
    assert.equal(utcDay(Date.UTC(2026, 11, 1, 0, 0, 0)), '2026-12-01');
  });

  it('refuses a day that is not a date', () => {
    assert.ok(isDay('2028-02-29'));
    for (const bad of ['2027-02-29', '2026-13-01', '30-11-2026', '2026-11-30T00:00Z', '']) {
      assert.equal(isDay(bad), false, bad);
      assert.throws(() => dailyDeal('streets', bad), /not a date/);
    }
  });
});
