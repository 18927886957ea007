import assert from 'node:assert/strict';
import { newRecord, withStep } from '../../../src/engine/index';
import { parseWebviewMessage } from '../../../src/protocol';
import { catchUpClock } from '../../../src/game/shown-clock';
import { GameSession } from '../../../src/game/session';
import { VARIANT_IDS } from '../../../src/engine/index';

/** Lucas deal 12 after one turn of the stock, as restored after a reload: 9 s saved, the clock stopped. */
const restored = () => GameSession.restore(withStep(newRecord('lucas', { number: 12 }), ['s>w']), 9_000, true, false);
const shown = (elapsedMs: number, more: object = {}) => ({ variant: 'lucas' as const, dealNumber: 12, moveCount: 1, elapsedMs, ...more });

describe('the clock across a reload', () => {
  it('catches the game clock up to the time the board showed before the reload (0:11 shown, 0:09 saved)', () => {
    const session = restored();
    assert.equal(catchUpClock(session, shown(11_400), 1000), 2_400);
    assert.equal(session.elapsedMs(1000), 11_400);
    session.resumeClock(1000);
    assert.equal(session.elapsedMs(4000), 14_400, 'and runs on from there');
  });

  it("never takes a clock back, nor one of another game, nor more than the clock's saving can have lost", () => {
    for (const [why, clock] of [
      ['behind the saved clock', shown(8_000)],
      ['another deal', shown(11_000, { dealNumber: 13 })],
      ['another game', shown(11_000, { variant: 'streets' })],
      ['another move', shown(11_000, { moveCount: 2 })],
      ['far ahead', shown(9_000 + 60_000)],
    ] as const) {
      const session = restored();
      assert.equal(catchUpClock(session, clock, 1000), 0, why);
      assert.equal(session.elapsedMs(1000), 9_000, why);
    }
  });

  it("reads the board's ready message with its clock, and leaves out a clock that is not one", () => {
    const clock = shown(11_000);
    assert.deepEqual(parseWebviewMessage({ type: 'ready', shownClock: clock }, VARIANT_IDS), { type: 'ready', shownClock: clock });
    const custom = { ...clock, dealNumber: null };
    assert.deepEqual(
      parseWebviewMessage({ type: 'ready', shownClock: custom }, VARIANT_IDS),
      { type: 'ready', shownClock: custom },
      'a custom deal has no number',
    );
    for (const bad of [
      null,
      'x',
      { ...clock, variant: 'poker' },
      { ...clock, elapsedMs: -1 },
      { ...clock, moveCount: 1.5 },
      { ...clock, dealNumber: '12' },
    ]) {
      assert.deepEqual(parseWebviewMessage({ type: 'ready', shownClock: bad }, VARIANT_IDS), { type: 'ready' }, JSON.stringify(bad));
    }
  });
});
