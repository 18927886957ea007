import assert from 'node:assert/strict';
import { dealGame, legalMoves, position } from '../../../src/engine/index';
import { GAME_KEY, SET_ASIDE_KEY } from '../../../src/game/saved-game';
import { STATS_KEY } from '../../../src/records/statistics';
import { InMemoryMemento, makeController } from '../fakes';

/** A tableau move (not a stock turn) that is legal in the controller's current game. */
function someTableauMove(game: Parameters<typeof legalMoves>[0]): string {
  const move = legalMoves(game).find((m) => m.startsWith('t') && !m.endsWith('>f'));
  return move ?? 's>w';
}

describe('GameController', () => {
  it('starts a new game of the default game when nothing is saved, and saves it', async () => {
    const h = await makeController({ settings: { defaultGame: 'streets' } });
    assert.equal(h.controller.snapshot().variant, 'streets');
    assert.equal((h.workspace.get(GAME_KEY) as { variant: string }).variant, 'streets');
  });

  it('saves a move to workspace storage before telling the board', async () => {
    const h = await makeController();
    const savedAtChange: unknown[] = [];
    h.controller.onDidChange(() => savedAtChange.push(h.workspace.get(GAME_KEY)));
    await h.controller.move('s>w');
    assert.deepEqual((savedAtChange[0] as { steps: string[][] }).steps, [['s>w']]);
  });

  it('restores the same position, history and redo stack after a restart of VS Code', async () => {
    const h = await makeController({ deal: 7 });
    await h.controller.move('s>w');
    await h.controller.move(someTableauMove(h.controller.current.game));
    await h.controller.move('s>w');
    const movesBeforeUndo = h.controller.snapshot().moveCount;
    await h.controller.undo();
    const before = h.controller.snapshot();
    const again = await makeController({ workspace: h.workspace, global: h.global });
    const after = again.controller.snapshot();
    assert.deepEqual(after.tableau, before.tableau);
    assert.deepEqual(after.waste, before.waste);
    assert.equal(after.canRedo, true);
    await again.controller.redo();
    assert.equal(again.controller.snapshot().moveCount, movesBeforeUndo);
  });

  it('refuses an illegal move with the reason and changes nothing', async () => {
    const h = await makeController();
    const before = JSON.stringify(h.workspace.get(GAME_KEY));
    await assert.rejects(h.controller.move('t1>f'), /Illegal move t1>f/);
    await assert.rejects(h.controller.move('zz'), /not a move/);
    assert.equal(JSON.stringify(h.workspace.get(GAME_KEY)), before);
    assert.equal(h.controller.snapshot().moveCount, 0);
  });

  it('plays safe moves to the foundations automatically, and one undo takes them back with the move', async () => {
    // Find a deal where turning the stock uncovers an Ace in Forty Thieves (Aces are always safe).
    let deal = 1;
    for (; deal < 500; deal++) {
      const game = dealGame('forty-thieves', { number: deal });
      if (game.stock[game.stock.length - 1] % 13 === 0) break;
    }
    const h = await makeController({ deal });
    const step = await h.controller.move('s>w');
    assert.deepEqual(step, ['s>w', 'w>f']);
    assert.equal(h.controller.snapshot().cardsHome, 1);
    await h.controller.undo();
    assert.equal(h.controller.snapshot().cardsHome, 0);
    assert.equal(h.controller.snapshot().moveCount, 0);
  });

  it('does not move cards up automatically when the setting is off', async () => {
    let deal = 1;
    for (; deal < 500; deal++) {
      const game = dealGame('forty-thieves', { number: deal });
      if (game.stock[game.stock.length - 1] % 13 === 0) break;
    }
    const h = await makeController({ deal, settings: { autoMoveToFoundations: 'off' } });
    assert.deepEqual(await h.controller.move('s>w'), ['s>w']);
  });

  it('asks before abandoning a game in progress, and counts it as lost', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    h.answer.confirm = false;
    assert.equal(await h.controller.newGame('maria'), false);
    assert.equal(h.controller.snapshot().variant, 'forty-thieves');
    h.answer.confirm = true;
    assert.equal(await h.controller.newGame('maria'), true);
    assert.equal(h.confirmations.length, 2);
    assert.equal(h.controller.snapshot().variant, 'maria');
    const stats = h.controller.statistics.get('forty-thieves');
    assert.equal(stats.played, 1);
    assert.equal(stats.won, 0);
  });

  it('tells when a new deal is in place, before it is saved (a new board shows it), and asks first only over a game in progress', async () => {
    const workspace = new InMemoryMemento();
    const h = await makeController({ workspace });
    assert.equal(h.controller.asksBeforeNewGame(), false, 'a fresh deal');
    let seen: string | undefined;
    const before = workspace.get(GAME_KEY);
    await h.controller.newGame('maria', { number: 5 }, undefined, false, () => {
      seen = h.controller.snapshot().variant;
      assert.deepEqual(workspace.get(GAME_KEY), before, 'not saved yet');
    });
    assert.equal(seen, 'maria');
    await h.controller.move('s>w');
    assert.equal(h.controller.asksBeforeNewGame(), true, 'over a game in progress');
    assert.equal(h.controller.asksBeforeNewGame(true), false, 'asked already');
  });

  it('asks before abandoning a game that counts as played, also with every move undone (one rule)', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    await h.controller.undo();
    assert.equal(h.controller.snapshot().moveCount, 0);
    h.answer.confirm = false;
    assert.equal(await h.controller.newGame('streets'), false, 'declined: the game goes on');
    assert.equal(h.confirmations.length, 1, 'a game that will count as lost asks first');
    assert.equal(h.controller.statistics.get('forty-thieves').currentStreak, 0);
    assert.equal(h.controller.snapshot().variant, 'forty-thieves');
    h.answer.confirm = true;
    assert.equal(await h.controller.newGame('streets'), true);
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
    // A fresh deal that nobody played does not count, and does not ask.
    await h.controller.newGame('maria');
    assert.equal(h.confirmations.length, 2);
    assert.equal(h.controller.statistics.get('streets').played, 0);
  });

  it('closes the statistics when a new game is dealt (Play Again from the history shows the new deal)', async () => {
    const h = await makeController();
    h.controller.setStatisticsOpen(true);
    assert.ok(h.controller.snapshot().statistics, 'open');
    h.answer.confirm = false;
    await h.controller.move('s>w');
    assert.equal(await h.controller.newGame('streets', { number: 33 }), false);
    assert.ok(h.controller.snapshot().statistics, 'still open when the player declines');
    h.answer.confirm = true;
    assert.equal(await h.controller.newGame('streets', { number: 33 }), true);
    const s = h.controller.snapshot();
    assert.equal(s.statistics, null, 'closed over the new deal');
    assert.deepEqual([s.variant, s.dealNumber], ['streets', 33]);
  });

  it('takes the deal of a new game from the deal chooser (winnable deals only), after asking', async () => {
    const asked: string[] = [];
    const h = await makeController({
      chooseDeal: async (variant, difficulty) => {
        asked.push(`${variant} ${difficulty ?? 'any'}`);
        return { number: 4242 };
      },
    });
    assert.deepEqual(asked, ['forty-thieves any'], 'the first game comes from the chooser too');
    asked.length = 0;
    await h.controller.move('s>w');
    h.answer.confirm = false;
    await h.controller.newGame('maria', undefined, 'hard');
    assert.deepEqual(asked, [], 'no deal is used up when the player declines');
    h.answer.confirm = true;
    await h.controller.newGame('maria', undefined, 'hard');
    assert.deepEqual(asked, ['maria hard']);
    assert.equal(h.controller.snapshot().dealNumber, 4242);
  });

  it('does not ask when the setting turns confirmation off, nor before the first move', async () => {
    const h = await makeController({ settings: { confirmNewGame: false } });
    await h.controller.move('s>w');
    await h.controller.newGame('lucas');
    await h.controller.newGame('indian');
    assert.equal(h.confirmations.length, 0);
  });

  it('counts a game as played from its first move, once', async () => {
    const h = await makeController();
    assert.equal(h.controller.statistics.get('forty-thieves').played, 0);
    await h.controller.move('s>w');
    await h.controller.move('s>w');
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
  });

  it('keeps damaged saved data aside, tells the player, and starts a fresh game', async () => {
    const workspace = new InMemoryMemento();
    const damaged = { version: 1, variant: 'streets', deal: { number: 5 }, steps: [['t1>t2'], ['nonsense']], redo: [], elapsedMs: 0 };
    await workspace.update(GAME_KEY, damaged);
    const h = await makeController({ workspace });
    const notice = h.controller.snapshot().notice;
    assert.match(notice?.text ?? '', /could not be restored/);
    const kept = workspace.get<{ data: unknown; reason: string }[]>(SET_ASIDE_KEY);
    assert.deepEqual(kept?.[0].data, damaged);
    assert.equal(h.controller.snapshot().moveCount, 0);
  });

  it('keeps a game saved by a newer version aside instead of overwriting it', async () => {
    const workspace = new InMemoryMemento();
    await workspace.update(GAME_KEY, { version: 99, future: true });
    const h = await makeController({ workspace });
    assert.match(h.controller.snapshot().notice?.text ?? '', /newer version/);
    assert.deepEqual(workspace.get<{ data: unknown }[]>(SET_ASIDE_KEY)?.[0].data, { version: 99, future: true });
  });

  it('restart goes back to the deal and one undo takes it back', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    await h.controller.move('s>w');
    const dealt = position(dealGame('forty-thieves', { number: 1 }));
    await h.controller.restart();
    assert.deepEqual(h.controller.snapshot().tableau, dealt.tableau);
    assert.equal(h.controller.snapshot().moveCount, 0);
    assert.equal(h.controller.snapshot().canUndo, true);
    await assert.rejects(h.controller.restart(), /nothing to restart/);
    await h.controller.undo();
    assert.equal(h.controller.snapshot().waste.length, 2);
    assert.equal(h.controller.snapshot().moveCount, 2);
  });

  it('hides face-down and stock cards from the board', async () => {
    const h = await makeController({ settings: { defaultGame: 'rank-and-file' } });
    const snap = h.controller.snapshot();
    assert.deepEqual(snap.tableau[0].slice(0, 3), ['#', '#', '#']);
    assert.equal(JSON.stringify(snap).includes('stock":['), false);
    assert.equal(snap.stockCount, 64);
  });

  it('runs the clock from the first move, only while the board is visible', async () => {
    const h = await makeController();
    h.clock.now += 5000;
    assert.equal(h.controller.snapshot().elapsedMs, 0);
    await h.controller.move('s>w');
    h.clock.now += 3000;
    await h.controller.setVisible(false);
    h.clock.now += 60000;
    assert.equal(h.controller.snapshot().elapsedMs, 3000);
    await h.controller.setVisible(true);
    h.clock.now += 1000;
    assert.equal(h.controller.snapshot().elapsedMs, 4000);
  });

  it('reads damaged statistics as far as they make sense', async () => {
    const global = new InMemoryMemento();
    await global.update(STATS_KEY, { version: 1, games: { maria: { played: 'x', won: 3 }, unknownGame: { played: 4 } } });
    const h = await makeController({ global });
    assert.deepEqual(h.controller.statistics.get('maria'), {
      played: 0,
      won: 0,
      currentStreak: 0,
      bestStreak: 0,
      bestTimeMs: null,
      fewestMoves: null,
    });
    await h.controller.move('s>w');
    // What this version does not know is kept.
    assert.ok((global.get(STATS_KEY) as { games: Record<string, unknown> }).games.unknownGame);
  });

  it('asks before it resets the statistics, whoever asked for it; declining keeps them', async () => {
    const h = await makeController();
    await h.controller.move('s>w');
    h.answer.confirm = false;
    await h.controller.resetStatistics();
    assert.match(h.confirmations[0], /^Reset the statistics of all nine games on every machine\?/);
    assert.equal(h.controller.statistics.get('forty-thieves').played, 1);
    h.answer.confirm = true;
    h.clock.now += 1000;
    await h.controller.resetStatistics();
    assert.equal(h.controller.statistics.get('forty-thieves').played, 0);
  });

  it('a won game is counted once, with the time played', async () => {
    // A deck that plays itself out: the stock turns up Aces to Eights in order, and every column
    // holds Nines to Kings with the lowest on top, so each top card can always go up next.
    const ascending: string[] = [];
    for (const r of 'A23456789TJQK') for (const suit of 'CDHS') ascending.push(r + suit, r + suit);
    const deck = [...ascending.slice(64).reverse(), ...ascending.slice(0, 64)];
    const game = dealGame('forty-thieves', { deck });
    assert.equal(legalMoves(game).includes('s>f'), true);
    const h = await makeController({ settings: { autoMoveToFoundations: 'all' } });
    await h.controller.newGame('forty-thieves', { deck });
    for (let i = 0; i < 200 && h.controller.snapshot().status === 'playing'; i++) {
      h.clock.now += 1000;
      await h.controller.move(h.controller.snapshot().legalMoves.includes('s>f') ? 's>f' : 's>w');
    }
    const won = h.controller.snapshot();
    assert.equal(won.status, 'won');
    const stats = h.controller.statistics.get('forty-thieves');
    assert.deepEqual([stats.played, stats.won], [1, 1]);
    assert.ok(won.elapsedMs > 0);
    assert.equal(stats.bestTimeMs, won.elapsedMs, 'the time played is the time recorded');
    // Taking the winning move back and playing it again wins the same game: it counts once.
    await h.controller.undo();
    assert.equal(h.controller.snapshot().status, 'playing');
    await h.controller.redo();
    assert.equal(h.controller.snapshot().status, 'won');
    assert.deepEqual(h.controller.statistics.get('forty-thieves'), stats);
  });
});
