// The clock never goes back across a reload. The host saves the clock every 15 s while it runs
// (ClockSaver), so a window reload could lose up to that much; the board remembers the time it
// showed (in its webview state, which VS Code keeps across the reload) and tells it with its first
// message. When it is this game's, and ahead of the restored clock by no more than the clock saver
// can have lost, the game's clock catches up to it.

import type { ShownClock } from '../protocol';
import { CLOCK_SAVE_MS } from './clock-saver';
import type { GameSession } from './session';

/** More than the clock saver's interval: the board remembers its clock once a second. */
const MAX_LOST_MS = CLOCK_SAVE_MS + 5_000;

/** Catches the game's clock up to the one the board showed; returns the time added (0: none). */
export function catchUpClock(session: GameSession, shown: ShownClock, now: number): number {
  const deal = session.record.deal;
  const sameGame =
    shown.variant === session.variant &&
    shown.dealNumber === ('number' in deal ? deal.number : null) &&
    shown.moveCount === session.moveCount &&
    session.status === 'playing';
  const behind = Math.round(shown.elapsedMs - session.elapsedMs(now));
  if (!sameGame || behind <= 0 || behind > MAX_LOST_MS) return 0;
  session.addTime(behind);
  return behind;
}
