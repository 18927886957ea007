// Input while cards fly, in Chromium: a click, a press, a drag or a key that lands during a
// move's flight finishes the motion at once and is then handled as on the board at rest in its
// new position: nothing is lost, nothing goes to another card, nothing is left flying. Each
// flight is held still (its animations paused, the step's later moves held back), so the input
// surely lands mid-flight; the same input on a second board, drawn at rest in the same
// position, says what the player should get.

import assert from 'node:assert/strict';
import type { Snapshot, WebviewMessage } from '../../src/protocol';
import { autoMoves, dealGame, playAll } from '../../src/engine/index';
import { BoardPage, useBoardPage } from './support/harness';
import { snapshotOf } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

interface Point {
  x: number;
  y: number;
}

/** What the player notices after an input: what the board sent, the selection, the toast. */
interface Outcome {
  posted: WebviewMessage[];
  selected: string[];
  toast: string;
}

async function outcome(board: BoardPage): Promise<Outcome> {
  await board.settle();
  const look = await board.page.evaluate(() => ({
    selected: [...document.querySelectorAll<HTMLElement>('.card.selected')].map(
      (el) => `${el.closest<HTMLElement>('[data-pile]')?.dataset.pile}:${el.dataset.card}`,
    ),
    toast: document.querySelector('.toast')?.textContent?.trim() ?? '',
  }));
  return { posted: await board.actions(), ...look };
}

/** Where every card is drawn (lifted selected cards left out), and what is still in motion. */
const layout = (board: BoardPage) =>
  board.page.evaluate(() => ({
    cards: [...document.querySelectorAll<HTMLElement>('[data-pile] > .card:not(.selected)')].map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.closest<HTMLElement>('[data-pile]')?.dataset.pile}/${el.dataset.index}/${el.dataset.card ?? '#'} at ${Math.round(r.left)},${Math.round(r.top)}`;
    }),
    flying: document.querySelectorAll('.card.flying').length,
    moving: document.getAnimations().filter((a) => !(a instanceof CSSAnimation) && !(a instanceof CSSTransition)).length,
  }));

/** A point inside an element: across at its middle, down at `down` (0 top … 1 bottom). */
async function pointIn(board: BoardPage, selector: string, down = 0.5): Promise<Point> {
  const box = await board.page.locator(selector).boundingBox();
  assert.ok(box, `${selector} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height * down };
}

async function dragPoints(board: BoardPage, from: Point, to: Point): Promise<void> {
  const mouse = board.page.mouse;
  await mouse.move(from.x, from.y);
  await mouse.down();
  for (let i = 1; i <= 8; i++) await mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  await mouse.up();
}

describe('input during a flight (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  let rest: BoardPage | null = null;
  beforeEach(() => {
    board = env.board;
  });
  afterEach(async function () {
    const problems = rest?.problems ?? [];
    await rest?.close();
    rest = null;
    if (this.currentTest?.state === 'passed') assert.deepEqual(problems, [], 'console errors on the board at rest');
  });

  /** A second board showing `after` at rest (no motion, from `before` if given): what the same input should do. */
  async function atRest(after: Snapshot, before?: Snapshot, onBefore?: (b: BoardPage) => Promise<void>): Promise<BoardPage> {
    rest = await env.open();
    if (before) await rest.show({ ...before, settings: STILL });
    if (before && onBefore) await onBefore(rest);
    await rest.show({ ...after, settings: STILL });
    return rest;
  }

  /**
   * Sends `after` to the board (which shows the position before the step) and holds the motion
   * still: every flight paused at `at` (0 where the cards leave, 1 where they land) and the
   * step's later moves held back. The board draws the step's first move at once; its cards take
   * off in the frame that draws it, before its paint.
   */
  async function holdFlight(after: Snapshot, at: number): Promise<void> {
    const flying = await board.page.evaluate(
      async ({ snapshot, at }) => {
        const el = document.querySelector('forty-thieves-board') as unknown as { receive(data: unknown): void };
        const setTimeout = window.setTimeout;
        // The step plays its next move one flight later (a timer of 60 to 150 ms): hold it back.
        window.setTimeout = ((fn: TimerHandler, ms?: number, ...rest: unknown[]) =>
          ms !== undefined && ms >= 60 && ms <= 150 ? 0 : setTimeout(fn, ms, ...rest)) as typeof window.setTimeout;
        try {
          el.receive({ type: 'state', snapshot });
        } finally {
          window.setTimeout = setTimeout;
        }
        await new Promise((r) => requestAnimationFrame(r)); // after the board's own callback: the frame that draws the move
        for (const a of document.getAnimations()) {
          if (a instanceof CSSAnimation || a instanceof CSSTransition) continue;
          a.pause();
          a.currentTime = at * Number(a.effect?.getTiming().duration ?? 0);
        }
        return document.querySelectorAll('.card.flying').length;
      },
      { snapshot: after, at },
    );
    assert.ok(flying > 0, 'no card is in flight');
  }

  /**
   * The input on the board at rest (atRest first), then on the board mid-flight: the player gets
   * the same, and the flight is over. `prepare` runs on each board before the step arrives.
   */
  async function sameAsAtRest(
    before: Snapshot,
    after: Snapshot,
    at: number,
    input: (b: BoardPage) => Promise<void>,
    prepare?: (b: BoardPage) => Promise<void>,
  ): Promise<Outcome> {
    const still = rest!;
    await prepare?.(still);
    await input(still);
    const expected = await outcome(still);
    const drawn = await layout(still);
    assert.ok(expected.posted.length + expected.selected.length + expected.toast.length > 0, 'the input does something at rest');

    await board.show(before);
    await prepare?.(board);
    await holdFlight(after, at);
    await board.page.evaluate(() => ((window as any).__held = document.getAnimations()));
    await input(board);
    assert.deepEqual(await outcome(board), expected, 'the input in flight does what it does at rest');
    // The flight held in the air is over; a move the input made flies on its own (the board draws
    // it before the host answers, issue 35): let it land, then every card is where it is at rest.
    const held = await board.page.evaluate(() => {
      const left = ((window as any).__held as Animation[]).filter((a) => a.playState === 'running' || a.playState === 'paused').length;
      for (const a of document.getAnimations()) if (!(a instanceof CSSAnimation) && !(a instanceof CSSTransition)) a.finish();
      return left;
    });
    assert.equal(held, 0, 'the flight is over');
    await board.settle();
    assert.deepEqual(await layout(board), drawn, 'every card in its place');
    return expected;
  }

  const click = (p: Point) => (b: BoardPage) => b.page.mouse.click(p.x, p.y);
  const move = (text: string): WebviewMessage => ({ type: 'move', move: text });

  it('a click on the pile a card is flying to acts on the card that lands there', async () => {
    // Deal 2: the Two of Hearts flies from column 4 onto column 5; from there it goes to column 3.
    const before = await snapshotOf('forty-thieves', { deal: 2 });
    const after = await snapshotOf('forty-thieves', { deal: 2, moves: ['t4>t5'] });
    const still = await atRest(after);
    const landing = await pointIn(still, still.topCard('t5'));
    const got = await sameAsAtRest(before, after, 0, click(landing));
    assert.deepEqual(got.posted, [move('t5>t3')]);
  });

  it('a click where a flying card is still drawn acts on the card there once it has landed', async () => {
    // Deal 1: the Five of Hearts flies from column 2 to column 5; column 2's Six of Diamonds, under
    // where it was, goes to column 6.
    const before = await snapshotOf('forty-thieves');
    const after = await snapshotOf('forty-thieves', { moves: ['t2>t5'] });
    let start: Point = { x: 0, y: 0 };
    await atRest(after, before, async (b) => void (start = await pointIn(b, b.topCard('t2'), 0.25)));
    const got = await sameAsAtRest(before, after, 0, click(start));
    assert.deepEqual(got.posted, [move('t2>t6')]);
  });

  it('a click on a card that is turning face up acts on that card', async () => {
    // Rank and File, deal 18: the Six of Spades leaves column 1 and the Five of Spades turns up.
    const before = await snapshotOf('rank-and-file', { deal: 18 });
    const after = await snapshotOf('rank-and-file', { deal: 18, moves: ['t1>t3'] });
    const still = await atRest(after);
    const revealed = await pointIn(still, still.topCard('t1'));
    const got = await sameAsAtRest(before, after, 0, click(revealed));
    assert.deepEqual(got, { posted: [], selected: [], toast: 'The Five of Spades cannot move now' });
  });

  it('a drag from where a card is landing takes that card, not the run under it', async () => {
    // Rank and File, deal 18: the Six of Spades flies onto the Seven of Diamonds in column 3. At
    // rest a press on its upper part takes the Six alone (to column 4); the two make a run that
    // could go to column 7.
    const before = await snapshotOf('rank-and-file', { deal: 18 });
    const after = await snapshotOf('rank-and-file', { deal: 18, moves: ['t1>t3'] });
    const still = await atRest(after);
    const press = await pointIn(still, still.topCard('t3'), 0.15);
    const drop = await pointIn(still, still.topCard('t4'));
    const got = await sameAsAtRest(before, after, 0.5, (b) => dragPoints(b, press, drop));
    assert.deepEqual(got.posted, [move('t3>t4')]);
  });

  it('a drag that starts on a flying card takes the card that is there once the flight is over', async () => {
    const before = await snapshotOf('forty-thieves');
    const after = await snapshotOf('forty-thieves', { moves: ['t2>t5'] });
    let start: Point = { x: 0, y: 0 };
    const still = await atRest(after, before, async (b) => void (start = await pointIn(b, b.topCard('t2'), 0.25)));
    const drop = await pointIn(still, still.topCard('t6'));
    const got = await sameAsAtRest(before, after, 0, (b) => dragPoints(b, start, drop));
    assert.deepEqual(got.posted, [move('t2>t6')]);
  });

  it('a key pressed during a flight acts on the position the cards land in', async () => {
    const before = await snapshotOf('forty-thieves', { deal: 2 });
    const after = await snapshotOf('forty-thieves', { deal: 2, moves: ['t4>t5'] });
    await atRest(after);
    const said = (b: BoardPage) => b.page.locator('.announcer').textContent();
    const got = await sameAsAtRest(
      before,
      after,
      0.5,
      (b) => b.page.keyboard.press('Enter'),
      (b) => b.page.focus('[data-pile="t5"]'),
    );
    assert.deepEqual(got, { posted: [], selected: ['t5:2H'], toast: '' });
    assert.equal(await said(board), await said(rest!));
    await board.page.keyboard.press('Enter');
    assert.deepEqual(await board.moves(), ['t5>t3'], 'put down on the column the focus went to');
  });

  it('a click during the later moves of a step acts on the position at the end of the step', async () => {
    // Deal 4: the Seven of Hearts goes from column 6 to column 2, then the Ace of Hearts under it
    // goes home. The click lands while the first move flies, on column 6's last card.
    const game = dealGame('forty-thieves', { number: 4 });
    const step = ['t6>t2', ...autoMoves(playAll(game, ['t6>t2']), 'safe').moves];
    assert.deepEqual(step, ['t6>t2', 't6>f']);
    const before = await snapshotOf('forty-thieves', { deal: 4 });
    const after = await snapshotOf('forty-thieves', { deal: 4, moves: ['t6>t2'], autoMoves: 'safe' });
    assert.deepEqual(after.lastStep, step, 'the host played the Ace home after the move');
    const still = await atRest(after);
    const last = await pointIn(still, still.topCard('t6'), 0.6);
    const got = await sameAsAtRest(before, after, 0.5, click(last));
    assert.deepEqual(got, { posted: [], selected: [], toast: 'The Three of Spades cannot move now' });
  });

  it('the second click of a double-click, landing in the flight the first click started, moves nothing more', async () => {
    // Lucas: a click sends the Two of Clubs home; the host answers before the second click.
    const before = await snapshotOf('lucas');
    await board.show(before);
    const p = await pointIn(board, board.topCard('t13'));
    await board.page.mouse.move(p.x, p.y);
    // The board flies the card as soon as it is clicked, before the host answers: hold that
    // flight where it starts, or on a busy machine it has landed before the second click comes.
    await board.page.evaluate(() => {
      const animate = Element.prototype.animate;
      (window as any).__animate = animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        const a = animate.apply(this, args);
        a.pause();
        return a;
      };
    });
    await board.page.mouse.down({ clickCount: 1 });
    await board.page.mouse.up({ clickCount: 1 });
    assert.deepEqual(await board.moves(), ['t13>f']);
    const after = await snapshotOf('lucas', { moves: ['t13>f'] });
    after.legalMoves.push('t13>t1'); // the card now under the pointer could move
    await holdFlight(after, 0.3);
    await board.page.evaluate(() => (Element.prototype.animate = (window as any).__animate));
    await board.page.mouse.down({ clickCount: 2 });
    await board.page.mouse.up({ clickCount: 2 });
    assert.deepEqual(await outcome(board), { posted: [move('t13>f')], selected: [], toast: '' });
    const look = await layout(board);
    assert.deepEqual([look.flying, look.moving], [0, 0], 'the flight is over');
  });
});
