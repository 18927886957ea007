// Solver benchmark: `npm run bench:solver -- [--deals 1-20] [--budget 10000] [--games forty-thieves,maria]
// [--max-states N] [--table-mb 256] [--hint-deals 1-20] [--hint-budget MS] [--no-hint]
// [--seen 100] [--seen-states N] [--no-seen] [--quality-deals 4] [--hint-states N] [--no-quality] [--no-deals] [--quiet]`
// (environment: SOLVER_DEALS, SOLVER_BUDGET_MS, SOLVER_GAMES work too).
//
// For each game, solves the given deal numbers one after another on this thread and prints:
// won / proven lost / unknown shares, median and 90th-percentile time, states per second, and
// the peak memory seen (rss and heap, sampled while searching). Every win is replayed through
// play() and must end won. Then the hint latency: positions from played games (10–30 sensible
// moves from a deal, chosen by a fixed pseudo-random sequence: hint-positions.ts), each solved
// with a short budget. (solver-web.bench.ts times the same in a Web Worker and a Node worker.)
//
// Then, each with the game's own budgets (src/solver/hints.ts):
//   - what the player sees (--seen N): N positions of played Forty Thieves and Maria games (one
//     per deal, 10–60 sensible moves in), each searched as the background indicator does (its two
//     lanes, INDICATOR_LANES, decided when either decides); the share answered "winnable" or "lost"
//     rather than "not known yet", per game (target 80%), and beside it the first lane alone's.
//     --seen-states N gives each search N positions and a clock that never moves instead of the
//     indicator's seconds, so that the figure does not depend on the machine's load;
//   - hint quality (--quality-deals K): on winnable positions — a quarter, half and three quarters
//     along the winning lines of K presolved deals of each game (easy, medium, hard in turn), and
//     one legal move off each where a larger search proves the position still winnable — the
//     share where a fresh hint finds a winning line within the hint budget, per game (kept at 90%
//     or more). --hint-states N gives each hint N positions and a clock that never moves instead
//     of the hint's second.

import { Game, VARIANT_IDS, dealGame, isWon, legalMoves, play } from '../src/engine/index';
import { solve } from '../src/engine/search/index';
import winnableDeals from '../src/deals/winnable-deals.json';
import { HINT_BUDGET_MS } from '../src/solver/hints';
import { INDICATOR_BUDGET_MS, INDICATOR_LANES } from '../src/solver/winnability-tracker';
import { hintPositions, percentile, playedPosition } from './hint-positions';
import { parseRange, readOptions } from '../scripts/args';

// Each option also reads from the environment (SOLVER_DEALS, …) when not given.
const env = process.env;
const options = readOptions(
  {
    deals: env.SOLVER_DEALS ?? '1-20',
    budget: env.SOLVER_BUDGET_MS ?? '10000',
    games: env.SOLVER_GAMES ?? VARIANT_IDS.join(','),
    'max-states': env.SOLVER_MAX_STATES ?? '100000000',
    'table-mb': env.SOLVER_TABLE_MB ?? '256',
    'hint-deals': env.SOLVER_HINT_DEALS ?? '1-20',
    'hint-budget': env.SOLVER_HINT_BUDGET_MS ?? String(HINT_BUDGET_MS), // the game's own budget
    seen: env.SOLVER_SEEN ?? '100',
    'seen-states': env.SOLVER_SEEN_STATES ?? '0',
    'quality-deals': env.SOLVER_QUALITY_DEALS ?? '4',
    'hint-states': env.SOLVER_HINT_STATES ?? '0',
  },
  ['quiet', 'no-deals', 'no-hint', 'no-seen', 'no-quality'],
);
const flag = (name: 'quiet' | 'no-deals' | 'no-hint' | 'no-seen' | 'no-quality'): boolean => options[name];

const deals = parseRange(options.deals);
const budget = Number(options.budget);
const games = options.games.split(',');
const maxStates = Number(options['max-states']);
const tableMb = Number(options['table-mb']);
const hintDeals = parseRange(options['hint-deals']);
const hintBudget = Number(options['hint-budget']);
const quiet = flag('quiet');

/** The first `count` deals of the list taking easy, medium and hard in turn (as far as each goes). */
function mixedDifficulty(list: readonly { deal: number; difficulty: string }[], count: number): number[] {
  const queues = ['easy', 'medium', 'hard'].map((d) => list.filter((x) => x.difficulty === d).map((x) => x.deal));
  const out: number[] = [];
  for (let i = 0; out.length < count && queues.some((q) => q.length); i++) {
    const next = queues[i % 3].shift();
    if (next !== undefined) out.push(next);
  }
  return out;
}

let peakRss = 0;
let peakHeap = 0;
let polls = 0;
function sampleMemory(): void {
  const m = process.memoryUsage();
  if (m.rss > peakRss) peakRss = m.rss;
  if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
}
/** Samples memory every 32nd poll of the search (the search polls every few hundred states). */
const shouldStop = (): boolean => {
  if ((++polls & 31) === 0) sampleMemory();
  return false;
};

const pct = (n: number, of: number): string => `${((100 * n) / of).toFixed(1)}%`;
const mb = (bytes: number): string => `${Math.round(bytes / 1048576)} MiB`;

console.log(
  `solver bench: deals ${deals[0]}–${deals[deals.length - 1]} (${deals.length}), budget ${budget} ms, table cap ${tableMb} MiB, node ${process.version}`,
);
const summary: string[] = [];
for (const id of flag('no-deals') ? [] : games) {
  const times: number[] = [];
  const lineLengths: number[] = [];
  const tally = { won: 0, lost: 0, unknown: 0 };
  let states = 0;
  let seconds = 0;
  peakRss = 0;
  peakHeap = 0;
  for (const n of deals) {
    const game = dealGame(id, { number: n });
    if (global.gc) global.gc();
    sampleMemory();
    const r = solve(game, { timeMs: budget, maxStates, maxTableMb: tableMb, shouldStop });
    sampleMemory();
    if (r.result === 'won' && !isWon(r.moves.reduce(play, game)))
      throw new Error(`${id} deal ${n}: the winning line does not replay to a win`);
    tally[r.result]++;
    if (r.result === 'won') lineLengths.push(r.moves.length);
    times.push(r.elapsedMs);
    states += r.states;
    seconds += r.elapsedMs / 1000;
    if (!quiet)
      console.log(
        `  ${id} #${n}: ${r.result}${r.reason ? ` (${r.reason})` : ''} ${Math.round(r.elapsedMs)} ms, ${r.states} states${r.result === 'won' ? `, ${r.moves.length} moves` : `, best ${r.bestHome} cards home`}`,
      );
  }
  const decided = tally.won + tally.lost;
  const line =
    `${id.padEnd(14)} won ${pct(tally.won, deals.length).padStart(6)}  lost ${pct(tally.lost, deals.length).padStart(6)}  unknown ${pct(tally.unknown, deals.length).padStart(6)}` +
    `  decided ${pct(decided, deals.length).padStart(6)}  median ${Math.round(percentile(times, 50))} ms  p90 ${Math.round(percentile(times, 90))} ms` +
    `  ${Math.round(states / Math.max(seconds, 1e-9) / 1000)}k states/s  peak rss ${mb(peakRss)} heap ${mb(peakHeap)}` +
    (lineLengths.length ? `  winning lines: median ${percentile(lineLengths, 50)} moves` : '');
  console.log(line);
  summary.push(line);
}

// Hint latency: positions from played games.
if (!flag('no-hint')) {
  const latencies: number[] = [];
  const answers = { won: 0, lost: 0, unknown: 0 };
  for (const { game } of hintPositions(games, hintDeals)) {
    const r = solve(game, { timeMs: hintBudget });
    answers[r.result]++;
    latencies.push(r.elapsedMs);
  }
  const line = `hint latency (${latencies.length} positions, ${hintBudget} ms budget): median ${Math.round(percentile(latencies, 50))} ms, p90 ${Math.round(percentile(latencies, 90))} ms; won ${answers.won}, lost ${answers.lost}, unknown ${answers.unknown}`;
  console.log(line);
  summary.push(line);
}

// What the player sees: the background indicator's verdict on positions of played games. The
// indicator runs its two lanes (INDICATOR_LANES) at once on two threads, and the first to decide
// settles it; here the two run one after the other, each with the indicator's budget.
if (!flag('no-seen')) {
  const count = Number(options.seen);
  const seenStates = Number(options['seen-states']);
  const budgetOf = seenStates > 0 ? { maxStates: seenStates, now: () => 0 } : { timeMs: INDICATOR_BUDGET_MS };
  const within = seenStates > 0 ? `${seenStates} positions` : `${INDICATOR_BUDGET_MS} ms`;
  for (const id of ['forty-thieves', 'maria'].filter((g) => games.includes(g))) {
    const tally = { won: 0, lost: 0, unknown: 0 };
    let depthDecided = 0;
    for (let n = 1; n <= count; n++) {
      const game = playedPosition(id, n, 10, 60);
      const depth = solve(game, { ...budgetOf, strategy: INDICATOR_LANES[0] }).result;
      const best = solve(game, { ...budgetOf, strategy: INDICATOR_LANES[1] }).result;
      if (!quiet) console.log(`  ${id} played position ${n}: ${INDICATOR_LANES[0]} ${depth}, ${INDICATOR_LANES[1]} ${best}`);
      if (depth !== 'unknown' && best !== 'unknown' && depth !== best)
        throw new Error(`${id} position ${n}: ${INDICATOR_LANES[0]} says ${depth}, ${INDICATOR_LANES[1]} ${best}`);
      if (depth !== 'unknown') depthDecided++;
      tally[depth !== 'unknown' ? depth : best]++;
    }
    const line =
      `what the player sees, ${id}: ${pct(tally.won + tally.lost, count)} of ${count} positions answered within ${within}` +
      ` (winnable ${tally.won}, lost ${tally.lost}, not known yet ${tally.unknown}; ${INDICATOR_LANES[0]} alone ${pct(depthDecided, count)}; target 80%)`;
    console.log(line);
    summary.push(line);
  }
}

// Hint quality: a fresh hint on winnable positions on and just off known winning lines.
if (!flag('no-quality')) {
  const perGame = Number(options['quality-deals']);
  const hintStates = Number(options['hint-states']);
  const hintOf = hintStates > 0 ? { maxStates: hintStates, now: () => 0 } : { timeMs: hintBudget };
  const hintWithin = hintStates > 0 ? `${hintStates} positions` : `${hintBudget} ms`;
  const presolved = (winnableDeals as { games: Record<string, { deal: number; difficulty: string }[]> }).games;
  for (const id of games) {
    let positions = 0;
    let found = 0;
    const hint = (game: Game) => {
      positions++;
      if (solve(game, hintOf).result === 'won') found++;
    };
    for (const deal of mixedDifficulty(presolved[id], perGame)) {
      const start = dealGame(id, { number: deal });
      const line = solve(start, { timeMs: 60_000, maxStates: 2_000_000 }).moves;
      for (const part of [1, 2, 3]) {
        const at = Math.floor((line.length * part) / 4);
        const game = line.slice(0, at).reduce(play, start);
        hint(game);
        // One legal move off the line (of the first three), where a larger search proves the result still winnable.
        const candidates = legalMoves(game)
          .filter((m) => m !== line[at])
          .slice(0, 3);
        const off = candidates.find((m) => solve(play(game, m), { timeMs: 60_000, maxStates: 100_000 }).result === 'won');
        if (off) hint(play(game, off));
      }
    }
    const line = `hint quality, ${id}: ${pct(found, positions)} of ${positions} winnable positions get a winning line within ${hintWithin} (keep at 90%+)`;
    console.log(line);
    summary.push(line);
  }
}

console.log('\nsummary');
for (const line of summary) console.log(line);
