// The record at its bounds (node --import tsx bench/record.bench.ts; a row the lead may add as
// npm run bench:record): activation (reading the combined record from every share) and a record
// write (a game won, by the window whose share is one of those keys, with the record read again
// after it as the status bar does), with five share keys at their bounds (each its 520 games and 50
// imported copies at theirs: 132,600 games) and an old history of 200,000 entries. The store
// hands out its values by reference, as VS Code's globalState does. Target: 50 ms each. On a shared
// machine the wall time follows the load, so the process's CPU time is printed beside it.
// Activation takes the writer id first (the controller's init does, before the status bar reads).
// Measured (issue 33, 2 shared cores, load ~1, old = e09609f and new run back to back, median of 7):
//   activation: old 165-210 ms wall (197-216 CPU), new 143-193 ms wall (161-194 CPU): not yet 50
//   a write:    old 109-144 ms wall (115-149 CPU), new 26-32 ms wall (35-40 CPU)
// Activation is every game checked once (readShare, ~50 ms) and gathered once by id and end
// (game-set.ts: a Map and one sort, ~80-110 ms); a write redoes only its own share's 520 games.

import * as os from 'node:os';
import { Statistics } from '../src/records/statistics';
import { RECORD_KEY_PREFIX } from '../src/records/store';
import { HISTORY_KEY } from '../src/records/legacy';
import { GAMES_KEPT, UNFINISHED_KEPT, type Share } from '../src/records/share';
import type { KeyedStore } from '../src/store/key-value-store';

const NOW = Date.UTC(2026, 11, 2);

class ByReference implements KeyedStore {
  readonly data = new Map<string, unknown>();
  keys = () => [...this.data.keys()];
  get = <T>(key: string) => this.data.get(key) as T | undefined;
  update = async (key: string, value: unknown) => void this.data.set(key, value);
}

const games = (prefix: string): Share['games'] =>
  Array.from({ length: GAMES_KEPT + UNFINISHED_KEPT }, (_, i) => ({
    id: `${prefix}-${i}`,
    variant: 'streets',
    dealNumber: 7,
    result: i < GAMES_KEPT ? 'won' : 'played',
    at: NOW - 1e7 + i,
    timeMs: 60_000 + i,
    moves: 90,
  }));
const share = (id: string): Share => ({ version: 1, id, revision: 1, resetAt: 0, games: games(id), earlier: {}, daily: [] });

const global = new ByReference();
for (let k = 0; k < 5; k++)
  global.data.set(`${RECORD_KEY_PREFIX}k${k}`, { ...share(`k${k}`), imported: Array.from({ length: 50 }, (_, j) => share(`c${k}-${j}`)) });
global.data.set(HISTORY_KEY, {
  version: 1,
  games: Array.from({ length: 200_000 }, (_, i) => ({
    id: `h${i}`,
    variant: 'streets',
    dealNumber: 7,
    result: 'won',
    endedAt: NOW - i,
    timeMs: 1,
    moves: 1,
  })),
});
const session = (status: string) => ({
  variant: 'streets' as const,
  record: { deal: { number: 7 } },
  status,
  moveCount: 90,
  canUndo: true,
  canRedo: false,
  elapsedMs: () => 60_000,
  counted: false,
  resultCounted: false,
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Wall and CPU milliseconds of `work`. */
async function timed(work: () => unknown): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return [performance.now() - t, (used.user + used.system) / 1000];
}
const line = (what: string, xs: [number, number][]) =>
  console.log(
    `${what}: ${median(xs.map((x) => x[0])).toFixed(1)} ms wall, ${median(xs.map((x) => x[1])).toFixed(1)} ms CPU ` +
      `(median of ${xs.length}, fastest wall ${Math.min(...xs.map((x) => x[0])).toFixed(1)} ms; target 50)`,
  );

async function main(): Promise<void> {
  const activation: [number, number][] = [];
  const write: [number, number][] = [];
  for (let run = 0; run < 7; run++) {
    const workspace = new ByReference();
    let stats: Statistics | undefined;
    let played = 0;
    // the window writes key k0 (at its bounds): a fresh session id each run would write a small new key
    activation.push(
      await timed(async () => {
        stats = new Statistics(global, workspace, { now: () => NOW, newId: () => 'k0' });
        await stats.repair(new Date(NOW)); // as the controller's init does first: the window takes its writer id
        played = stats.rows().reduce((n, r) => n + r.played, 0);
      }),
    );
    write.push(
      await timed(async () => {
        await stats!.countResults(session('won') as never, `new-${run}`, false, NOW + run);
        stats!.rows();
      }),
    );
    if (run === 0) console.log(`games counted: ${played}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
  }
  line('activation (the combined record at the bounds)', activation);
  line('a record write (a game won) and the record read again', write);
}

void main();
