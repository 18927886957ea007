// node --import tsx scripts/solver-decide.ts -- [--game forty-thieves] [--deals 1-20] [--states 1500000] [--macros | --compare]
//
// The decided share of deals at a budget in positions (docs/solver.md): the solver's own search
// (restarts included) with a state budget and no clock, so the figure does not depend on how
// busy the machine is. Prints each deal's answer, positions and CPU time.

import { dealGame } from '../src/engine/index';
import { search } from '../src/engine/solver/search';
import { parseRange } from '../src/engine/solver/stats';
import { readOptions } from './args';

const options = readOptions({ game: 'forty-thieves', deals: '1-20', states: '1500000' }, ['macros', 'compare']);
const id = options.game;
const deals = parseRange(options.deals);
const maxStates = Number(options.states);
// --compare: each deal without and with macro-moves, one after the other.
const configs = options.compare ? [false, true] : [options.macros];

const runs = configs.map((macros) => ({ macros, tally: { won: 0, lost: 0, unknown: 0 }, cpu: 0, states: 0 }));
for (const n of deals) {
  for (const run of runs) {
    const before = process.cpuUsage();
    const r = search(dealGame(id, { number: n }), { maxStates, macros: run.macros });
    const used = process.cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    run.cpu += ms;
    run.states += r.states;
    run.tally[r.result]++;
    console.log(`${id} #${n}${run.macros ? ' macros' : ''}: ${r.result} ${r.states} states, ${Math.round(ms)} ms CPU, best ${r.result === 'won' ? 104 : r.bestHome} home`);
  }
}
for (const { macros, tally, cpu, states } of runs) {
  console.log(
    `${id} ${deals[0]}-${deals[deals.length - 1]} at ${maxStates} states${macros ? ', macros' : ''}: won ${tally.won}, lost ${tally.lost}, unknown ${tally.unknown}; ` +
      `${Math.round(states / (cpu / 1000) / 1000)}k states per CPU second`,
  );
}
