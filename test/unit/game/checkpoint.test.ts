// The checkpoint's check value is written into every saved game: a change of the hash, however
// small, makes every game saved before it untrusted, so start-up replays them in full. These
// tests pin the values this version writes for a known game.

import assert from 'node:assert/strict';
import { GameRecord } from '../../../src/engine/index';
import { LineHash } from '../../../src/game/checkpoint';
import { SavedGame, parseSaved, toSaved } from '../../../src/game/saved-game';

/** Lucas deal 2: three cards home with the deal, 40 steps (runs, automatic moves home), the last 3 undone. */
const LINE =
  't5>t7 t5>f t12>f t12>f,s>w w>f,t7>t5,s>w,t5>t7,w>t7,t4>t7,s>w w>f t11>f t12>f t3>f,t1>t12,s>w w>f,t1>t6,s>w,t4>t13,s>w,' +
  't6>t7,s>w,t7>t6,s>w,t6>t7,w>t5,t7>t6,s>w w>f,t6>t7,s>w,t7>t6,s>w,t6>t7,w>t12,t1>t12,w>t1,t7>t6,s>w,t6>t7,w>t10,t2>t10,' +
  's>w,t2>t10,w>t2,t2>t6,w>t2';
const steps = LINE.split(',').map((step) => step.split(' '));
const record: GameRecord = {
  variant: 'lucas',
  deal: { number: 2 },
  opening: ['t2>f', 't7>f', 't6>f'],
  steps: steps.slice(0, 37),
  redo: steps.slice(37).reverse(),
};

/** The checkpoint this version writes for that game, as it is stored. */
const CHECKPOINT = {
  step: 32,
  tableau: [
    ['7C'],
    ['TD', 'JD'],
    ['2D', '5H'],
    ['TC'],
    ['QS', 'JS'],
    ['KC', '9S', '8S'],
    ['9C', 'QS', 'JS', 'TS', '9S'],
    ['9D', 'JH', '3H'],
    ['8D', '8C', '9C'],
    ['3C', '8H', 'KD'],
    ['JH', '5H'],
    ['6C', '5C', '4C'],
    ['4H', '7D', 'KH', 'QH'],
  ],
  stock:
    'QD 8H 4H 3C TH JC TS 9H JD JC 9D 6D 5S KC 8C 6H 6H 4C KS 6C 4S 3D TD TH 7S KH 5D 6S KD 7H QH 7C 7D 2C 2H QC 5C TC 7H QC 2S 4D 7S KS 8S'.split(
      ' ',
    ),
  waste: ['8D', '9H', '3S', 'QD'],
  foundations: [2, 1, 6, 1, 3, 1, 6, 1],
  redealsLeft: 0,
  check: '8584c03e1106f722',
};

const savedGame = (): SavedGame => ({
  version: 3,
  id: 'game-1',
  variant: 'lucas',
  deal: { number: 2 },
  opening: [...record.opening!],
  steps: record.steps.map((step) => [...step]),
  redo: record.redo.map((step) => [...step]),
  elapsedMs: 0,
  counted: true,
  resultCounted: false,
  checkpoint: structuredClone(CHECKPOINT),
});

describe('checkpoint: the check value of a known game', () => {
  it('is the one this version has always written, so games saved before start from their checkpoint', () => {
    const loaded = parseSaved(savedGame());
    assert.equal(loaded.kind, 'restored');
    if (loaded.kind !== 'restored') return;
    assert.equal(loaded.session.replayedSteps, 37 - 32, 'only the steps after the checkpoint replay');
    assert.deepEqual(JSON.parse(JSON.stringify(toSaved(loaded.session, 'game-1', 0))).checkpoint, CHECKPOINT, 'saved again, the same');
  });

  it('hashes the rules version, the game, the deal, the opening, every step and what can be redone', () => {
    assert.equal(new LineHash(record).check(['facts']), 'c8e5a32c8d434a03');
    assert.equal(new LineHash({ variant: 'lucas', deal: { number: 2 }, steps: [], redo: [] }).check([]), '80dc214f095162df');
  });

  it('tells apart lines whose moves are cut differently into steps', () => {
    const as = (...cut: string[][]) => new LineHash({ ...record, steps: cut, redo: [] }).check([]);
    assert.notEqual(as(['t5>t7', 't5>f'], ['s>w']), as(['t5>t7'], ['t5>f', 's>w']));
  });
});
