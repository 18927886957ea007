// node --expose-gc --import tsx research/stock-beam.ts -- [--game forty-thieves] [--deals 1-200] [--cpu 5]
//     [--states N] [--try both,beam] [--pairs 'depth|best,exhaustive|beam'] [--width 8] [--closure 200] [--last 8] [--per-signature 1]
//
// The wins of the stock beam (beam/stock-beam.ts) against the current search, deal by deal, at
// comparable budgets (docs/solver.md section 10): each configuration of --try gets the same
// budget per deal, --cpu seconds of this process's CPU time (a clock that does not run while
// other processes have the core, so the figure holds on a shared machine) and/or --states
// positions. Every win is replayed through the rules. --try: default, exhaustive, depth, best,
// both, beam, and exhaustive+beam, both+beam, depth+beam (the stock beam forced in: CONFIGS below).
// Prints each deal's answers and then, per configuration, won / lost / unknown, and the union of
// all of them (what a portfolio of them on as many cores would decide); --pairs 'a|b,c|d' also
// prints the union of each pair (two portfolio lanes). --width, --closure, --last and
// --per-signature set the beam's shape (beam/stock-beam.ts, BEAM)
// for experiments.

import { dealGame } from '../src/engine/index';
import { applyMove, cloneState, isWonState } from '../src/engine/game';
import { SearchOptions, search } from '../src/engine/search/rounds';
import { BEAM } from '../src/engine/search/beam/stock-beam';
import { parseRange, readOptions } from '../scripts/args';

const options = readOptions(
  {
    game: 'forty-thieves',
    deals: '1-20',
    cpu: '0',
    states: '0',
    try: 'both,beam',
    pairs: '',
    width: undefined,
    closure: undefined,
    last: undefined,
    'per-signature': undefined,
  },
  [],
);
if (options.width) BEAM.firstWidth = Number(options.width);
if (options.closure) BEAM.closure = Number(options.closure);
if (options.last) BEAM.lastClosureFactor = Number(options.last);
if (options['per-signature']) BEAM.perSignature = Number(options['per-signature']);

const cpuMs = Number(options.cpu) * 1000;
const maxStates = Number(options.states) || 1e12;
if (!cpuMs && maxStates === 1e12) throw new Error('give a budget: --cpu seconds and/or --states positions');
const cpuClock = (): number => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
/**
 * The configurations --try knows: 'default' (no strategy given: the solver's default, with the
 * stock beam where the variant's solverStockBeam says so), 'exhaustive' (the variant's search
 * without the beam: the default before solver version 6), the strategies, and with '+beam' the
 * stock beam forced in (SearchOptions.stockBeam: the strategy's first part, the beam a quarter of
 * the rest, then the depth-first search; rounds.ts, withStockBeam).
 */
const CONFIGS: Record<string, SearchOptions> = {
  default: {},
  exhaustive: { strategy: 'exhaustive' },
  'exhaustive+beam': { strategy: 'exhaustive', stockBeam: true },
  depth: { strategy: 'depth' },
  best: { strategy: 'best' },
  both: { strategy: 'both' },
  beam: { strategy: 'beam' },
  'both+beam': { strategy: 'both', stockBeam: true },
  'depth+beam': { strategy: 'depth', stockBeam: true },
};
const names = options.try.split(',');
for (const name of names)
  if (!CONFIGS[name]) throw new Error(`--try: unknown configuration ${name} (known: ${Object.keys(CONFIGS).join(', ')})`);
const runs = names.map((name) => ({ name, won: 0, lost: 0, unknown: 0, cpu: 0, states: 0 }));
const union = { won: 0, lost: 0 };
/** --pairs: each pair of configurations (of --try) and the deals their union wins and proves lost. */
const pairs = (options.pairs ? options.pairs.split(',') : []).map((pair) => {
  const lanes = pair.split('|');
  for (const lane of lanes) if (!names.includes(lane)) throw new Error(`--pairs: ${lane} is not in --try`);
  return { pair, lanes, won: 0, lost: 0 };
});
for (const n of parseRange(options.deals)) {
  const answers: string[] = [];
  let won = false;
  let lost = false;
  const outcome = new Map<string, string>();
  for (const run of runs) {
    // The garbage of the last search is collected here, not on the next one's clock (run with
    // node --expose-gc: the parallel collector's threads count in this process's CPU time).
    (globalThis as { gc?: () => void }).gc?.();
    const before = cpuClock();
    const start = dealGame(options.game, { number: n });
    const r = search(start, {
      ...CONFIGS[run.name],
      maxStates,
      ...(cpuMs ? { timeMs: cpuMs, now: cpuClock } : { timeMs: 1e12, now: () => 0 }),
    });
    const ms = cpuClock() - before;
    if (r.result === 'won') {
      const end = cloneState(start);
      for (const m of r.moves) applyMove(end, m);
      if (!isWonState(end)) throw new Error(`deal ${n}, ${run.name}: the winning line does not win`);
    }
    run.cpu += ms;
    run.states += r.states;
    run[r.result]++;
    outcome.set(run.name, r.result);
    won ||= r.result === 'won';
    lost ||= r.result === 'lost';
    answers.push(
      `${run.name} ${r.result}${r.reason ? ` (${r.reason})` : ''} ${r.states} states ${Math.round(ms)} ms, best ${r.result === 'won' ? 104 : r.bestHome}`,
    );
  }
  if (won && lost) throw new Error(`deal ${n}: one search wins what another proves lost`);
  if (won) union.won++;
  if (lost) union.lost++;
  for (const p of pairs) {
    if (p.lanes.some((lane) => outcome.get(lane) === 'won')) p.won++;
    if (p.lanes.some((lane) => outcome.get(lane) === 'lost')) p.lost++;
  }
  console.log(`${options.game} #${n}: ${answers.join('; ')}`);
}
const budget = `${cpuMs ? `${cpuMs / 1000} s CPU` : ''}${cpuMs && maxStates < 1e12 ? ', ' : ''}${maxStates < 1e12 ? `${maxStates} states` : ''}`;
for (const { name, won, lost, unknown, cpu, states } of runs) {
  console.log(
    `${options.game} ${options.deals} at ${budget}, ${name}: won ${won}, lost ${lost}, unknown ${unknown}; ` +
      `${Math.round(cpu / 1000)} s CPU, ${Math.round(states / (cpu / 1000) / 1000)}k states per CPU second`,
  );
}
console.log(`${options.game} ${options.deals} union of ${names.join(', ')}: won ${union.won}, lost ${union.lost}`);
for (const { pair, won, lost } of pairs)
  console.log(`${options.game} ${options.deals} union of ${pair}: won ${won}, lost ${lost}, decided ${won + lost}`);
