// The study's answers on disk (research/study.ts): shards, the committed store, and the report.
//
// The store is committed: docs/study/results/<game>.txt, one line per deal,
//   <deal> <W|L|U> <states> <ms> <budget ms> <max states> <solver version>
// so that a run on any machine resumes where the last one stopped, and a later solver version
// re-solves only what it could change. A win (replayed through the rules) and a proven loss are
// facts whatever the version; an undecided deal is solved again by a newer solver version or a
// larger budget. Shards (`--shard I/N`) append their answers to <out>/shard-I-of-N.jsonl, one JSON
// object a line as each arrives; `--merge` folds every shard file into the store.

import * as fs from 'node:fs';
import * as path from 'node:path';

export type Outcome = 'won' | 'lost' | 'unknown';

export interface Answer {
  game: string;
  deal: number;
  result: Outcome;
  states: number;
  ms: number;
  budgetMs: number;
  maxStates: number;
  version: number;
}

export interface Budget {
  budgetMs: number;
  maxStates: number;
  version: number;
}

const LETTER: Record<Outcome, string> = { won: 'W', lost: 'L', unknown: 'U' };
const OUTCOME: Record<string, Outcome> = { W: 'won', L: 'lost', U: 'unknown' };

/** "I/N" → the 1-based shard number and the shard count. */
export function parseShard(text: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!(count >= 1 && index >= 1 && index <= count)) throw new Error(`--shard wants I/N with 1 ≤ I ≤ N, like 1/4 (got "${text}")`);
  return { index, count };
}

/**
 * The tasks of one shard: the game × deal pairs whose (deal + game's place in the list) modulo
 * the shard count is the shard's. It does not depend on what is already solved, so shards
 * started at different times never overlap, and each game's deals spread evenly over the shards
 * (the hard games are not all in one).
 */
export function shardTasks(
  games: readonly string[],
  deals: readonly number[],
  shard: { index: number; count: number },
): { game: string; deal: number }[] {
  const out: { game: string; deal: number }[] = [];
  for (const deal of deals) games.forEach((game, g) => (deal + g) % shard.count === shard.index - 1 && out.push({ game, deal }));
  return out;
}

/** Whether an answer settles the deal for this budget: decided ever, or undecided at this budget or more by this version. */
export function settles(a: Answer | undefined, budget: Budget): boolean {
  if (!a) return false;
  if (a.result !== 'unknown') return true;
  return a.version >= budget.version && a.budgetMs >= budget.budgetMs && a.maxStates >= budget.maxStates;
}

/** The better of two answers for one deal: decided beats undecided; then the newer version, then the larger budget. */
export function better(a: Answer | undefined, b: Answer): Answer {
  if (!a) return b;
  if ((a.result === 'unknown') !== (b.result === 'unknown')) return a.result === 'unknown' ? b : a;
  if (a.version !== b.version) return a.version > b.version ? a : b;
  return b.budgetMs * b.maxStates > a.budgetMs * a.maxStates ? b : a;
}

export type Store = Map<string, Map<number, Answer>>;

export function readStore(dir: string): Store {
  const store: Store = new Map();
  if (!fs.existsSync(dir)) return store;
  for (const name of fs.readdirSync(dir).sort()) {
    if (!name.endsWith('.txt')) continue;
    const game = name.slice(0, -4);
    const answers = new Map<number, Answer>();
    for (const [n, line] of fs.readFileSync(path.join(dir, name), 'utf8').split('\n').entries()) {
      if (!line.trim() || line.startsWith('#')) continue;
      const f = line.trim().split(/\s+/);
      const result = OUTCOME[f[1]];
      const numbers = [f[0], ...f.slice(2)].map(Number);
      if (f.length !== 7 || !result || numbers.some((x) => !Number.isFinite(x)))
        throw new Error(`${path.join(dir, name)} line ${n + 1}: not "deal W|L|U states ms budget max-states version": ${line}`);
      const [deal, states, ms, budgetMs, maxStates, version] = numbers;
      answers.set(deal, { game, deal, result, states, ms, budgetMs, maxStates, version });
    }
    store.set(game, answers);
  }
  return store;
}

export function writeStore(dir: string, store: Store): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const [game, answers] of store) {
    const lines = [...answers.values()]
      .sort((a, b) => a.deal - b.deal)
      .map((a) => [a.deal, LETTER[a.result], a.states, a.ms, a.budgetMs, a.maxStates, a.version].join(' '));
    const header = `# ${game}: deal, W(on) L(ost) U(ndecided), states, ms, budget ms, max states, solver version`;
    fs.writeFileSync(path.join(dir, `${game}.txt`), [header, ...lines, ''].join('\n'));
  }
}

export function addAnswer(store: Store, a: Answer): void {
  let answers = store.get(a.game);
  if (!answers) store.set(a.game, (answers = new Map()));
  answers.set(a.deal, better(answers.get(a.deal), a));
}

/** Every answer in the shard files of `dir` (a torn last line, from a killed run, is skipped). */
export function readShards(dir: string): Answer[] {
  if (!fs.existsSync(dir)) return [];
  const out: Answer[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    if (!/^shard-\d+-of-\d+\.jsonl$/.test(name)) continue;
    for (const line of fs.readFileSync(path.join(dir, name), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        out.push(JSON.parse(line) as Answer);
      } catch {
        // only the line being written when a run was killed
      }
    }
  }
  return out;
}

export const shardFile = (dir: string, shard: { index: number; count: number }): string =>
  path.join(dir, `shard-${shard.index}-of-${shard.count}.jsonl`);

/** docs/winnability.md from the store: per game the sample, the shares with 95% Wilson intervals. */
export function report(store: Store, games: readonly { id: string; name: string }[], version: number, earlier = ''): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const share = (k: number, n: number) => {
    const [lo, hi] = wilson(k, n);
    return `${pct(n ? k / n : 0)} (${pct(lo)}–${pct(hi)})`;
  };
  const lines = [
    '# Winnability of the nine games',
    '',
    'Measured by `npm run study` (see `docs/study/README.md`), from the answers committed in',
    '`docs/study/results/`. Each deal was solved on its own, single-threaded, within the budget',
    'shown; every win was replayed through the engine. "Won" deals are proven winnable (a winning',
    'line exists and was checked); "lost" deals are proven unwinnable (the search covered every',
    'line, with only sound pruning and a sound dead-end test, both checked against searches without',
    'them in the tests); "undecided" deals ran out of budget. The true share of winnable deals lies',
    'between "won" and "won + undecided". Brackets give 95% Wilson confidence intervals for the',
    'share over all deal numbers, treating the deals as a sample; the last column is the bracket',
    'they make for the winnable share: at least the lower end of the won interval, at most one',
    'minus the lower end of the proven-lost interval.',
    '',
    '| game | deals | won | proven lost | undecided | winnable share lies in | median time | budget | solver versions |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { id, name } of games) {
    const answers = [...(store.get(id)?.values() ?? [])].sort((a, b) => a.deal - b.deal);
    const n = answers.length;
    if (n === 0) {
      lines.push(`| ${name} | none yet | | | | | | | |`);
      continue;
    }
    const count = (r: Outcome) => answers.filter((a) => a.result === r).length;
    const times = answers.map((a) => a.ms).sort((a, b) => a - b);
    const numbers = answers.map((a) => a.deal);
    const span = numbers[n - 1] - numbers[0] + 1 === n ? `${numbers[0]}–${numbers[n - 1]}` : `${n}: ${ranges(numbers)}`;
    const budgets = [
      ...new Set(answers.map((a) => `${a.budgetMs / 1000} s${a.maxStates < 1e8 ? `, ${(a.maxStates / 1e6).toFixed(1)}M states` : ''}`)),
    ].join('; ');
    const versions = [...new Set(answers.map((a) => a.version))].sort((a, b) => a - b).join(', ');
    const bracket = `${pct(wilson(count('won'), n)[0])}–${pct(1 - wilson(count('lost'), n)[0])}`;
    lines.push(
      `| ${name} | ${span} | ${share(count('won'), n)} | ${share(count('lost'), n)} | ${share(count('unknown'), n)} | ${bracket} | ${times[(n - 1) >> 1]} ms | ${budgets} | ${versions} |`,
    );
  }
  lines.push('', `Deal numbers are shuffledDeck numbers. Solver version now: ${version}.`, '');
  if (earlier) lines.push(earlier.trimEnd(), '');
  return lines.join('\n');
}

/** [1, 2, 3, 7, 9, 10] → "1–3, 7, 9–10" (deal numbers in order). */
export function ranges(numbers: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j] + 1) j++;
    parts.push(j === i ? `${numbers[i]}` : `${numbers[i]}–${numbers[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** A 95% Wilson score interval for k successes out of n, as fractions [low, high]. */
export function wilson(k: number, n: number, z = 1.959964): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
