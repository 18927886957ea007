// A game with its review, as the extension wires them (GameController, SolverFeatures,
// GameReview, BoardState), for the review's tests in Node and on the board in Chromium.

import type { GameRecord, VariantId } from '../../../src/engine/index';
import { BoardState } from '../../../src/game/board-state';
import type { Settings } from '../../../src/game/settings';
import { GameReview } from '../../../src/review/game-review';
import { FinishedGames } from '../../../src/game/finished-games';
import { SolverFeatures } from '../../../src/solver/solver-features';
import type { SolverBackend } from '../../../src/solver/solver-backend';
import { positionKey } from '../../../src/solver/winnability-tracker';
import { InMemoryMemento, makeController } from '../fakes';
import { SolverStub } from '../solver/solver-stub';

export interface ReviewOptions {
  variant: VariantId;
  deal: number;
  /** The indicator's two searches (depth-first, best-first); stubs answering when told unless given. */
  solvers?: [SolverBackend, SolverBackend];
  workspace?: InMemoryMemento;
  dealProven?: (record: GameRecord) => boolean;
  settings?: Partial<Settings>;
}

/**
 * A game of `deal` with only the stock turned (`turns` times at most), and its review on
 * SolverFeatures with these solvers. Lucas deal 252: nothing is left to do after 57 turns.
 */
export async function reviewOf(
  { variant, deal, solvers = [new SolverStub(), new SolverStub()], workspace, dealProven, settings }: ReviewOptions,
  turns = 57,
) {
  const h = await makeController({ deal, workspace, settings: { defaultGame: variant, ...settings } });
  for (let i = 0; i < turns && h.controller.current.game.stock.length > 0; i++) await h.controller.move('s>w');
  const [solver, indicatorSolver] = solvers;
  const features = new SolverFeatures({
    controller: h.controller,
    solver,
    indicatorSolver,
    hintSolver: new SolverStub(),
    showWinnability: () => true,
    ui: { showBoard: () => undefined, boardOpen: () => false },
    now: () => 0, // a clock that never moves: the way back stops by its count of solver calls
    dealProven,
  });
  const finished = new FinishedGames(h.controller, h.global, () => h.clock.now);
  const review = new GameReview(h.controller, features, finished);
  const board = new BoardState(
    h.controller,
    features,
    () =>
      finished.marked({ history: h.controller.statistics.record.combined().history, daily: [], dailySummaries: {}, today: '2026-12-01' }),
    () => review.view(),
  );
  const session = h.controller.current;
  const keys = new Map(Array.from({ length: session.lastPosition + 1 }, (_, i) => [positionKey(session.gameAt(i)), i]));
  /** The position of the line a job is about. */
  const positionOf = (job: { game: Parameters<typeof positionKey>[0] }) => keys.get(positionKey(job.game)) ?? -1;
  return { ...h, features, finished, review, board, positionOf, shown: () => board.snapshot().review! };
}
