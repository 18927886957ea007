// The board in Chromium: layouts of the nine games, every way of playing (click, one-click
// moves, double-click, drag and drop, run grabs, the stock), host messages (hint, error), the
// toolbar, won/lost, statistics, notices; and no console errors or CSP violations anywhere.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { BoardPage, useBoardPage } from './support/harness';
import { FakeHost } from './support/fake-host';
import { VARIANT_IDS, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('board (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  beforeEach(() => {
    board = env.board;
  });

  const count = (selector: string) => board.page.locator(selector).count();
  const text = (selector: string) => board.page.locator(selector).first().innerText();
  const classes = (selector: string) =>
    board.page
      .locator(selector)
      .first()
      .getAttribute('class')
      .then((c) => c ?? '');

  describe('layout', () => {
    for (const variant of VARIANT_IDS) {
      it(`draws ${variant} as dealt and fits 800 px without horizontal scrolling`, async () => {
        const snapshot = await snapshotOf(variant, { deal: 7, settings: STILL });
        await board.show(snapshot);
        assert.equal(await count('[data-pile^="t"]'), snapshot.tableau.length, 'columns');
        for (let c = 0; c < snapshot.tableau.length; c++) {
          const pile = `[data-pile="t${c + 1}"]`;
          const column = snapshot.tableau[c];
          assert.equal(await count(`${pile} > .card`), column.length, `cards in t${c + 1}`);
          assert.equal(await count(`${pile} > .card.back`), column.filter((x) => x === '#').length, `backs in t${c + 1}`);
          const faces = await board.page.locator(`${pile} > .card.face`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
          assert.deepEqual(
            faces,
            column.filter((x) => x !== '#'),
          );
        }
        assert.equal(await text('[data-pile="s"] .stock-count'), String(snapshot.stockCount));
        assert.match(
          (await board.page.locator('[data-pile="s"]').getAttribute('aria-label')) ?? '',
          new RegExp(`${snapshot.stockCount} cards`),
        );
        assert.equal(await count('[data-pile^="f"]'), 8);
        const foundationCards = await board.page
          .locator('[data-pile^="f"] > .card')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
        assert.deepEqual(foundationCards, snapshot.foundations.filter(Boolean));
        assert.equal(await count('[data-pile^="f"] .slot-suit'), snapshot.foundations.filter((f) => !f).length);
        assert.equal(await count('[data-pile="w"] > .card'), 0);
        const fit = await board.page.evaluate(() => {
          const host = document.querySelector('forty-thieves-board')!;
          const right = Math.max(
            ...[...document.querySelectorAll('[data-pile], .toolbar > *')].map((e) => e.getBoundingClientRect().right),
          );
          return { scroll: document.documentElement.scrollWidth, hostScroll: host.scrollWidth, hostWidth: host.clientWidth, right };
        });
        assert.ok(fit.scroll <= 800, `page scrolls horizontally: ${fit.scroll}`);
        assert.ok(fit.hostScroll <= fit.hostWidth, `board scrolls horizontally: ${fit.hostScroll} > ${fit.hostWidth}`);
        assert.ok(fit.right <= 800, `a pile ends at ${fit.right}px`);
        await board.screenshot(`layout-${variant}`);
      });
    }

    describe('toolbar', () => {
      // The longest status the toolbar can show: a ten-digit deal (random deals go up to 2^32 - 1),
      // the solver's longest word, four-digit moves, a clock past the hour, every card home.
      const longest = () =>
        snapshotOf('rank-and-file', {
          deal: 4294967295,
          settings: STILL,
          extra: { winnability: 'lost', moveCount: 1234, elapsedMs: 5_025_000, cardsHome: 104, canUndo: true, canRedo: true },
        });

      /** The toolbar's rows, its buttons' names, which labels show, and anything sticking out sideways. */
      const measureToolbar = (page: BoardPage) =>
        page.page.evaluate(() => {
          const toolbar = document.querySelector<HTMLElement>('.toolbar')!;
          const host = document.querySelector<HTMLElement>('forty-thieves-board')!;
          // The notices hang below the row (.banners), so they are not among its items.
          const row = [...toolbar.children].filter((e) => !e.classList.contains('banners'));
          const items = [...row, ...toolbar.querySelectorAll('.tool')].map((e) => e.getBoundingClientRect());
          const buttons = [...toolbar.querySelectorAll<HTMLElement>('.tool')];
          return {
            // One row: a horizontal line crosses every item (status groups and each button).
            oneRow: Math.max(...items.map((r) => r.top)) < Math.min(...items.map((r) => r.bottom)),
            buttonTops: [...new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)))],
            height: toolbar.offsetHeight,
            right: Math.max(...[toolbar, ...toolbar.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
            pageScroll: document.documentElement.scrollWidth,
            hostScroll: host.scrollWidth,
            hostWidth: host.clientWidth,
            labels: Object.fromEntries(buttons.map((b) => [b.dataset.action, b.querySelector<HTMLElement>('.label')!.offsetWidth > 0])),
            names: buttons.map((b) => ({
              action: b.dataset.action,
              name: b.getAttribute('aria-label') ?? '',
              title: b.title,
              icon: b.querySelector('svg.icon')!.getBoundingClientRect().width,
            })),
          };
        });

      const MAIN = ['new-game', 'undo', 'redo', 'restart', 'hint', 'solve'];
      const MINOR = ['statistics', 'help'];

      for (const { width, theme, labelled } of [
        { width: 1600, theme: 'light', labelled: [...MAIN, ...MINOR] },
        { width: 1280, theme: 'light', labelled: MAIN },
        { width: 1280, theme: 'hc', labelled: MAIN },
        { width: 1024, theme: 'dark', labelled: [] },
      ] as const) {
        it(`keeps the toolbar on one row at ${width} px (${theme}), labels giving way to icons`, async () => {
          const wide = await env.open({ width, theme });
          try {
            await wide.show(await longest());
            const m = await measureToolbar(wide);
            assert.ok(m.oneRow, `the toolbar wraps at ${width} px (${m.height} px tall)`);
            assert.equal(m.buttonTops.length, 1, `buttons on ${m.buttonTops.length} rows`);
            assert.ok(m.height <= 50, `toolbar ${m.height} px tall`);
            assert.ok(m.right <= width, `the toolbar ends at ${m.right} px`);
            assert.ok(m.pageScroll <= width && m.hostScroll <= m.hostWidth, 'scrolls sideways');
            assert.deepEqual(
              Object.keys(m.labels).filter((a) => m.labels[a]),
              [...labelled],
              'buttons showing their labels',
            );
            assert.deepEqual(await wide.cspViolations(), [], 'CSP violations');
            assert.deepEqual(wide.problems, [], 'console errors');
          } finally {
            await wide.close();
          }
        });
      }

      it('shows every label when the status leaves room, as in a 1280 px VS Code window', async () => {
        // The panel beside VS Code's activity bar is about 1232 px wide. With a short status
        // (a small deal number, a minute on the clock) all eight labels fit; with the longest
        // status they give way. The toolbar measures rather than guessing.
        const panel = await env.open({ width: 1232, theme: 'dark' });
        try {
          await panel.show(
            await snapshotOf('streets', { deal: 10, settings: STILL, extra: { moveCount: 12, elapsedMs: 65_000, canUndo: true } }),
          );
          let m = await measureToolbar(panel);
          assert.ok(m.oneRow, `the toolbar wraps (${m.height} px tall)`);
          assert.deepEqual(
            Object.keys(m.labels).filter((a) => m.labels[a]),
            [...MAIN, ...MINOR],
          );
          await panel.show(await longest());
          m = await measureToolbar(panel);
          assert.ok(m.oneRow, `the toolbar wraps with the longest status (${m.height} px tall)`);
          assert.deepEqual(
            MINOR.filter((a) => m.labels[a]),
            [],
            'the minor actions give up their labels first',
          );
          assert.deepEqual(panel.problems, [], 'console errors');
        } finally {
          await panel.close();
        }
      });

      it('fits 800 px with the longest status: nothing sideways, every button named and showing its icon', async () => {
        await board.show(await longest());
        const m = await measureToolbar(board);
        assert.ok(m.right <= 800, `the toolbar ends at ${m.right} px`);
        assert.ok(m.pageScroll <= 800, `page scrolls horizontally: ${m.pageScroll}`);
        assert.ok(m.hostScroll <= m.hostWidth, `board scrolls horizontally: ${m.hostScroll} > ${m.hostWidth}`);
        assert.equal(m.buttonTops.length, 1, 'the buttons stay together on one row');
        assert.equal(m.names.length, 8);
        for (const b of m.names) {
          assert.ok(b.name.trim().length > 0, `${b.action} has no accessible name`);
          assert.ok(b.title.startsWith(b.name), `${b.action}'s tooltip "${b.title}" does not name it`);
          assert.equal(b.icon, 16, `${b.action} shows no icon`);
        }
        // Playwright's own accessible-name computation agrees.
        for (const name of ['New Game…', 'Restart', 'Undo', 'Redo', 'Hint', 'Solve', 'Statistics', 'Help']) {
          assert.equal(await board.page.getByRole('button', { name, exact: true }).count(), 1, `button "${name}"`);
        }
      });
    });

    it('labels cards for screen readers', async () => {
      await board.show(await snapshotOf('rank-and-file', { settings: STILL }));
      const top = board.topCard('t1');
      const card = await board.page.locator(top).getAttribute('data-card');
      assert.equal(card, (await snapshotOf('rank-and-file')).tableau[0][3]);
      const words = await board.page.locator('[data-card="TH"], [data-card="KD"]').first().getAttribute('aria-label');
      assert.match(words ?? '', /^(Ten of Hearts|King of Diamonds)$/);
      assert.equal(await board.page.locator(board.card('t1', 0)).getAttribute('aria-label'), 'Face-down card');
      const labels = await board.page.locator('.card.face').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      assert.ok(
        labels.every((l) =>
          /^(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King) of (Clubs|Diamonds|Hearts|Spades)$/.test(l),
        ),
        labels.join(),
      );
    });

    it('draws a game in progress: waste fan, foundations, columns', async () => {
      const moves = ['t13>f', 's>w', 's>w', 's>w'];
      const snapshot = await snapshotOf('lucas', { moves, settings: STILL });
      await board.show(snapshot);
      const waste = await board.page.locator('[data-pile="w"] > .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      assert.deepEqual(waste, snapshot.waste.slice(-3));
      assert.equal(await count('[data-pile="w"] > .card.top'), 1);
      for (let f = 0; f < 8; f++) {
        assert.equal(await board.page.locator(`[data-pile="f${f + 1}"] > .card`).getAttribute('data-card'), snapshot.foundations[f]);
      }
      assert.deepEqual(
        await board.page.locator('[data-pile="t13"] > .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
        snapshot.tableau[12],
      );
      assert.equal(await text('.moves'), '4');
      assert.match(await text('.home'), new RegExp(`^${snapshot.cardsHome}\\s*/104$`));
    });

    it('squeezes tall columns to fit the panel height', async () => {
      // Lucas with everything stacked on one column would be far taller than the panel.
      const snapshot = await snapshotOf('forty-thieves', { settings: STILL });
      snapshot.tableau[0] = ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S', '2S', 'KH', 'QH', 'JH', 'TH', '9H', '8H'];
      await board.show(snapshot);
      const bottom = await board.page.locator(board.topCard('t1')).evaluate((e) => e.getBoundingClientRect().bottom);
      assert.ok(bottom <= 700, `the column ends at ${bottom}px`);
    });
  });

  describe('playing', () => {
    it('posts ready on load, and the stock turns on click', async () => {
      assert.deepEqual((await board.posted())[0], { type: 'ready' });
      await board.show(await snapshotOf('forty-thieves', { settings: STILL }));
      await board.page.click('[data-pile="s"]');
      assert.deepEqual(await board.moves(), ['s>w']);
    });

    it('redeals from an empty stock in Little Forty', async () => {
      const turns = Array.from({ length: 22 }, () => 's>w');
      const snapshot = await snapshotOf('little-forty', { moves: turns, settings: STILL });
      assert.equal(snapshot.stockCount, 0);
      assert.ok(snapshot.legalMoves.includes('w>s'));
      await board.show(snapshot);
      assert.ok((await classes('[data-pile="s"]')).includes('redeal'));
      assert.equal(await count('[data-pile="w"] > .card'), 3);
      await board.page.click('[data-pile="s"]');
      assert.deepEqual(await board.moves(), ['w>s']);
    });

    it('one click sends a card home when the foundation takes it', async () => {
      const snapshot = await snapshotOf('lucas', { settings: STILL });
      assert.ok(snapshot.legalMoves.includes('t13>f'));
      await board.show(snapshot);
      await board.page.click(board.topCard('t13'));
      assert.deepEqual(await board.moves(), ['t13>f']);
    });

    it('one click moves a card that has exactly one column to go to', async () => {
      await board.show(await snapshotOf('forty-thieves', { settings: STILL }));
      await board.page.click(board.topCard('t2'));
      assert.deepEqual(await board.moves(), ['t2>t5']);
    });

    it('selects a card with several destinations, highlights them, and moves on the second click', async () => {
      const snapshot = await snapshotOf('forty-thieves', { deal: 2, settings: STILL });
      await board.show(snapshot);
      await board.page.click(board.topCard('t4'));
      assert.deepEqual(await board.moves(), []);
      assert.ok((await classes(board.topCard('t4'))).includes('selected'));
      const targets = await board.page.locator('.pile.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-pile')));
      assert.deepEqual(targets.sort(), ['t3', 't5']);
      await board.page.click(board.topCard('t5'));
      assert.deepEqual(await board.moves(), ['t4>t5']);
      assert.equal(await count('.pile.target'), 0);
    });

    it("keeps the selection when the host re-sends the same position with the solver's verdict", async () => {
      const snapshot = await snapshotOf('forty-thieves', { deal: 2, settings: STILL });
      await board.show({ ...snapshot, winnability: 'checking' });
      await board.page.click(board.topCard('t4'));
      await board.show({ ...snapshot, winnability: 'winnable' });
      assert.ok((await classes(board.topCard('t4'))).includes('selected'));
      await board.page.click(board.topCard('t5'));
      assert.deepEqual(await board.moves(), ['t4>t5']);
    });

    it('a second click on the selected card or an illegal pile cancels the selection', async () => {
      await board.show(await snapshotOf('forty-thieves', { deal: 2, settings: STILL }));
      await board.page.click(board.topCard('t4'));
      await board.page.click(board.topCard('t4'));
      assert.equal(await count('.card.selected'), 0);
      await board.page.click(board.topCard('t4'));
      await board.page.click(board.topCard('t1'));
      assert.equal(await count('.card.selected'), 0);
      assert.deepEqual(await board.moves(), []);
    });

    it('double-click sends a card to the foundation once', async () => {
      await board.page.clock.install();
      await board.show(await snapshotOf('lucas', { settings: STILL }));
      // The page's time stands still: both clicks fall in the window however busy the machine.
      await board.page.clock.pauseAt((await board.page.evaluate(() => Date.now())) + 1000);
      await board.page.dblclick(board.topCard('t13'));
      assert.deepEqual(await board.moves(), ['t13>f']);
    });

    it('the second click of a double-click does not move the next card when the host answers in between, and a click 800 ms later does', async () => {
      const before = await snapshotOf('lucas', { settings: STILL });
      const after = await snapshotOf('lucas', { moves: ['t13>f'], settings: STILL });
      after.legalMoves.push('t13>t1'); // the card now under the pointer could move
      await board.page.clock.install();
      for (const [later, moves] of [
        [100, ['t13>f']],
        [800, ['t13>f', 't13>t1']],
      ] as const) {
        await board.page.clock.resume();
        await board.show(before);
        await board.clearPosted();
        // From here the page's time moves only when the test says.
        await board.page.clock.pauseAt((await board.page.evaluate(() => Date.now())) + 1000);
        const box = (await board.page.locator(board.topCard('t13')).boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await board.page.mouse.move(x, y);
        await board.page.mouse.down({ clickCount: 1 });
        await board.page.mouse.up({ clickCount: 1 });
        await board.page.evaluate(async (snapshot) => {
          const el = document.querySelector('forty-thieves-board') as unknown as {
            receive(data: unknown): void;
            updateComplete: Promise<unknown>;
          };
          el.receive({ type: 'state', snapshot });
          await el.updateComplete;
        }, after);
        await board.page.clock.runFor(later);
        await board.page.mouse.down({ clickCount: 2 });
        await board.page.mouse.up({ clickCount: 2 });
        assert.deepEqual(await board.moves(), moves, `a second click ${later} ms later`);
      }
    });

    it('drag and drop posts the move; an illegal drop springs back', async () => {
      await board.show(await snapshotOf('forty-thieves', { settings: STILL }));
      await board.drag(board.topCard('t2'), board.topCard('t1'));
      assert.deepEqual(await board.moves(), []);
      assert.equal(await count('.card.dragging'), 0);
      assert.equal(
        await board.page.locator(board.topCard('t2')).evaluate((e) => (e as HTMLElement).style.getPropertyValue('--drag-x')),
        '',
      );
      await board.drag(board.topCard('t2'), board.topCard('t5'));
      assert.deepEqual(await board.moves(), ['t2>t5']);
    });

    it('highlights legal drop targets while dragging', async () => {
      await board.show(await snapshotOf('forty-thieves', { deal: 2, settings: STILL }));
      const from = await board.page.locator(board.topCard('t4')).boundingBox();
      const to = await board.page.locator(board.topCard('t3')).boundingBox();
      await board.page.mouse.move(from!.x + 20, from!.y + 10);
      await board.page.mouse.down();
      await board.page.mouse.move(from!.x + 30, from!.y + 40, { steps: 3 });
      await board.page.mouse.move(to!.x + 20, to!.y + 40, { steps: 5 });
      await board.settle();
      assert.equal(await count('.card.dragging'), 1);
      const targets = await board.page.locator('.pile.target').evaluateAll((els) => els.map((e) => e.getAttribute('data-pile')));
      assert.deepEqual(targets.sort(), ['t3', 't5']);
      assert.ok((await classes('[data-pile="t3"]')).includes('drop-hover'));
      await board.page.mouse.up();
      await board.settle();
      assert.deepEqual(await board.moves(), ['t4>t3']);
    });

    it('the host refusing a dropped move springs the card back and shows why', async () => {
      const snapshot = await snapshotOf('forty-thieves', { settings: STILL });
      const card = snapshot.tableau[1].at(-1);
      await board.show(snapshot);
      await board.drag(board.topCard('t2'), board.topCard('t5'));
      // The board draws the drop at once (issue 35), before the host answers.
      assert.equal(await board.page.locator(board.topCard('t5')).getAttribute('data-card'), card, 'the card lies where it was dropped');
      await board.send({ type: 'error', message: 'Illegal move t2>t5: test says no' });
      assert.equal(await count('.card.dragging'), 0);
      assert.equal(await board.page.locator(board.topCard('t2')).getAttribute('data-card'), card, 'back on its column');
      assert.match(await text('.toast'), /test says no/);
    });

    it('grabs a run from inside a column in a sequence game (click and drag)', async () => {
      const snapshot = await snapshotOf('little-forty', { settings: STILL });
      assert.ok(snapshot.legalMoves.includes('t2>t1:2'));
      await board.show(snapshot);
      await board.drag(board.card('t2', 2), board.topCard('t1'));
      assert.deepEqual(await board.moves(), ['t2>t1:2']);
      await board.show(snapshot);
      await board.clearPosted();
      await board.page.click(board.card('t2', 2), { position: { x: 10, y: 8 } });
      assert.deepEqual(await board.moves(), ['t2>t1:2']);
    });

    it('offers shortcut runs in one-card games when the host lists them', async () => {
      // Forty Thieves with an empty column: a two-card run may move as a shortcut.
      const snapshot = await snapshotOf('forty-thieves', { deal: 2, settings: STILL });
      const run = snapshot.legalMoves.find((m) => /:\d+$/.test(m));
      if (!run) {
        // Make one: pretend the host offers a run from t4 (the board trusts legalMoves).
        snapshot.tableau[3] = ['2C', 'KH', 'QH'];
        snapshot.tableau[2] = [];
        snapshot.legalMoves = ['t4>t3:2', 't4>t3', 's>w'];
      }
      await board.show(snapshot);
      await board.page.click(board.card('t4', 1), { position: { x: 10, y: 8 } });
      assert.deepEqual(await board.moves(), [run ?? 't4>t3:2']);
    });

    it('moves the waste top like a column top', async () => {
      // Turn until the waste top can go somewhere.
      let snapshot: Snapshot | undefined;
      const moves: string[] = [];
      for (let i = 0; i < 60 && !snapshot; i++) {
        moves.push('s>w');
        const s = await snapshotOf('maria', { deal: 3, moves, settings: STILL });
        if (s.legalMoves.some((m) => m.startsWith('w>'))) snapshot = s;
      }
      assert.ok(snapshot, 'no playable waste card found');
      await board.show(snapshot);
      await board.page.click(board.topCard('w'));
      const posted = await board.moves();
      if (posted.length === 0) {
        assert.ok((await classes(board.topCard('w'))).includes('selected'));
      } else {
        assert.match(posted[0], /^w>(f|t\d+)$/);
      }
      // Cards under the waste top do not play.
      await board.clearPosted();
      if ((await count('[data-pile="w"] > .card')) > 1) {
        await board.page.click(board.card('w', snapshot.waste.length - 2), { position: { x: 5, y: 30 } });
        assert.deepEqual(await board.moves(), []);
      }
    });

    it('shows a hint: source and target highlighted, with its text', async () => {
      await board.show(
        await snapshotOf('forty-thieves', {
          settings: STILL,
          extra: { hint: { move: 't2>t5', text: 'Move the Five of Hearts onto the Six of Hearts' } },
        }),
      );
      assert.ok((await classes(board.topCard('t2'))).includes('hinted'));
      assert.ok((await classes('[data-pile="t5"]')).includes('hint-target'));
      assert.match(await text('.toast'), /Five of Hearts/);
    });

    it('draws the hint the snapshot carries; a board shown again (a new webview) still shows it, until a move', async () => {
      const host = await FakeHost.start('forty-thieves', { settings: STILL });
      host.hintReply = { move: 't2>t5', text: 'Move the Five of Hearts onto the Six of Hearts.' };
      await host.start(board);
      await board.page.keyboard.press('h');
      await host.pump(board);
      assert.ok((await classes(board.topCard('t2'))).includes('hinted'));
      assert.match(await text('.toast'), /Five of Hearts/);
      // The same snapshot again (the solver's verdict changed, say): the hint stays, not said twice.
      await board.show({ ...host.snapshot(), winnability: 'winnable' });
      assert.ok((await classes(board.topCard('t2'))).includes('hinted'));

      // VS Code drops a hidden webview's page and makes a new one, which asks for the snapshot.
      const again = await env.open();
      try {
        await host.start(again);
        const hinted = await again.page.locator(again.topCard('t2')).getAttribute('class');
        assert.ok(hinted?.includes('hinted'), 'the hint is drawn again');
        assert.ok((await again.page.locator('[data-pile="t5"]').getAttribute('class'))?.includes('hint-target'));
        assert.match(await again.page.locator('.toast').innerText(), /Five of Hearts/);
        // A move: the host's next snapshot has no hint.
        const answer = await host.handle({ type: 'move', move: 's>w' });
        await again.send(answer!);
        assert.equal(host.snapshot().hint, null);
        assert.equal(await again.page.locator('.hinted, .hint-target').count(), 0);
        assert.deepEqual(again.problems, []);
      } finally {
        await again.close();
      }
    });
  });

  describe('toolbar and panels', () => {
    it('buttons post their commands; undo/redo follow canUndo/canRedo', async () => {
      const snapshot = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { canRedo: false } });
      await board.show(snapshot);
      assert.equal(await board.page.locator('[data-action="redo"]').isDisabled(), true);
      assert.equal(await board.page.locator('[data-action="undo"]').isDisabled(), false);
      for (const action of ['new-game', 'restart', 'undo', 'hint', 'statistics']) await board.page.click(`[data-action="${action}"]`);
      assert.deepEqual(
        (await board.actions()).map((m) => m.type),
        ['pickGame', 'restart', 'undo', 'hint', 'showStatistics'],
      );
      await board.show({ ...snapshot, canUndo: false, canRedo: true });
      assert.equal(await board.page.locator('[data-action="undo"]').isDisabled(), true);
      await board.page.click('[data-action="redo"]');
      assert.equal((await board.actions()).pop()?.type, 'redo');
      for (const name of ['New Game…', 'Restart', 'Undo', 'Redo', 'Hint', 'Statistics']) {
        assert.equal(await board.page.getByRole('button', { name, exact: true }).count(), 1, name);
      }
    });

    it('shows name, deal, moves, time and cards home; hides the timer when asked', async () => {
      const snapshot = await snapshotOf('streets', {
        deal: 4242,
        settings: STILL,
        extra: { elapsedMs: 125_000, moveCount: 17, cardsHome: 9 },
      });
      await board.show(snapshot);
      assert.equal(await text('.game-name'), 'Streets');
      assert.match(await text('.deal'), /4242/);
      assert.equal(await text('.moves'), '17');
      assert.equal(await text('.timer'), '2:05');
      assert.match(await text('.home'), /^9/);
      await board.show({ ...snapshot, settings: { showTimer: false, animations: false } });
      assert.equal(await count('.timer'), 0);
    });

    it('the clock ticks while it runs', async () => {
      // The page's clock, moved on by the test (a busy machine must not make it fail).
      await board.page.clock.install();
      await board.show(await snapshotOf('streets', { settings: STILL, extra: { elapsedMs: 5_000, timerRunning: true } }));
      assert.match(await text('.timer'), /^0:0[56]$/);
      await board.page.clock.pauseAt(Date.now() + 60_000);
      const seconds = async () => Number((await text('.timer')).replace(/^(\d+):(\d+)$/, (_, m, s) => String(60 * Number(m) + Number(s))));
      const paused = await seconds();
      assert.ok(paused >= 64, `${paused} s after a minute`);
      await board.page.clock.runFor(1000);
      assert.equal(await seconds(), paused + 1);
    });

    it('celebrates a win and offers a new game', async () => {
      const snapshot = await snapshotOf('forty-thieves', { extra: { status: 'won', legalMoves: [], cardsHome: 104 } });
      snapshot.tableau = snapshot.tableau.map(() => []);
      snapshot.foundations = ['KC', 'KC', 'KD', 'KD', 'KH', 'KH', 'KS', 'KS'];
      snapshot.stockCount = 0;
      await board.show(snapshot);
      assert.match(await text('.panel.won'), /You won!/);
      assert.equal(await count('.confetti .bit'), 24);
      await board.screenshot('won-light');
      await board.page.click('[data-action="won-new-deal"]');
      await board.page.click('[data-action="won-pick-game"]');
      assert.deepEqual(
        (await board.actions()).map((m) => m.type),
        ['newGame', 'pickGame'],
      );
      // No confetti without animations.
      await board.show({ ...snapshot, settings: { showTimer: true, animations: false } });
      assert.equal(await board.page.locator('.confetti').isVisible(), false);
    });

    it('says "No moves left" when lost and offers undo, restart and a new deal', async () => {
      await board.show(await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { status: 'lost', legalMoves: [] } }));
      assert.match(await text('.panel.lost'), /No moves left/);
      await board.page.click('[data-action="lost-undo"]');
      await board.page.click('[data-action="lost-restart"]');
      await board.page.click('[data-action="lost-new-deal"]');
      assert.deepEqual(
        (await board.actions()).map((m) => m.type),
        ['undo', 'restart', 'newGame'],
      );
    });

    it('shows statistics, sends Reset to the host (which asks once, in a VS Code dialog), and closes', async () => {
      const snapshot = await snapshotOf('maria', { settings: STILL, extra: { statistics: statisticsRows() } });
      await board.show(snapshot);
      assert.equal(await count('.statistics tbody tr'), 9);
      assert.ok((await classes('.statistics tr[data-variant="maria"]')).includes('current'));
      const indian = await board.page.locator('.statistics tr[data-variant="indian"] td').allInnerTexts();
      assert.deepEqual(indian, ['3', '1', '33%', '1', '1', '3:37', '141']);
      // What "moves" means: the player's own, as the host counts them.
      assert.match(
        await text('.statistics .stats-note'),
        /your moves only: a run moved in one go counts as one move, automatic moves to the foundations count as none/,
      );
      assert.match(await text('.statistics .stats-note'), /played out by Solve counts as played, not won/);
      await board.screenshot('statistics-light');
      // Reset asks once, in the host's VS Code dialog (test/vscode/journey.mjs): the board only asks the host.
      await board.page.click('[data-action="reset-statistics"]');
      await board.page.click('[data-action="close-statistics"]');
      assert.deepEqual(
        (await board.actions()).map((m) => m.type),
        ['resetStatistics', 'closeStatistics'],
      );
      await board.show({ ...snapshot, statistics: null });
      assert.equal(await count('.statistics'), 0);
    });

    it('shows a notice with its kind and dismisses it', async () => {
      await board.show(
        await snapshotOf('indian', {
          settings: STILL,
          extra: { notice: { kind: 'warning', text: 'The saved game was damaged; a new deal started.' } },
        }),
      );
      assert.ok((await classes('.notice')).includes('notice-warning'));
      assert.match(await text('.notice'), /damaged/);
      await board.page.getByRole('button', { name: 'Dismiss' }).click();
      assert.equal(await count('.notice'), 0);
    });

    for (const variant of VARIANT_IDS) {
      it(`one help panel, from the "?" button or the ? key, holds the rules of ${variant} and every key, and fits 932 × 713`, async () => {
        const snapshot = await snapshotOf(variant, { settings: STILL });
        const help = await env.open({ width: 932, height: 713 });
        try {
          await help.show(snapshot);
          const opened: string[] = [];
          for (const open of [() => help.page.click('[data-action="help"]'), () => help.page.keyboard.press('?')]) {
            await help.page.focus('[data-pile="t1"]');
            await open();
            await help.settle();
            assert.equal(await help.page.locator('.panel.help[role="dialog"]').count(), 1, 'one help panel');
            const seen = await help.page.evaluate(() => {
              const panel = document.querySelector<HTMLElement>('.panel.help')!;
              const scrolls = [panel, ...panel.querySelectorAll<HTMLElement>('*')].filter(
                (e) => e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible',
              );
              const box = panel.getBoundingClientRect();
              const buttons = [...panel.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
              return {
                scrolls: scrolls.map((e) => `${e.className}: ${e.scrollHeight} px of content in ${e.clientHeight} px`),
                inside: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
                buttonsShown: buttons.every((b) => b.height > 0 && b.top >= 0 && b.bottom <= innerHeight),
                rules: [...panel.querySelectorAll('.help-rules li')].map((li) => li.textContent),
                keys: panel.querySelectorAll('.keys tr').length,
                text: panel.innerText,
              };
            });
            assert.deepEqual(seen.scrolls, [], 'nothing scrolls');
            assert.ok(seen.inside, 'the panel is inside the board');
            assert.ok(seen.buttonsShown, 'every button is visible');
            assert.deepEqual(seen.rules, snapshot.rules, 'the rules of the game');
            assert.ok(seen.keys >= 14, `${seen.keys} keys listed`);
            for (const key of ['Enter', 'Escape', 'Ctrl+Z', 'Shift+R']) assert.ok(seen.text.includes(key), key);
            opened.push(seen.text);
            await help.page.keyboard.press('Escape');
            await help.settle();
            assert.equal(await help.page.locator('.panel.help').count(), 0);
          }
          assert.equal(opened[0], opened[1], 'the button and the key open the same panel');
          if (variant === 'lucas') await help.screenshot('help-932x713-light');
          assert.deepEqual(await help.actions(), []);
          assert.deepEqual(help.problems, []);
        } finally {
          await help.close();
        }
      });
    }

    it('turns the stock from the keyboard and closes panels with Escape', async () => {
      const snapshot = await snapshotOf('indian', { settings: STILL, extra: { statistics: statisticsRows() } });
      await board.show(snapshot);
      assert.equal(await board.page.evaluate(() => document.activeElement?.getAttribute('data-action')), 'close-statistics');
      await board.page.keyboard.press('Escape');
      await board.show({ ...snapshot, statistics: null });
      await board.page.focus('[data-pile="s"]');
      await board.page.keyboard.press('Enter');
      assert.deepEqual(
        (await board.actions()).map((m) => (m.type === 'move' ? m.move : m.type)),
        ['closeStatistics', 's>w'],
      );
    });

    it('animates cards that move, unless animations are off', async () => {
      const before = await snapshotOf('forty-thieves', { settings: { animations: true } });
      const after = await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: { animations: true } });
      const running = () => board.page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
      await board.show(before);
      // Look in the frame that draws the snapshot, after the board's own callback and before the
      // frame's paint: a flight lasts a moment only, and a card drawn in its new place before it
      // takes off would flash there.
      const ran = await board.page.evaluate(async (s) => {
        window.postMessage({ type: 'state', snapshot: s }, '*');
        await new Promise((r) => setTimeout(r, 0));
        await new Promise((r) => requestAnimationFrame(r));
        return document.getAnimations().filter((a) => a.playState === 'running').length;
      }, after);
      assert.ok(ran > 0, 'no animation ran');
      // The flights end by themselves.
      await board.page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await board.show({ ...before, settings: STILL });
      await board.show({ ...after, settings: STILL });
      assert.equal(await running(), 0);
      // Reduced motion: see motion-solver.test.ts.
    });

    it('sends undo and redo from the keyboard', async () => {
      await board.show(await snapshotOf('forty-thieves', { moves: ['t2>t5'], settings: STILL, extra: { canRedo: true } }));
      await board.page.keyboard.press('Control+z');
      await board.page.keyboard.press('Control+y');
      assert.deepEqual(
        (await board.actions()).map((m) => m.type),
        ['undo', 'redo'],
      );
    });
  });
});
