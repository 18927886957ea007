// Flying cards and the solver on the board, in Chromium: a move flies from its pile to its
// destination (FLIP) and any input finishes it at once; a solver's demonstration plays move by
// move within 20 s, a key or click only skips it, and it ends as solved by the computer, not won;
// undo does not animate; the winnability word, Solve, and the hint's way back; the high
// contrast theme's borders and focus.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { FakeHost } from './support/fake-host';
import { BoardPage, useBoardPage } from './support/harness';
import { gameOf, snapshotOf } from './support/snapshots';
import { solve } from '../../src/engine/index';

const STILL = { showTimer: true, animations: false };

describe('board motion and solver (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  /** Posts a snapshot and looks at the board as soon as it has handled it (before any frame). */
  const showAndLook = (snapshot: Snapshot) =>
    board.page.evaluate(async (s) => {
      window.postMessage({ type: 'state', snapshot: s }, '*');
      await new Promise((r) => setTimeout(r, 0));
      const flying = [...document.querySelectorAll<HTMLElement>('.card.flying')].map((el) => el.dataset.card ?? '#');
      const running = document.getAnimations().filter((a) => a.playState === 'running').length;
      return { flying, running };
    }, snapshot);
  /** What the live region says now. */
  const announced = async (page: BoardPage) => ((await page.page.locator('.announcer').textContent()) ?? '').replace(/\u00a0/g, '').trim();
  const homeDrawn = () =>
    board.page
      .locator('[data-pile^="f"] > .card')
      .evaluateAll((els) => els.reduce((n, e) => n + 'A23456789TJQK'.indexOf(e.getAttribute('data-card')![0]) + 1, 0));

  it('a moved card flies from its pile to its place; a key finishes the flight at once', async () => {
    const before = await snapshotOf('forty-thieves', { settings: { animations: true } });
    const after = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: { animations: true } });
    await board.show(before);
    const moved = before.tableau[1].at(-1)!;
    const look = await board.page.evaluate(async (snap) => {
      window.postMessage({ type: 'state', snapshot: snap }, '*');
      await new Promise((r) => setTimeout(r, 0));
      // In the frame that draws the move, before its paint (a callback after the board's own).
      await new Promise((r) => requestAnimationFrame(r));
      const flying = [...document.querySelectorAll<HTMLElement>('.card.flying')];
      // Where the card is drawn at the start of its flight.
      const a = flying[0]?.getAnimations()[0];
      let start = NaN;
      if (a) {
        a.pause();
        a.currentTime = 0;
        start = flying[0].getBoundingClientRect().left;
        a.play();
      }
      return { flying: flying.map((el) => el.dataset.card), start };
    }, after);
    assert.deepEqual(look.flying, [moved], 'the card is in flight');
    const start = look.start;
    const column2 = await board.page.locator('[data-pile="t2"]').evaluate((el) => el.getBoundingClientRect().left);
    assert.ok(Math.abs(start - column2) < 2, `the flight starts at ${start}, column 2 is at ${column2}`);
    await board.page.keyboard.press('x');
    const after2 = await board.page.evaluate(() => ({
      flying: document.querySelectorAll('.card.flying').length,
      running: document.getAnimations().filter((a) => a.playState === 'running').length,
    }));
    assert.deepEqual(after2, { flying: 0, running: 0 });
    // A click finishes it too, and acts on the new position at once.
    await board.show(before);
    await showAndLook(after);
    await board.page.click('[data-pile="s"]');
    assert.equal(await board.page.locator('.card.flying').count(), 0);
    assert.deepEqual(await board.moves(), ['s>w'], 'the click was not delayed');
  });

  it('undo, redo and a new deal do not animate; animations off and reduced motion do not either', async () => {
    const before = await snapshotOf('forty-thieves', { settings: { animations: true } });
    const after = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: { animations: true } });
    await board.show(after);
    assert.equal((await showAndLook({ ...before, lastAction: 'undo', canRedo: true })).flying.length, 0);
    assert.equal((await showAndLook({ ...after, lastAction: 'redo', lastStep: [], lastStepEffects: [] })).flying.length, 0);
    await board.show({ ...before, settings: STILL });
    assert.equal((await showAndLook({ ...after, settings: STILL })).running, 0);
    const reduced = await env.open({ reducedMotion: true });
    try {
      await reduced.show(before);
      await reduced.show(after);
      assert.equal(await reduced.page.evaluate(() => document.getAnimations().length), 0);
    } finally {
      await reduced.close();
    }
  });

  /** A board whose host Solves Forty Thieves deal 4 from the deal: a line of a few hundred moves. */
  const solveFromTheDeal = async (page: BoardPage) => {
    const host = await FakeHost.start('forty-thieves', { deal: 4, autoMoves: 'off', settings: { animations: true } });
    await host.start(page);
    await page.page.click('[data-action="solve"]');
    await host.pump(page);
    const step = host.snapshot().lastStep;
    assert.equal(host.snapshot().status, 'solved');
    assert.ok(step.length > 140, `a line of ${step.length} moves, long enough to need speeding up`);
    return { host, step };
  };

  /** The end panel after Solve: the solver's, not a win. */
  const assertSolvedPanel = async (page: BoardPage) => {
    const panel = page.page.locator('.panel.solved');
    assert.equal(await panel.count(), 1, 'the end panel shows once the board has finished');
    const words = await panel.innerText();
    assert.match(words, /Solved by the computer/);
    assert.match(words, /not counted as a win/i);
    assert.doesNotMatch(words, /you won|\b\d+ moves\b|\d:\d\d/i, 'no win, no record of moves or time');
    assert.equal(await page.page.locator('.panel.won, .confetti, .won-suits').count(), 0, 'no celebration');
    assert.equal(await page.page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'solved-new-deal');
  };

  it('plays a long Solve demonstration within 20 s, then says it was solved by the computer, not won', async function () {
    this.timeout(90_000); // the solver finds the line first, on a busy machine
    const { step } = await solveFromTheDeal(board);
    const flight = await board.page.evaluate(() => {
      const a = document
        .getAnimations()
        .find((x) => ((x.effect as KeyframeEffect | null)?.target as Element | null)?.classList.contains('flying'));
      return Number(a?.effect?.getTiming().duration ?? NaN);
    });
    assert.ok(flight > 0, 'the first move flies');
    assert.ok(flight * (step.length + 1) <= 20_000, `${step.length} moves of ${flight} ms each take longer than 20 s`);
    assert.equal(await board.page.locator('.panel.end').count(), 0, 'no end panel while the cards move');
    assert.equal(
      await announced(board),
      `Solve plays the rest of the game, ${step.length} moves of its own.`,
      'the end is not said as the demonstration starts',
    );
    // Let the page's clock run: the line plays to its end by itself, within 20 s.
    await board.page.clock.install();
    await board.page.clock.runFor(20_000);
    await board.page.locator('.panel.solved').waitFor({ timeout: 5000 });
    assert.equal(await homeDrawn(), 104);
    assert.equal(
      await announced(board),
      'All 104 cards are home. Solved by the computer: not counted as a win.',
      'said as the last card lands',
    );
    await assertSolvedPanel(board);
    await board.screenshot('solved-light');
    await board.page.click('[data-action="solved-undo"]');
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['solve', 'undo'],
    );
  });

  it('a key or a click skips a demonstration to its end, and does nothing else', async function () {
    this.timeout(90_000); // the solver finds the line first, on a busy machine
    await solveFromTheDeal(board);
    assert.ok((await homeDrawn()) < 104, 'the line plays over time, not at once');
    assert.doesNotMatch(await announced(board), /Solved|home/);
    await board.page.keyboard.press('u');
    await board.settle();
    assert.equal(await homeDrawn(), 104, 'a key shows the end at once');
    assert.match(await announced(board), /^All 104 cards are home\. Solved by the computer/, 'and says it');
    await assertSolvedPanel(board);
    assert.deepEqual(
      (await board.actions()).map((m) => m.type),
      ['solve'],
      'the key only skipped',
    );

    const other = await env.open();
    try {
      await solveFromTheDeal(other);
      await other.page.click('[data-action="undo"]');
      await other.settle();
      assert.equal(await other.page.locator('[data-pile^="f"] > .card[data-card^="K"]').count(), 8, 'a click shows the end at once');
      assert.deepEqual(
        (await other.actions()).map((m) => m.type),
        ['solve'],
        'the click only skipped',
      );
      assert.equal(await other.page.locator('.panel.solved').count(), 1);
      assert.deepEqual(other.problems, []);
    } finally {
      await other.close();
    }
  });

  it('a Solve after a move plays to its end although the host sends the same position again; the HOME counter follows the cards', async function () {
    this.timeout(90_000); // the solver finds the line first, on a busy machine
    // A move first (the first of a winning line): the demonstration used to end at once then.
    const line = solve(gameOf('forty-thieves', { deal: 4 }), { timeMs: 5000 });
    assert.equal(line.result, 'won');
    const host = await FakeHost.start('forty-thieves', {
      deal: 4,
      autoMoves: 'off',
      moves: [line.moves[0]],
      settings: { animations: true },
    });
    await host.start(board);
    await board.page.clock.install();
    await board.page.click('[data-action="solve"]');
    await host.pump(board);
    assert.equal(host.snapshot().status, 'solved');
    /** The cards drawn on the foundations and what the toolbar's counters say, at one moment. */
    const counters = () =>
      board.page.evaluate(() => ({
        drawn: [...document.querySelectorAll('[data-pile^="f"] > .card')].reduce(
          (n, e) => n + 'A23456789TJQK'.indexOf(e.getAttribute('data-card')![0]) + 1,
          0,
        ),
        home: Number.parseInt(document.querySelector('.toolbar .home')!.textContent!, 10),
        moves: Number(document.querySelector('.toolbar .moves')!.textContent),
      }));
    const start = await counters();
    assert.ok(start.drawn < 104, 'the line plays over time');
    const said = await announced(board);
    assert.match(said, /^Solve plays the rest of the game, \d+ moves of its own\.$/, 'the end is not said as the demonstration starts');
    assert.deepEqual(start, { drawn: start.drawn, home: start.drawn, moves: 1 }, 'the counters show the cards drawn, not the end');
    // What the host sends after the game ends: the same position with the solver's verdict, the statistics.
    await board.show({ ...host.snapshot(), winnability: null });
    await board.show({ ...host.snapshot() });
    await board.page.clock.runFor(4000);
    await board.settle();
    const later = await counters();
    assert.ok(later.drawn > start.drawn && later.drawn < 104, `the line plays on: ${start.drawn}, then ${later.drawn} cards home`);
    assert.deepEqual(later, { drawn: later.drawn, home: later.drawn, moves: 1 }, 'the counters follow the cards');
    assert.equal(await announced(board), said, 'the same position sent again says nothing, and not yet the end');
    assert.equal(await board.page.locator('.panel.end').count(), 0, 'no end panel while the cards move');
    await board.page.clock.runFor(16_000); // within the 18 s cap, untouched
    await board.page.locator('.panel.solved').waitFor({ timeout: 5000 });
    assert.deepEqual(await counters(), { drawn: 104, home: 104, moves: 1 });
    // The end, said as the last card lands: the moves it names are the MOVES counter's.
    const end = await announced(board);
    assert.equal(end, 'All 104 cards are home. Solved by the computer after your 1 move: not counted as a win.');
    assert.equal(Number(/after your (\d+) move/.exec(end)?.[1]), (await counters()).moves, 'the words and the counter agree');
  });

  it("shows the solver's verdict quietly, with an accessible name, and says when the game is lost", async () => {
    const base = await snapshotOf('streets', { settings: STILL });
    await board.show(base);
    assert.equal(await board.page.locator('.winnability').count(), 0, 'hidden when off');
    const cases: [Snapshot['winnability'], string][] = [
      ['checking', 'checking…'],
      ['winnable', 'still winnable'],
      ['unknown', 'not known yet'],
      ['lost', 'no longer winnable'],
    ];
    for (const [w, words] of cases) {
      await board.show({ ...base, winnability: w });
      const el = board.page.getByRole('note', { name: `Solver: ${words}` });
      assert.equal(await el.count(), 1, w!);
      assert.equal((await el.innerText()).trim(), words);
    }
    await board.show({ ...base, winnability: 'winnable' });
    await board.show({ ...base, winnability: 'lost', lastAction: 'move', lastStep: [], lastStepEffects: [] });
    assert.match((await board.page.locator('.announcer').textContent()) ?? '', /The game can no longer be won\./);
    await board.screenshot('winnability-lost-light');
  });

  it('Solve posts solve; a hint that offers the way back shows "Undo N moves", also on B', async () => {
    const s = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { winnability: 'lost' } });
    await board.show(s);
    await board.page.getByRole('button', { name: 'Solve', exact: true }).click();
    await board.show({
      ...s,
      hint: { move: null, text: 'No move wins from here: 3 moves back the game could still be won.', undoSteps: 3 },
    });
    const button = board.page.getByRole('button', { name: 'Undo 3 moves' });
    assert.equal(await button.count(), 1);
    assert.match((await board.page.locator('.announcer').textContent()) ?? '', /3 moves back.*Undo 3 moves is offered/);
    await board.screenshot('way-back-light');
    await button.click();
    await board.page.keyboard.press('b');
    assert.deepEqual(await board.actions(), [{ type: 'solve' }, { type: 'undoSteps', count: 3 }, { type: 'undoSteps', count: 3 }]);
    await board.show({ ...s, lastAction: 'undo' });
    assert.equal(await button.count(), 0, 'gone with the next position');
    await board.show({ ...s, status: 'won', legalMoves: [] });
    assert.equal(await board.page.locator('[data-action="solve"]').isDisabled(), true);
  });

  it('high contrast: card borders from contrastBorder, the focus ring from contrastActiveBorder', async () => {
    const hc = await env.open({ theme: 'hc' });
    try {
      await hc.show(await snapshotOf('rank-and-file', { settings: STILL }));
      await hc.page.keyboard.press('ArrowRight');
      const look = await hc.page.evaluate(() => {
        const focused = document.querySelector('[data-pile="t2"] > .card.kb-focus')!;
        const card = document.querySelector('.card.face')!;
        return {
          outline: getComputedStyle(focused).outlineColor,
          outlineStyle: getComputedStyle(focused).outlineStyle,
          border: getComputedStyle(card).borderTopColor,
        };
      });
      assert.deepEqual(look, { outline: 'rgb(243, 133, 24)', outlineStyle: 'solid', border: 'rgb(111, 195, 223)' });
      await hc.screenshot('keyboard-focus-hc');
      assert.deepEqual(hc.problems, []);
    } finally {
      await hc.close();
    }
  });
});
