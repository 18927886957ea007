// node --import tsx research/solver-lost-positions.ts -- [--deals 1,3,6,9,12,34,81,328] [--every 4]
//     [--min 4] [--max 60] [--budget 3000000] [--over 1000] [--out research/lost-positions.json]
//
// Makes the loss-proof benchmark's positions (research/lost.bench.ts, docs/solver.md): along the
// first line on which the depth-first search from each Forty Thieves deal (one round) gets down
// to --min stock cards left, the positions right after a stock turn with --min to --max stock
// cards left, every --every cards. Each is searched exhaustively by today's search without any learning (one
// depth-first round, the dead-end test on, up to --budget positions); the ones it proves lost in
// more than --over positions are written with the positions that proof took, so the benchmark
// compares against them without searching them again (and its target, proving half of them lost
// within 1,000 positions each, starts from none). Deterministic: run it again and the file comes
// out the same.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { dealGame, position } from '../src/engine/index';
import type { Position } from '../src/engine/index';
import { WASTE, cloneState, moveTo } from '../src/engine/game';
import type { State } from '../src/engine/game';
import { search } from '../src/engine/search/rounds';
import { parseRange, readOptions } from '../scripts/args';

const options = readOptions({
  deals: '1,3,6,9,12,34,81,328',
  every: '4',
  min: '4',
  max: '60',
  budget: '3000000',
  over: '1000',
  out: 'research/lost-positions.json',
});
const every = Number(options.every);
const budget = Number(options.budget);

export interface LostPosition {
  deal: number;
  stockLeft: number;
  /** Positions one exhaustive depth-first round without learning needs to prove it lost. */
  positions: number;
  position: Position;
}

/**
 * The positions right after each stock turn, by stock cards left, on the first line along which
 * the depth-first search from `start` gets down to `min` stock cards left (or as far as it gets
 * in a million positions): a line that fails, as the deals are lost or undecided.
 */
function firstLine(start: Readonly<State>, min: number): Map<number, State> {
  const line: State[] = [];
  let deepest: State[] = [];
  let fewest = Infinity;
  search(start, {
    strategy: 'depth',
    restarts: false,
    floats: false,
    maxStates: 1_000_000,
    observe: (s, m, depth) => {
      line.length = depth;
      line[depth - 1] = cloneState(s);
      turnedOnto.set(line[depth - 1], moveTo(m) === WASTE);
      if (s.stock.length < fewest) {
        fewest = s.stock.length;
        deepest = line.slice();
      }
    },
    shouldStop: () => fewest <= min,
  });
  const byStock = new Map<number, State>();
  for (const s of deepest) if (turnedOnto.get(s) && !byStock.has(s.stock.length)) byStock.set(s.stock.length, s);
  return byStock;
}

/** Whether each position of a line was reached by a stock turn. */
const turnedOnto = new WeakMap<State, boolean>();

const found: LostPosition[] = [];
for (const deal of parseRange(options.deals)) {
  const line = firstLine(dealGame('forty-thieves', { number: deal }), Number(options.min));
  for (let stockLeft = Number(options.min); stockLeft <= Number(options.max); stockLeft += every) {
    const s = line.get(stockLeft);
    if (!s) continue;
    const before = process.cpuUsage();
    const r = search(s, { strategy: 'depth', restarts: false, floats: false, maxStates: budget });
    const used = process.cpuUsage(before);
    const ms = Math.round((used.user + used.system) / 1000);
    console.log(`deal ${deal}, ${stockLeft} stock cards left: ${r.result} in ${r.states} positions (${ms} ms CPU)`);
    if (r.result === 'lost' && r.states > Number(options.over)) found.push({ deal, stockLeft, positions: r.states, position: position(s) });
  }
}

const out = path.resolve(options.out);
const lines = found.map((p) => `  ${JSON.stringify(p)}`);
fs.writeFileSync(out, `[\n${lines.join(',\n')}\n]\n`);
console.log(`wrote ${found.length} lost positions to ${path.relative(process.cwd(), out)}`);
