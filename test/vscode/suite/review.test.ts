// Review Game in the real extension host, with the solver in its worker threads: after a lost
// game, from the palette; the losing move found and kept with the saved game; Play On from Here;
// and Review on the history's row of a game abandoned for a new one.
import * as assert from 'assert';
import { TestApi, run, setConfirmNewGame, testApi, waitFor } from './helpers';

suite('Review Game', function () {
  this.timeout(180000);
  let api: TestApi;

  suiteSetup(async () => {
    api = await testApi();
    await setConfirmNewGame(false);
  });
  suiteTeardown(() => setConfirmNewGame(undefined));

  test('after a lost game, Review Game finds the move that lost it, keeps the marks with the game, and plays on from before it', async () => {
    // Lucas deal 252 with only the stock turned: after move 49 it cannot be won, after move 57 nothing is left to do.
    await api.deal('lucas', 252);
    await waitFor('Lucas deal 252', () => api.snapshot()?.dealNumber === 252 && api.snapshot()?.moveCount === 0);
    for (let i = 0; i < 57; i++) await api.play('s>w');
    assert.strictEqual(api.snapshot()?.status, 'lost');

    await run('fortyThieves.reviewGame');
    const opened = await waitFor('the review on the board', () => api.snapshot()?.review);
    assert.strictEqual(opened.marks.length, 58);
    assert.strictEqual(opened.marks[57], 'l', 'the end of a lost game is lost');
    // The solver's threads bisect the positions in the background (each up to the indicator's 5 s).
    const found = await waitFor(
      () => `the losing move (the review says: ${api.snapshot()?.review?.summary})`,
      () => api.snapshot()?.review?.losingMove === 49 && !api.snapshot()?.review?.progress && api.snapshot()?.review,
      150000,
    );
    console.log(`  review: ${found.summary}`);
    assert.match(found.summary, /^Move 49, Turn the stock: after it the game could not be won\. .+ still wins/);
    assert.strictEqual(found.shown, 48);
    assert.strictEqual(api.snapshot()?.moveCount, 48, 'the board shows the position before the losing move');
    assert.deepStrictEqual(api.snapshot()?.legalMoves, [], 'read only');
    // The marks are saved with the game as they are learned: the last one a moment after the review shows it.
    const saved = () => JSON.stringify((api.savedGame() as { verdicts?: unknown }).verdicts);
    await waitFor(
      () => `the marks saved with the game (saved: ${saved()})`,
      () => saved() === '{"winnableTo":48,"lostFrom":49}',
    );

    await run('fortyThieves.playOnFromHere');
    const after = await waitFor(
      'the game back at move 48',
      () => api.snapshot()?.review === null && api.snapshot()?.moveCount === 48 && api.snapshot(),
    );
    assert.strictEqual(after.status, 'playing');
    assert.strictEqual(after.canRedo, true, 'the moves after it can be redone, as after an undo');
  });

  test("after New Game over a started game, its history row offers Review, and the review shows the abandoned game's moves", async () => {
    await api.deal('lucas', 252);
    await waitFor('Lucas deal 252', () => api.snapshot()?.dealNumber === 252 && api.snapshot()?.moveCount === 0);
    for (let i = 0; i < 5; i++) await api.play('s>w');
    const started = Date.now();
    await api.deal('streets', 11); // confirmNewGame is off: the Lucas game counts as lost
    await waitFor('Streets deal 11', () => api.snapshot()?.dealNumber === 11);

    await run('fortyThieves.showStatistics');
    const row = await waitFor('the abandoned game in the history, with Review', () =>
      api
        .snapshot()
        ?.playRecord?.history.find(
          (e) => e.variant === 'lucas' && e.dealNumber === 252 && e.moves === 5 && e.endedAt >= started && e.review,
        ),
    );
    assert.strictEqual(row.result, 'lost');
    // What the row's Review button sends (the suite cannot click inside the webview; test/webview clicks it).
    await api.boardSends({ type: 'review', id: row.id });
    const review = await waitFor('the review of the abandoned game', () => api.snapshot()?.review?.finished && api.snapshot());
    assert.deepStrictEqual([review.variant, review.dealNumber, review.status, review.statistics], ['lucas', 252, 'lost', null]);
    assert.strictEqual(review.review?.marks.length, 6, 'the deal and the five moves');
    assert.deepStrictEqual(review.review?.moves, Array(5).fill('Turn the stock'));
    assert.deepStrictEqual(api.record()?.deal, { number: 11 }, 'the game being played is unchanged');

    await api.boardSends({ type: 'closeReview' });
    await waitFor('the Streets game back on the board', () => api.snapshot()?.review === null && api.snapshot()?.variant === 'streets');
    // Review Game from the palette, on the new deal with no move yet: the game abandoned for it.
    await run('fortyThieves.reviewGame');
    const again = await waitFor('Review Game on the abandoned game', () => api.snapshot()?.review?.finished && api.snapshot());
    assert.deepStrictEqual([again.variant, again.dealNumber, again.review?.marks.length], ['lucas', 252, 6]);
    await api.boardSends({ type: 'closeReview' });
  });
});
