// The board's guess of the host's answer (webview/model/guess.ts) in plain Node: a legal move
// applied to the piles the board shows, as the real controller then plays it; nothing guessed
// that the board cannot know; undo and redo to the positions the host sent before.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { PositionHistory, afterMove, samePiles } from '../../webview/model/guess';
import { pilesOf } from '../../webview/model/frames';
import { HostGame } from './support/snapshots';

const piles = (s: Snapshot) => JSON.stringify(pilesOf(s));

describe("the board's guess of a move (Node)", () => {
  it("draws every legal card move of a game as the host's controller plays it", async () => {
    let checked = 0;
    for (const variant of ['forty-thieves', 'streets', 'little-forty', 'rank-and-file'] as const) {
      const host = await HostGame.start(variant, { deal: 4 });
      const played: string[] = [];
      for (let i = 0; i < 40; i++) {
        const s = host.snapshot();
        const moves = s.legalMoves.filter((m) => !m.startsWith('s') && !m.endsWith('>s') && !m.endsWith('>w'));
        for (const move of moves.slice(0, 3)) {
          const guess = afterMove(s, move);
          const again = await HostGame.start(variant, { deal: 4 });
          for (const m of played) await again.play(m);
          const answer = await again.play(move);
          if (!guess) {
            // Only a run the host expands through free columns is left to the host.
            assert.match(move, /:\d+$/, `${variant}: ${move} not guessed`);
            continue;
          }
          assert.ok(samePiles(pilesOf(guess), pilesOf(answer)), `${variant}: ${move}`);
          assert.equal(guess.moveCount, answer.moveCount);
          assert.equal(guess.cardsHome, answer.cardsHome);
          checked++;
        }
        const next = s.legalMoves[i % s.legalMoves.length];
        if (!next) break;
        await host.play(next);
        played.push(next);
      }
    }
    assert.ok(checked > 100, `${checked} moves checked`);
  });

  it('guesses nothing it cannot know: stock turns, illegal moves, the review, a game over', async () => {
    const host = await HostGame.start('forty-thieves', { deal: 1 });
    const s = host.snapshot();
    assert.equal(afterMove(s, 's>w'), null, 'the stock is face down');
    assert.equal(afterMove(s, 't1>t1'), null);
    assert.equal(afterMove({ ...s, legalMoves: [] }, 't1>t2'), null, 'not a legal move');
    const legal = s.legalMoves.find((m) => m.startsWith('t'));
    assert.ok(legal);
    assert.equal(afterMove({ ...s, status: 'lost' }, legal), null);
    assert.equal(
      afterMove({ ...s, review: { marks: 'w', moves: [], shown: 0, summary: '', losingMove: null, next: null, progress: null } }, legal),
      null,
    );
    const guess = afterMove(s, legal)!;
    assert.deepEqual(
      guess.legalMoves,
      s.legalMoves.filter((m) => m === 's>w'),
      'no further card move until the host answers (the stock drawn as it is)',
    );
    assert.equal(guess.lastAction, 'move');
    assert.deepEqual(guess.lastStep, [legal]);
  });

  it('knows where undo and redo lead after steps the host sent, and forgets them on a new deal', async () => {
    const host = await HostGame.start('forty-thieves', { deal: 2 });
    const history = new PositionHistory();
    const start = host.snapshot();
    history.record(null, start);
    assert.equal(history.undone(start), null, 'nothing played yet');
    const move = start.legalMoves.find((m) => m !== 's>w') ?? 's>w';
    const played = await host.play(move);
    history.record(start, played);
    const undone = history.undone(played)!;
    assert.equal(piles(undone), piles(start));
    assert.equal(undone.canRedo, true);
    await host.controller.undo();
    const hostUndone = host.snapshot();
    assert.equal(piles(hostUndone), piles(undone));
    history.record(played, hostUndone);
    assert.equal(piles(history.redone(hostUndone)!), piles(played));
    const other = await HostGame.start('streets', { deal: 2 });
    history.record(hostUndone, other.snapshot());
    assert.equal(history.redone(other.snapshot()), null);
  });
});
