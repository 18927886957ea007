import assert from 'node:assert/strict';
import { dealGame } from '../../../../src/engine/index';
import { applyMove, cloneState, encodeMove, isWonState, moveText, parseMove, TABLEAU } from '../../../../src/engine/game';
import { shortenLine } from '../../../../src/engine/search/shorten';
import { solve } from '../../../../src/engine/search/index';
import fixture from './winning-lines.json';

const lines = fixture.lines as Record<string, Record<string, string>>;

describe('shortening a winning line', () => {
  it('keeps every line of the fixture winning and never longer, and shortens them by a tenth in all', () => {
    let before = 0;
    let after = 0;
    for (const id of Object.keys(lines)) {
      for (const [n, text] of Object.entries(lines[id])) {
        const start = dealGame(id, { number: Number(n) });
        const line = text.split(' ').map((move) => parseMove(move, start.cols.length));
        const short = shortenLine(start, line);
        assert.ok(short.length <= line.length, `${id} deal ${n}: longer`);
        const s = cloneState(start);
        for (const m of short) applyMove(s, m);
        assert.ok(isWonState(s), `${id} deal ${n}: the shortened line does not win`);
        before += line.length;
        after += short.length;
      }
    }
    // These are the shortest lines of their games already (9,786 moves; 7,931 once shortened).
    assert.ok(after < 0.9 * before, `${after} of ${before} moves kept`);
  });

  it('cuts out a detour that comes back to where it started', () => {
    // An Indian winning line with a card moved onto another column and straight back inserted
    // where that is first possible: the shortened line is no longer than the line without it.
    const start = dealGame('indian', { number: 7 });
    const line = lines.indian['7'].split(' ').map((move) => parseMove(move, start.cols.length));
    const s = cloneState(start);
    let at = 0;
    let pair = findBackAndForth(s);
    while (!pair && at < line.length) {
      applyMove(s, line[at++]);
      pair = findBackAndForth(s);
    }
    assert.ok(pair, 'no card to move back and forth anywhere on the line');
    const detour = [...line.slice(0, at), ...pair, ...line.slice(at)];
    assert.ok(shortenLine(start, detour).length <= line.length);
  });

  it('is what solve answers: its winning lines have no shortcut left', () => {
    const game = dealGame('indian', { number: 7 });
    const r = solve(game, { maxStates: 1_000_000, now: () => 0 });
    assert.equal(r.result, 'won');
    const line = r.moves.map((move) => parseMove(move, game.cols.length));
    assert.deepEqual(shortenLine(game, line).map(moveText), r.moves);
  });
});

/** Two moves that take a column's top card onto another column and back again, if any. */
function findBackAndForth(s: ReturnType<typeof dealGame>): number[] | undefined {
  const n = s.cols.length;
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      if (a === b || s.cols[a].length < 2 || !s.cols[b].length) continue;
      const card = s.cols[a][s.cols[a].length - 1];
      const there = s.cols[b][s.cols[b].length - 1];
      const under = s.cols[a][s.cols[a].length - 2];
      if (s.fits[card * 52 + there] && s.fits[card * 52 + under])
        return [encodeMove(TABLEAU + a, TABLEAU + b), encodeMove(TABLEAU + b, TABLEAU + a)];
    }
  }
  return undefined;
}
