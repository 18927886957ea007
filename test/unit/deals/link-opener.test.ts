import assert from 'node:assert/strict';
import { DealLinkOpener, LINKS_WAITING } from '../../../src/deals/link-opener';
import type { DealLink } from '../../../src/deals/deal-link';
import { settle } from '../fakes';

/** An opener whose questions wait until the test answers them. */
function opener(inPlay: string | null = 'Streets', playing?: DealLink) {
  const asked: { message: string; answer: (yes: boolean) => void }[] = [];
  const dealt: DealLink[] = [];
  const refused: string[] = [];
  const shown: string[] = [];
  const links = new DealLinkOpener({
    gameEnded: () => inPlay ?? undefined,
    isPlaying: (link) => link.variant === playing?.variant && link.dealNumber === playing.dealNumber,
    show: () => void shown.push('board'),
    confirm: (message) => new Promise((resolve) => asked.push({ message, answer: resolve })),
    deal: async (link) => void dealt.push(link),
    refuse: (message) => void refused.push(message),
  });
  return { links, asked, dealt, refused, shown };
}

describe('opening deal links', () => {
  it('a link to the deal being played shows the game as it is, without a question', async () => {
    const o = opener('Lucas', { variant: 'lucas', dealNumber: 94 });
    await o.links.open('/deal', 'game=lucas&deal=94');
    assert.equal(o.asked.length, 0);
    assert.deepEqual(o.dealt, []);
    assert.deepEqual(o.shown, ['board']);
    const other = o.links.open('/deal', 'game=maria&deal=94');
    await settle();
    assert.equal(o.asked.length, 1, 'another deal still asks over the game in progress');
    o.asked[0].answer(false);
    await other;
  });

  it('deals at once when no game would be lost, every time the same link is opened', async () => {
    const o = opener(null);
    for (let i = 0; i < 3; i++) await o.links.open('/deal', 'game=lucas&deal=94');
    assert.deepEqual(
      o.dealt,
      [1, 2, 3].map(() => ({ variant: 'lucas', dealNumber: 94 })),
    );
    assert.deepEqual(o.asked, []);
  });

  it('always asks over a game in progress, and declining keeps it', async () => {
    const o = opener();
    const opened = o.links.open('/deal', 'game=lucas&deal=94');
    await settle();
    assert.deepEqual(
      o.asked.map((a) => a.message),
      ['A link asks to deal Lucas deal 94. Deal it? The Streets game in progress will count as lost.'],
    );
    o.asked[0].answer(false);
    await opened;
    assert.deepEqual(o.dealt, []);
  });

  it('asks one question at a time: a second link waits for the first answer, then asks its own', async () => {
    const o = opener();
    const first = o.links.open('/deal', 'game=lucas&deal=94');
    const second = o.links.open('/deal', 'game=maria&deal=5');
    await settle();
    assert.equal(o.asked.length, 1, 'one question open');
    o.asked[0].answer(true);
    await first;
    await settle();
    assert.equal(o.asked.length, 2);
    assert.match(o.asked[1].message, /Maria deal 5/);
    o.asked[1].answer(true);
    await second;
    assert.deepEqual(o.dealt, [
      { variant: 'lucas', dealNumber: 94 },
      { variant: 'maria', dealNumber: 5 },
    ]);
  });

  it('says why a damaged link opens nothing, and refuses links beyond the ones waiting', async () => {
    const o = opener();
    await o.links.open('/deal', 'game=klondike&deal=5');
    assert.match(o.refused[0], /^Forty Thieves: this link opens nothing: the link names an unknown game "klondike"/);
    const waiting = Array.from({ length: LINKS_WAITING + 1 }, () => o.links.open('/deal', 'game=lucas&deal=1'));
    await settle();
    assert.match(o.refused[1], new RegExp(`${LINKS_WAITING} links are waiting to be opened already`));
    for (let i = 0; i < LINKS_WAITING; i++) {
      await settle();
      o.asked[i].answer(false);
    }
    await Promise.all(waiting);
  });
});
