// What is known of a game's positions (LineVerdicts): a lost position never becomes winnable
// again, the knowledge follows the line of play through undo, redo and new moves, and it is saved
// with the game (older saved games, without it, still restore; damaged verdicts are not used).

import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LineVerdicts } from '../../../src/game/line-verdicts';
import { GameSession } from '../../../src/game/session';
import { SAVE_VERSION, SavedGame, parseSaved, toSaved } from '../../../src/game/saved-game';
import { makeController, settle } from '../fakes';

/** The marks of positions 0..last: w winnable, l lost, ? not known. */
const marks = (v: LineVerdicts, last: number): string =>
  Array.from({ length: last + 1 }, (_, i) => ({ winnable: 'w', lost: 'l', none: '?' })[v.at(i) ?? 'none']).join('');

/** Five turns of the stock from Forty Thieves deal 3, the last two undone. */
function session(): GameSession {
  const s = GameSession.start('forty-thieves', { number: 3 });
  for (let i = 0; i < 5; i++) s.play('s>w', 'off', 0);
  s.undo();
  s.undo();
  return s;
}

const restored = (saved: unknown): GameSession => {
  const loaded = parseSaved(JSON.parse(JSON.stringify(saved)));
  if (loaded.kind !== 'restored') throw new Error(JSON.stringify(loaded));
  return loaded.session;
};

describe('the verdicts on the positions of a game', () => {
  it('knows every earlier position wins once one does, and every later one is lost once one is', () => {
    let v = LineVerdicts.NONE.with(3, 'winnable');
    assert.equal(marks(v, 8), 'wwww?????');
    v = v.with(6, 'lost');
    assert.equal(marks(v, 8), 'wwww??lll');
    assert.equal(v.with(2, 'winnable'), v, 'nothing new');
    assert.equal(v.with(7, 'lost'), v, 'nothing new');
    assert.equal(marks(v.with(5, 'winnable'), 8), 'wwwwwwlll');
  });

  it('never lets a position known to win be called lost, and a winning line overrules a "lost" it contradicts', () => {
    const v = LineVerdicts.NONE.with(4, 'winnable');
    assert.equal(v.with(2, 'lost'), v);
    assert.equal(marks(LineVerdicts.NONE.with(3, 'lost').with(5, 'winnable'), 7), 'wwwwww??');
  });

  it('holds whatever order the answers come in: the same marks as the truth, where known', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 31 }), fc.array(fc.nat(30)), (last, losing, asked) => {
        // The truth: positions before `losing` win, the others are lost.
        const truth = (i: number) => (i < losing ? 'winnable' : 'lost');
        const v = asked.filter((i) => i <= last).reduce((k, i) => k.with(i, truth(i)), LineVerdicts.NONE);
        for (let i = 0; i <= last; i++) assert.ok(v.at(i) === undefined || v.at(i) === truth(i));
        for (const i of asked) if (i <= last) assert.equal(v.at(i), truth(i));
      }),
    );
  });

  it('follows the line through undo and redo, and forgets what lay after a new move', () => {
    const s = session();
    assert.equal(s.lastPosition, 5);
    assert.ok(s.learn(5, 'lost'), 'a position that can be redone');
    assert.ok(s.learn(1, 'winnable'));
    s.redo();
    assert.equal(marks(s.verdicts, 5), 'ww???l');
    s.undo();
    s.undo();
    s.play('s>w', 'off', 0); // a new fourth… no: a new third step, over what could be redone
    assert.equal(s.lastPosition, 3);
    assert.equal(marks(s.verdicts, 3), 'ww??', 'the lost position was on the line played over');
  });

  it('drops a verdict worked out on a line that was played over since', () => {
    const s = session();
    const line = s.line;
    s.undo();
    s.play('t1>t2', 'off', 0);
    assert.equal(s.learn(4, 'lost', line), false);
    assert.equal(s.learn(2, 'winnable', line), true, 'the first two steps are the same');
  });

  it('marks the end of a game with nothing left to do as lost by itself', () => {
    // Lucas deal 252 with only the stock turned: nothing is left to do after 57 turns.
    const s = GameSession.start('lucas', { number: 252 });
    s.playOpening('safe');
    while (s.game.stock.length > 0) s.play('s>w', 'safe', 0);
    assert.equal(s.status, 'lost');
    assert.equal(marks(s.verdicts, 57).slice(54), '???l');
  });

  it('goes to any position of the line as undo or redo would (Play on from here)', () => {
    const s = session();
    s.goTo(1);
    assert.equal(s.record.steps.length, 1);
    assert.equal(s.record.redo.length, 4);
    assert.equal(s.lastAction, 'undo');
    s.goTo(5);
    assert.equal(s.record.steps.length, 5);
    assert.equal(s.lastAction, 'redo');
    assert.throws(() => s.goTo(6), /This game has no position 6: its positions go from 0 \(the deal\) to 5/);
    assert.throws(() => s.goTo(-1), /no position -1/);
  });

  describe('saved with the game', () => {
    it('survive a save and a restore, on steps and what can be redone', () => {
      const s = session();
      s.learn(2, 'winnable');
      s.learn(4, 'lost');
      const saved = toSaved(s, 'id', 0);
      assert.equal(saved.version, SAVE_VERSION);
      assert.deepEqual(saved.verdicts, { winnableTo: 2, lostFrom: 4 });
      assert.equal(marks(restored(saved).verdicts, 5), 'www?ll');
    });

    it('are absent while nothing is known', () => {
      assert.equal('verdicts' in toSaved(session(), 'id', 0), false);
    });

    it('restore a game saved without them (older versions, formats 1 to 3) as before', () => {
      const saved = JSON.parse(JSON.stringify(toSaved(session(), 'id', 0))) as SavedGame;
      for (const version of [1, 2, 3] as const) {
        const s = restored({ ...saved, version });
        assert.equal(s.record.steps.length, 3);
        assert.equal(marks(s.verdicts, 5), '??????');
      }
    });

    it('damaged, are not used, and the game itself restores whole', () => {
      const saved = toSaved(session(), 'id', 0);
      for (const verdicts of [
        { winnableTo: 6 },
        { lostFrom: -1 },
        { winnableTo: 3, lostFrom: 3 },
        { winnableTo: 1.5 },
        { lostFrom: '2' },
        'wwl',
        [1, 2],
      ]) {
        const s = restored({ ...saved, verdicts });
        assert.equal(marks(s.verdicts, 5), '??????', JSON.stringify(verdicts));
        assert.equal(s.record.steps.length, 3);
      }
    });
  });

  it('are saved by the controller when the solver tells it, with no move needed, and rolled back with a failed move', async () => {
    const h = await makeController({ deal: 3 });
    await h.controller.move('s>w');
    h.controller.learn(h.controller.current, 1, 'winnable');
    await settle();
    const saved = h.workspace.get<SavedGame>('fortyThieves.game');
    assert.deepEqual(saved?.verdicts, { winnableTo: 1 });
    h.workspace.failNext = 1;
    await assert.rejects(h.controller.move('s>w'), /could not be saved/);
    assert.equal(h.controller.current.verdicts.at(1), 'winnable', 'the rollback kept what was known');
  });
});
