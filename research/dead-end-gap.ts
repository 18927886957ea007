// node --import tsx research/dead-end-gap.ts -- [--game forty-thieves] [--deals 1-20] [--states 1000000] [--every 50]
//
// Where the dead-end test misses, and what a bound on the empty columns adds (docs/solver.md,
// "The empty-column capacity bound"). On every --every-th position the depth-first search enters
// on each deal it runs three tests:
//   - the dead-end test as the solver has it (it also notes whether a column is or can become
//     empty in its fixpoint, which lets every card leave its pile);
//   - the same test pretending that no column is or can ever become empty: unsound, but an upper
//     bound of what any sound limit on the empty columns could add;
//   - the test with the waste bound (dead-end.ts, wasteCannotClear): a sound limit of that kind.
// Prints, per deal and in total, the share of positions each calls lost, overall, once the stock
// is used up, and right after a stock turn (where the search runs the test).

import { dealGame } from '../src/engine/index';
import { WASTE, moveTo } from '../src/engine/game';
import { search } from '../src/engine/search/rounds';
import { DeadEndTest } from '../src/engine/search/dead-ends/dead-end';
import { parseRange, readOptions } from '../scripts/args';

const options = readOptions({ game: 'forty-thieves', deals: '1-20', states: '1000000', every: '50' }, []);
const deals = parseRange(options.deals);
const every = Number(options.every);

const counts = () => ({
  positions: 0,
  lost: 0,
  emptyPossible: 0,
  lostNoEmpty: 0,
  lostBound: 0,
  usedUp: 0,
  usedUpLost: 0,
  usedUpNoEmpty: 0,
  turns: 0,
  turnsLost: 0,
  turnsBound: 0,
});
type Counts = ReturnType<typeof counts>;
const total = counts();
for (const n of deals) {
  const start = dealGame(options.game, { number: n });
  const test = new DeadEndTest(start.fits);
  const noEmpty = new DeadEndTest(start.fits, { emptyColumns: false });
  const bound = new DeadEndTest(start.fits, { wasteBound: true });
  const t = counts();
  let seen = 0;
  const r = search(start, {
    maxStates: Number(options.states),
    strategy: 'depth',
    observe: (s, m) => {
      if (++seen % every !== 0) return;
      const lost = test.cannotWin(s);
      const empty = test.sawEmptyColumn;
      const lostNoEmpty = noEmpty.cannotWin(s);
      const lostBound = bound.cannotWin(s);
      t.positions++;
      t.lost += +lost;
      t.emptyPossible += +empty;
      t.lostNoEmpty += +lostNoEmpty;
      t.lostBound += +lostBound;
      if (s.stock.length === 0) {
        t.usedUp++;
        t.usedUpLost += +lost;
        t.usedUpNoEmpty += +lostNoEmpty;
      }
      if (moveTo(m) === WASTE) {
        t.turns++;
        t.turnsLost += +lost;
        t.turnsBound += +lostBound;
      }
    },
  });
  for (const k of Object.keys(t) as (keyof Counts)[]) total[k] += t[k];
  console.log(`#${n} (${r.result}, ${r.states} positions, best ${r.bestHome ?? 104} home): ${report(t)}`);
}
console.log(`all: ${report(total)}`);

function report(t: Counts): string {
  const pct = (k: number, of: number) => `${of ? ((100 * k) / of).toFixed(1) : '-'}%`;
  return (
    `${t.positions} positions: lost by the test ${pct(t.lost, t.positions)}, an empty column possible ${pct(t.emptyPossible, t.positions)}, ` +
    `lost if no column could ever be empty ${pct(t.lostNoEmpty, t.positions)}, lost with the waste bound ${pct(t.lostBound, t.positions)}; ` +
    `stock used up (${t.usedUp}): ${pct(t.usedUpLost, t.usedUp)} / no empty column ${pct(t.usedUpNoEmpty, t.usedUp)}; ` +
    `right after a turn (${t.turns}): ${pct(t.turnsLost, t.turns)} / with the waste bound ${pct(t.turnsBound, t.turns)}`
  );
}
