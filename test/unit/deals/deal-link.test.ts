import assert from 'node:assert/strict';
import { MAX_DEAL_NUMBER } from '../../../src/engine/index';
import { dealLinkQuery, parseDealLink } from '../../../src/deals/deal-link';

describe('deal links', () => {
  it('reads back the game and deal number it was made with', () => {
    const query = dealLinkQuery({ variant: 'rank-and-file', dealNumber: 4242 });
    assert.equal(query, 'game=rank-and-file&deal=4242');
    assert.deepEqual(parseDealLink('/deal', query), { variant: 'rank-and-file', dealNumber: 4242 });
    assert.deepEqual(parseDealLink('/deal/', `deal=${MAX_DEAL_NUMBER}&game=streets`), { variant: 'streets', dealNumber: MAX_DEAL_NUMBER });
  });

  it('says what is wrong with a damaged link', () => {
    assert.throws(() => parseDealLink('/stats', 'game=streets&deal=1'), /asks for "\/stats", which is not a deal/);
    assert.throws(() => parseDealLink('/deal', ''), /names no game.*cut short/);
    assert.throws(() => parseDealLink('/deal', 'game=streets'), /names no deal of Streets/);
    assert.throws(() => parseDealLink('/deal', 'game=streets&deal=12a'), /"12a" is not a deal number/);
  });

  it('refuses an unknown game and lists the known ones', () => {
    assert.throws(() => parseDealLink('/deal', 'game=klondike&deal=5'), /unknown game "klondike"; the games are forty-thieves, indian/);
  });

  it('refuses impossible deal numbers', () => {
    for (const bad of ['0', '-3', '1.5', String(MAX_DEAL_NUMBER + 1), '99999999999', '1e3']) {
      assert.throws(
        () => parseDealLink('/deal', `game=lucas&deal=${encodeURIComponent(bad)}`),
        /is not a deal number: deals are numbered from 1 to 4294967295/,
        bad,
      );
    }
  });
});

describe('deal links from anyone', () => {
  it('reads no link longer than a deal link could be, so a path of 100,000 slashes costs nothing', () => {
    assert.throws(() => parseDealLink(`${'/'.repeat(100_000)}a`, ''), /the link is 100001 characters long, far longer than a deal link/);
    assert.deepEqual(parseDealLink(`/deal${'/'.repeat(150)}`, 'game=lucas&deal=94'), { variant: 'lucas', dealNumber: 94 });
  });

  it('quotes what a link says as plain text: no link that runs a command', () => {
    assert.throws(
      () => parseDealLink('/deal', `game=${encodeURIComponent('[Play](command:workbench.action.quit)')}&deal=1`),
      (e: Error) =>
        !e.message.includes('[') &&
        !e.message.includes('](') &&
        /unknown game "\(Play\)\(command:workbench\.action\.quit\)"/.test(e.message),
    );
  });
});
