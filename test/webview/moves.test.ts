// The board's pure helpers (webview/model/moves.ts, webview/model/layout.ts) in plain Node: what a click
// means, which piles light up, how big the cards are.

import assert from 'node:assert/strict';
import { DEMO_MS, demoPace } from '../../webview/table/animator';
import { CARD_RATIO, FAN_UP, FAN_UP_MIN, cardWidth, columnFan, rowUnits } from '../../webview/model/layout';
import { autoMove, foundationFor, grabAt, hintMarks, moveForDrop, readMove, stockMove, targetPiles } from '../../webview/model/moves';
import { VARIANT_IDS, snapshotOf } from './support/snapshots';

describe('board helpers (Node)', () => {
  it('paces a demonstration so that any line ends within 20 s', () => {
    assert.equal(demoPace(40), DEMO_MS, 'a short line at the usual pace');
    for (const moves of [13, 120, 869, 2000, 10_000]) {
      const pace = demoPace(moves);
      assert.ok(pace >= 1 && (moves + 1) * pace <= 20_000, `${moves} moves at ${pace} ms each`);
    }
  });

  it('reads moves with the engine notation, piles as text', () => {
    assert.deepEqual(readMove('t2>t7:3'), { from: 't2', to: 't7', count: 3, text: 't2>t7:3' });
    assert.deepEqual(readMove('w>f'), { from: 'w', to: 'f', count: 1, text: 'w>f' });
    assert.deepEqual(readMove('t13>t1'), { from: 't13', to: 't1', count: 1, text: 't13>t1' });
    for (const bad of ['t2>', 't14>t1', 't0>f', 't2>t7:1', 'x>f']) assert.equal(readMove(bad), null, bad);
  });

  it('chooses the one sensible destination: foundation, then the only filled column, then the first empty one', async () => {
    const s = await snapshotOf('forty-thieves');
    s.tableau = [['5H'], ['6H'], [], ['6H'], []];
    s.foundations = [null, null, null, null, '4H', null, null, null];
    s.legalMoves = ['t1>f', 't1>t2', 't1>t3', 't1>t4', 't1>t5'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), 't1>f');
    s.legalMoves = ['t1>t2', 't1>t3', 't1>t4', 't1>t5'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), null, 'two filled columns: select');
    s.legalMoves = ['t1>t2', 't1>t3', 't1>t5'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), 't1>t2');
    s.legalMoves = ['t1>t5', 't1>t3'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), 't1>t3');
  });

  it('never breaks a card from the card it sits on in suit to put it in an empty column', async () => {
    const s = await snapshotOf('forty-thieves');
    s.tableau = [['KD', '8C', '7C'], [], ['9H', '8H', '7C'], ['KS', '8D', '7C']];
    s.foundations = Array(8).fill(null);
    s.legalMoves = ['t1>t2', 't3>t2', 't4>t2'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), null, 'the 7♣ on the 8♣ stays: select and wait');
    assert.equal(autoMove(s, { pile: 't3', count: 1 }), 't3>t2', 'the 7♣ on the 8♥ (not its build) may go to the empty column');
    assert.equal(autoMove(s, { pile: 't4', count: 1 }), 't4>t2');
    s.legalMoves = ['t1>t2', 't1>t3'];
    s.tableau[2] = ['9H', '8C'];
    assert.equal(autoMove(s, { pile: 't1', count: 1 }), 't1>t3', 'to another 8♣, it still moves');
    // Maria builds in alternating colours: a red Seven on a black Eight is built.
    const m = await snapshotOf('maria');
    m.tableau = [['9S', '8C', '7H'], [], ['8H', '7H']];
    m.legalMoves = ['t1>t2', 't3>t2'];
    assert.equal(autoMove(m, { pile: 't1', count: 1 }), null);
    assert.equal(autoMove(m, { pile: 't3', count: 1 }), 't3>t2');
  });

  it('finds the foundation slot that takes a card, and drop moves', async () => {
    const s = await snapshotOf('forty-thieves');
    s.foundations = ['AC', null, null, null, 'AH', '2H', null, null];
    assert.equal(foundationFor(s, 'AC'), 2);
    assert.equal(foundationFor(s, '2C'), 1);
    assert.equal(foundationFor(s, '3H'), 6);
    assert.equal(foundationFor(s, '3C'), 0);
    s.tableau = [['3H'], ['4S']];
    s.legalMoves = ['t1>f', 't1>t2'];
    assert.deepEqual(targetPiles(s, { pile: 't1', count: 1 }), ['f6', 't2']);
    assert.equal(moveForDrop(s, { pile: 't1', count: 1 }, 'f3'), 't1>f');
    assert.equal(moveForDrop(s, { pile: 't1', count: 1 }, 't1'), null);
    assert.deepEqual(hintMarks(s, 't1>f'), { source: { pile: 't1', count: 1 }, target: 'f6' });
  });

  it('grabs only playable cards: tops, the waste top, runs the host offers', async () => {
    const s = await snapshotOf('little-forty');
    assert.deepEqual(grabAt(s, 't2', 2), { pile: 't2', count: 2 });
    assert.equal(grabAt(s, 't2', 1), null);
    assert.deepEqual(grabAt(s, 't2', 3), { pile: 't2', count: 1 });
    const r = await snapshotOf('rank-and-file');
    assert.equal(grabAt(r, 't1', 0), null, 'face-down');
    s.waste = ['2C', '3D', '4S'];
    assert.equal(grabAt(s, 'w', 1), null);
    assert.deepEqual(grabAt(s, 'w', 2), { pile: 'w', count: 1 });
    assert.equal(stockMove(s), 's>w');
  });

  it('sizes cards so every game fits 800 px, and squeezes tall fans', async () => {
    for (const id of VARIANT_IDS) {
      const columns = (await snapshotOf(id)).tableau.length;
      const cw = cardWidth(776, 600, columns);
      assert.ok(cw * rowUnits(columns) <= 776, `${id}: ${cw}px cards overflow`);
      assert.ok(cw >= 50, `${id}: ${cw}px cards are too small`);
    }
    const ch = 90;
    assert.equal(columnFan(['KS', 'QS'], ch, 600).up, FAN_UP * ch);
    const tall = Array.from({ length: 20 }, () => 'KS');
    const fan = columnFan(tall, ch, 400);
    assert.ok(fan.up * 19 + ch <= 400 + 0.01 || fan.up === FAN_UP_MIN * ch);
    assert.ok(Math.abs(CARD_RATIO - 1.4) < 1e-9);
  });
});
