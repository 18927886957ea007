// node --import tsx research/dead-end-reasons.ts -- [--max 300000] [--every 1]
//
// Whether learned dead ends (issue 37, point 3) have something to learn: on the positions of
// bench:lost (research/lost-positions.json) whose one exhaustive round needs at most --max
// positions (every --every-th of them), one exact depth-first round without restarts or the
// floating-card relaxation, the way their pinned figure was taken. The dead-end test is run
// where the search runs it (after each stock turn); where it fires, its reason is the set of
// card values that cannot go home even in its generous game (DeadEndTest.stuckValues). For each
// position entered and exhausted without the test firing there, the reasons of the dead-end
// leaves of its subtree are intersected: a card in every one is a common reason, and a learned
// clause recognising that reason at the subtree's root would have cut the subtree. Prints, per
// position and in total: the positions entered, the dead-end leaves, how many exhausted
// positions have a common reason, and the positions in the largest subtrees with one (those
// whose parent has none): an upper bound of what recognising a single stuck card at the root
// could save. Transpositions add no leaves, so the figures are an upper bound in that way too.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { WASTE, moveTo } from '../src/engine/game';
import { cardText } from '../src/engine/cards';
import { stateFromPosition } from '../src/engine/search/from-position';
import { search } from '../src/engine/search/rounds';
import { DeadEndTest } from '../src/engine/search/dead-ends/dead-end';
import type { Position } from '../src/engine/index';
import { readOptions } from '../scripts/args';

interface LostPosition {
  deal: number;
  stockLeft: number;
  positions: number;
  position: Position;
}

const options = readOptions({ max: '300000', every: '1' }, []);
const all = JSON.parse(fs.readFileSync(path.join(__dirname, 'lost-positions.json'), 'utf8')) as LostPosition[];
const chosen = all.filter((p) => p.positions <= Number(options.max)).filter((_, i) => i % Number(options.every) === 0);

/** A 52-bit set of card values as two 26-bit halves; ALL is "no leaf yet" (the intersection's identity). */
const ALL = (1 << 26) - 1;
interface Open {
  depth: number;
  size: number;
  leaves: number;
  lo: number;
  hi: number;
  fired: boolean;
  common: boolean;
  /** Whether the test fires here when run after any move, and whether it does pretending no column can be empty. */
  anyMove: boolean;
  noEmpty: boolean;
  /** Whether a column is empty here (else the test's fixpoint only supposes one can become empty). */
  emptyNow: boolean;
  /** The finished children with a common reason (counted as largest once this one has none). */
  withReason: Open[];
}

const counts = () => ({ entered: 0, leaves: 0, exhausted: 0, common: 0, maximal: 0, covered: 0, anyMove: 0, noEmpty: 0, emptyNow: 0 });
const total = counts();
for (const p of chosen) {
  const start = stateFromPosition('forty-thieves', p.position);
  const test = new DeadEndTest(start.fits);
  const noEmptyTest = new DeadEndTest(start.fits, { emptyColumns: false });
  const t = counts();
  const stack: Open[] = [];
  let rootReason = 'none';
  const countLargest = (o: Open) => {
    t.maximal++;
    t.covered += o.size - 1;
  };
  // A finished position: counted, and merged into its parent.
  const finish = () => {
    const o = stack.pop()!;
    o.common = !o.fired && o.leaves > 0 && (o.lo !== 0 || o.hi !== 0);
    if (!o.fired) t.exhausted++;
    if (o.common) {
      t.common++;
      t.anyMove += +o.anyMove;
      t.noEmpty += +o.noEmpty;
      t.emptyNow += +o.emptyNow;
    } else for (const c of o.withReason) countLargest(c);
    o.withReason = [];
    t.leaves += o.fired ? 1 : 0;
    const parent = stack[stack.length - 1];
    if (!parent) {
      if (o.common) countLargest(o);
      rootReason = o.common ? values(o.lo, o.hi) : 'none';
      return;
    }
    parent.size += o.size;
    parent.leaves += o.leaves;
    parent.lo &= o.lo;
    parent.hi &= o.hi;
    if (o.common) parent.withReason.push(o);
  };
  const r = search(start, {
    strategy: 'depth',
    restarts: false,
    floats: false,
    maxStates: p.positions * 2,
    observe: (s, m, depth) => {
      while (stack.length > 0 && stack[stack.length - 1].depth >= depth) finish();
      t.entered++;
      const o: Open = {
        depth,
        size: 1,
        leaves: 0,
        lo: ALL,
        hi: ALL,
        fired: false,
        common: false,
        withReason: [],
        anyMove: false,
        noEmpty: false,
        emptyNow: s.cols.some((c) => c.length === 0),
      };
      o.anyMove = test.cannotWin(s);
      o.noEmpty = noEmptyTest.cannotWin(s);
      if (moveTo(m) === WASTE && o.anyMove) {
        o.fired = true;
        o.leaves = 1;
        o.lo = o.hi = 0;
        for (const v of test.stuckValues()) {
          if (v < 26) o.lo |= 1 << v;
          else o.hi |= 1 << (v - 26);
        }
      }
      stack.push(o);
    },
  });
  while (stack.length > 0) finish();
  for (const k of Object.keys(t) as (keyof typeof t)[]) total[k] += t[k];
  console.log(
    `deal ${p.deal}, ${p.stockLeft} stock left (${r.result}, ${r.states} positions): ${report(t)}; stuck in every leaf of the root's subtree: ${rootReason}`,
  );
}
console.log(`all ${chosen.length}: ${report(total)}`);

function report(t: ReturnType<typeof counts>): string {
  const pct = (k: number, of: number) => `${of ? ((100 * k) / of).toFixed(1) : '-'}%`;
  return (
    `${t.entered} entered, ${t.leaves} dead-end leaves; ${t.exhausted} exhausted without the test firing, ${pct(t.common, t.exhausted)} of them with a common stuck card; ` +
    `where the test would fire if run after every move ${pct(t.anyMove, t.common)}, pretending no column can be empty ${pct(t.noEmpty, t.common)}, a column empty there ${pct(t.emptyNow, t.common)}; ` +
    `${t.maximal} largest such subtrees cover ${t.covered} positions (${pct(t.covered, t.entered)} of those entered)`
  );
}

/** The card values of a 52-bit set, as the notation writes them. */
function values(lo: number, hi: number): string {
  const names: string[] = [];
  for (let v = 0; v < 52; v++) if ((v < 26 ? lo >> v : hi >> (v - 26)) & 1) names.push(cardText(v));
  return names.join(' ');
}
