// The board's words and replayed frames in plain Node (webview/replay.ts, webview/speech.ts,
// webview/keyboard.ts): which card moved, even one the board only saw face down or in the
// stock, and what the screen reader hears.

import assert from 'node:assert/strict';
import { focusStops } from '../../webview/keyboard';
import { pilesOf, replayStep } from '../../webview/replay';
import { columnLabel, foundationLabel, moveSentence, stepWords, stockLabel, wasteLabel } from '../../webview/speech';
import { autoMoves, cardName, parseCard, playAll, playerMoves, position } from '../../src/engine/index';
import { gameOf, snapshotOf, snapshotOfGame } from './snapshots';

const words = (card: string) => cardName(parseCard(card.replace(/^#/, '')));

describe('board words and replays (Node)', () => {
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

  it('replays a move and the automatic moves after it, frame by frame', () => {
    const before = snapshotOf('lucas');
    const game = gameOf('lucas');
    const move = 't13>f';
    const auto = autoMoves(playAll(game, [move]), 'all');
    const after = snapshotOfGame(auto.game, { extra: { lastStep: [move, ...auto.moves], lastAction: 'move' } });
    const replay = replayStep(pilesOf(before), pilesOf(after), after.lastStep, 1)!;
    assert.ok(replay);
    assert.equal(replay.frames.length, after.lastStep.length);
    assert.deepEqual(replay.frames.at(-1)!.tableau, after.tableau);
    assert.equal(replay.moves[0].cards[0], before.tableau[12].at(-1));
    assert.equal(moveSentence(replay.moves[0]), `${words(before.tableau[12].at(-1)!)} to a foundation.`);
  });

  it('learns the cards it never saw: the stock, and face-down cards turned up and sent home in the same step', () => {
    // Rank and File: three face-down cards under each column.
    let game = gameOf('rank-and-file', { deal: 11 });
    const moves: string[] = [];
    // Play until a column move turns a card face up.
    for (let i = 0; i < 400; i++) {
      const pos = position(game);
      const candidates = pos.tableau
        .map((col, c) => ({ col, c }))
        .filter(({ col }) => col.length >= 2 && col[col.length - 2].startsWith('#'));
      const legal = playerMoves(game);
      const pick = legal.find((m) => candidates.some(({ c }) => m.startsWith(`t${c + 1}>`) && !m.includes(':')));
      if (pick) {
        const before = snapshotOfGame(game);
        const under = pos.tableau[Number(pick.slice(1, pick.indexOf('>'))) - 1].at(-2)!;
        const auto = autoMoves(playAll(game, [pick]), 'all');
        const after = snapshotOfGame(auto.game, { extra: { lastStep: [pick, ...auto.moves], lastAction: 'move' } });
        const replay = replayStep(pilesOf(before), pilesOf(after), after.lastStep, 1)!;
        assert.ok(replay, 'replay');
        assert.equal(replay.moves[0].revealed?.card, under.slice(1), 'the card turned face up');
        assert.match(stepWords(before, after, replay), new RegExp(`${words(under)} turned face up in column`));
        // The stock's card, turned.
        const turned = snapshotOfGame(playAll(game, ['s>w']), { extra: { lastStep: ['s>w'], lastAction: 'move' } });
        const r2 = replayStep(pilesOf(before), pilesOf(turned), ['s>w'], 1)!;
        assert.equal(stepWords(before, turned, r2).split('.')[0], `${words(pos.stock.at(-1)!)} turned from the stock`);
        return;
      }
      const next = legal.find((m) => m.endsWith('>f')) ?? legal.find((m) => m === 's>w') ?? legal[0];
      game = playAll(game, [next]);
      moves.push(next);
    }
    assert.fail('no move turned a card face up');
  });

  it('three at a time: the top card of the three is named', () => {
    const before = snapshotOf('little-forty');
    const game = gameOf('little-forty', { moves: ['s>w'] });
    const after = snapshotOfGame(game, { moves: ['s>w'] });
    const replay = replayStep(pilesOf(before), pilesOf(after), ['s>w'], 3)!;
    assert.equal(moveSentence(replay.moves[0]), `3 cards turned from the stock, ${words(after.waste.at(-1)!)} on top.`);
  });

  it('sums up a long line, and says wins', () => {
    const before = snapshotOf('forty-thieves');
    const after = { ...before, lastAction: 'move' as const, lastStep: Array.from({ length: 20 }, (_, i) => (i % 2 ? 't1>t2' : 's>w')), cardsHome: 30 };
    assert.equal(stepWords(before, after, null), '20 moves played. 30 of 104 cards home.');
    const won = { ...after, lastStep: ['t1>f'], status: 'won' as const, moveCount: 200 };
    assert.match(stepWords(before, won, null), /You won! All 104 cards are home in 200 moves\.$/);
  });

  it('says a game the solver played out is solved by the computer, not won', () => {
    const before = snapshotOf('lucas');
    const solved = { ...before, lastAction: 'move' as const, lastStep: Array.from({ length: 300 }, () => 't1>f'), status: 'solved' as const, cardsHome: 104 };
    const words = stepWords(before, solved, null);
    assert.match(words, /Solved by the computer: not counted as a win\.$/);
    assert.doesNotMatch(words, /won/i);
  });

  it('stops the focus on the top card and at the start of every movable run', () => {
    const s = snapshotOf('little-forty');
    assert.deepEqual(focusStops(s, 't2'), [2, 3]);
    assert.deepEqual(focusStops(snapshotOf('rank-and-file'), 't1'), [3]);
  });
});
