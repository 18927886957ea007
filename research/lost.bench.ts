// Loss-proof benchmark: `npm run bench:lost -- [--budget 3000000] [--strategy round] [--quiet]`
//
// The lost Forty Thieves positions of research/lost-positions.json (made by
// research/solver-lost-positions.ts: along the first failing lines of lost and undecided deals,
// 8 to 60 stock cards left), each with the positions one exhaustive depth-first round without
// the floating-card relaxation needed to prove it lost. Each is searched again with today's
// solver up to --budget positions: by default one depth-first round (the way a loss is proven)
// with the relaxation on; --strategy exact without it, to check the pinned figures; depth, best
// or both with the solver's defaults, as solve() runs them; --keep-proofs keeps the proofs of
// loss that hold whatever the line from one restart round to the next (table.ts, LossProofs);
// --stubborn searches with stubborn sets (stubborn.ts); --learned with learned dead ends
// (learned-dead-ends.ts), and counts the positions they call lost; --learned-all gives that test
// every value from the start (the largest set of frozen cards its argument allows). It prints what each takes beside the
// pinned figure, how many are proven lost within 1,000 positions (docs/solver.md's target: half),
// the median ratio and the CPU time. A "won" is a soundness failure and stops the benchmark.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { stateFromPosition } from '../src/engine/search/from-position';
import { search } from '../src/engine/search/rounds';
import type { SearchOptions } from '../src/engine/search/rounds';
import type { Position } from '../src/engine/index';
import { readOptions } from '../scripts/args';
import { ALL_VALUES } from '../src/engine/search/dead-ends/learned-dead-ends';

interface LostPosition {
  deal: number;
  stockLeft: number;
  positions: number;
  position: Position;
}

const options = readOptions({ budget: '3000000', strategy: 'round' }, ['quiet', 'keep-proofs', 'stubborn', 'learned', 'learned-all']);
const file = path.join(__dirname, 'lost-positions.json');
const positions = JSON.parse(fs.readFileSync(file, 'utf8')) as LostPosition[];
const budget = Number(options.budget);
const STRATEGIES: Record<string, SearchOptions> = {
  round: { strategy: 'depth', restarts: false, floats: true },
  exact: { strategy: 'depth', restarts: false, floats: false },
  depth: { strategy: 'depth' },
  best: { strategy: 'best' },
  both: { strategy: 'both' },
};
const how = STRATEGIES[options.strategy];
if (!how) throw new Error(`--strategy: one of ${Object.keys(STRATEGIES).join(', ')}`);

const ratios: number[] = [];
let within = 0;
let withinBefore = 0;
let unproven = 0;
let total = 0;
let totalBefore = 0;
let learnedRefuted = 0;
const cpuStart = process.cpuUsage();
console.log(`loss-proof bench: ${positions.length} lost positions, ${options.strategy}, up to ${budget} positions each`);
for (const p of positions) {
  const start = stateFromPosition('forty-thieves', p.position);
  const r = search(start, {
    ...how,
    maxStates: budget,
    keepProofs: options['keep-proofs'],
    stubborn: options.stubborn,
    learnedDeadEnds: options.learned || options['learned-all'],
    // A fresh copy: the search learns into it.
    learnedValues: options['learned-all'] ? { ...ALL_VALUES } : undefined,
    onLearnedRefuted: () => void learnedRefuted++,
  });
  if (r.result === 'won')
    throw new Error(`deal ${p.deal}, ${p.stockLeft} stock cards left: won, but the search without learning proved it lost`);
  const proven = r.result === 'lost';
  if (proven && r.states <= 1000) within++;
  if (p.positions <= 1000) withinBefore++;
  if (!proven) unproven++;
  total += r.states;
  totalBefore += p.positions;
  ratios.push(p.positions / r.states);
  if (!options.quiet)
    console.log(
      `  deal ${p.deal}, ${String(p.stockLeft).padStart(2)} stock left: ${String(p.positions).padStart(8)} → ${String(r.states).padStart(8)} positions${proven ? '' : ` (${r.result}: not proven)`}`,
    );
}
const used = process.cpuUsage(cpuStart);
const sorted = [...ratios].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `proven lost within 1,000 positions: ${within} of ${positions.length} (${((100 * within) / positions.length).toFixed(0)}%; without learning ${withinBefore}); ` +
    `not proven within ${budget}: ${unproven}; positions ${totalBefore} → ${total} (median ${median.toFixed(1)} times fewer); ` +
    `${((used.user + used.system) / 1e6).toFixed(1)} s CPU` +
    (options.learned || options['learned-all'] ? `; learned dead ends: ${learnedRefuted} positions` : ''),
);
