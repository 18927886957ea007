// dist/engine.js, the CommonJS bundle engine-contract.md promises: `require` works from plain
// Node and exposes the public API, which behaves like the sources.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as source from '../../../src/engine/index';

const root = path.resolve(__dirname, '../../..');

interface EngineBundle {
  variants(): { id: string; name: string; aliases: string[] }[];
  newGame(variant: string, deck: readonly string[]): unknown;
  shuffledDeck(deal: number): string[];
  legalMoves(game: unknown): string[];
  play(game: unknown, move: string): unknown;
  isWon(game: unknown): boolean;
  position(game: unknown): source.Position;
}

describe('engine: the dist/engine.js bundle', function () {
  this.timeout(60_000); // one build of every bundle, as `npm run build` makes them
  let out: string;
  let bundlePath: string;
  let engine: EngineBundle;

  before(() => {
    // Built afresh into a folder of its own: dist/ in the working tree is left as it is, and a
    // build that fails fails here (execFileSync throws with esbuild's message).
    out = mkdtempSync(path.join(os.tmpdir(), 'ft-bundle-'));
    execFileSync(process.execPath, ['scripts/build.mjs', '--outdir', out], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    bundlePath = path.join(out, 'engine.js');
    engine = createRequire(__filename)(bundlePath) as EngineBundle;
  });

  after(() => rmSync(out, { recursive: true, force: true }));

  it('exposes variants, newGame, shuffledDeck, legalMoves, play, isWon and position as functions', () => {
    for (const name of ['variants', 'newGame', 'shuffledDeck', 'legalMoves', 'play', 'isWon', 'position'] as const) {
      assert.equal(typeof engine[name], 'function', name);
    }
  });

  it('can be required from plain node, outside the test runner', () => {
    const printed = execFileSync(
      process.execPath,
      ['-e', `const e = require(${JSON.stringify(bundlePath)}); console.log(e.variants().length, e.shuffledDeck(1)[0])`],
      { cwd: os.tmpdir(), encoding: 'utf8' },
    );
    assert.equal(printed.trim(), '9 8D');
  });

  it('lists the nine games and deals, shuffles and plays as the sources do', () => {
    assert.deepEqual(engine.variants(), source.variants());
    assert.deepEqual(engine.shuffledDeck(123456), source.shuffledDeck(123456));
    for (const v of source.variants()) {
      let game = engine.newGame(v.id, engine.shuffledDeck(42));
      let ref = source.newGame(v.id, source.shuffledDeck(42));
      assert.deepEqual(engine.position(game), source.position(ref));
      for (let k = 0; k < 30; k++) {
        const moves = engine.legalMoves(game);
        assert.deepEqual([...moves].sort(), [...source.legalMoves(ref)].sort());
        if (moves.length === 0) break;
        const move = moves[(k * 7) % moves.length];
        game = engine.play(game, move);
        ref = source.play(ref, move);
        assert.deepEqual(engine.position(game), source.position(ref));
        assert.equal(engine.isWon(game), false);
      }
    }
  });

  it('throws Errors with reasons for bad input', () => {
    assert.throws(() => engine.newGame('spider', engine.shuffledDeck(1)), /Unknown game "spider"/);
    assert.throws(() => engine.newGame('forty-thieves', ['AH']), /104 cards/);
    assert.throws(() => engine.shuffledDeck(0), /Deal number 0 is not valid/);
    const game = engine.newGame('forty-thieves', engine.shuffledDeck(1));
    assert.throws(() => engine.play(game, 't0>t1'), /no pile t0/);
    assert.throws(() => engine.play(game, 'w>f'), /Illegal move w>f: the waste is empty/);
  });

  it('reports a win from a winning line', () => {
    const suits = 'CDHS';
    const ranks = 'A23456789TJQK';
    // lowest cards in the stock in rising order, highest in the tableau, each column's lowest on top
    const cards: string[] = [];
    for (const r of ranks) for (const s of suits) cards.push(r + s, r + s);
    const deck = [...cards.slice(64).reverse(), ...cards.slice(0, 64)];
    let game = engine.newGame('forty-thieves', deck);
    for (let k = 0; k < 300 && !engine.isWon(game); k++) {
      const moves = engine.legalMoves(game);
      game = engine.play(game, moves.find((m) => m.endsWith('>f')) ?? 's>w');
    }
    assert.equal(engine.isWon(game), true);
    assert.deepEqual(engine.position(game).foundations, ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS']);
  });
});
