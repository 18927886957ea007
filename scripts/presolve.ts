// npm run presolve -- [--games forty-thieves,maria] [--deals 1-200] [--max-states 1000000] [--budget 20000]
//
// Writes src/deals/winnable-deals.json: for each game, the deal numbers the solver has
// proven winnable, each with a difficulty (easy / medium / hard, from the states the solver
// needed — see difficultyOf), recorded with SOLVER_VERSION and each game's budget. A run keeps
// the games it does not solve when the file is from the same solver version. Every win is replayed
// through the engine's play() before it is listed. The budget is a state count, so the list is
// the same on any machine; --budget is only a wall-clock safety net per deal.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { VARIANT_IDS, dealGame, isWon, play } from '../src/engine/index';
import { SOLVER_VERSION, solve } from '../src/engine/search/index';
import { Difficulty, difficultyOf } from '../src/engine/difficulty';
import { parseRange, readOptions } from './args';

const options = readOptions({ games: VARIANT_IDS.join(','), deals: '1-100', 'max-states': '1000000', budget: '20000' });
const games = options.games.split(',');
const deals = parseRange(options.deals);
const maxStates = Number(options['max-states']);
const budgetMs = Number(options.budget);
const out = path.join(__dirname, '../src/deals/winnable-deals.json');

interface WinnableDeals {
  solverVersion: number;
  /** Per game: the state budget of each deal. */
  maxStates: Record<string, number>;
  dealsTried: Record<string, string>;
  games: Record<string, { deal: number; difficulty: Difficulty }[]>;
}

/** JSON with one line per game, so a new presolve run gives a readable diff. */
function format(data: WinnableDeals): string {
  const games = Object.entries(data.games).map(([id, list]) => `    ${JSON.stringify(id)}: ${JSON.stringify(list)}`);
  return [
    '{',
    `  "solverVersion": ${data.solverVersion},`,
    `  "maxStates": ${JSON.stringify(data.maxStates)},`,
    `  "dealsTried": ${JSON.stringify(data.dealsTried)},`,
    '  "games": {',
    games.join(',\n'),
    '  }',
    '}',
    '',
  ].join('\n');
}

const previous: WinnableDeals | undefined = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : undefined;
const result: WinnableDeals = {
  solverVersion: SOLVER_VERSION,
  maxStates: previous?.solverVersion === SOLVER_VERSION ? previous.maxStates : {},
  dealsTried: previous?.solverVersion === SOLVER_VERSION ? previous.dealsTried : {},
  games: previous?.solverVersion === SOLVER_VERSION ? previous.games : {},
};

for (const id of games) {
  const list: { deal: number; difficulty: Difficulty }[] = [];
  const started = Date.now();
  for (const n of deals) {
    const game = dealGame(id, { number: n });
    const r = solve(game, { timeMs: budgetMs, maxStates });
    if (r.result !== 'won') continue;
    if (!isWon(r.moves.reduce(play, game))) throw new Error(`${id} deal ${n}: the winning line does not replay to a win`);
    list.push({ deal: n, difficulty: difficultyOf(r.states) });
  }
  result.games[id] = list;
  result.dealsTried[id] = `${deals[0]}-${deals[deals.length - 1]}`;
  result.maxStates[id] = maxStates;
  const count = (d: Difficulty) => list.filter((x) => x.difficulty === d).length;
  console.log(
    `${id}: ${list.length} of ${deals.length} proven winnable (easy ${count('easy')}, medium ${count('medium')}, hard ${count('hard')}) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

fs.writeFileSync(out, format(result));
console.log(
  `wrote ${path.relative(process.cwd(), out)} (solver version ${SOLVER_VERSION}, ${maxStates} states per deal of ${games.join(', ')})`,
);
