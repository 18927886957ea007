// node --import tsx research/solver-space.ts -- [--game forty-thieves] [--deals 1-30] [--states 3000000]
//   [--probes 2000] [--macros] [--restarts]
//
// Measures the search space of deals (docs/solver.md, "Know the problem"), one deal at a time:
//   - one depth-first round of the solver up to --states new positions (no restarts unless
//     --restarts), with where those positions lie: cards turned from the stock, empty columns,
//     cards home, and how many differ only in the tableau (same stock, waste and foundations);
//   - moves tried per new position (the transpositions a partial-order reduction could save);
//   - Knuth's estimator of the size of the search tree: random probes from the deal, each the
//     product of the branching factors along one random line (forced home moves played, no
//     position repeated on the line); the mean over probes is an unbiased estimate of the tree's
//     node count. The tree counts paths, not positions, so it bounds the space from above.
// Deterministic: the probes use a fixed pseudo-random sequence.

import * as game from '../src/engine/game';
import type { State } from '../src/engine/game';
import { dealGame, isSafeToMoveHome } from '../src/engine/index';
import { search } from '../src/engine/search/rounds';
import { parseRange, readOptions } from '../scripts/args';

const {
  STOCK,
  WASTE,
  FOUNDATION,
  TABLEAU,
  applyMove,
  cloneState,
  encodeMove,
  generateMoves,
  moveFrom,
  moveTo,
  cardsHome,
  foundationSlotFor,
} = game;

const options = readOptions({ game: 'forty-thieves', deals: '1-30', states: '3000000', probes: '2000' }, ['macros', 'restarts']);
const id = options.game;
const deals = parseRange(options.deals);
const maxStates = Number(options.states);
const probes = Number(options.probes);
const { macros, restarts } = options;

let seed = 12345;
function random(k: number): number {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % k;
}

/** Plays safe home moves (as the solver's forced moves) until none is left. */
function playSafe(s: State): void {
  for (;;) {
    const tops: [number, number[]][] = [[WASTE, s.waste], ...s.cols.map((c, i): [number, number[]] => [TABLEAU + i, c])];
    if (s.variant.cardsPerTurn === 1) tops.push([STOCK, s.stock]);
    const hit = tops.find(
      ([, pile]) => pile.length > 0 && foundationSlotFor(s, pile[pile.length - 1]) >= 0 && isSafeToMoveHome(s, pile[pile.length - 1]),
    );
    if (!hit) return;
    applyMove(s, encodeMove(hit[0], FOUNDATION));
  }
}

/** The exact position as a string (to keep a probe from repeating a position). */
const exact = (s: State): string =>
  `${s.cols.map((c, i) => `${s.down[i]}:${c.join(',')}`).join('|')}/${s.stock.length}/${s.waste.join(',')}/${s.found.join(',')}`;

/** One Knuth probe: the product of branching factors along a random line; and how far it got. */
function probe(start: State): { estimate: number; length: number; home: number } {
  const s = cloneState(start);
  playSafe(s);
  const seen = new Set([exact(s)]);
  let product = 1;
  let estimate = 1;
  let length = 0;
  for (; length < 2000; length++) {
    const moves = generateMoves(s).filter((m) => {
      if (moveFrom(m) === STOCK && moveTo(m) !== WASTE && s.variant.cardsPerTurn === 1) return false; // = turn, then play
      const next = cloneState(s);
      applyMove(next, m);
      playSafe(next);
      return !seen.has(exact(next));
    });
    if (moves.length === 0) break;
    product *= moves.length;
    estimate += product;
    applyMove(s, moves[random(moves.length)]);
    playSafe(s);
    seen.add(exact(s));
  }
  return { estimate, length, home: cardsHome(s) };
}

const bucket = (map: Map<number, number>, k: number) => map.set(k, (map.get(k) ?? 0) + 1);
const share = (map: Map<number, number>, total: number) =>
  [...map.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([k, v]) => `${k}:${((100 * v) / total).toFixed(0)}%`)
    .join(' ');

console.log(
  `solver space: ${id} deals ${deals[0]}-${deals[deals.length - 1]}, ${maxStates} states, ${probes} probes${macros ? ', macros' : ''}${restarts ? ', restarts' : ''}`,
);
for (const n of deals) {
  const start = dealGame(id, { number: n });
  const stockSize = start.stock.length;
  const turned = new Map<number, number>();
  const empties = new Map<number, number>();
  const home = new Map<number, number>();
  const signatures = new Map<string, number>();
  let afterTurn = 0;
  let maxDepth = 0;
  const started = performance.now();
  const r = search(start, {
    maxStates,
    restarts,
    macros,
    observe: (s, m, depth) => {
      bucket(turned, Math.floor((stockSize - s.stock.length) / 16) * 16);
      bucket(empties, s.cols.filter((c) => c.length === 0).length);
      bucket(home, Math.floor(cardsHome(s) / 26) * 26);
      const sig = `${s.stock.length}/${s.waste.length ? s.waste[s.waste.length - 1] : ''}/${s.waste.length}/${s.found.join(',')}`;
      signatures.set(sig, (signatures.get(sig) ?? 0) + 1);
      if (moveFrom(m) === STOCK && moveTo(m) === WASTE) afterTurn++;
      if (depth > maxDepth) maxDepth = depth;
    },
  });
  const ms = performance.now() - started;
  const total = r.states;
  const perSig = [...signatures.values()].sort((a, b) => a - b);
  let sum = 0;
  let lengths = 0;
  let best = 0;
  const t0 = performance.now();
  for (let k = 0; k < probes; k++) {
    const p = probe(start);
    sum += p.estimate;
    lengths += p.length;
    best = Math.max(best, p.home);
  }
  const probeMs = performance.now() - t0;
  console.log(
    `#${n}: ${r.result}${r.reason ? ` (${r.reason})` : ''} ${total} states in ${Math.round(ms)} ms, best ${r.bestHome ?? 104} home, ` +
      `${((r.tried ?? 0) / total).toFixed(2)} moves tried per state, deepest line ${maxDepth}, ` +
      `after a bare turn ${((100 * afterTurn) / total).toFixed(0)}%\n` +
      `    cards turned ${share(turned, total)}\n    empty columns ${share(empties, total)}\n    cards home ${share(home, total)}\n` +
      `    stock/waste/foundation signatures ${signatures.size}: positions per signature median ${perSig[perSig.length >> 1]}, max ${perSig[perSig.length - 1]}\n` +
      `    Knuth tree estimate 10^${Math.log10(sum / probes).toFixed(1)} (random lines: mean ${Math.round(lengths / probes)} moves, best ${best} home; ${Math.round(probeMs)} ms)`,
  );
}
