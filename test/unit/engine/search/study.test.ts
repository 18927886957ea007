import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Answer, better, parseShard, ranges, readStore, settles, shardTasks, writeStore } from '../../../../scripts/study-store';

const answer = (over: Partial<Answer>): Answer => ({
  game: 'maria',
  deal: 1,
  result: 'unknown',
  states: 10,
  ms: 5,
  budgetMs: 10000,
  maxStates: 1e8,
  version: 4,
  ...over,
});

describe('study: shards, committed answers and the report', () => {
  it('deals every game × deal pair to exactly one shard', () => {
    const games = ['forty-thieves', 'maria', 'lucas'];
    const deals = [1, 2, 3, 4, 5, 6, 7];
    const shards = [1, 2, 3].map((index) => shardTasks(games, deals, { index, count: 3 }).map((t) => `${t.game}#${t.deal}`));
    const all = shards.flat();
    assert.equal(all.length, games.length * deals.length);
    assert.equal(new Set(all).size, all.length, 'no pair in two shards');
    assert.ok(
      shards.every((s) => s.some((t) => t.startsWith('forty-thieves'))),
      'each shard gets some of the hard game',
    );
    assert.deepEqual(parseShard('2/4'), { index: 2, count: 4 });
    assert.throws(() => parseShard('0/4'), /1 ≤ I ≤ N/);
    assert.throws(() => parseShard('5/4'), /1 ≤ I ≤ N/);
  });

  it('re-solves only what a newer version or a larger budget could change', () => {
    const now = { budgetMs: 10000, maxStates: 1e8, version: 5 };
    assert.ok(settles(answer({ result: 'won', version: 1, budgetMs: 10 }), now), 'a win is a fact');
    assert.ok(settles(answer({ result: 'lost', version: 1 }), now), 'so is a proven loss');
    assert.ok(!settles(answer({ version: 4 }), now), 'undecided by an older solver');
    assert.ok(!settles(answer({ version: 5, budgetMs: 5000 }), now), 'undecided with less time');
    assert.ok(settles(answer({ version: 5 }), now));
    assert.ok(!settles(undefined, now));
    assert.equal(better(answer({ version: 5 }), answer({ result: 'won', version: 4 })).result, 'won');
    assert.equal(better(answer({ version: 4, budgetMs: 60000 }), answer({ version: 5 })).version, 5);
  });

  it('keeps the committed answers compact and readable, and rejects a damaged file clearly', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'study-store-'));
    const store = new Map([
      [
        'maria',
        new Map([
          [2, answer({ deal: 2, result: 'won' })],
          [1, answer({})],
        ]),
      ],
    ]);
    writeStore(dir, store);
    const text = fs.readFileSync(path.join(dir, 'maria.txt'), 'utf8');
    assert.match(text, /^# maria: .*\n1 U 10 5 10000 100000000 4\n2 W 10 5 10000 100000000 4\n$/);
    assert.deepEqual(readStore(dir), store);
    assert.equal(ranges([1, 2, 3, 7, 9, 10]), '1–3, 7, 9–10');
    fs.appendFileSync(path.join(dir, 'maria.txt'), '3 X 1 1 1 1 4\n');
    assert.throws(() => readStore(dir), /maria\.txt line 4: not "deal W\|L\|U/);
    fs.rmSync(dir, { recursive: true });
  });

  it('runs two shards and merges them into the committed answers and the report', function () {
    this.timeout(120000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'study-'));
    const study = (...args: string[]) =>
      execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'research/study.ts',
          '--games',
          'little-forty,lucas',
          '--deals',
          '1-3',
          '--budget',
          '5000',
          '--threads',
          '1',
          '--out',
          path.join(dir, 'shards'),
          '--store',
          path.join(dir, 'results'),
          '--report',
          path.join(dir, 'winnability.md'),
          ...args,
        ],
        { encoding: 'utf8' },
      );
    assert.match(study('--shard', '1/2'), /shard 1\/2: .* 3 to solve/);
    assert.match(study('--shard', '2/2'), /shard 2\/2: .* 3 to solve/);
    assert.deepEqual(fs.readdirSync(path.join(dir, 'shards')).sort(), ['shard-1-of-2.jsonl', 'shard-2-of-2.jsonl']);
    assert.match(study('--shard', '1/2'), /0 to solve/, 'a shard run again resumes: nothing left');
    assert.match(study('--merge'), /merged 6 answers: 6 deals/);
    const store = readStore(path.join(dir, 'results'));
    assert.deepEqual([...store.keys()].sort(), ['little-forty', 'lucas']);
    for (const answers of store.values()) assert.deepEqual([...answers.keys()].sort(), [1, 2, 3]);
    const md = fs.readFileSync(path.join(dir, 'winnability.md'), 'utf8');
    assert.match(md, /\| Little Forty \| 1–3 \| 100\.0% \(43\.9%–100\.0%\) \| 0\.0% .* \| 0\.0% /);
    assert.match(md, /\| Forty Thieves \| none yet /);
    assert.match(study(), /0 to solve/, 'the committed answers settle every deal');
    fs.rmSync(dir, { recursive: true });
  });
});
