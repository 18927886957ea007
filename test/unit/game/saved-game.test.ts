// The saved game: start-up from its checkpoint replays only the last few steps, undo and redo
// stay short after it, and a checkpoint that does not match its record exactly is never trusted
// (the game is then replayed in full, or kept aside when its steps do not replay).

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { assertProperty } from '../property';
import { CHECKPOINT_STEPS, GameRecord, legalMoves, position, replay, undoStep } from '../../../src/engine/index';
import { LineHash, SavedCheckpoint } from '../../../src/game/checkpoint';
import { GameSession } from '../../../src/game/session';
import { LoadResult, SAVE_VERSION, SavedGame, parseSaved, toSaved } from '../../../src/game/saved-game';
import { longGame } from './long-game';
import { playHome, winningDeck } from '../engine/helpers';

/** The record with its last `undone` steps undone. */
function withUndone(record: GameRecord, undone: number): GameRecord {
  for (let i = 0; i < undone; i++) record = undoStep(record);
  return record;
}

/** What is stored: the game saved, through JSON as the editor keeps it. */
const savedOf = (session: GameSession): SavedGame => JSON.parse(JSON.stringify(toSaved(session, 'game-1', 0)));

function restored(loaded: LoadResult): GameSession {
  if (loaded.kind !== 'restored') throw new Error(`not restored: ${JSON.stringify(loaded)}`);
  return loaded.session;
}

/** The saved game of 4,990 steps played and 10 undone, and its record. */
function longSave(): { record: GameRecord; saved: SavedGame } {
  const record = withUndone(longGame(5000), 10);
  return { record, saved: savedOf(GameSession.restore(record, 0, true, false)) };
}

/** A check value made as the extension makes it: a forged checkpoint that passes the check. */
function forged(saved: SavedGame, change: (checkpoint: SavedCheckpoint) => void): SavedGame {
  const copy: SavedGame = JSON.parse(JSON.stringify(saved));
  const checkpoint = copy.checkpoint!;
  change(checkpoint);
  const { step, check: _, ...position } = checkpoint;
  checkpoint.check = new LineHash({ ...copy, steps: copy.steps, redo: copy.redo }).check([SAVE_VERSION, copy.steps.length, step, position]);
  return copy;
}

describe('saved game: start-up from a checkpoint', () => {
  it('replays only the steps after the checkpoint of a long game, to the same position as a full replay', () => {
    const { record, saved } = longSave();
    assert.equal(saved.version, 3);
    assert.equal(saved.checkpoint?.step, 4960, 'the checkpoint is the last kept game before the end');
    const session = restored(parseSaved(saved));
    assert.equal(session.replayedSteps, 4990 - 4960, 'only the steps after the checkpoint replay');
    assert.deepEqual(position(session.game), position(replay(record)));
    assert.deepEqual(session.record, record);
    assert.deepEqual(savedOf(session), saved, 'saved again, it is the same');
  });

  it('undoes after start-up to the very first move, one step at a time, replaying the history at most once', () => {
    const { record, saved } = longSave();
    const session = restored(parseSaved(saved));
    const costs: number[] = [];
    for (let count = 4989; count >= 0; count--) {
      const before = session.replayedSteps;
      session.undo();
      costs.push(session.replayedSteps - before);
      if (count % 499 === 0 || count > 4950)
        assert.deepEqual(position(session.game), position(replay(record, count)), `after undo to ${count} steps`);
    }
    assert.ok(costs[0] < CHECKPOINT_STEPS, `the first undo replayed ${costs[0]} steps`);
    const long = costs.filter((cost) => cost >= CHECKPOINT_STEPS);
    assert.ok(long.length <= 1 && long.every((cost) => cost <= 4960), `undo replayed ${long.join(', ')} steps`);
    assert.equal(session.canUndo, false);
    assert.deepEqual(position(session.game), position(replay({ ...record, steps: [] })));
  });

  it('redoes after start-up with a few steps of replay each, and can restart and undo the restart', () => {
    const { saved } = longSave();
    const session = restored(parseSaved(saved));
    for (let i = 1; i <= 10; i++) {
      const before = session.replayedSteps;
      session.redo();
      assert.ok(session.replayedSteps - before <= CHECKPOINT_STEPS, `redo ${i} replayed ${session.replayedSteps - before} steps`);
    }
    assert.deepEqual(position(session.game), position(replay(longGame(5000))));
    session.restart();
    const before = session.replayedSteps;
    session.undo();
    assert.ok(session.replayedSteps - before <= CHECKPOINT_STEPS, `undoing the restart replayed ${session.replayedSteps - before} steps`);
    assert.deepEqual(position(session.game), position(replay(longGame(5000))));
  });

  it('a restart round-trips through the save: restored at the deal, one undo brings back the game before it', () => {
    const session = GameSession.start('forty-thieves', { number: 7 });
    for (let i = 0; i < 4; i++) session.play('s>w', 'off', 0);
    const before = position(session.game);
    session.restart();
    session.play('s>w', 'off', 0);
    const back = restored(parseSaved(savedOf(session)));
    assert.deepEqual(back.record, session.record);
    assert.equal(back.moveCount, 1);
    back.undo();
    assert.equal(back.atDeal, true);
    back.undo();
    assert.deepEqual(position(back.game), before);
    assert.equal(back.moveCount, 4);
  });

  it('an old save whose Restart left the steps to redo still loads, and redoes them', () => {
    const session = GameSession.start('forty-thieves', { number: 7 });
    for (let i = 0; i < 3; i++) session.play('s>w', 'off', 0);
    const saved = savedOf(session);
    const old: SavedGame = { ...saved, steps: [], redo: [...saved.steps].reverse(), checkpoint: undefined };
    delete old.checkpoint;
    const back = restored(parseSaved(old));
    assert.equal(back.moveCount, 0);
    for (let i = 0; i < 3; i++) back.redo();
    assert.deepEqual(position(back.game), position(session.game));
  });

  it('saves a checkpoint that moves with the game: after new moves, undo and a restart it still restores from it', () => {
    const { saved } = longSave();
    const session = restored(parseSaved(saved));
    for (let i = 0; i < 40; i++) session.undo();
    session.play(
      legalMoves(session.game).find((m) => m.startsWith('t'))!,
      'off',
      0,
    );
    for (let i = 0; i < 70; i++)
      session.play(
        legalMoves(session.game).find((m) => m === 's>w' || m.startsWith('t'))!,
        'off',
        0,
      );
    for (const change of [() => undefined, () => session.undo(), () => session.restart()]) {
      change();
      const again = savedOf(session);
      const back = restored(parseSaved(again));
      assert.ok(back.replayedSteps <= CHECKPOINT_STEPS, `replayed ${back.replayedSteps} steps`);
      assert.deepEqual(position(back.game), position(replay(session.record)));
      assert.deepEqual(back.record, session.record);
    }
  });

  it('whatever was played, undone and redone, the saved game restores the same game, and replays as little', () => {
    assertProperty(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(fc.nat({ max: 99 }), { minLength: 60, maxLength: 200 }), (deal, choices) => {
        const session = GameSession.start('maria', { number: deal });
        for (const choice of choices) {
          if (choice < 10 && session.canUndo) session.undo();
          else if (choice < 15 && session.canRedo) session.redo();
          else if (choice === 15 && session.moveCount > 0) session.restart();
          else {
            const moves = legalMoves(session.game);
            if (moves.length) session.play(moves[choice % moves.length], 'off', 0);
          }
        }
        const saved = savedOf(session);
        const back = restored(parseSaved(saved));
        assert.deepEqual(back.record, session.record);
        assert.deepEqual(position(back.game), position(replay(session.record)));
        assert.ok(back.replayedSteps <= CHECKPOINT_STEPS || saved.checkpoint === undefined);
        assert.deepEqual(savedOf(back), saved);
      }),
      { numRuns: 25 },
    );
  });
});

describe('saved game: the check of a checkpoint', () => {
  it('is kept up to date with each new step, rehashing fewer than CHECKPOINT_STEPS steps, as if made anew', () => {
    const record = longGame(5000);
    const hash = new LineHash(withUndone(record, 100));
    let reads = 0;
    const counted = new Proxy(record.steps as string[][], {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver);
      },
    });
    for (const count of [4901, 4902, 4928, 4929]) {
      reads = 0;
      hash.played(counted, count);
      assert.ok(reads <= CHECKPOINT_STEPS, `a step rehashed ${reads} steps`);
      const anew = new LineHash({ ...record, steps: record.steps.slice(0, count) });
      assert.equal(hash.check(['facts']), anew.check(['facts']));
    }
    assert.notEqual(hash.check(['facts']), hash.check(['other facts']));
  });
});

describe('saved game: a checkpoint that does not match is never trusted', () => {
  const { record, saved } = longSave();
  /** The steps, then what can be redone from the last kept game before the end. */
  const fullReplay = 4990 + 40;

  /** Each damage leaves steps that replay: the game restores, replayed in full, as the steps say. */
  const damaged: [string, (s: SavedGame) => unknown][] = [
    ['no checkpoint', (s) => ({ ...s, checkpoint: undefined })],
    ['a checkpoint that is not an object', (s) => ({ ...s, checkpoint: 'here' })],
    ['a null checkpoint', (s) => ({ ...s, checkpoint: null })],
    ['a list for a checkpoint', (s) => ({ ...s, checkpoint: [s.checkpoint] })],
    ['no check value', (s) => ({ ...s, checkpoint: { ...s.checkpoint, check: undefined } })],
    [
      'a check value changed by one digit',
      (s) => ({ ...s, checkpoint: { ...s.checkpoint, check: s.checkpoint!.check.replace(/^./, (d) => (d === '0' ? '1' : '0')) } }),
    ],
    ['a check value of another type', (s) => ({ ...s, checkpoint: { ...s.checkpoint, check: 12 } })],
    ['a checkpoint at another step', (s) => ({ ...s, checkpoint: { ...s.checkpoint, step: 4928 } })],
    ['a checkpoint at a step that is not a number', (s) => ({ ...s, checkpoint: { ...s.checkpoint, step: '4960' } })],
    [
      'a card moved in the checkpoint',
      (s) => ({ ...s, checkpoint: { ...s.checkpoint, stock: s.checkpoint!.stock.slice(1), waste: [s.checkpoint!.stock[0]] } }),
    ],
    [
      'two cards swapped in the checkpoint',
      (s) => {
        const tableau = s.checkpoint!.tableau.map((col) => [...col]);
        [tableau[0][0], tableau[1][0]] = [tableau[1][0], tableau[0][0]];
        return { ...s, checkpoint: { ...s.checkpoint, tableau } };
      },
    ],
    ['foundations changed in the checkpoint', (s) => ({ ...s, checkpoint: { ...s.checkpoint, foundations: [1, 0, 0, 0, 0, 0, 0, 0] } })],
    [
      'the checkpoint of another game',
      (s) => ({ ...s, checkpoint: savedOf(GameSession.restore(longGame(4990), 0, true, false)).checkpoint }),
    ],
    [
      'the checkpoint of the same game with one step less',
      (s) => ({ ...s, checkpoint: savedOf(GameSession.restore(undoStep(record), 0, true, false)).checkpoint }),
    ],
    ['a saved game of format 2 with a checkpoint', (s) => ({ ...s, version: 2 })],
    ['a saved game of format 1 with a checkpoint', (s) => ({ ...s, version: 1 })],
    [
      'the first step changed, still legal and to the same game',
      (s) => ({ ...s, steps: [[...s.steps[0], ...s.steps[1], ...s.steps[0]], ...s.steps.slice(1)] }),
    ],
    [
      'a step moved from the redo list to the steps',
      (s) => ({ ...s, steps: [...s.steps, s.redo[s.redo.length - 1]], redo: s.redo.slice(0, -1) }),
    ],
  ];
  for (const [what, damage] of damaged) {
    it(`restores by replaying every step: ${what}`, () => {
      const data = damage(saved) as SavedGame;
      const expected = { ...record, steps: data.steps, redo: data.redo };
      const session = restored(parseSaved(JSON.parse(JSON.stringify(data))));
      assert.ok(session.replayedSteps >= data.steps.length + data.redo.length, `only ${session.replayedSteps} steps were replayed`);
      assert.deepEqual(position(session.game), position(replay(expected)));
    });
  }

  /** Forged check values, made as the extension makes them, over games that are not whole: the game is still replayed in full. */
  const notWhole: [string, (c: SavedCheckpoint) => void][] = [
    ['a card twice', (c) => (c.waste = [c.stock[0]])],
    ['a card missing', (c) => c.stock.pop()],
    ['a card that does not exist', (c) => (c.stock[0] = 'ZZ')],
    ['a column too many', (c) => c.tableau.push([])],
    ['a column too few', (c) => c.tableau.pop()],
    ['a face-down card in a game that deals none', (c) => (c.tableau[0][0] = `#${c.tableau[0][0]}`)],
    ['a foundation above the King', (c) => (c.foundations[0] = 14)],
    ['seven foundations', (c) => c.foundations.pop()],
    ['a redeal the game does not have', (c) => (c.redealsLeft = 1)],
    ['a fractional redeal count', (c) => (c.redealsLeft = 0.5)],
    ['cards as numbers', (c) => ((c.stock as unknown[])[0] = 3)],
  ];
  for (const [what, change] of notWhole) {
    it(`does not trust a checkpoint that passes its check but is not a whole game: ${what}`, () => {
      const session = restored(parseSaved(forged(saved, change)));
      assert.equal(session.replayedSteps, fullReplay);
      assert.deepEqual(position(session.game), position(replay(record)));
    });
  }

  it('trusts a forged check only over a whole game (the test forges as the extension writes)', () => {
    assert.equal(restored(parseSaved(forged(saved, () => undefined))).replayedSteps, 30);
  });

  it('a history forged to pass the check fails at the undo that reaches the bad step, and that undo changes nothing', () => {
    const data = forged({ ...saved, steps: [['t1>t1'], ...saved.steps.slice(1)] }, () => undefined);
    const session = restored(parseSaved(data));
    for (let i = 0; i < 30; i++) session.undo();
    const { record: before, game } = session;
    assert.throws(() => session.undo(), /Step 1 \(t1>t1\) cannot be replayed/);
    assert.equal(session.record, before);
    assert.equal(session.game, game);
  });

  it('keeps aside, as before, a game whose steps do not replay, whatever its checkpoint says', () => {
    const broken = { ...saved, steps: [['t1>t1'], ...saved.steps.slice(1)] };
    assert.deepEqual(parseSaved(broken), {
      kind: 'unusable',
      reason:
        'the saved game does not replay: Step 1 (t1>t1) cannot be replayed: ' +
        (parseSaved({ ...broken, checkpoint: undefined }) as { reason: string }).reason.split('cannot be replayed: ')[1],
    });
    const badRedo = { ...saved, redo: [['t1>t1'], ...saved.redo.slice(1)] };
    assert.match((parseSaved(badRedo) as { reason: string }).reason, /does not replay: Step 5000 \(t1>t1\) cannot be replayed/);
    const badTail = { ...saved, steps: [...saved.steps.slice(0, -1), ['w>f']] };
    assert.match((parseSaved(badTail) as { reason: string }).reason, /does not replay: Step 4990 \(w>f\) cannot be replayed/);
  });

  it('still refuses a game saved by a newer version, checkpoint or not', () => {
    assert.deepEqual(parseSaved({ ...saved, version: 4 }), {
      kind: 'unusable',
      reason: 'the saved game comes from a newer version of the extension (format 4)',
    });
  });
});

describe('saved game: older formats', () => {
  it('restores formats 1 and 2 (no checkpoint) by replaying every step, the redo list included', () => {
    const record = withUndone(longGame(300), 5);
    const { checkpoint: _, ...rest } = savedOf(GameSession.restore(record, 0, true, false));
    for (const version of [1, 2]) {
      const session = restored(parseSaved({ ...rest, version }));
      assert.ok(session.replayedSteps >= 300, 'every step, and what can be redone, replays');
      assert.deepEqual(position(session.game), position(replay(record)));
      assert.equal(savedOf(session).version, 3, 'saved again in the new format');
      assert.equal(restored(parseSaved(savedOf(session))).replayedSteps, 295 - 288);
    }
  });
});

describe("saved game: Solve's marks", () => {
  const deck = winningDeck('streets');
  /** A move, Solve's demonstration, a restart and a move, then two undos: back at the end Solve played. */
  function solvedThenUndone(): GameSession {
    const session = GameSession.start('streets', { deck });
    session.play('s>w', 'off', 0);
    session.playLine(playHome(session.game).moves, 0);
    session.restart();
    session.play('s>w', 'off', 0);
    session.undo();
    session.undo();
    return session;
  }

  it('round-trip with the step each belongs to: restored solved at the end Solve played, after a restart and a move undone', () => {
    const session = solvedThenUndone();
    assert.equal(session.status, 'solved');
    const saved = savedOf(session);
    assert.deepEqual(saved.solvedAt, [1]);
    assert.equal(saved.solved, undefined, "the line's last move is the player's: versions before solvedAt see no mark");
    const again = restored(parseSaved(saved));
    assert.deepEqual([again.status, again.moveCount], ['solved', 1]);
    again.redo();
    again.redo();
    assert.equal(again.status, 'playing');
  });

  it('a save of the versions before solvedAt (solved: true) marks the last step of its line that is not a restart', () => {
    const session = GameSession.start('streets', { deck });
    session.play('s>w', 'off', 0);
    session.playLine(playHome(session.game).moves, 0);
    session.restart();
    const { solvedAt, ...saved } = savedOf(session);
    assert.deepEqual([solvedAt, saved.solved], [[1], true], 'written for both');
    const old = restored(parseSaved(saved));
    assert.deepEqual(old.record.solvedAt, [1]);
    old.undo();
    assert.equal(old.status, 'solved');
  });

  it('refuses marks that are not steps of the line, restarts, or out of order', () => {
    const saved = savedOf(solvedThenUndone());
    for (const solvedAt of [[2], [4], [-1], [1, 1], [0.5], 'one', [null]]) {
      assert.deepEqual(parseSaved({ ...saved, solvedAt }), {
        kind: 'unusable',
        reason: "the saved marks of Solve's demonstrations are damaged",
      });
    }
  });
});
