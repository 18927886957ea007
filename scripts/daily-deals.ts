// npm run daily-deals -- [--games forty-thieves,maria] [--target 730] [--max-states 20000] [--progress <file>]
//
// Writes the pinned lists of rule daily-deal-v2 (src/deals/daily-deals-v2.json) and how each deal
// was proven (src/deals/daily-deals-v2-proofs.json, read by the tests, not bundled). A game's
// list is every deal the winnability study won (docs/study/results/<game>.txt, `W` lines: a won
// answer was replayed through the rules, a fact whatever the solver version), and when those are
// fewer than --target, the deal numbers after the study's are solved in turn, within a position
// budget (never a time budget, so every machine proves the same deals), until the list is long
// enough. Each answer is appended to the progress file as it arrives, so a killed run resumes.
// The lists are pinned: once published they never change (a test checks their fingerprint).

import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { VARIANT_IDS, dealGame } from '../src/engine/index';
import { SOLVER_VERSION, solve } from '../src/engine/search/index';
import { readStore } from './study-store';
import { readOptions } from './args';

const options = readOptions({
  games: VARIANT_IDS.join(','),
  target: '730',
  'max-states': '20000',
  progress: path.join(os.tmpdir(), 'daily-deals-v2-progress.jsonl'),
});
const games = options.games.split(',');
const target = Number(options.target);
const maxStates = Number(options['max-states']);
const root = path.join(__dirname, '..');
const listFile = path.join(root, 'src/deals/daily-deals-v2.json');
const proofFile = path.join(root, 'src/deals/daily-deals-v2-proofs.json');

/**
 * How a deal was proven winnable: [deal, 'study' (a `W` line of docs/study/results) or 'solved'
 * (this script), solver version, positions searched, position budget].
 */
type Proof = [deal: number, by: 'study' | 'solved', solverVersion: number, states: number, maxStates: number];

interface Attempt {
  game: string;
  deal: number;
  won: boolean;
  states: number;
  maxStates: number;
  solverVersion: number;
}

function readProgress(): Attempt[] {
  if (!fs.existsSync(options.progress)) return [];
  const out: Attempt[] = [];
  for (const line of fs.readFileSync(options.progress, 'utf8').split('\n')) {
    try {
      if (line.trim()) out.push(JSON.parse(line) as Attempt);
    } catch {
      // the line being written when a run was killed
    }
  }
  return out;
}

const study = readStore(path.join(root, 'docs/study/results'));
const done = readProgress();
const previous = fs.existsSync(proofFile)
  ? (JSON.parse(fs.readFileSync(proofFile, 'utf8')) as { games: Record<string, Proof[]> })
  : undefined;
const proofs: Record<string, Proof[]> = previous?.games ?? {};

for (const game of games) {
  const answers = study.get(game) ?? new Map();
  const list: Proof[] = [...answers.values()]
    .filter((a) => a.result === 'won')
    .map((a): Proof => [a.deal, 'study', a.version, a.states, a.maxStates]);
  const tried = new Map(
    done.filter((a) => a.game === game && a.maxStates === maxStates && a.solverVersion === SOLVER_VERSION).map((a) => [a.deal, a]),
  );
  const started = Date.now();
  let solved = 0;
  for (let deal = Math.max(0, ...answers.keys()) + 1; list.length < target; deal++) {
    let attempt = tried.get(deal);
    if (!attempt) {
      const r = solve(dealGame(game, { number: deal }), { maxStates, timeMs: Number.MAX_SAFE_INTEGER });
      attempt = { game, deal, won: r.result === 'won', states: r.states, maxStates, solverVersion: SOLVER_VERSION };
      fs.appendFileSync(options.progress, `${JSON.stringify(attempt)}\n`);
      solved++;
    }
    if (attempt.won) list.push([deal, 'solved', attempt.solverVersion, attempt.states, maxStates]);
  }
  proofs[game] = list;
  const last = list[list.length - 1][0];
  console.log(
    `${game}: ${list.length} deals up to #${last} (${list.filter((p) => p[1] === 'solved').length} solved here, ${solved} searched now in ${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

const ordered = VARIANT_IDS.filter((id) => proofs[id]);
const lines = (value: (id: string) => string) => ordered.map((id) => `    ${JSON.stringify(id)}: ${value(id)}`).join(',\n');
fs.writeFileSync(
  listFile,
  `{\n  "rule": "daily-deal-v2",\n  "games": {\n${lines((id) => JSON.stringify(proofs[id].map((p) => p[0])))}\n  }\n}\n`,
);
fs.writeFileSync(
  proofFile,
  `{\n  "rule": "daily-deal-v2",\n  "proof": "each deal: [deal, 'study' (a W line of docs/study/results) or 'solved' (scripts/daily-deals.ts), solver version, positions searched, position budget]",\n  "games": {\n${lines((id) => JSON.stringify(proofs[id]))}\n  }\n}\n`,
);
console.log(`wrote ${path.relative(root, listFile)} and ${path.relative(root, proofFile)}`);
