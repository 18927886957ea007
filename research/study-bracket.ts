// node --import tsx research/study-bracket.ts -- [--game forty-thieves] [--deals 1-200]
//     [--budgets 200000,1500000] [--sample 1-20] [--large 10000000] [--out docs/study/bracket.md]
//
// The winnability bracket as the budget grows (docs/winnability.md): each deal is solved as the
// study solves it (solve(), the game's default strategy) with a budget in positions and a clock
// that never moves, so the figures do not depend on the machine or its load. Budgets run in
// ascending order, and a deal decided at one budget keeps its answer at the larger ones (the
// search at a larger budget runs the smaller one's phases further: best-first longer, then the
// same depth-first rounds with limits at least as large). --large runs one more budget on the
// deals of --sample only. For each budget: the shares won and proven lost with 95% Wilson
// intervals, and so the bracket in which the true winnable share lies: from the lower end of the
// won interval to one minus the lower end of the lost interval. Writes --out, CPU time beside it.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { dealGame, getVariant } from '../src/engine/index';
import { SOLVER_VERSION, solve } from '../src/engine/search/index';
import type { SearchOutcome } from '../src/engine/search/index';
import { wilson } from '../scripts/study-store';
import { parseRange, readOptions } from '../scripts/args';

const options = readOptions({
  game: 'forty-thieves',
  deals: '1-200',
  budgets: '200000,1500000',
  sample: '1-20',
  large: '10000000',
  out: 'docs/study/bracket.md',
});
const game = options.game;
const deals = parseRange(options.deals);
const budgets = options.budgets.split(',').map(Number);
const sample = parseRange(options.sample);
const large = Number(options.large);

interface Row {
  budget: number;
  deals: number[];
  answers: Map<number, SearchOutcome>;
  cpuMs: number;
}

/** Solves each deal not decided yet at `budget`; returns the answers at that budget. */
function run(budget: number, among: readonly number[], before: Map<number, SearchOutcome>): Row {
  const answers = new Map<number, SearchOutcome>();
  const started = process.cpuUsage();
  for (const n of among) {
    const known = before.get(n);
    if (known && known !== 'unknown') {
      answers.set(n, known);
      continue;
    }
    const r = solve(dealGame(game, { number: n }), { maxStates: budget, now: () => 0 });
    answers.set(n, r.result);
    console.log(`${game} #${n} at ${budget}: ${r.result} (${r.states} positions)`);
  }
  const used = process.cpuUsage(started);
  return { budget, deals: [...among], answers, cpuMs: (used.user + used.system) / 1000 };
}

const rows: Row[] = [];
let answers = new Map<number, SearchOutcome>();
for (const budget of budgets) {
  const row = run(budget, deals, answers);
  rows.push(row);
  answers = row.answers;
}
const inSample = deals.filter((n) => sample.includes(n));
rows.push(run(large, inSample, answers));

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const millions = (b: number) => `${b / 1e6} million`;
const lines = [
  `## ${getVariant(game).name} as the budget grows`,
  '',
  `Written by \`research/study-bracket.ts\` (solver version ${SOLVER_VERSION}): deals ${deals[0]}–${deals[deals.length - 1]} at each budget, and`,
  `deals ${inSample[0]}–${inSample[inSample.length - 1]} alone at the largest, each solved as the study solves it, with a budget in`,
  'positions only. The winnable share lies in the bracket: at least the lower end of the won',
  'interval, at most one minus the lower end of the proven-lost interval (95% Wilson intervals).',
  '',
  '| budget | deals | won | proven lost | undecided | winnable share lies in | CPU time here |',
  '|---|---|---|---|---|---|---|',
];
for (const row of rows) {
  const n = row.deals.length;
  const count = (r: SearchOutcome) => row.deals.filter((d) => row.answers.get(d) === r).length;
  const [wonLo, wonHi] = wilson(count('won'), n);
  const [lostLo, lostHi] = wilson(count('lost'), n);
  const span = `${row.deals[0]}–${row.deals[n - 1]}`;
  lines.push(
    `| ${millions(row.budget)} | ${span} | ${pct(count('won') / n)} (${pct(wonLo)}–${pct(wonHi)}) | ${pct(count('lost') / n)} (${pct(lostLo)}–${pct(lostHi)}) | ` +
      `${pct(count('unknown') / n)} | ${pct(wonLo)}–${pct(1 - lostLo)} | ${Math.round(row.cpuMs / 1000)} s |`,
  );
}
lines.push('');
fs.writeFileSync(path.resolve(options.out), lines.join('\n'));
console.log(lines.join('\n'));
