// The moves of the games finished lately (src/game/finished-games.ts): kept when a game ends
// (abandoned, won, solved), bounded, read back checked (a damaged entry left out, never thrown
// on), and never part of what Settings Sync carries.

import assert from 'node:assert/strict';
import { FINISHED_GAMES_KEY, FINISHED_KEPT, FinishedGames, MAX_KEPT_MOVES, readKept } from '../../../src/game/finished-games';
import { RECORD_KEY_PREFIX } from '../../../src/records/store';
import type { PlayRecord } from '../../../src/protocol';
import { playHome, winningDeck } from '../engine/helpers';
import { InMemoryMemento, makeController } from '../fakes';

async function withFinished(options: Parameters<typeof makeController>[0] = {}) {
  const h = await makeController(options);
  const finished = new FinishedGames(h.controller, h.global, () => h.clock.now);
  const record = (): PlayRecord => ({
    history: h.controller.statistics.record.combined().history,
    daily: [],
    dailySummaries: {},
    today: '',
  });
  return { ...h, finished, record };
}

/** The record's shares, as Settings Sync would carry them. */
const shares = (global: InMemoryMemento) =>
  JSON.stringify(
    global
      .keys()
      .filter((k) => k.startsWith(RECORD_KEY_PREFIX))
      .map((k) => global.get(k)),
  );

describe('Finished games kept for Review', () => {
  it('keeps an abandoned game as New Game counts it lost, under its id in the history, and marks its row', async () => {
    const t = await withFinished({ deal: 5 });
    const id = t.controller.currentId;
    await t.controller.move('s>w');
    await t.controller.move('s>w');
    const line = t.controller.current.line;
    await t.controller.newGame();
    await t.finished.written;
    const kept = readKept(t.global.get(FINISHED_GAMES_KEY));
    assert.deepEqual(
      kept.map((k) => [k.id, k.result]),
      [[id, 'lost']],
    );
    const history = t.finished.marked(t.record()).history;
    assert.deepEqual(
      history.map((e) => [e.id, e.result, e.review]),
      [[id, 'lost', true]],
    );
    const game = t.finished.game(id);
    assert.deepEqual(game.session.line, line, 'the moves replay');
    assert.deepEqual(game.session.record.deal, { number: 5 });
  });

  it('keeps nothing for a deal left without a move, nor for a move that is taken back by a failed save', async () => {
    const t = await withFinished();
    await t.controller.newGame();
    t.workspace.failNext = 1;
    await t.controller.move('s>w').catch(() => undefined);
    await t.controller.newGame();
    await t.finished.written;
    assert.equal(t.global.get(FINISHED_GAMES_KEY), undefined);
    assert.equal(t.finished.latest(), undefined);
  });

  it('keeps a game won as it ends, once, and one played out by Solve as solved', async () => {
    const deck = winningDeck('streets');
    const t = await withFinished({ settings: { defaultGame: 'streets', autoMoveToFoundations: 'off' } });
    await t.controller.newGame('streets', { deck });
    const won = t.controller.currentId;
    for (const move of playHome(t.controller.current.game).moves) await t.controller.move(move);
    await t.controller.undo(); // a won game's result counts once: it is not kept again
    await t.controller.redo();
    await t.controller.newGame('streets', { deck });
    const solved = t.controller.currentId;
    await t.controller.move('s>w');
    await t.controller.playLine(playHome(t.controller.current.game).moves);
    await t.finished.written;
    assert.deepEqual(
      t.finished.kept().map((k) => [k.id, k.result]),
      [
        [won, 'won'],
        [solved, 'solved'],
      ],
    );
    assert.equal(t.global.writes.filter((k) => k === FINISHED_GAMES_KEY).length, 2);
    assert.equal(t.finished.latest(), solved);
    assert.equal(t.finished.game(won).session.status, 'won');
  });

  it(`keeps the newest ${FINISHED_KEPT} games only`, async () => {
    const t = await withFinished();
    const ids: string[] = [];
    for (let i = 0; i < FINISHED_KEPT + 3; i++) {
      ids.push(t.controller.currentId);
      await t.controller.move('s>w');
      await t.controller.newGame();
    }
    await t.finished.written;
    assert.deepEqual(
      t.finished.kept().map((k) => k.id),
      ids.slice(-FINISHED_KEPT),
    );
    const marked = t.finished.marked(t.record()).history;
    assert.equal(marked.length, FINISHED_KEPT + 3, 'the history keeps every game');
    assert.equal(marked.filter((e) => e.review).length, FINISHED_KEPT, 'Review only where the moves are kept');
  });

  it('reads back damaged data without throwing: what is not a kept game is left out', () => {
    const good = (id: string) => ({
      id,
      result: 'lost',
      at: 5,
      game: { version: 3, id, variant: 'lucas', deal: { number: 1 }, steps: [['s>w']], redo: [] },
    });
    for (const raw of [undefined, null, 7, 'x', {}, { length: 3 }]) assert.deepEqual(readKept(raw), []);
    const read = readKept([
      good('a'),
      null,
      'junk',
      { ...good('b'), result: 'drawn' },
      { ...good('c'), at: Number.NaN },
      { ...good('d'), id: '' },
      { ...good('e'), id: 'x'.repeat(101) },
      { ...good('f'), game: { ...good('f').game, id: 'another' } },
      { ...good('g'), game: { ...good('g').game, steps: 'not steps' } },
      { ...good('h'), game: { ...good('h').game, steps: [Array.from({ length: MAX_KEPT_MOVES + 1 }, () => 's>w')] } },
      good('a'), // kept twice: the later one
      good('z'),
    ]);
    assert.deepEqual(
      read.map((k) => k.id),
      ['a', 'z'],
    );
    // Reading is bounded: no more than the newest FINISHED_KEPT entries are looked at.
    const many = Array.from({ length: 1000 }, (_, i) => good(`g${i}`));
    assert.deepEqual(
      readKept(many).map((k) => k.id),
      many.slice(-FINISHED_KEPT).map((k) => k.id),
    );
  });

  it('a kept game that does not replay cannot be reviewed: it says why, and is dropped', async () => {
    const t = await withFinished();
    const broken = { version: 3, id: 'old', variant: 'lucas', deal: { number: 1 }, steps: [['t1>t2', 't3>t4']], redo: [] };
    await t.global.update(FINISHED_GAMES_KEY, [{ id: 'old', result: 'lost', at: 1, game: broken }]);
    assert.equal(t.finished.has('old'), true);
    assert.throws(() => t.finished.game('old'), /could not be read back \(the saved game does not replay/);
    await t.finished.written;
    assert.equal(t.finished.has('old'), false);
    assert.throws(() => t.finished.game('never'), /not kept on this machine/);
  });

  it('a failed write leaves no Review and the game goes on', async () => {
    const t = await withFinished();
    await t.controller.move('s>w');
    t.global.failKey = FINISHED_GAMES_KEY;
    t.global.failNext = 1;
    await t.controller.newGame();
    await t.finished.written;
    assert.equal(t.finished.kept().length, 0);
    assert.deepEqual(t.warnings, []);
    await t.controller.move('s>w');
    await t.controller.newGame();
    await t.finished.written;
    assert.equal(t.finished.kept().length, 1, 'the next game is kept');
  });

  it('is not synced: the key is never registered for Settings Sync, and the synced record is no bigger for it', async () => {
    const play = async (keep: boolean) => {
      const t = await makeController({ deal: 9 });
      if (keep) new FinishedGames(t.controller, t.global, () => t.clock.now);
      for (let i = 0; i < 3; i++) {
        await t.controller.move('s>w');
        await t.controller.newGame();
      }
      return t;
    };
    const kept = await play(true);
    const plain = await play(false);
    assert.ok(kept.global.get(FINISHED_GAMES_KEY));
    assert.ok(!kept.controller.statistics.record.keysForSync().includes(FINISHED_GAMES_KEY));
    assert.equal(shares(kept.global).length, shares(plain.global).length);
  });
});
