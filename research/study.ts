// npm run study -- [--games forty-thieves,maria] [--deals 1-1000] [--budget 10000] [--max-states N]
//                  [--threads 2] [--table-mb 256] [--shard I/N] [--merge] [--out DIR] [--store DIR]
//                  [--report FILE]
//
// The winnability study: solves every deal of the range for each game and writes
// docs/winnability.md — per game the shares of deals won, proven lost and undecided, with 95%
// Wilson confidence intervals, the sample, the budget and the solver versions. Every claimed win
// is replayed through the engine's play() (in the worker) before it counts.
//
//   npm run study                      solves what the committed answers do not settle, on both
//                                      cores, then merges and writes the report;
//   npm run study -- --shard I/N       solves shard I of N only (one machine or batch task each)
//                                      into <out>/shard-I-of-N.jsonl; no merge;
//   npm run study -- --merge           folds every <out>/shard-*.jsonl into the committed answers
//                                      (docs/study/results/<game>.txt) and writes the report.
//
// Resumable everywhere: answers are appended to the shard file as they arrive, and a run skips
// the deals its shard file or the committed answers already settle (study-store.ts settles()).
// docs/study/README.md tells how to run the shards on Kubernetes or Slurm.

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { VARIANTS, VARIANT_IDS, dealGame, isWon, play } from '../src/engine/index';
import { SOLVER_VERSION, solve } from '../src/engine/search/index';
import {
  Answer,
  Budget,
  addAnswer,
  parseShard,
  readShards,
  readStore,
  report,
  settles,
  shardFile,
  shardTasks,
  writeStore,
} from '../scripts/study-store';
import { parseRange, readOptions } from '../scripts/args';

interface Task extends Budget {
  game: string;
  deal: number;
  tableMb: number;
}

function work(task: Task): Answer {
  const game = dealGame(task.game, { number: task.deal });
  const r = solve(game, { timeMs: task.budgetMs, maxStates: task.maxStates, maxTableMb: task.tableMb });
  if (r.result === 'won' && !isWon(r.moves.reduce(play, game))) throw new Error(`${task.game} deal ${task.deal}: the win does not replay`);
  return {
    game: task.game,
    deal: task.deal,
    result: r.result,
    states: r.states,
    ms: Math.round(r.elapsedMs),
    budgetMs: task.budgetMs,
    maxStates: task.maxStates,
    version: SOLVER_VERSION,
  };
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
  main().catch((error: Error) => {
    console.error(`study: ${error.message}`);
    process.exit(1);
  });
}

async function main(): Promise<void> {
  const root = path.join(__dirname, '..');
  const options = readOptions(
    {
      out: path.join(root, '.study'),
      store: path.join(root, 'docs/study/results'),
      report: path.join(root, 'docs/winnability.md'),
      games: VARIANT_IDS.join(','),
      deals: '1-1000',
      budget: '10000',
      'max-states': '100000000',
      'table-mb': '256',
      threads: String(Math.min(2, os.cpus().length)),
      shard: undefined,
    },
    ['merge'],
  );
  const out = path.resolve(options.out);
  const storeDir = path.resolve(options.store);
  const reportFile = path.resolve(options.report);
  if (options.merge) return merge(out, storeDir, reportFile);

  const games = options.games.split(',');
  for (const g of games) if (!VARIANT_IDS.includes(g as never)) throw new Error(`unknown game ${g} (one of ${VARIANT_IDS.join(', ')})`);
  const deals = parseRange(options.deals);
  const budget: Budget = { budgetMs: Number(options.budget), maxStates: Number(options['max-states']), version: SOLVER_VERSION };
  if (!(budget.budgetMs > 0 && budget.maxStates > 0)) throw new Error('--budget and --max-states must be positive numbers');
  const tableMb = Number(options['table-mb']);
  const threads = Math.max(1, Number(options.threads));
  const shard = options.shard === undefined ? { index: 1, count: 1 } : parseShard(options.shard);
  const file = shardFile(out, shard);
  fs.mkdirSync(out, { recursive: true });

  // What is settled: the committed answers, and this shard's answers so far.
  const known = readStore(storeDir);
  for (const a of readShards(out)) addAnswer(known, a);
  const tasks: Task[] = shardTasks(games, deals, shard)
    .filter(({ game, deal }) => !settles(known.get(game)?.get(deal), budget))
    .map(({ game, deal }) => ({ game, deal, tableMb, ...budget }));
  const total = tasks.length;
  console.log(
    `study${options.shard ? ` shard ${shard.index}/${shard.count}` : ''}: ${games.length} games × ${deals.length} deals, ${total} to solve on ${threads} threads (budget ${budget.budgetMs} ms, solver version ${SOLVER_VERSION})`,
  );

  const started = Date.now();
  let finished = 0;
  const record = (a: Answer) => {
    fs.appendFileSync(file, JSON.stringify(a) + '\n');
    finished++;
    progress();
  };
  let lastReport = 0;
  const progress = (force = false) => {
    const now = Date.now();
    if (!force && now - lastReport < 5000) return;
    lastReport = now;
    const rate = finished / Math.max(1, (now - started) / 1000);
    console.log(
      `  ${finished}/${total} done, ${Math.round((now - started) / 1000)} s, about ${rate > 0 ? Math.round((total - finished) / rate) : '?'} s to go`,
    );
  };
  // One thread: solve here, without a worker to load.
  if (threads === 1) for (const task of tasks) record(work(task));
  await Promise.all(
    Array.from({ length: threads === 1 ? 0 : Math.min(threads, total) }, () => {
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
          record(message.answer!);
          next();
        });
        worker.on('error', reject);
        next();
      });
    }),
  );
  if (total) progress(true);
  if (!options.shard) merge(out, storeDir, reportFile);
}

/** Folds the shard files into the committed answers, writes the report and removes the merged shard files. */
function merge(out: string, storeDir: string, reportFile: string): void {
  const store = readStore(storeDir);
  const answers = readShards(out);
  for (const a of answers) addAnswer(store, a);
  writeStore(storeDir, store);
  // After the table: the bracket as the budget grows (study-bracket.ts), then the earlier run.
  const appendices = ['bracket.md', 'earlier.md']
    .map((name) => path.join(__dirname, '../docs/study', name))
    .filter((file) => fs.existsSync(file));
  fs.writeFileSync(
    reportFile,
    report(store, VARIANTS, SOLVER_VERSION, appendices.map((file) => fs.readFileSync(file, 'utf8').trimEnd()).join('\n\n')),
  );
  for (const name of fs.existsSync(out) ? fs.readdirSync(out) : [])
    if (/^shard-\d+-of-\d+\.jsonl$/.test(name)) fs.rmSync(path.join(out, name));
  const deals = [...store.values()].reduce((n, m) => n + m.size, 0);
  console.log(
    `merged ${answers.length} answers: ${deals} deals in ${path.relative(process.cwd(), storeDir)}; wrote ${path.relative(process.cwd(), reportFile)}`,
  );
}
