// node --import tsx research/solver-decide.ts -- [--game forty-thieves] [--deals 1-20] [--states 1500000]
//     [--try depth,best,both,round,macros,bound,no-empty,floats,depth-floats,keep,both-keep,stubborn,learned,...]
//     [--weights 8,2,1,3]
//     [--time 600] [--table-mb 4096] [--played 10-60]
//
// The decided share of deals at a budget in positions (docs/solver.md): the solver's search with
// a state budget and no clock, so the figure does not depend on how busy the machine is. Each
// deal runs once per configuration of --try:
//   depth     the depth-first search with restarts;     best   best-first;
//   both      best-first for a quarter of the budget, then depth-first;
//   round     one depth-first round, no restarts;       macros depth-first with stock macro-moves;
//   bound     depth-first with the dead-end test's waste bound;
//   no-empty  depth-first with a dead-end test that pretends no column can ever be empty
//             (unsound: the ceiling of any empty-column bound, never an answer to trust);
//   floats    'both' with the floating-card relaxation (floats.ts) on;
//   depth-floats  depth-first with restarts and the floating-card relaxation;
//   keep, both-keep  depth and both with the proofs of loss kept across rounds (keepProofs);
//   stubborn, both-stubborn, best-stubborn, round-stubborn  depth, both, best and round with
//             stubborn sets (stubborn.ts);
//   learned, both-learned  depth and both with learned dead ends (learned-dead-ends.ts);
//   learned-all  depth with the learned test given every value from the start (the largest S).
// Prints each deal's answer, positions and CPU time, then the tally per configuration.
// --weights sets best-first's score weights (home, waste, breaks, empty columns: best-first-frontier.ts
// WEIGHTS) for experiments. --time adds a wall-clock budget in seconds and --table-mb the table's
// memory cap (default 256 MiB), for the long runs of docs/solver.md section 1. --played 10-60
// takes, instead of each deal, a position of a played game from it (the benchmark's "what the
// player sees" positions: that many sensible moves in).

import { performance } from 'node:perf_hooks';
import { dealGame } from '../src/engine/index';
import { SearchOptions, search } from '../src/engine/search/rounds';
import { WEIGHTS } from '../src/engine/search/best-first-frontier';
import { ALL_VALUES } from '../src/engine/search/dead-ends/learned-dead-ends';
import { parseRange, readOptions } from '../scripts/args';
import { playedPosition } from '../bench/hint-positions';

const CONFIGS: Record<string, SearchOptions> = {
  depth: { strategy: 'depth' },
  best: { strategy: 'best' },
  both: { strategy: 'both' },
  macros: { macros: true },
  bound: { strategy: 'depth', wasteBound: true },
  round: { strategy: 'depth', restarts: false },
  'no-empty': { strategy: 'depth', noEmptyColumns: true },
  floats: { strategy: 'both', floats: true },
  'depth-floats': { strategy: 'depth', floats: true },
  keep: { strategy: 'depth', keepProofs: true },
  'both-keep': { strategy: 'both', keepProofs: true },
  stubborn: { strategy: 'depth', stubborn: true },
  'both-stubborn': { strategy: 'both', stubborn: true },
  'best-stubborn': { strategy: 'best', stubborn: true },
  'round-stubborn': { strategy: 'depth', restarts: false, stubborn: true },
  learned: { strategy: 'depth', learnedDeadEnds: true },
  'both-learned': { strategy: 'both', learnedDeadEnds: true },
  'learned-all': { strategy: 'depth', learnedDeadEnds: true, learnedValues: { ...ALL_VALUES } },
};

const options = readOptions(
  {
    game: 'forty-thieves',
    deals: '1-20',
    states: '1500000',
    try: 'depth',
    weights: undefined,
    time: undefined,
    'table-mb': undefined,
    played: undefined,
  },
  [],
);
if (options.weights) {
  const [home, waste, breaks, empty] = options.weights.split(',').map(Number);
  Object.assign(WEIGHTS, { home, waste, breaks, empty });
}
const id = options.game;
const deals = parseRange(options.deals);
const maxStates = Number(options.states);
const clock: SearchOptions = options.time ? { timeMs: Number(options.time) * 1000, now: () => performance.now() } : {};
if (options['table-mb']) clock.maxTableMb = Number(options['table-mb']);
const played = options.played?.split('-').map(Number);
const names = options.try.split(',');
for (const name of names)
  if (!CONFIGS[name]) throw new Error(`--try: unknown configuration ${name} (known: ${Object.keys(CONFIGS).join(', ')})`);

const runs = names.map((name) => ({ name, tally: { won: 0, lost: 0, unknown: 0 }, cpu: 0, states: 0 }));
for (const n of deals) {
  for (const run of runs) {
    const before = process.cpuUsage();
    const start = played ? playedPosition(id, n, played[0], played[1]) : dealGame(id, { number: n });
    const r = search(start, { ...CONFIGS[run.name], ...clock, maxStates });
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    run.cpu += ms;
    run.states += r.states;
    run.tally[r.result]++;
    console.log(
      `${id} #${n} ${run.name}: ${r.result}${r.reason ? ` (${r.reason})` : ''} ${r.states} states, ${Math.round(ms)} ms CPU, best ${r.result === 'won' ? 104 : r.bestHome} home`,
    );
  }
}
for (const { name, tally, cpu, states } of runs) {
  console.log(
    `${id} ${deals[0]}-${deals[deals.length - 1]} at ${maxStates} states, ${name}: won ${tally.won}, lost ${tally.lost}, unknown ${tally.unknown}; ` +
      `${Math.round(states / (cpu / 1000) / 1000)}k states per CPU second`,
  );
}
