// Turns what the controller does into finished games for the history and the daily record:
// a win or a game finished by Solve the moment the statistics count it, and a game abandoned
// for a new one (lost). It watches the controller's changes instead of hooking into them, so
// it follows the statistics' own rule for what counts without changing it.

import type { GameResult } from '../protocol';
import type { GameController } from '../game/controller';
import type { GameSession } from '../game/session';

export interface FinishedGame {
  session: GameSession;
  result: GameResult;
  /** When it ended (ms). */
  endedAt: number;
}

export function watchResults(controller: GameController, now: () => number, finished: (game: FinishedGame) => void): { dispose(): void } {
  let seen = controller.current;
  let seenResultCounted = seen.resultCounted;
  return controller.onDidChange(() => {
    const session = controller.current;
    if (session !== seen) {
      // the statistics count an abandoned game lost when it was played and had no result yet
      if (seen.counted && !seen.resultCounted) finished({ session: seen, result: 'lost', endedAt: now() });
      seen = session;
      seenResultCounted = session.resultCounted;
      return;
    }
    if (!seenResultCounted && session.resultCounted) {
      const status: string = session.status;
      finished({ session, result: status === 'won' ? 'won' : status === 'solved' ? 'solved' : 'lost', endedAt: now() });
    }
    seenResultCounted = session.resultCounted;
  });
}
