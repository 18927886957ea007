// npm run study -- [--games forty-thieves,maria] [--deals 1-200] [--budget 10000] [--max-states N]
//                  [--threads 2] [--table-mb 256] [--report-only]
//
// The winnability study: solves every deal of the range for each game, on worker threads (both
// cores by default), and writes docs/winnability.md — per game the shares of deals won, proven
// lost and undecided, with 95% Wilson confidence intervals, the sample size, the budget and the
// solver version. Every claimed win is replayed through the engine's play() (in the worker)
// before it counts.
//
// Resumable: each answer is appended to .study/results.jsonl as it arrives; a new run skips the
// deals already answered by the same engine source (and solver version) with the same budget.
// Stop it at any time (Ctrl+C) and run it again to go on; --report-only rewrites the report
// from what is there.

import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { VARIANTS, VARIANT_IDS, dealGame, isWon, play } from '../src/engine/index';
import { SOLVER_VERSION, solve } from '../src/engine/solver/index';
import { parseRange, wilson } from '../src/engine/solver/stats';

/**
 * A fingerprint of the engine and solver source. Answers are reused only from the same source, not
 * just the same SOLVER_VERSION: an experiment that forgot to bump the version (or a reverted one
 * that had bumped it) must not leave its answers in the study.
 */
function engineFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.ts')) hash.update(name).update(fs.readFileSync(file));
    }
  };
  walk(path.join(__dirname, '../src/engine'));
  return hash.digest('hex').slice(0, 16);
}
const ENGINE = engineFingerprint();

interface Task {
  game: string;
  deal: number;
  budgetMs: number;
  maxStates: number;
  tableMb: number;
}

interface Answer {
  game: string;
  deal: number;
  result: 'won' | 'lost' | 'unknown';
  states: number;
  ms: number;
  version: number;
  /** Fingerprint of the engine's source (see engineFingerprint). */
  engine: string;
  budgetMs: number;
  maxStates: number;
}

function work(task: Task): Answer {
  const game = dealGame(task.game, { number: task.deal });
  const r = solve(game, { timeMs: task.budgetMs, maxStates: task.maxStates, maxTableMb: task.tableMb });
  if (r.result === 'won' && !isWon(r.moves.reduce(play, game))) throw new Error(`${task.game} deal ${task.deal}: the win does not replay`);
  return { game: task.game, deal: task.deal, result: r.result, states: r.states, ms: Math.round(r.elapsedMs), version: SOLVER_VERSION, engine: ENGINE, budgetMs: task.budgetMs, maxStates: task.maxStates };
}

if (!isMainThread) {
  parentPort!.on('message', (task: Task) => {
    try {
      parentPort!.postMessage({ answer: work(task) });
    } catch (error) {
      parentPort!.postMessage({ error: (error as Error).message });
    }
  });
} else {
  void main();
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

async function main(): Promise<void> {
  const root = path.join(__dirname, '..');
  const games = arg('games', VARIANT_IDS.join(',')).split(',');
  for (const g of games) if (!VARIANT_IDS.includes(g as never)) throw new Error(`Unknown game ${g}`);
  const deals = parseRange(arg('deals', '1-200'));
  const budgetMs = Number(arg('budget', '10000'));
  const maxStates = Number(arg('max-states', '100000000'));
  const tableMb = Number(arg('table-mb', '256'));
  const threads = Math.max(1, Number(arg('threads', String(Math.min(2, os.cpus().length)))));
  const dir = path.join(root, '.study');
  const file = path.join(dir, 'results.jsonl');
  fs.mkdirSync(dir, { recursive: true });

  const done = new Map<string, Answer>();
  const key = (game: string, deal: number) => `${game}#${deal}`;
  if (fs.existsSync(file)) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const a = JSON.parse(line) as Answer;
      if (a.version === SOLVER_VERSION && a.engine === ENGINE && a.budgetMs === budgetMs && a.maxStates === maxStates) done.set(key(a.game, a.deal), a);
    }
  }
  const tasks: Task[] = [];
  if (!process.argv.includes('--report-only')) {
    for (const game of games) for (const deal of deals) if (!done.has(key(game, deal))) tasks.push({ game, deal, budgetMs, maxStates, tableMb });
  }
  const total = tasks.length;
  console.log(`study: ${games.length} games × ${deals.length} deals, ${done.size} answered before, ${total} to go on ${threads} threads (budget ${budgetMs} ms)`);

  const started = Date.now();
  let finished = 0;
  let lastReport = 0;
  const progress = (force = false) => {
    const now = Date.now();
    if (!force && now - lastReport < 5000) return;
    lastReport = now;
    const rate = finished / Math.max(1, (now - started) / 1000);
    const eta = rate > 0 ? Math.round((total - finished) / rate) : NaN;
    console.log(`  ${finished}/${total} done, ${Math.round((now - started) / 1000)} s, about ${eta} s to go`);
  };

  await Promise.all(
    Array.from({ length: Math.min(threads, total) }, () => {
      // The worker runs this same file; tsx/cjs lets it load TypeScript.
      const worker = new Worker(`require('tsx/cjs'); require(${JSON.stringify(__filename)});`, { eval: true });
      return new Promise<void>((resolve, reject) => {
        const next = () => {
          const task = tasks.shift();
          if (!task) {
            void worker.terminate().then(() => resolve());
            return;
          }
          worker.postMessage(task);
        };
        worker.on('message', (message: { answer?: Answer; error?: string }) => {
          if (message.error) {
            reject(new Error(message.error));
            return;
          }
          const a = message.answer!;
          fs.appendFileSync(file, JSON.stringify(a) + '\n');
          done.set(key(a.game, a.deal), a);
          finished++;
          progress();
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
  if (total) progress(true);
  writeReport(root, games, deals, budgetMs, maxStates, done, key);
}

function writeReport(
  root: string,
  games: string[],
  deals: number[],
  budgetMs: number,
  maxStates: number,
  done: Map<string, Answer>,
  key: (g: string, d: number) => string,
): void {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const share = (k: number, n: number) => {
    const [lo, hi] = wilson(k, n);
    return `${pct(n ? k / n : 0)} (${pct(lo)}–${pct(hi)})`;
  };
  const lines = [
    '# Winnability of the nine games',
    '',
    `Measured by \`npm run study\` with solver version ${SOLVER_VERSION}: each deal was solved on its own with`,
    `a budget of ${budgetMs / 1000} s${maxStates < 1e8 ? ` and ${maxStates} states` : ''}, single-threaded per deal; every win was replayed through`,
    'the engine. "Won" deals are proven winnable (a winning line exists and was checked); "lost"',
    'deals are proven unwinnable (the search covered every line, with only sound pruning and a',
    'sound dead-end test, both checked against the unpruned search in the tests); "undecided"',
    'deals ran out of budget. The true share of winnable deals lies between "won" and "won +',
    'undecided". Brackets give 95% Wilson confidence intervals for the share over all deal',
    'numbers, treating the deals as a sample.',
    '',
    '| game | deals | won | proven lost | undecided | median time |',
    '|---|---|---|---|---|---|',
  ];
  for (const game of games) {
    const answers = deals.map((d) => done.get(key(game, d))).filter((a): a is Answer => a !== undefined);
    const n = answers.length;
    const count = (r: Answer['result']) => answers.filter((a) => a.result === r).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const median = n ? times[Math.floor((n - 1) / 2)] : NaN;
    const name = VARIANTS.find((v) => v.id === game)!.name;
    // The deals answered, as a range when they are consecutive (a study may cover games unevenly).
    const numbers = answers.map((a) => a.deal);
    const span = n === 0 ? '–' : numbers[n - 1] - numbers[0] + 1 === n ? `${numbers[0]}–${numbers[n - 1]}` : `${n} of ${deals[0]}–${deals[deals.length - 1]}`;
    lines.push(`| ${name} | ${span} | ${share(count('won'), n)} | ${share(count('lost'), n)} | ${share(count('unknown'), n)} | ${n ? `${median} ms` : '–'} |`);
  }
  lines.push('', 'Deal numbers are shuffledDeck numbers. Raw answers: `.study/results.jsonl` (not committed).', '');
  const out = path.join(root, 'docs/winnability.md');
  fs.writeFileSync(out, lines.join('\n'));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
