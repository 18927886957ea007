import assert from 'node:assert/strict';
import { WinnableDeals, WinnableDealList } from '../../../src/deals/winnable-deals';
import { InMemoryMemento } from '../fakes';
import { autoMoves, dealGame, newRecord } from '../../../src/engine/index';

const list: WinnableDealList = {
  solverVersion: 1,
  games: {
    maria: [
      { deal: 3, difficulty: 'easy' },
      { deal: 8, difficulty: 'hard' },
      { deal: 11, difficulty: 'easy' },
    ],
  },
};

describe('winnable deals', () => {
  it('deals each shipped deal once, then reports the list used up', async () => {
    const deals = new WinnableDeals(list, new InMemoryMemento(), () => 0);
    const taken = [await deals.take('maria'), await deals.take('maria'), await deals.take('maria')];
    assert.deepEqual(
      [...taken].sort((a, b) => a! - b!),
      [3, 8, 11],
    );
    assert.equal(await deals.take('maria'), undefined);
    assert.equal(deals.remaining('maria'), 0);
  });

  it('picks by difficulty when asked', async () => {
    const deals = new WinnableDeals(list, new InMemoryMemento(), () => 0);
    assert.equal(deals.remaining('maria', 'easy'), 2);
    assert.equal(await deals.take('maria', 'hard'), 8);
    assert.equal(await deals.take('maria', 'hard'), undefined);
    assert.equal(deals.remaining('maria', 'easy'), 2);
  });

  it('remembers used deals across sessions and ignores damaged records', async () => {
    const store = new InMemoryMemento();
    await new WinnableDeals(list, store, () => 0).take('maria');
    assert.equal(new WinnableDeals(list, store, () => 0).remaining('maria'), 2);
    await store.update('fortyThieves.usedWinnableDeals', { maria: 'garbage' });
    assert.equal(new WinnableDeals(list, store, () => 0).remaining('maria'), 3);
  });

  it('has nothing for a game without a list', async () => {
    const deals = new WinnableDeals(list, new InMemoryMemento(), () => 0);
    assert.equal(await deals.take('lucas'), undefined);
  });

  it("proves a listed deal's first position winnable, its safe opening moves home included, and nothing else", () => {
    const deals = new WinnableDeals(
      { solverVersion: 1, games: { 'forty-thieves': [{ deal: 32, difficulty: 'easy' }] } },
      new InMemoryMemento(),
      () => 0,
    );
    const opening = (mode: 'safe' | 'all') => autoMoves(dealGame('forty-thieves', { number: 32 }), mode).moves;
    assert.deepEqual(opening('safe'), ['t4>f']);
    assert.equal(deals.proves(newRecord('forty-thieves', { number: 32 })), true);
    assert.equal(deals.proves(newRecord('forty-thieves', { number: 32 }, opening('safe'))), true);
    // With every card sent home at the deal, one went that a card could still have been built on.
    assert.deepEqual(opening('all'), ['t4>f', 't9>f']);
    assert.equal(deals.proves(newRecord('forty-thieves', { number: 32 }, opening('all'))), false);
    assert.equal(deals.proves(newRecord('forty-thieves', { number: 33 })), false, 'not in the list');
    assert.equal(deals.proves(newRecord('maria', { number: 32 })), false, 'another game');
  });
});
