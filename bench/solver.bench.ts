// Solver benchmark: `npm run bench:solver -- [--deals 1-20] [--budget 10000] [--games forty-thieves,maria]
// [--max-states N] [--table-mb 256] [--hint-deals 1-20] [--hint-budget MS] [--no-hint] [--quiet]`
// (environment: SOLVER_DEALS, SOLVER_BUDGET_MS, SOLVER_GAMES work too).
//
// For each game, solves the given deal numbers one after another on this thread and prints:
// won / proven lost / unknown shares, median and 90th-percentile time, states per second, and
// the peak memory seen (rss and heap, sampled while searching). Every win is replayed through
// play() and must end won. Then the hint latency: positions from played games (10–30 sensible
// moves from a deal, chosen by a fixed pseudo-random sequence: hint-positions.ts), each solved
// with a short budget. (solver-web.bench.ts times the same in a Web Worker and a Node worker.)

import { VARIANT_IDS, dealGame, isWon, play } from '../src/engine/index';
import { solve } from '../src/engine/solver/index';
import { HINT_BUDGET_MS } from '../src/host/hints';
import { hintPositions, percentile } from './hint-positions';

function arg(name: string, env: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1] !== undefined) return process.argv[i + 1];
  return process.env[env] ?? fallback;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

function range(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const [a, b] = part.split('-').map(Number);
    for (let n = a; n <= (b ?? a); n++) out.push(n);
  }
  return out;
}

const deals = range(arg('deals', 'SOLVER_DEALS', '1-20'));
const budget = Number(arg('budget', 'SOLVER_BUDGET_MS', '10000'));
const games = arg('games', 'SOLVER_GAMES', VARIANT_IDS.join(',')).split(',');
const maxStates = Number(arg('max-states', 'SOLVER_MAX_STATES', '100000000'));
const tableMb = Number(arg('table-mb', 'SOLVER_TABLE_MB', '256'));
const hintDeals = range(arg('hint-deals', 'SOLVER_HINT_DEALS', '1-20'));
const hintBudget = Number(arg('hint-budget', 'SOLVER_HINT_BUDGET_MS', String(HINT_BUDGET_MS))); // the game's own budget
const quiet = flag('quiet');

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

console.log(`solver bench: deals ${deals[0]}–${deals[deals.length - 1]} (${deals.length}), budget ${budget} ms, table cap ${tableMb} MiB, node ${process.version}`);
const summary: string[] = [];
for (const id of games) {
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
    if (r.result === 'won' && !isWon(r.moves.reduce(play, game))) throw new Error(`${id} deal ${n}: the winning line does not replay to a win`);
    tally[r.result]++;
    if (r.result === 'won') lineLengths.push(r.moves.length);
    times.push(r.elapsedMs);
    states += r.states;
    seconds += r.elapsedMs / 1000;
    if (!quiet) console.log(`  ${id} #${n}: ${r.result}${r.reason ? ` (${r.reason})` : ''} ${Math.round(r.elapsedMs)} ms, ${r.states} states${r.result === 'won' ? `, ${r.moves.length} moves` : `, best ${r.bestHome} cards home`}`);
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

console.log('\nsummary');
for (const line of summary) console.log(line);
