// The board's words and step frames in plain Node (webview/model/frames.ts, webview/model/speech.ts,
// webview/controllers/keyboard.ts), on snapshots from the real controller: which card moved, even one the
// board only saw face down or in the stock, and what the screen reader hears.

import assert from 'node:assert/strict';
import { focusStops } from '../../webview/controllers/keyboard';
import { pilesOf, stepFrames } from '../../webview/model/frames';
import { columnLabel, foundationLabel, moveSentence, stepSpeech, stepWords, stockLabel, wasteLabel } from '../../webview/model/speech';
import { VARIANTS, cardName, parseCard, playerMoves, position } from '../../src/engine/index';
import { parseStepEffects } from '../../src/protocol';
import type { Snapshot } from '../../src/protocol';
import { HostGame, snapshotOf } from './support/snapshots';

const words = (card: string) => cardName(parseCard(card.replace(/^#/, '')));

describe('board words and step frames (Node)', () => {
  it('names the piles', () => {
    assert.equal(columnLabel(['#', '#', '7C', '6H'], 2), 'Column 3, 4 cards, 2 face down, top card Six of Hearts');
    assert.equal(columnLabel(['7C'], 0), 'Column 1, 1 card, top card Seven of Clubs');
    assert.equal(columnLabel([], 4), 'Column 5, empty');
    assert.equal(stockLabel({ stockCount: 31, redealsLeft: 0, legalMoves: [] }), 'Stock, 31 cards');
    assert.equal(stockLabel({ stockCount: 0, redealsLeft: 2, legalMoves: ['w>s'] }), 'Stock, empty: turn the waste over, 2 redeals left');
    assert.equal(wasteLabel(['2C', 'QD']), 'Waste, top card Queen of Diamonds, 2 cards');
    assert.equal(wasteLabel([]), 'Waste, empty');
    assert.equal(foundationLabel('4H'), 'Foundation, Hearts up to Four');
    assert.equal(foundationLabel(null), 'Foundation, empty');
  });

  /** The frames of the step `after` reports, drawn from `before`. */
  const framesOf = (before: Snapshot, after: Snapshot) =>
    stepFrames(pilesOf(before), pilesOf(after), parseStepEffects(after.lastStepEffects, after.lastStep));

  it('draws a move and the automatic moves after it, frame by frame', async () => {
    const host = await HostGame.start('lucas', { autoMoves: 'all' });
    const before = host.snapshot();
    const after = await host.play('t13>f');
    assert.ok(after.lastStep.length > 1, 'automatic moves followed');
    assert.deepEqual(
      after.lastStepEffects.map((e) => e.auto),
      after.lastStep.map((_, i) => i > 0),
    );
    const frames = framesOf(before, after)!;
    assert.ok(frames);
    assert.equal(frames.frames.length, after.lastStep.length);
    assert.deepEqual(frames.frames.at(-1)!.tableau, after.tableau);
    assert.equal(frames.moves[0].cards[0], before.tableau[12].at(-1));
    assert.equal(moveSentence(frames.moves[0]), `${words(before.tableau[12].at(-1)!)} to a foundation.`);
  });

  it('learns the cards it never saw from the host: the stock, and face-down cards turned up and sent home in the same step', async () => {
    // Rank and File: three face-down cards under each column.
    const host = await HostGame.start('rank-and-file', { deal: 11, autoMoves: 'all' });
    for (let i = 0; i < 400; i++) {
      const pos = position(host.game);
      const legal = playerMoves(host.game);
      const pick = legal.find(
        (m) => /^t\d+>/.test(m) && !m.includes(':') && pos.tableau[Number(m.slice(1, m.indexOf('>'))) - 1].at(-2)?.startsWith('#'),
      );
      if (pick) {
        const before = host.snapshot();
        const under = pos.tableau[Number(pick.slice(1, pick.indexOf('>'))) - 1].at(-2)!;
        const after = await host.play(pick);
        const frames = framesOf(before, after)!;
        assert.ok(frames, 'frames');
        assert.equal(frames.moves[0].revealed?.card, under.slice(1), 'the card turned face up');
        assert.match(stepWords(before, after, frames), new RegExp(`${words(under)} turned face up in column`));
        // The stock's card, turned.
        await host.controller.undo();
        const undone = host.snapshot();
        const turned = await host.play('s>w');
        const r2 = framesOf(undone, turned)!;
        assert.equal(stepWords(undone, turned, r2).split('.')[0], `${words(pos.stock.at(-1)!)} turned from the stock`);
        return;
      }
      await host.play(legal.find((m) => m.endsWith('>f')) ?? legal.find((m) => m === 's>w') ?? legal[0]);
    }
    assert.fail('no move turned a card face up');
  });

  it('three at a time: the top card of the three is named', async () => {
    const host = await HostGame.start('little-forty');
    const before = host.snapshot();
    const after = await host.play('s>w');
    const frames = framesOf(before, after)!;
    assert.deepEqual(frames.moves[0].cards, after.waste.slice(-3));
    assert.equal(moveSentence(frames.moves[0]), `3 cards turned from the stock, ${words(after.waste.at(-1)!)} on top.`);
  });

  it("every step of long games in all nine games draws to exactly the host's next position", async function () {
    this.timeout(120_000);
    for (const variant of VARIANTS.map((v) => v.id)) {
      const host = await HostGame.start(variant, { deal: 5, autoMoves: 'safe' });
      for (let i = 0; i < 150; i++) {
        const legal = playerMoves(host.game);
        if (!legal.length || host.snapshot().status !== 'playing') break;
        const before = host.snapshot();
        const after = await host.play(legal[(i * 7) % legal.length]);
        const frames = framesOf(before, after);
        assert.ok(frames, `${variant}, step ${i + 1} (${after.lastStep.join(' ')}) adds up`);
        assert.deepEqual(
          frames.moves.map((m) => m.move.text),
          after.lastStep,
        );
      }
    }
  });

  it('refuses effects that do not describe the step', () => {
    assert.throws(() => parseStepEffects([], ['s>w']), /no|0 effects for a step of 1 moves/);
    const good = { move: 't1>f', from: 't1', to: 'f3', cards: ['AD'], auto: true };
    assert.deepEqual(parseStepEffects([good], ['t1>f']), [good]);
    assert.throws(() => parseStepEffects([{ ...good, move: 't2>f' }], ['t1>f']), /its effect is of "t2>f"/);
    assert.throws(() => parseStepEffects([{ ...good, to: 'f9' }], ['t1>f']), /not piles/);
    assert.throws(() => parseStepEffects([{ ...good, cards: ['#'] }], ['t1>f']), /not a list of cards/);
    assert.throws(() => parseStepEffects([{ ...good, revealed: { pile: 't1', index: -1, card: 'KS' } }], ['t1>f']), /turned up something/);
  });

  it('sums up a long line, and says wins', async () => {
    const before = await snapshotOf('forty-thieves');
    const after = {
      ...before,
      lastAction: 'move' as const,
      lastStep: Array.from({ length: 20 }, (_, i) => (i % 2 ? 't1>t2' : 's>w')),
      cardsHome: 30,
    };
    assert.equal(stepWords(before, after, null), 'Solve plays the rest of the game, 20 moves of its own.');
    const won = { ...after, lastStep: ['t1>f'], status: 'won' as const, moveCount: 200 };
    assert.match(stepWords(before, won, null), /You won! All 104 cards are home in 200 moves\.$/);
  });

  it('says a game the solver played out is solved by the computer, not won', async () => {
    const before = await snapshotOf('lucas');
    const solved = {
      ...before,
      lastAction: 'move' as const,
      lastStep: Array.from({ length: 300 }, () => 't1>f'),
      status: 'solved' as const,
      cardsHome: 104,
    };
    const words = stepWords(before, solved, null);
    assert.match(words, /Solved by the computer: not counted as a win\.$/);
    assert.doesNotMatch(words, /won/i);
    // Said apart: what Solve plays as it starts, the end (with the MOVES counter's number) when it lands.
    assert.deepEqual(stepSpeech(before, { ...solved, lastStep: solved.lastStep.map((m, i) => (i % 2 ? 's>w' : m)), moveCount: 7 }, null), {
      played: 'Solve plays the rest of the game, 300 moves of its own.',
      end: 'All 104 cards are home. Solved by the computer after your 7 moves: not counted as a win.',
    });
  });

  it('stops the focus on the top card and at the start of every movable run', async () => {
    const s = await snapshotOf('little-forty');
    assert.deepEqual(focusStops(s, 't2'), [2, 3]);
    assert.deepEqual(focusStops(await snapshotOf('rank-and-file'), 't1'), [3]);
  });
});
