import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { VARIANT_IDS, VariantId, dealGame, isWon, play, solve } from '../../../src/engine/index';
import { dailyDeal, isDay, pinnedDailyDeals, utcDay } from '../../../src/deals/daily-deal';
import pinned from '../../../src/deals/daily-deals-v1.json';
import shipped from '../../../src/engine/solver/winnable-deals.json';

const shippedDeals = (id: VariantId): number[] => (shipped.games as Record<string, { deal: number }[]>)[id].map((d) => d.deal);

/** Runs `body` with the process's local time zone set to `zone`. */
function inTimeZone(zone: string, body: () => void): void {
  const saved = process.env.TZ;
  process.env.TZ = zone;
  try {
    body();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

describe("today's deal (rule daily-deal-v1)", () => {
  it('gives the published deals: the same numbers the README check computes with sha256sum', () => {
    // printf 'daily-v1:streets:2026-11-30' | sha256sum → a00b7bac… = 2685107116; 2685107116 mod 49 = 25 → deal 33
    assert.equal(dailyDeal('streets', '2026-11-30'), 33);
    assert.equal(dailyDeal('streets', '2026-12-01'), 14);
    assert.equal(dailyDeal('forty-thieves', '2026-11-30'), 56);
    assert.equal(dailyDeal('forty-thieves', '2027-02-28'), 86);
    assert.equal(dailyDeal('maria', '2026-12-01'), 95);
  });

  it('draws from pinned lists that never change (a change would move every player’s deal)', () => {
    const fingerprint = createHash('sha256').update(JSON.stringify(pinned.games)).digest('hex');
    assert.equal(fingerprint, '181180346de1abc621954a5b254fa97b7b0fbc54745a05dbc137a0ece19c7ca4');
    assert.equal(pinned.rule, 'daily-deal-v1');
  });

  it('pins, for every game, only deals the shipped list of the current solver says are winnable', () => {
    assert.equal(pinned.solverVersion, 4, 'the solver version the lists were first drawn from');
    for (const id of VARIANT_IDS) {
      const list = pinnedDailyDeals(id);
      assert.ok(list.length >= 20, `${id} has ${list.length} pinned deals`);
      const proven = new Set(shippedDeals(id));
      assert.deepEqual(
        list.filter((n) => !proven.has(n)),
        [],
        `${id}: pinned deals the solver no longer proves winnable`,
      );
    }
  });

  it('deals, on the README’s example day, a game the solver wins within its presolve budget, by a line that wins', function () {
    this.timeout(60_000); // a few seconds of search, bounded in positions
    for (const id of VARIANT_IDS) {
      const deal = dailyDeal(id, '2026-11-30');
      const game = dealGame(id, { number: deal });
      const answer = solve(game, { maxStates: shipped.maxStates[id], now: () => 0 });
      assert.equal(answer.result, 'won', `${id} deal ${deal}`);
      assert.ok(isWon(answer.moves.reduce(play, game)), `${id} deal ${deal}: the line wins`);
    }
  });

  it('is one deal per game per day, varied over a year', () => {
    for (const id of VARIANT_IDS) {
      const seen = new Set<number>();
      for (let day = 0; day < 365; day++) {
        const deal = dailyDeal(id, utcDay(Date.UTC(2027, 0, 1) + day * 86_400_000));
        assert.ok(pinnedDailyDeals(id).includes(deal));
        seen.add(deal);
      }
      assert.ok(seen.size > pinnedDailyDeals(id).length / 2, `${id}: only ${seen.size} different deals in a year`);
    }
  });

  // Far from UTC on both sides: at 23:59:59 UTC it is already the next day at UTC+14, and at
  // 00:00 UTC still the day before at UTC-11. Node reads TZ again when it changes.
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
    it(`takes the day from UTC, not the local clock, on a machine in ${zone}`, () => {
      const lastSecond = Date.UTC(2026, 10, 30, 23, 59, 59);
      const midnight = Date.UTC(2026, 11, 1, 0, 0, 0);
      inTimeZone(zone, () => {
        if (zone === 'Pacific/Kiritimati') assert.equal(new Date(lastSecond).getDate(), 1, 'the local clock says December 1');
        if (zone === 'Pacific/Pago_Pago') assert.equal(new Date(midnight).getDate(), 30, 'the local clock says November 30');
        assert.equal(utcDay(lastSecond), '2026-11-30');
        assert.equal(utcDay(midnight), '2026-12-01');
        assert.equal(dailyDeal('streets', utcDay(lastSecond)), 33);
        assert.equal(dailyDeal('streets', utcDay(midnight)), 14);
        assert.ok(isDay('2026-11-30') && isDay('2026-12-01') && !isDay('2026-11-31'));
      });
    });
  }

  it('refuses a day that is not a date', () => {
    assert.ok(isDay('2028-02-29'));
    for (const bad of ['2027-02-29', '2026-13-01', '30-11-2026', '2026-11-30T00:00Z', '']) {
      assert.equal(isDay(bad), false, bad);
      assert.throws(() => dailyDeal('streets', bad), /not a date/);
    }
  });
});
