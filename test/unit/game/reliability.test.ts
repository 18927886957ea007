// The host under failing storage, damaged data, crashes and long play (issue 11): nothing the
// player did is lost or counted twice, and what the board shows is what a restart restores.
import assert from 'node:assert/strict';
import { VARIANT_IDS, position } from '../../../src/engine/index';
import { parseWebviewMessage } from '../../../src/protocol';
import { CLOCK_SAVE_MS } from '../../../src/game/clock-saver';
import { readSettings } from '../../../src/game/settings';
import { MAX_COUNT, STATS_KEY, STATS_SET_ASIDE_KEY } from '../../../src/records/statistics';
import { GAME_KEY, SET_ASIDE_KEY } from '../../../src/game/saved-game';
import { SET_ASIDE_MAX_CHARS, SetAsideEntry, setAsideItems } from '../../../src/store/set-aside';
import { FakeClock, Harness, InMemoryFiles, InMemoryMemento, makeController } from '../fakes';

/** What Copy Position shows: the game, its moves and the position. */
const copied = (h: Harness) => {
  const s = h.controller.current;
  return { game: s.variant, deal: s.record.deal, moves: s.record.steps, position: position(s.game) };
};

/** What a fresh activation on the same storage restores. */
async function restarted(h: Harness, global = h.global) {
  return makeController({ workspace: h.workspace, global, files: h.files });
}

/** A deck that plays itself out with s>f and s>w (see controller.test.ts). */
function selfPlayingDeck(): string[] {
  const ascending: string[] = [];
  for (const r of 'A23456789TJQK') for (const suit of 'CDHS') ascending.push(r + suit, r + suit);
  return [...ascending.slice(64).reverse(), ...ascending.slice(0, 64)];
}

const nextMove = (h: Harness) => (h.controller.snapshot().legalMoves.includes('s>f') ? 's>f' : 's>w');

describe('the host when storage fails', () => {
  it('takes back a move whose save failed: board, Copy Position and a restart agree, and the player is told how to retry', async () => {
    const h = await makeController({ deal: 7 });
    await h.controller.move('s>w');
    await h.controller.move('s>w');
    h.workspace.failNext = 1;
    await assert.rejects(h.controller.move('s>w'), (error: Error) => {
      assert.match(error.message, /^Your move could not be saved \(ENOSPC: no space left on device\), so it was taken back/);
      assert.match(error.message, /Try again/);
      return true;
    });
    assert.equal(h.controller.current.record.steps.length, 2);
    assert.equal(h.controller.snapshot().waste.length, 2);
    const fresh = await restarted(h);
    assert.deepEqual(copied(h), copied(fresh));
    // Trying again works and is saved.
    await h.controller.move('s>w');
    assert.equal((await restarted(h)).controller.current.record.steps.length, 3);
  });

  it('takes back undo, redo, restart and a new game whose save failed', async () => {
    const h = await makeController({ settings: { confirmNewGame: false } });
    await h.controller.move('s>w');
    await h.controller.move('s>w');
    const saved = () => JSON.stringify(copied(h));
    const before = saved();
    for (const action of [() => h.controller.undo(), () => h.controller.restart(), () => h.controller.newGame('maria')]) {
      h.workspace.failNext = 1;
      await assert.rejects(action(), /could not be saved/);
      assert.equal(saved(), before);
      assert.deepEqual(copied(await restarted(h)), copied(h));
    }
    await h.controller.undo();
    h.workspace.failNext = 1;
    await assert.rejects(h.controller.redo(), { message: /^Redo could not be saved/ });
    assert.equal(h.controller.current.record.steps.length, 1);
    assert.equal(h.controller.snapshot().canRedo, true);
  });

  it('starts when the very first save fails: a warning, a playable game, saved with the next move', async () => {
    const workspace = new InMemoryMemento();
    workspace.failNext = 1;
    workspace.failKey = GAME_KEY;
    const h = await makeController({ workspace });
    assert.equal(h.warnings.length, 1);
    assert.match(h.warnings[0], /Your game could not be saved \(ENOSPC.*\)\. You can play on: saving is tried again with your next move/);
    assert.equal(h.controller.snapshot().notice?.kind, 'warning');
    assert.equal(workspace.get(GAME_KEY), undefined);
    await h.controller.move('s>w');
    assert.deepEqual(workspace.get<{ steps: string[][] }>(GAME_KEY)?.steps, [['s>w']]);
    assert.equal(h.controller.snapshot().notice, null);
  });

  it('never saves over a damaged game that could not be kept aside yet', async () => {
    const workspace = new InMemoryMemento();
    await workspace.update(GAME_KEY, { version: 1, variant: 'nope' });
    workspace.failNext = Infinity;
    const h = await makeController({ workspace });
    assert.equal(h.warnings.length, 1);
    assert.match(h.controller.snapshot().notice?.text ?? '', /could not be restored .* could not be saved/);
    await assert.rejects(h.controller.move('s>w'), /could not be saved/);
    assert.deepEqual(workspace.get(GAME_KEY), { version: 1, variant: 'nope' });
    workspace.failNext = 0;
    await h.controller.move('s>w');
    assert.deepEqual(
      workspace.get<SetAsideEntry[]>(SET_ASIDE_KEY)?.map((e) => e.data),
      [{ version: 1, variant: 'nope' }],
    );
    assert.equal(workspace.get<{ variant: string }>(GAME_KEY)?.variant, 'forty-thieves');
  });

  it('starts with a random deal when the winnable deal cannot be chosen', async () => {
    const h = await makeController({ chooseDeal: async () => Promise.reject(new Error('the list of used deals could not be saved')) });
    assert.equal(h.controller.snapshot().dealNumber, 1);
    assert.match(h.warnings[0], /no winnable deal could be chosen/);
  });

  it('leaves no promise rejection unhandled when the board is hidden and closed, and tells the failure once', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const h = await makeController();
      await h.controller.move('s>w');
      h.workspace.failNext = Infinity;
      h.global.failNext = Infinity;
      // as the panel does it: hidden, then closed, nobody waiting for the answer
      void h.controller.setVisible(false);
      void h.controller.setVisible(false);
      await h.clock.advance(5 * CLOCK_SAVE_MS);
      await new Promise((resolve) => setImmediate(resolve)); // Node reports unhandled rejections here
      assert.deepEqual(unhandled, []);
      assert.equal(h.warnings.length, 1, h.warnings.join('\n'));
      assert.match(h.warnings[0], /could not be saved/);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('plays on when the statistics cannot be saved, tells it once, and counts the game when they can', async () => {
    const h = await makeController();
    h.global.failNext = 2;
    await h.controller.move('s>w');
    await h.controller.move('s>w');
    assert.equal(h.warnings.length, 1);
    assert.match(h.warnings[0], /statistics could not be saved/);
    assert.equal(h.controller.snapshot().moveCount, 2);
    await h.controller.move('s>w');
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
  });
});

describe('statistics this version cannot use', () => {
  const keptAside = (global: InMemoryMemento) => global.get<SetAsideEntry[]>(STATS_SET_ASIDE_KEY) ?? [];

  it('keeps damaged statistics aside before the first write, tells the player once, and starts clean', async () => {
    const global = new InMemoryMemento();
    await global.update(STATS_KEY, 'garbage');
    const h = await makeController({ global });
    assert.equal(h.warnings.length, 1);
    assert.match(h.warnings[0], /your statistics are not a table of games\. They have been kept aside unchanged/);
    assert.deepEqual(
      keptAside(global).map((e) => e.data),
      ['garbage'],
    );
    await h.controller.move('s>w');
    const stored = global.get<Record<string, unknown>>(STATS_KEY)!;
    assert.equal(stored['0'], undefined, 'no string spread into keys');
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
    assert.equal(h.warnings.length, 1);
  });

  it('keeps a damaged row aside and shows no absurd count in the status bar', async () => {
    const global = new InMemoryMemento();
    const damaged = {
      version: 1,
      games: {
        maria: { played: 1e308, won: 1e308, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null },
        streets: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 5000, fewestMoves: 90 },
      },
    };
    await global.update(STATS_KEY, damaged);
    const h = await makeController({ global });
    assert.deepEqual(keptAside(global)[0].data, damaged);
    assert.match(h.warnings[0], /statistics of Maria are damaged/);
    assert.equal(h.controller.statistics.summary('maria'), 'Maria 0/0');
    assert.equal(h.controller.statistics.get('streets').played, 2, 'the sound rows are kept');
    for (const row of h.controller.statistics.rows()) assert.ok(row.played <= MAX_COUNT && row.won <= MAX_COUNT);
  });

  it('never downgrades statistics of a newer version: kept aside untouched, and the player told', async () => {
    const global = new InMemoryMemento();
    const newer = { version: 2, games: { streets: { played: 9, won: 3, extra: 'x' } }, achievements: ['first win'] };
    await global.update(STATS_KEY, newer);
    const h = await makeController({ global });
    assert.match(h.warnings[0], /newer version of Forty Thieves \(format 2\)/);
    await h.controller.move('s>w');
    assert.deepEqual(keptAside(global)[0].data, newer);
    assert.equal(global.get<{ version: number }>(STATS_KEY)?.version, 1);
  });

  it('does not overwrite damaged statistics while they cannot be kept aside', async () => {
    const global = new InMemoryMemento();
    await global.update(STATS_KEY, { version: 1, games: [] });
    global.failNext = Infinity;
    const h = await makeController({ global });
    await h.controller.move('s>w');
    assert.deepEqual(global.get(STATS_KEY), { version: 1, games: [] });
    global.failNext = 0;
    await h.controller.move('s>w');
    assert.deepEqual(keptAside(global)[0].data, { version: 1, games: [] });
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
  });
});

describe('saved games kept aside', () => {
  const damagedGame = (n: number, size = 0) => ({
    version: 1,
    variant: 'forty-thieves',
    deal: { number: n },
    steps: [['zz']],
    redo: [],
    padding: 'x'.repeat(size),
  });

  async function activateOver(workspace: InMemoryMemento, files: InMemoryFiles, data: unknown) {
    await workspace.update(GAME_KEY, data);
    return makeController({ workspace, files });
  }

  it('keeps every damaged game: the oldest move to files when the list grows too big, none is dropped', async () => {
    const workspace = new InMemoryMemento();
    const files = new InMemoryFiles();
    const size = Math.floor(SET_ASIDE_MAX_CHARS / 4);
    for (let n = 1; n <= 25; n++) await activateOver(workspace, files, damagedGame(n, n % 5 === 0 ? size : 10));
    const inStore = workspace.get<SetAsideEntry[]>(SET_ASIDE_KEY)!;
    assert.ok(JSON.stringify(inStore).length <= SET_ASIDE_MAX_CHARS, 'the list in storage stays within its size');
    assert.ok(files.files.size > 0, 'older games went to files');
    const inFiles = [...files.files.values()].map((text) => JSON.parse(text) as SetAsideEntry);
    const deals = [...inFiles, ...inStore].map((e) => (e.data as { deal: { number: number } }).deal.number).sort((a, b) => a - b);
    assert.deepEqual(
      deals,
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('keeps games in storage, over the bound, when the files cannot be written', async () => {
    const workspace = new InMemoryMemento();
    const files = new InMemoryFiles();
    files.failing = true;
    for (let n = 1; n <= 3; n++) await activateOver(workspace, files, damagedGame(n, SET_ASIDE_MAX_CHARS));
    assert.equal(workspace.get<SetAsideEntry[]>(SET_ASIDE_KEY)?.length, 3);
  });

  it('keeps a damaged keep-aside list aside too', async () => {
    const workspace = new InMemoryMemento();
    await workspace.update(SET_ASIDE_KEY, { not: 'a list' });
    await activateOver(workspace, new InMemoryFiles(), damagedGame(1));
    const kept = workspace.get<SetAsideEntry[]>(SET_ASIDE_KEY)!;
    assert.deepEqual(
      kept.map((e) => e.data),
      [{ not: 'a list' }, damagedGame(1)],
    );
    assert.match(kept[0].reason, /list of data kept aside was damaged/);
  });

  it('lists everything kept aside, newest first, with the data to see and copy', async () => {
    const workspace = new InMemoryMemento();
    const files = new InMemoryFiles();
    let h!: Harness;
    for (let n = 1; n <= 3; n++) h = await activateOver(workspace, files, damagedGame(n, n === 1 ? SET_ASIDE_MAX_CHARS : 0));
    const items = await setAsideItems([
      { title: 'Saved game', list: h.controller.setAsideGames },
      { title: 'Statistics', list: h.controller.statistics.setAside },
    ]);
    assert.deepEqual(
      items.map((i) => i.label.split(':')[0]),
      ['Saved game', 'Saved game', 'Saved game (older, in a file)'],
    );
    const texts = await Promise.all(items.map((i) => i.text()));
    assert.deepEqual(
      texts.map((t) => (JSON.parse(t) as SetAsideEntry).data),
      [damagedGame(3), damagedGame(2), damagedGame(1, SET_ASIDE_MAX_CHARS)],
    );
  });
});

describe('statistics kept aside', () => {
  it('moves the oldest damaged statistics to a file named after them when the list grows too big, and lists it', async () => {
    const global = new InMemoryMemento();
    const files = new InMemoryFiles();
    const damaged = (n: number) => ({ version: 1, games: [], n, padding: 'x'.repeat(Math.floor(SET_ASIDE_MAX_CHARS * 0.6)) });
    let h!: Harness;
    for (const n of [1, 2]) {
      await global.update(STATS_KEY, damaged(n));
      h = await makeController({ global, files });
    }
    const names = [...files.files.keys()];
    assert.equal(names.length, 1);
    assert.match(names[0], /^statistics-\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}\.json$/, 'the file says what it holds and when it was kept');
    assert.deepEqual(await h.controller.statistics.setAside.fileNames(), names);
    const items = await setAsideItems([{ title: 'Statistics', list: h.controller.statistics.setAside }]);
    assert.deepEqual(
      items.map((i) => i.label.split(':')[0]),
      ['Statistics', 'Statistics (older, in a file)'],
    );
    assert.deepEqual((JSON.parse(await items[1].text()) as SetAsideEntry).data, damaged(1));
  });
});

describe('each game counted once, whatever crashes', () => {
  it('counts a game as played once when the window dies between the statistics and the game', async () => {
    const h = await makeController({ deal: 3 });
    h.workspace.failNext = 1; // the game's write never happens, as if the window died before it
    await assert.rejects(h.controller.move('s>w'));
    const again = await restarted(h);
    await again.controller.move('s>w');
    assert.equal(again.controller.statistics.get('forty-thieves').played, 1);
  });

  it('counts a win once when the game was not saved after the winning move', async () => {
    const settings = { autoMoveToFoundations: 'all' } as const;
    const trial = await makeController({ settings });
    await trial.controller.newGame('forty-thieves', { deck: selfPlayingDeck() });
    let moves = 0;
    for (; trial.controller.snapshot().status === 'playing'; moves++) await trial.controller.move(nextMove(trial));
    const h = await makeController({ settings });
    await h.controller.newGame('forty-thieves', { deck: selfPlayingDeck() });
    for (let i = 1; i < moves; i++) await h.controller.move(nextMove(h));
    assert.equal(h.controller.snapshot().status, 'playing');
    h.workspace.failNext = 1;
    await h.controller.move(nextMove(h)).catch(() => undefined);
    const again = await makeController({ workspace: h.workspace, global: h.global, settings });
    await again.controller.move(nextMove(again));
    assert.equal(again.controller.snapshot().status, 'won');
    assert.deepEqual(
      [again.controller.statistics.get('forty-thieves').played, again.controller.statistics.get('forty-thieves').won],
      [1, 1],
    );
  });
});

describe('a game finished by Solve', () => {
  it('counts as played and not won, once, even when its save failed and it is solved again', async () => {
    const settings = { autoMoveToFoundations: 'off' } as const;
    const h = await makeController({ settings });
    await h.controller.newGame('forty-thieves', { deck: selfPlayingDeck() });
    const line: string[] = []; // the whole winning line, found by playing it on a copy
    const probe = await makeController({ settings });
    await probe.controller.newGame('forty-thieves', { deck: selfPlayingDeck() });
    while (probe.controller.current.status === 'playing') {
      const legal = probe.controller.snapshot().legalMoves;
      const move = legal.find((m) => m.endsWith('>f')) ?? 's>w';
      line.push(move);
      await probe.controller.move(move);
    }
    h.workspace.failNext = 1;
    await assert.rejects(h.controller.playLine(line), /could not be saved/);
    await h.controller.playLine(line);
    const s = h.controller.statistics.get('forty-thieves');
    assert.deepEqual([s.played, s.won, s.currentStreak], [1, 0, 0]);
  });
});

describe('play time across a crash', () => {
  it('saves the running clock every 15 seconds, so a crash loses at most that', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    await h.clock.advance(90_000 + 10_000);
    const after = await restarted(h); // the window died 100 s after the move
    assert.ok(
      after.controller.snapshot().elapsedMs >= 100_000 - CLOCK_SAVE_MS,
      `${after.controller.snapshot().elapsedMs} ms restored of 100 000`,
    );
  });

  it('saves the clock when the board is hidden, and stops saving it while it stands still', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    await h.clock.advance(7_000);
    await h.controller.setVisible(false);
    assert.equal(h.workspace.get<{ elapsedMs: number }>(GAME_KEY)?.elapsedMs, 7_000);
    assert.equal(h.clock.running, 0);
    const writes = h.workspace.writes.length;
    await h.clock.advance(10 * CLOCK_SAVE_MS);
    assert.equal(h.workspace.writes.length, writes);
  });
});

describe('error messages', () => {
  const huge = 'x'.repeat(1_000_000);

  it('repeat at most 80 characters of anything from outside', async () => {
    assert.throws(
      () => parseWebviewMessage({ type: 'newGame', variant: huge }, VARIANT_IDS),
      (e: Error) => e.message.length < 140,
    );
    assert.throws(
      () => parseWebviewMessage({ type: huge }, VARIANT_IDS),
      (e: Error) => e.message.length < 140,
    );
    const h = await makeController();
    await assert.rejects(h.controller.move(huge), (e: Error) => e.message.length < 160);
    await assert.rejects(h.controller.newGame(huge as never), (e: Error) => e.message.length < 300);
    assert.ok(readSettings(() => huge).problems.every((p) => p.length < 300));
    h.workspace.failNext = 1;
    const store = h.workspace;
    store.update = async () => Promise.reject(new Error(huge));
    await assert.rejects(h.controller.move('s>w'), (e: Error) => e.message.length < 400 && !e.message.includes('x'.repeat(81)));
  });

  it('name a damaged saved game without repeating it whole', async () => {
    const workspace = new InMemoryMemento();
    await workspace.update(GAME_KEY, { version: 1, variant: huge });
    const h = await makeController({ workspace, clock: new FakeClock() });
    const text = h.controller.snapshot().notice?.text ?? '';
    assert.match(text, /unknown game "xxx/);
    assert.ok(text.length < 400, `${text.length} characters`);
  });
});
