// npm run bench: how fast the rules engine is, per game, on fixed deal numbers.
//   - random games played to the end per second, on the integer core the solver uses
//     (generateMoves + applyMove) and through the public immutable API (legalMoves + play);
//   - legalMoves calls per second on positions from those games;
//   - undo, redo, saving and start-up (restoring the saved game, and one saved in format 2, which
//     has no checkpoint) after 1,000, 10,000 and 100,000 steps;
//   - the heap a 2,000-move game adds, with the winnability indicator checking every position.
// A random game ends when no move is left or after 500 moves (random play can cycle forever).

import { VARIANTS, dealGame, legalMoves, play, position, newRecord, Game, GameRecord } from '../src/engine/index';
import { Move, State, applyMove, cloneState, generateMoves } from '../src/engine/game';
import { GameSession } from '../src/game/session';
import { parseSaved, toSaved } from '../src/game/saved-game';
import { WinnabilityTracker } from '../src/solver/winnability-tracker';
import { jobOf } from '../src/solver/solver-backend';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const DEALS = Array.from({ length: 20 }, (_, i) => i + 1);
const MAX_MOVES = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);

/** A small deterministic generator, so every run plays the same games. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
}

/** Prefers foundation moves, otherwise picks at random: games then run to a natural end. */
function pick(moves: Move[], random: () => number): Move {
  for (const m of moves) if (((m >> 5) & 31) === 2) return m;
  return moves[Math.floor(random() * moves.length)];
}

function playCore(start: State, random: () => number, positions?: State[]): number {
  const s = cloneState(start);
  const moves: Move[] = [];
  let n = 0;
  for (; n < MAX_MOVES; n++) {
    moves.length = 0;
    generateMoves(s, moves);
    if (moves.length === 0) break;
    applyMove(s, pick(moves, random));
    if (positions && n % 25 === 0) positions.push(cloneState(s));
  }
  return n;
}

function playPublic(start: Game, random: () => number): number {
  let game = start;
  let n = 0;
  for (; n < MAX_MOVES; n++) {
    const moves = legalMoves(game);
    if (moves.length === 0) break;
    const home = moves.find((m) => m.endsWith('>f'));
    game = play(game, home ?? moves[Math.floor(random() * moves.length)]);
  }
  return n;
}

/** Runs `body` repeatedly for about SECONDS and returns calls per second. */
function rate(body: (i: number) => void): number {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < SECONDS * 1000) body(calls++);
  return calls / ((performance.now() - start) / 1000);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
console.log(`Engine benchmark: deals ${DEALS[0]}-${DEALS[DEALS.length - 1]}, ${SECONDS} s per figure, node ${process.version}\n`);
console.log(['game'.padEnd(14), 'core games/s', 'moves/game', 'public games/s', 'legalMoves/s'].map((h) => h.padStart(14)).join(' '));
for (const v of VARIANTS) {
  const deals = DEALS.map((n) => dealGame(v.id, { number: n }));
  const positions: State[] = [];
  let moveTotal = 0;
  deals.forEach((d, i) => (moveTotal += playCore(d, lcg(i), positions)));
  const random = lcg(1);
  const core = rate((i) => playCore(deals[i % deals.length], random));
  const publicApi = rate((i) => playPublic(deals[i % deals.length], random));
  const legal = rate((i) => legalMoves(positions[i % positions.length]));
  console.log([v.id.padEnd(14), fmt(core), fmt(moveTotal / deals.length), fmt(publicApi), fmt(legal)].map((c) => c.padStart(14)).join(' '));
}

/**
 * A Forty Thieves record of `count` one-move steps: random play until a card can go to another
 * column and back, then that pair over and over (the longest histories a player can make).
 */
function longRecord(count: number): GameRecord {
  const reverse = (move: string) => move.split('>').reverse().join('>');
  const goesBack = (game: Game, move: string) => {
    const there = play(game, move);
    return (
      legalMoves(there).includes(reverse(move)) && JSON.stringify(position(play(there, reverse(move)))) === JSON.stringify(position(game))
    );
  };
  for (let dealNumber = 1; ; dealNumber++) {
    const random = lcg(dealNumber);
    let game = dealGame('forty-thieves', { number: dealNumber });
    const steps: string[][] = [];
    for (let n = 0; n < MAX_MOVES; n++) {
      const moves = legalMoves(game);
      const there = moves.find((m) => /^t\d+>t\d+$/.test(m) && goesBack(game, m));
      if (there) {
        const back = reverse(there);
        while (steps.length < count) steps.push([steps.length % 2 === n % 2 ? there : back]);
        return { ...newRecord('forty-thieves', { number: dealNumber }), steps };
      }
      if (moves.length === 0) break;
      const pick = moves[Math.floor(random() * moves.length)];
      steps.push([pick]);
      game = play(game, pick);
    }
  }
}

/** The median time of `body` in ms over `runs` runs. */
function median(runs: number, body: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    body();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

console.log('\nLong histories (Forty Thieves, one move a step; median ms):');
console.log('  save: the saved game made and written as JSON text; start-up: that text read and the game');
console.log('  restored, then the restore alone (checked, hashed, replayed) and the steps it replayed; the same');
console.log('  for the game saved in format 2 (no checkpoint: every step replays)\n');
console.log(
  ['steps'.padEnd(10), 'undo', 'redo', 'save', 'start-up', 'restore', 'replayed', 'format 2', 'restore']
    .map((h) => h.padStart(9))
    .join(' '),
);
for (const count of [1_000, 10_000, 100_000]) {
  const record = longRecord(count);
  const played = GameSession.restore(record, 0, true, false);
  let text = '';
  const save = median(11, () => (text = JSON.stringify(toSaved(played, 'bench', 0))));
  const restored = (data: unknown) => {
    const loaded = parseSaved(data);
    if (loaded.kind !== 'restored') throw new Error(`The saved game did not restore: ${JSON.stringify(loaded)}`);
    return loaded.session;
  };
  const saved = JSON.parse(text);
  const { checkpoint: _, ...format2 } = { ...saved, version: 2 };
  const format2Text = JSON.stringify(format2);
  const startUp = [median(9, () => restored(JSON.parse(text))), median(9, () => restored(saved))];
  const startUpFormat2 = [median(5, () => restored(JSON.parse(format2Text))), median(5, () => restored(format2))];
  const session = restored(saved);
  const replayed = session.replayedSteps.toLocaleString('en-US');
  const undo = median(101, () => session.undo());
  const redo = median(101, () => session.redo());
  const ms = (time: number) => time.toFixed(time < 10 ? 2 : 0);
  const figures = [...[undo, redo, save, ...startUp].map(ms), replayed, ...startUpFormat2.map(ms)];
  console.log([count.toLocaleString('en-US').padEnd(10), ...figures].map((c) => c.padStart(9)).join(' '));
}

/** Heap in use after a full garbage collection, in MB. */
async function heapMb(): Promise<number> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((r) => setTimeout(r, 0));
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

/**
 * As in the extension: after each move the indicator checks the position (the solver answers at
 * once here) and the snapshot reads its verdict.
 */
async function longGameHeap(): Promise<void> {
  const record = longRecord(2_000);
  const tracker = new WinnabilityTracker({ solve: async () => ({ result: 'unknown', moves: [] }) }, () => {});
  const session = GameSession.start('forty-thieves', record.deal);
  const before = await heapMb();
  for (const [move] of record.steps) {
    session.play(move, 'off', 0);
    tracker.check(jobOf(session.game));
    await Promise.resolve();
    tracker.get(jobOf(session.game));
  }
  const grown = (await heapMb()) - before;
  console.log(
    `\nA 2,000-move game with the indicator on: heap ${grown >= 0 ? '+' : ''}${grown.toFixed(2)} MB (${tracker.size.verdicts} verdicts kept)`,
  );
}
void longGameHeap();
