import assert from 'node:assert/strict';
import { dealGame, legalMoves, playAll, position } from '../../../src/engine/index';
import { stepEffects } from '../../../src/game/step-effects';
import { parseStepEffects } from '../../../src/protocol';
import { craftDeck } from '../engine/helpers';

describe('what each move of a step did (stepEffects)', () => {
  it('names the cards, the foundation slot and the automatic moves', () => {
    const deck = craftDeck('forty-thieves', { columns: { 1: ['AH'], 4: ['2C', 'AC'] } });
    const game = dealGame('forty-thieves', { deck });
    assert.deepEqual(stepEffects(game, ['t4>f', 't4>f', 't1>f'], 1), [
      { move: 't4>f', from: 't4', to: 'f1', cards: ['AC'], auto: false },
      { move: 't4>f', from: 't4', to: 'f1', cards: ['2C'], auto: true },
      { move: 't1>f', from: 't1', to: 'f5', cards: ['AH'], auto: true },
    ]);
  });

  it('says which face-down card a move turned up, and where', () => {
    // Rank and File deals three face-down cards under each column.
    let game = dealGame('rank-and-file', { number: 11 });
    for (let i = 0; i < 400; i++) {
      const move = legalMoves(game).find(
        (m) =>
          /^t\d+>/.test(m) &&
          !m.includes(':') &&
          game.down[Number(m.slice(1, m.indexOf('>'))) - 1] === game.cols[Number(m.slice(1, m.indexOf('>'))) - 1].length - 1,
      );
      if (move) {
        const [effect] = stepEffects(game, [move]);
        const column = Number(move.slice(1, move.indexOf('>'))) - 1;
        const after = position(playAll(game, [move])).tableau[column];
        assert.deepEqual(effect.revealed, { pile: `t${column + 1}`, index: after.length - 1, card: after.at(-1) });
        return;
      }
      game = playAll(game, [legalMoves(game).find((m) => m === 's>w') ?? legalMoves(game)[0]]);
    }
    assert.fail('no move turned a card face up');
  });

  it('turns three cards in Little Forty, and the whole waste over to the stock', () => {
    let game = dealGame('little-forty', { number: 1 });
    const [turn] = stepEffects(game, ['s>w']);
    assert.deepEqual(turn.cards, position(playAll(game, ['s>w'])).waste.slice(-3));
    while (game.stock.length) game = playAll(game, ['s>w']);
    const [over] = stepEffects(game, ['w>s']);
    assert.deepEqual([over.from, over.to, over.cards.length], ['w', 's', game.waste.length]);
    assert.deepEqual(parseStepEffects([turn], ['s>w']), [turn], 'what the host sends passes its own check');
  });
});
