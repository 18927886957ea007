// Review benchmark: `npm run bench:review -- [--game forty-thieves] [--deal N] [--moves 200] [--games 3]`
//
// The target of issue 24: the review of a 200-move game whose deal the solver can decide is
// complete (every position marked, or the losing move found) within 10 s on a 2-core machine.
// Games of a deal proven winnable (the shipped list) are played by a plausible player (home
// first, then the waste, some column moves, then the stock) for --moves moves, and reviewed as
// the extension reviews them: GameReview on SolverFeatures, its two indicator threads (the
// depth-first and best-first searches, worker threads running dist/solver-worker.js) at the
// indicator's 5 s a position. Nothing is known of the game beforehand but the deal's proof.
// Prints each solver call and the time until the review is complete.

import * as path from 'node:path';
import { VariantId, getVariant, playerMoves } from '../src/engine/index';
import winnableDeals from '../src/deals/winnable-deals.json';
import { GameController } from '../src/game/controller';
import { DEFAULT_SETTINGS } from '../src/game/settings';
import type { KeyedStore } from '../src/store/key-value-store';
import { GameReview } from '../src/review/game-review';
import { SolverClient } from '../src/solver/client';
import { SolverFeatures } from '../src/solver/solver-features';
import type { SolveAnswer, SolveJob, SolverBackend } from '../src/solver/solver-backend';
import { WorkerSolverBackend } from '../src/solver/worker-backend';
import { startNodeThread } from '../src/env/node/solver-thread';
import { readOptions } from '../scripts/args';

const options = readOptions({ game: 'forty-thieves', deal: '', moves: '200', games: '3' });
const variant = options.game as VariantId;
const MOVES = Number(options.moves);
getVariant(variant); // an unknown game stops here, saying which there are

class Memory implements KeyedStore {
  private readonly data = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.data.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    this.data.set(key, value);
  }
  keys(): readonly string[] {
    return [...this.data.keys()];
  }
}

/** The plausible player's next move. */
function nextMove(legal: string[], turn: number): string | undefined {
  return (
    legal.find((m) => m.endsWith('>f')) ??
    legal.find((m) => m.startsWith('w>t')) ??
    (turn % 3 === 0 ? legal.find((m) => /^t\d+>t\d+/.test(m)) : undefined) ??
    legal.find((m) => m === 's>w') ??
    legal[0]
  );
}

/** Logs every question the review asks, with its answer and time. */
class Timed implements SolverBackend {
  readonly calls: string[] = [];
  /** The positions asked about (the review asks both searches about each). */
  static readonly asked = new Set<number>();
  constructor(
    private readonly inner: SolverBackend,
    private readonly positionOf: (job: SolveJob) => number,
    private readonly name: string,
  ) {}
  async solve(job: SolveJob, timeMs: number, signal?: AbortSignal, strategy?: Parameters<SolverBackend['solve']>[3]): Promise<SolveAnswer> {
    const started = performance.now();
    Timed.asked.add(this.positionOf(job));
    const answer = await this.inner.solve(job, timeMs, signal, strategy);
    this.calls.push(`${this.name} position ${this.positionOf(job)}: ${answer.result} in ${Math.round(performance.now() - started)} ms`);
    return answer;
  }
}

async function reviewGame(deal: number): Promise<{ ms: number; complete: boolean; calls: number; moves: number; summary: string }> {
  const memory = new Memory();
  const controller = new GameController({
    workspaceState: memory,
    globalState: new Memory(),
    settings: () => ({ ...DEFAULT_SETTINGS, defaultGame: variant }),
    ui: { confirm: async () => true, warn: () => undefined },
    now: () => Date.now(),
    randomDealNumber: () => deal,
  });
  await controller.init();
  for (let turn = 0; turn < MOVES; turn++) {
    const move = nextMove(playerMoves(controller.current.game), turn);
    if (!move || controller.current.status !== 'playing') break;
    await controller.move(move);
  }
  const session = controller.current;
  const keys = new Map<string, number>();
  for (let p = 0; p <= session.lastPosition; p++) keys.set(JSON.stringify(session.gameAt(p)), p);
  const positionOf = (job: SolveJob) => keys.get(JSON.stringify(job.game)) ?? -1;
  const workerFile = path.join(__dirname, '..', 'dist', 'solver-worker.js');
  const clients = [
    new SolverClient({ startThread: startNodeThread, workerFile }),
    new SolverClient({ startThread: startNodeThread, workerFile }),
  ];
  const [depth, best] = clients.map(
    (client, i) => new Timed(new WorkerSolverBackend(client), positionOf, i ? 'best-first' : 'depth-first'),
  );
  clients.forEach((client) => client.warmUp());
  const features = new SolverFeatures({
    controller,
    solver: depth,
    indicatorSolver: best,
    hintSolver: depth,
    showWinnability: () => true,
    now: () => Date.now(),
    ui: { showBoard: () => undefined, boardOpen: () => false },
    dealProven: () => true,
  });
  const review = new GameReview(controller, features);
  Timed.asked.clear();
  const started = performance.now();
  review.open();
  await review.searched;
  const ms = performance.now() - started;
  const shown = review.view()!.shown;
  for (const call of [...depth.calls, ...best.calls]) console.log(`    ${call}`);
  await Promise.all(clients.map((client) => client.dispose()));
  const complete = shown.losingMove !== null || !shown.marks.includes('u');
  return { ms, complete, calls: Timed.asked.size, moves: session.moveCount, summary: shown.summary };
}

async function main(): Promise<void> {
  const listed = ((winnableDeals.games as Record<string, { deal: number }[]>)[variant] ?? []).map((d) => d.deal);
  const deals = options.deal ? [Number(options.deal)] : listed.slice(0, Number(options.games));
  console.log(`review bench: ${getVariant(variant).name}, deals ${deals.join(', ')} (proven winnable), games of up to ${MOVES} moves`);
  const times: number[] = [];
  for (const deal of deals) {
    console.log(`  deal ${deal}:`);
    const r = await reviewGame(deal);
    times.push(r.ms);
    console.log(
      `  deal ${deal}: ${r.moves} moves, ${r.calls} positions asked about, ${r.complete ? 'complete' : 'NOT complete'} in ${(r.ms / 1000).toFixed(2)} s: ${r.summary}`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `review time: median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(2)} s, longest ${(times[times.length - 1] / 1000).toFixed(2)} s (target: 10 s)`,
  );
}

void main();
