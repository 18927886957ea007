// Today's deal is the same for every player: the day is UTC's, whatever the machine's time zone.
// These tests set the zone far from UTC on both sides (Node reads TZ again when it changes): at
// 23:59:59 UTC it is already the next day at UTC+14, and at 00:00 UTC still the day before at
// UTC-11, so a day taken from the local clock fails here on any machine.

import assert from 'node:assert/strict';
import { dailyDeal, isDay, utcDay } from '../../../src/deals/daily-deal';

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

describe("today's deal: the day is UTC's in every time zone", () => {
  const lastSecond = Date.UTC(2026, 10, 30, 23, 59, 59);
  const midnight = Date.UTC(2026, 11, 1, 0, 0, 0);

  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
    it(`takes the day from UTC, not the local clock, on a machine in ${zone}`, () => {
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
});
