import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { VARIANT_IDS } from '../../../src/engine/index';
import { dailyDeal, isDay, pinnedDailyDeals, utcDay } from '../../../src/deals/daily-deal';
import pinned from '../../../src/deals/daily-deals-v1.json';

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
