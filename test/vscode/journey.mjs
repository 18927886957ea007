#!/usr/bin/env node
// A player's journey through the real VS Code workbench (code-server in headless Chromium), every
// step done the way a person does it: the command palette, clicks on the board, a window reload.
// Each check counts as a test. Screenshots of the board in a light and a dark theme, and in a
// narrow editor split, go to test-output/ (and docs/images/ with UPDATE_SCREENSHOTS=1).
//
// Run alone: node test/vscode/journey.mjs (after npm run build); run.mjs runs it after the suite.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { createHash } from 'node:crypto';
import {
  REPO,
  makeSandbox,
  writeUserSettings,
  startCodeServer,
  launchBrowser,
  workbenchUrl,
  missingInstall,
  NOISE,
  log,
} from './lib/server.mjs';
import { runFromPalette } from './lib/palette.mjs';
import { installExtension } from './lib/suite.mjs';

const require = createRequire(import.meta.url);

/** The README's pictures come from a plain VS Code window: its title names neither a development host nor code-server. */
async function plainTitle(page) {
  const title =
    (await page
      .locator('.part.titlebar .window-title')
      .innerText()
      .catch(() => '')) || (await page.title());
  if (/Extension Development Host|code-server/i.test(title)) throw new Error(`the window's title is "${title}"`);
  return title;
}
const VARIANT = 'streets';
const VARIANT_NAME = 'Streets';
const VIEWPORT = { width: 1280, height: 800 };
/** The extension's status bar item: the workbench gives it the id <extension id>.<item id>. */
const STATUS_ITEM = '.part.statusbar [id="forty-thieves.forty-thieves.fortyThieves.statistics"]';

/**
 * A deal of Streets whose first stock card and first tableau move trigger no automatic moves,
 * preferably one whose moving card fits two columns (so the board selects it on the first click
 * and the second click picks the column, rather than moving it at once).
 */
function chooseDeal(engine) {
  const isAce = (card) => card?.replace(/^#/, '')[0] === 'A';
  const tops = (pos) => pos.tableau.map((col) => col[col.length - 1]);
  let fallback;
  for (let n = 1; n <= 300; n++) {
    const dealt = engine.newGame(VARIANT, engine.shuffledDeck(n));
    const start = engine.position(dealt);
    if (tops(start).some(isAce) || isAce(start.stock[start.stock.length - 1])) continue;
    const turned = engine.play(dealt, 's>w');
    const moves = engine
      .legalMoves(turned)
      .filter((m) => /^t\d+>t\d+$/.test(m))
      .sort();
    for (const move of moves) {
      const after = engine.play(turned, move);
      if (tops(engine.position(after)).some(isAce)) continue;
      const from = move.split('>')[0];
      const choice = {
        number: n,
        move,
        selects: moves.filter((m) => m.startsWith(`${from}>`)).length > 1,
        start: start.tableau,
        turned: engine.position(turned),
        after: engine.position(after),
      };
      if (choice.selects) return choice;
      fallback ??= choice;
    }
  }
  if (fallback) return fallback;
  throw new Error('no suitable deal of Streets among the first 300');
}

/** Every pile's face-up cards (data-card), lowest first, read through the open shadow roots. */
async function readPiles(board) {
  return board.locator('forty-thieves-board').evaluate(
    (host) => {
      const piles = {};
      const visit = (el, pile) => {
        if (el.dataset?.pile) {
          pile = el.dataset.pile;
          piles[pile] ??= [];
        }
        if (el.dataset?.card && pile) piles[pile].push(el.dataset.card);
        for (const child of [...(el.shadowRoot?.children ?? []), ...el.children]) visit(child, pile);
      };
      visit(host, undefined);
      return piles;
    },
    undefined,
    { timeout: 5000 },
  );
}

const tableauOf = (piles) =>
  Object.keys(piles)
    .filter((p) => /^t\d+$/.test(p))
    .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
    .map((p) => piles[p]);

/** Polls `probe` until it returns a truthy value; throws `message()` with the last value. */
async function until(message, probe, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      last = await probe();
      if (last) return last;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      const seen = last instanceof Error ? last.message.split('\n')[0] : JSON.stringify(last);
      throw new Error(
        `${typeof message === 'function' ? message() : message} (after ${timeoutMs} ms; last: ${String(seen).slice(0, 400)})`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Today's deal by the README's rules: daily-deal-v1 before 2027, daily-deal-v2 from 1 January 2027. */
function publishedDailyDeal(game, day) {
  const pinned = (rule) => JSON.parse(fs.readFileSync(path.join(REPO, 'src', 'deals', `daily-deals-${rule}.json`), 'utf8')).games[game];
  if (day < '2027-01-01') {
    const list = pinned('v1');
    return list[createHash('sha256').update(`daily-v1:${game}:${day}`).digest().readUInt32BE(0) % list.length];
  }
  const list = pinned('v2');
  const hash = (cycle, deal) => createHash('sha256').update(`daily-v2:${game}:${cycle}:${deal}`).digest('hex');
  const order = (cycle) => [...list].sort((a, b) => (hash(cycle, a) < hash(cycle, b) ? -1 : 1));
  const n = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse('2027-01-01T00:00:00Z')) / 86_400_000);
  const cycle = Math.floor(n / list.length);
  const deals = order(cycle);
  if (cycle > 0 && deals[0] === order(cycle - 1).at(-1)) deals.splice(0, 2, deals[1], deals[0]);
  return deals[n % list.length];
}

/** Starts noting, in the board's frame, the host's messages and the clicks, with times. */
async function recordMessages(board) {
  await board.locator('forty-thieves-board').evaluate(
    (host) => {
      const t0 = performance.now();
      const at = () => Math.round(performance.now() - t0);
      const seen = (window.__ftSeen = []);
      window.addEventListener('message', (e) => {
        const d = e.data ?? {};
        seen.push(`${at()} ${d.type}${d.snapshot ? ` (${d.snapshot.lastAction}, ${d.snapshot.moveCount} moves)` : ''}`);
      });
      host.addEventListener(
        'click',
        (e) => seen.push(`${at()} click ${e.composedPath().find((n) => n.dataset?.card)?.dataset.card ?? ''}`.trim()),
        true,
      );
    },
    undefined,
    { timeout: 5000 },
  );
}

async function messagesSeen(board) {
  return board
    .locator('forty-thieves-board')
    .evaluate(() => window.__ftSeen ?? [], undefined, { timeout: 5000 })
    .catch(() => []);
}

/** Background luminance (0 dark .. 1 light) of the board: its own background or the nearest painted ancestor's. */
async function boardLuminance(board) {
  return board.locator('forty-thieves-board').evaluate(
    (host) => {
      // any CSS colour syntax (rgb, color(srgb …), oklch …) to sRGB bytes through a canvas
      const ctx = Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d');
      for (let el = host; el; el = el.parentElement) {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
        if (a > 128) return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      }
      return null;
    },
    undefined,
    { timeout: 5000 },
  );
}

/** The mouse where it shows no tooltip or hover effect: the empty lower right of the board. */
async function parkMouse(page) {
  await page.mouse.move(VIEWPORT.width - 60, VIEWPORT.height - 60);
  // Until the workbench shows no hover and runs no transition (a hover fading out), not a fixed wait.
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('.monaco-hover, .workbench-hover')].some((el) => el.getClientRects().length > 0) &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000, polling: 'raf' },
  );
}

export async function runJourney({ outDir = path.join(REPO, 'test-output'), docsDir = path.join(REPO, 'docs', 'images') } = {}) {
  const t0 = Date.now();
  const problem = missingInstall();
  if (problem) {
    console.log(problem);
    return { passed: 0, failed: 1 };
  }
  fs.mkdirSync(outDir, { recursive: true });
  for (const f of fs.readdirSync(outDir)) if (/^failure-\d+\.png$/.test(f)) fs.rmSync(path.join(outDir, f));
  const engine = require(path.join(REPO, 'dist', 'engine.js'));
  const deal = chooseDeal(engine);
  const dirs = makeSandbox('ft-vscode-journey-', { theme: 'light' });
  // installed as from its .vsix, as a player has it: no "[Extension Development Host]" in the title
  installExtension(dirs);
  const results = [];
  let broken = null; // the first failed check that later ones depend on
  let server;
  let browser;
  let page;

  /** One check = one test. After a failure the checks that need its outcome fail as not run. */
  const check = async (name, fn, { independent = false, breaks = () => !independent } = {}) => {
    const t = Date.now();
    if (broken && !independent) {
      results.push({ name, ok: false });
      console.log(`  FAIL ${name}\n       not run: "${broken}" failed`);
      return;
    }
    try {
      const note = await fn();
      results.push({ name, ok: true });
      console.log(`  ok   ${name} (${Date.now() - t} ms)${note ? `: ${note}` : ''}`);
    } catch (err) {
      results.push({ name, ok: false });
      if (breaks()) broken = name;
      console.log(
        `  FAIL ${name} (${Date.now() - t} ms)\n       ${String(err?.message ?? err)
          .split('\n')
          .join('\n       ')}`,
      );
      const shot = path.join(outDir, `failure-${results.length}.png`);
      if (
        page &&
        (await page.screenshot({ path: shot }).then(
          () => true,
          () => false,
        ))
      )
        console.log(`       screenshot: ${path.relative(REPO, shot)}`);
    }
  };

  const board = () => page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
  const boardReady = (timeout = 30000) => board().locator('[data-pile="s"]').first().waitFor({ timeout });
  let afterStock;
  let afterMove;
  let lightLuminance;

  try {
    log(`journey: Streets deal ${deal.number}, first move ${deal.move}${deal.selects ? ' (the card fits two columns)' : ''}`);
    server = await startCodeServer(dirs);
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: VIEWPORT })).newPage(); // a context, so a link can open in a second tab
    if (process.env.FT_CPU_THROTTLE) {
      await (
        await page.context().newCDPSession(page)
      ).send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.FT_CPU_THROTTLE) });
    }
    page.on('pageerror', (e) => console.log(`  [page error] ${e.message}`));
    // errors from the board (the workbench's own, e.g. its shutdown warnings, are not ours)
    page.on('console', (m) => {
      const url = m.location()?.url ?? '';
      if (m.type() !== 'error' || url.includes('/static/out/vs/') || NOISE.test(`${url} ${m.text()}`)) return;
      console.log(`  [console error] ${m.text().slice(0, 300)} (${url.slice(0, 120)})`);
    });

    await check('the workbench opens with the extension loaded', async () => {
      await page.goto(workbenchUrl(server, { folder: dirs.workspace }));
      await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
      // a roomier board in the screenshots; also proves the palette works
      await runFromPalette(page, 'View: Close Primary Side Bar');
      await page
        .locator(STATUS_ITEM)
        .waitFor({ timeout: 60000 })
        .catch(() => {
          throw new Error("the extension's status bar item (fortyThieves.statistics) did not appear");
        });
    });

    await check(`F1 "Forty Thieves: New Game: ${VARIANT_NAME}" opens the board`, async () => {
      const attempts = await runFromPalette(page, `Forty Thieves: New Game: ${VARIANT_NAME}`);
      await page.locator('.tab', { hasText: VARIANT_NAME }).first().waitFor({ timeout: 20000 });
      await boardReady();
      // ten columns of four face-up cards, less any Aces (and twos) that went home at the deal
      const piles = await until('ten columns of up to four face-up cards', async () => {
        const p = await readPiles(board());
        const t = tableauOf(p);
        return t.length === 10 && t.every((c) => c.length >= 2 && c.length <= 4) && t.flat().length >= 32 && p;
      });
      return `palette attempt ${attempts}; piles ${Object.keys(piles).join(' ')}`;
    });

    await check(
      "the board's title bar shows New Game…, Hint and Show Statistics",
      async () => {
        const actions = page.locator('.editor-group-container.active .editor-actions .action-label');
        await actions.first().waitFor({ timeout: 10000 });
        const labels = await until('the three title actions', async () => {
          const l = await actions.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') || e.getAttribute('title') || ''));
          return ['New Game…', 'Hint', 'Show Statistics'].every((t) => l.some((x) => x.startsWith(t))) && l;
        });
        return `title bar: ${labels.join(', ')}`;
      },
      { breaks: () => false },
    );

    await check(`F1 "Forty Thieves: Deal by Number…" deals Streets number ${deal.number} as the engine does`, async () => {
      await runFromPalette(page, 'Forty Thieves: Deal by Number', {
        then: async (widget, input) => {
          await widget.locator('.quick-input-title', { hasText: /by Number/i }).waitFor({ timeout: 10000 });
          await input.fill(String(deal.number));
          await page.keyboard.press('Enter');
        },
      });
      await until(
        () => `the board to show deal ${deal.number}`,
        async () => isDeepStrictEqual(tableauOf(await readPiles(board())), deal.start),
      );
    });

    await check('clicking the stock turns its top card onto the waste', async () => {
      await recordMessages(board());
      const before = await readPiles(board());
      await board().locator('[data-pile="s"]').first().click();
      const turned = deal.turned.waste[deal.turned.waste.length - 1];
      afterStock = await until(
        () => `the waste to show ${turned}`,
        async () => {
          const p = await readPiles(board());
          return (p.w ?? []).length === (before.w ?? []).length + 1 && p.w[p.w.length - 1] === turned && p;
        },
      );
      return `waste ${afterStock.w.join(' ')}`;
    });

    /** Click the card, then (unless it moved on its own) the column; true when the board shows the move. */
    const clickMove = async ({ awaitLateSnapshot = false } = {}) => {
      const [from, to] = deal.move.split('>');
      const card = afterStock[from][afterStock[from].length - 1];
      const clicksBefore = (await messagesSeen(board())).length;
      await board().locator(`[data-pile="${from}"] [data-card="${card}"]`).last().click();
      // a card with one sensible destination moves on the first click; otherwise it is selected
      const movedAlone = await until('', async () => (await readPiles(board()))[from].length < afterStock[from].length, 1500).then(
        () => true,
        () => false,
      );
      if (!movedAlone && awaitLateSnapshot) {
        // A person takes a moment to pick the column; meanwhile the host may post a snapshot that
        // changes nothing (e.g. the solver's verdict on the position). Let it come, if it does.
        await until('', async () => (await messagesSeen(board())).slice(clicksBefore).some((m) => / state /.test(m)), 2000).catch(() => {});
      }
      const lateSnapshot = !movedAlone && (await messagesSeen(board())).slice(clicksBefore).some((m) => / state /.test(m));
      if (!movedAlone) {
        const targetTop = afterStock[to][afterStock[to].length - 1];
        const target = targetTop
          ? board().locator(`[data-pile="${to}"] [data-card="${targetTop}"]`).last()
          : board().locator(`[data-pile="${to}"]`).first();
        await target.click();
      }
      const moved = await until(
        '',
        async () => {
          const p = await readPiles(board());
          return isDeepStrictEqual(tableauOf(p), deal.after.tableau) && p;
        },
        5000,
      ).catch(() => null);
      if (moved) afterMove = moved;
      return { moved: !!moved, movedAlone, lateSnapshot, card, to };
    };

    await check(
      `clicking a card and then a column plays ${deal.move}`,
      async () => {
        const first = await clickMove({ awaitLateSnapshot: true });
        if (first.moved) {
          if (first.movedAlone && deal.selects) throw new Error(`${first.card} fits two columns, yet it moved on the first click`);
          return first.movedAlone
            ? `${first.card} moved on its own click (its only column)`
            : `${first.card} selected, then ${first.to} clicked${first.lateSnapshot ? ' (the selection outlived a snapshot that came in between)' : ''}`;
        }
        const seen = await messagesSeen(board());
        // once more when the board is quiet (no new message between two looks), so that the rest of the journey can go on
        let count = -1;
        const quiet = async () => {
          const before = count;
          count = (await messagesSeen(board())).length;
          return count === before;
        };
        await until('the board quiet', quiet, 5000).catch(() => {});
        const second = await clickMove();
        throw new Error(
          [
            `${first.card} did not go to ${first.to} (selected by the first click, then ${first.to} clicked)`,
            `what the board received and did (ms): ${seen.join(', ')}`,
            second.moved
              ? 'the same clicks, once the board was quiet, worked: a snapshot that arrived between the two clicks dropped the selection'
              : 'the same clicks, once the board was quiet, failed too',
          ].join('\n'),
        );
      },
      { breaks: () => !afterMove },
    );

    await check(`the status bar shows the statistics of ${VARIANT_NAME}`, async () => {
      const item = page.locator(STATUS_ITEM);
      const text = await until(
        () => `the status bar item to name ${VARIANT_NAME}`,
        async () => {
          const t = (await item.innerText({ timeout: 2000 })).trim();
          return t.includes(VARIANT_NAME) && t;
        },
        10000,
      );
      return `${JSON.stringify(text)}, "${await item.getAttribute('aria-label')}"`;
    });

    /** The board's clock in seconds, as it reads ("0:07"). */
    const clockShown = async () => {
      const text = (await board().locator('.timer').first().innerText({ timeout: 5000 })).trim();
      return { text, seconds: text.split(':').reduce((total, part) => total * 60 + Number(part), 0) };
    };
    let clockBeforeReload;
    await check('after F1 "Developer: Reload Window" the board shows the same position', async () => {
      // A few seconds after the move (the clock is saved every 15 s), so that a reload that lost them would show.
      await until('the clock to run 3 s past the move', async () => (await clockShown()).seconds >= 3, 10000);
      clockBeforeReload = await clockShown();
      await Promise.all([
        page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 30000 }),
        runFromPalette(page, 'Developer: Reload Window').catch(() => {
          /* the palette goes with the page */
        }),
      ]);
      await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
      await boardReady(60000).catch(() => {
        throw new Error('the board did not come back after the reload (webview serializer / onWebviewPanel activation)');
      });
      const restored = await until(
        'the restored board to match',
        async () => {
          const p = await readPiles(board());
          return isDeepStrictEqual(p, afterMove) && p;
        },
        20000,
      ).catch(async (err) => {
        throw new Error(
          `${err.message}\n before reload: ${JSON.stringify(afterMove)}\n after reload:  ${JSON.stringify(await readPiles(board()).catch(() => null))}`,
        );
      });
      return `${Object.keys(restored).length} piles identical`;
    });

    await check('the clock never goes back across the reload', async () => {
      const after = await until('the clock shown after the reload', async () => clockShown().catch(() => null), 10000);
      if (after.seconds < clockBeforeReload.seconds)
        throw new Error(`the clock showed ${clockBeforeReload.text} before the reload and ${after.text} after it`);
      return `${clockBeforeReload.text} before, ${after.text} after`;
    });

    await check('after another editor hides the board, its tab shows the same position again', async () => {
      await runFromPalette(page, 'Go to File', {
        then: async (widget, input) => {
          await input.fill('README.md');
          await widget.locator('.monaco-list-row.focused', { hasText: 'README.md' }).waitFor({ timeout: 10000 });
          await page.keyboard.press('Enter');
        },
      });
      await page.locator('.tab.active', { hasText: 'README.md' }).waitFor({ timeout: 10000 });
      await page.locator('.tab', { hasText: VARIANT_NAME }).first().click();
      await boardReady();
      await until('the re-shown board to match', async () => isDeepStrictEqual(await readPiles(board()), afterMove));
      await page.locator('.tab', { hasText: 'README.md' }).click({ button: 'middle' }); // a tidy tab bar for the screenshots
    });

    await check('Undo takes the move back', async () => {
      const button = board()
        .getByRole('button', { name: /^undo\b/i })
        .first();
      let how;
      if (
        await button.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        )
      ) {
        await button.click();
        how = "the board's Undo button";
      } else {
        await runFromPalette(page, 'Forty Thieves: Undo');
        how = 'F1 "Forty Thieves: Undo" (no Undo button found on the board)';
      }
      await until('the position after the stock click', async () => isDeepStrictEqual(await readPiles(board()), afterStock));
      return `with ${how}`;
    });

    await check(
      'Ctrl+Z, Ctrl+Y and Ctrl+Shift+Z typed in the Search view and in Quick Open leave the board as it was; on the board they undo and redo',
      async () => {
        const keys = ['Control+Z', 'Control+Y', 'Control+Shift+Z'];
        const unchanged = async (where) => {
          if (!isDeepStrictEqual(await readPiles(board()), afterStock)) throw new Error(`the keys typed in ${where} changed the board`);
        };
        await runFromPalette(page, 'Search: Find in Files');
        const search = page.locator('.search-view .search-widget textarea, .search-view .search-widget input').first();
        await search.waitFor({ timeout: 10000 });
        await until('the focus in the Search view', () => page.evaluate(() => !!document.activeElement?.closest('.search-view')));
        await page.keyboard.type('thieves');
        for (const k of keys) await page.keyboard.press(k);
        if (!(await page.evaluate(() => !!document.activeElement?.closest('.search-view'))))
          throw new Error('the keys took the focus out of the Search view');
        await unchanged('the Search view');
        await page.keyboard.press('Control+P');
        const widget = page.locator('.quick-input-widget');
        await widget.locator('input.input').waitFor({ state: 'visible', timeout: 10000 });
        await page.keyboard.type('READ');
        for (const k of keys) await page.keyboard.press(k);
        await unchanged('Quick Open');
        await page.keyboard.press('Escape');
        await widget.waitFor({ state: 'hidden', timeout: 5000 });
        await runFromPalette(page, 'View: Close Primary Side Bar');
        await unchanged('the Search view and Quick Open (a moment later)');
        await runFromPalette(page, 'Forty Thieves: Open Board');
        await boardReady();
        await board().locator('[data-pile="s"]').first().focus(); // the keyboard on the board
        for (const [key, position, name] of [
          ['Control+Y', afterMove, 'redo'],
          ['Control+Z', afterStock, 'undo'],
          ['Control+Shift+Z', afterMove, 'redo'],
          ['Control+Z', afterStock, 'undo'],
        ]) {
          await page.keyboard.press(key);
          await until(`${key} on the board to ${name}`, async () => isDeepStrictEqual(await readPiles(board()), position)).catch(
            async (err) => {
              throw new Error(`${err.message}; the focus: ${await whereIsFocus(page)}`);
            },
          );
        }
      },
    );

    await check('F1 "Forty Thieves: Restart Deal" goes back to the deal, and F1 "Forty Thieves: Undo" takes the restart back', async () => {
      await runFromPalette(page, 'Forty Thieves: Restart Deal');
      await until('the deal after Restart (an empty waste)', async () => ((await readPiles(board())).w ?? []).length === 0);
      await runFromPalette(page, 'Forty Thieves: Undo');
      await until('the position before the restart', async () => isDeepStrictEqual(await readPiles(board()), afterStock));
      return `waste ${afterStock.w.join(' ')} again after one Undo`;
    });

    await check(
      'a screenshot of the board in Default Light Modern',
      async () => {
        await page.locator('.monaco-workbench.vs').waitFor({ timeout: 10000 });
        await parkMouse(page);
        await plainTitle(page);
        lightLuminance = await boardLuminance(board());
        await page.screenshot({ path: path.join(outDir, 'vscode-light.png') });
        await page.locator('iframe.webview.ready').screenshot({ path: path.join(outDir, 'vscode-board-light.png') });
        return `test-output/vscode-light.png (board background luminance ${lightLuminance?.toFixed(2)})`;
      },
      { independent: !!afterMove },
    );

    await check(
      'switching to Default Dark Modern redraws the board in dark colours',
      async () => {
        // the player's way: F1 "Preferences: Color Theme", pick the theme
        let how = 'F1 "Preferences: Color Theme"';
        const picked = await runFromPalette(page, 'Preferences: Color Theme', {
          timeoutMs: 20000,
          then: async (widget, input) => {
            // the picker lists the labels ("Dark Modern"), settings hold the ids ("Default Dark Modern")
            await widget.locator('.monaco-list-row', { hasText: 'Light Modern' }).first().waitFor({ timeout: 10000 });
            await input.fill('Dark Modern');
            await widget.locator('.monaco-list-row.focused', { hasText: 'Dark Modern' }).waitFor({ timeout: 5000 });
            await page.keyboard.press('Enter');
          },
        })
          .then(() => page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 10000 }))
          .then(
            () => true,
            () => false,
          );
        if (!picked) {
          await page.keyboard.press('Escape');
          how = 'settings.json and a reload (the theme picker did not work)';
          writeUserSettings(dirs, { theme: 'dark' });
          await page.reload();
          await page.locator('.monaco-workbench.vs-dark').waitFor({ timeout: 60000 });
        }
        await boardReady(60000);
        const dark = await until(
          'a dark board background',
          async () => {
            const l = await boardLuminance(board());
            return l !== null && l < 0.5 && (lightLuminance == null || l < lightLuminance) && l;
          },
          10000,
        );
        await parkMouse(page);
        await plainTitle(page);
        await page.screenshot({ path: path.join(outDir, 'vscode-dark.png') });
        await page.locator('iframe.webview.ready').screenshot({ path: path.join(outDir, 'vscode-board-dark.png') });
        return `test-output/vscode-dark.png (board background luminance ${dark.toFixed(2)}, theme set with ${how})`;
      },
      { independent: !!afterMove },
    );

    // The confirmation before abandoning a game in progress, answered by keyboard alone however
    // it was opened: the focus is on its default button, Esc keeps the game, Enter starts the new one.
    const dialog = page.locator('.monaco-dialog-box');
    /** Opens the confirmation with `open`, checks where the focus is, presses `key`; returns the piles after. */
    const answerByKey = async (open, key) => {
      const before = await readPiles(board());
      await traceFocus(page);
      await open();
      await dialog.waitFor({ timeout: 15000 });
      const focused = await until(
        "the focus on the dialog's default button",
        async () =>
          page.evaluate(() => {
            const el = document.activeElement;
            return el?.closest('.monaco-dialog-box') && el.classList.contains('monaco-button') && el.textContent.trim();
          }),
        5000,
      ).catch(async (err) => {
        const where = await page.evaluate(() => `${document.activeElement?.tagName}.${document.activeElement?.className}`);
        await dialog
          .getByRole('button', { name: 'Cancel' })
          .click({ timeout: 2000 })
          .catch(() => {}); // the game goes on
        throw Object.assign(
          new Error(`${err.message}; the focus is on ${where}; focus changes since the command: ${(await focusTrace(page)).join(' | ')}`),
          { focusLost: true },
        );
      });
      if (focused !== 'New Game') throw new Error(`the focus is on "${focused}", not on "New Game"`);
      await page.keyboard.press(key);
      await dialog.waitFor({ state: 'hidden', timeout: 5000 });
      if (key !== 'Escape')
        return until(
          'a new deal after Enter',
          async () => !isDeepStrictEqual(tableauOf(await readPiles(board())), tableauOf(before)) && 'new deal',
        );
      // the game goes on: VS Code gives the focus back to the board in steps, and a person's next key comes after them
      await until('the focus back on the board', async () => (await whereIsFocus(page)).includes('board has focus'), 15000).catch(
        async (err) => {
          throw new Error(`${err.message}; the focus: ${await whereIsFocus(page)}`);
        },
      );
      return until('the same game after Esc', async () => isDeepStrictEqual(await readPiles(board()), before) && 'unchanged', 3000);
    };
    /**
     * The same, tried a second time if VS Code moved the focus away from the dialog (a race inside
     * the workbench's webview focus handling seen once in CI): the first failure is reported in
     * the check's note with the trace of where the focus went, and a second one fails the check.
     */
    const answerByKeyTwice = async (open, key) => {
      try {
        return await answerByKey(open, key);
      } catch (err) {
        if (!err.focusLost) throw err;
        return `${await answerByKey(open, key)} (at the second try; the first: ${err.message})`;
      }
    };
    /** A game in progress: the stock clicked (which also puts the keyboard's focus on the board). */
    const stockLeft = async () =>
      Number((await board().locator('[data-pile="s"] .stock-count').first().innerText({ timeout: 5000 })).trim());
    const turnStock = async () => {
      const left = await stockLeft();
      await board().locator('[data-pile="s"]').first().click();
      // the turned card may go straight home (an Ace), so the stock is counted, not the waste
      await until('the stock turned', async () => (await stockLeft()) < left, 5000).catch(async (err) => {
        throw new Error(`${err.message}; the focus: ${await whereIsFocus(page)}`);
      });
    };

    await check(
      'the "start a new game?" confirmation answers to the keyboard: Esc keeps the game, Enter starts the new one',
      async () => {
        await runFromPalette(page, 'Forty Thieves: Open Board');
        await boardReady();
        await board()
          .locator('[data-pile]:focus, [data-pile] :focus')
          .first()
          .waitFor({ timeout: 5000 })
          .catch(() => page.keyboard.press('Tab'));
        await turnStock(); // a game in progress
        const seen = [];
        seen.push(
          `F1 New Game: ${await answerByKeyTwice(() => runFromPalette(page, `Forty Thieves: New Game: ${VARIANT_NAME}`), 'Escape')}`,
        );
        seen.push(
          `F1 Deal by Number: ${await answerByKeyTwice(
            () =>
              runFromPalette(page, 'Forty Thieves: Deal by Number', {
                then: async (widget, input) => {
                  await input.fill('77');
                  await page.keyboard.press('Enter');
                },
              }),
            'Escape',
          )}`,
        );
        seen.push(`N on the board: ${await answerByKeyTwice(() => page.keyboard.press('n'), 'Enter')}`);
        await turnStock();
        seen.push(
          `Shift+N on the board, then the game picker: ${await answerByKeyTwice(async () => {
            await page.keyboard.press('Shift+N');
            const picker = page.locator('.quick-input-widget');
            await picker.waitFor({ timeout: 5000 });
            await page.keyboard.type(VARIANT_NAME);
            await picker.locator('.monaco-list-row.focused', { hasText: VARIANT_NAME }).waitFor({ timeout: 5000 });
            await page.keyboard.press('Enter');
          }, 'Enter')}`,
        );
        return seen.join('; ');
      },
      { independent: true },
    );
    // Keys after an action act at once, and one rule for the question (issue 21).
    /** The keyboard's focus on a column of the board, as after Tab and ↓. */
    const focusColumn = async () => {
      await board()
        .locator('[data-pile]:focus')
        .first()
        .waitFor({ timeout: 3000 })
        .catch(() => page.keyboard.press('Tab'));
      const pile = async () => board().locator('[data-pile]:focus').first().getAttribute('data-pile', { timeout: 3000 });
      if (!(await pile())?.startsWith('t')) await page.keyboard.press('ArrowDown');
      return pile();
    };
    /** Enter on the focused pile acts at once: the card is picked up, or the board says why it cannot be. */
    const enterActs = async (after) => {
      await page.keyboard.press('Enter');
      const acted = await until(
        '',
        async () => (await board().locator('.card.selected').count()) > 0 || (await board().locator('.toast-error').count()) > 0,
        1500,
      ).catch(() => false);
      if (!acted) throw new Error(`after ${after}, the first Enter did nothing; the focus: ${await whereIsFocus(page)}`);
      await page.keyboard.press('Escape');
    };
    await check(
      'after H, the very next key acts on the focused pile (a hint used to take the focus off the board)',
      async () => {
        await runFromPalette(page, 'Forty Thieves: Open Board');
        await boardReady();
        const pile = await focusColumn();
        await enterActs('Tab and ↓');
        for (let i = 1; i <= 3; i++) {
          await page.keyboard.press('h');
          await until(
            'the hint',
            async () =>
              !/^$|Looking for/.test(
                await board()
                  .locator('.toast-hint')
                  .first()
                  .innerText({ timeout: 1000 })
                  .catch(() => ''),
              ),
            15000,
          );
          await enterActs(`hint ${i}`);
        }
        return `on ${pile}`;
      },
      { independent: true },
    );

    await check(
      'New Game over a game whose only move was undone asks first (it counts as played)',
      async () => {
        const movesShown = async () => (await board().locator('.toolbar .moves').innerText()).trim();
        // a fresh deal first, whatever the checks before left (the question answered if there is one)
        await runFromPalette(page, `Forty Thieves: New Game: ${VARIANT_NAME}`);
        const question = page.locator('.monaco-dialog-box');
        if (
          await question.waitFor({ timeout: 3000 }).then(
            () => true,
            () => false,
          )
        )
          await question.getByRole('button', { name: 'New Game' }).click();
        await until('a fresh deal (MOVES 0)', async () => (await movesShown()) === '0', 15000);
        await turnStock();
        await until('MOVES 1 after turning the stock', async () => (await movesShown()) === '1', 10000);
        await board()
          .getByRole('button', { name: /^undo\b/i })
          .first()
          .click();
        await until('MOVES 0 after the undo', async () => (await movesShown()) === '0', 10000);
        return answerByKeyTwice(() => runFromPalette(page, `Forty Thieves: New Game: ${VARIANT_NAME}`), 'Escape');
      },
      { independent: true },
    );

    // Links and today's deal, last (they deal other games).
    /** The board names its deal in the toolbar ("#33"); the deal may open with automatic moves. */
    const showsDeal = async (n) => (await board().locator('.deal').first().innerText({ timeout: 2000 })).trim() === `#${n}`;
    const notification = (text) => page.locator('.notifications-toasts .notification-toast', { hasText: text }).last();
    /** F1 "Copy Link to This Deal", the link read from the message that shows it. */
    const copyLink = async () => {
      await runFromPalette(page, 'Forty Thieves: Copy Link to This Deal');
      // One short sentence; the link itself behind its Show Link button, in a dialog.
      const toast = notification(`copied.`);
      const sentence = (await toast.innerText({ timeout: 10000 })).split('\n')[0];
      if (sentence.length > 80) throw new Error(`the notification is ${sentence.length} characters long: ${sentence}`);
      await toast.getByRole('button', { name: 'Show Link' }).click({ timeout: 5000 });
      const dialog = page.locator('.monaco-dialog-box', { hasText: 'The link to' });
      const text = await dialog.innerText({ timeout: 10000 });
      await dialog
        .getByRole('button', { name: 'OK' })
        .click({ timeout: 2000 })
        .catch(() => page.keyboard.press('Escape'));
      await dialog.waitFor({ state: 'hidden', timeout: 5000 });
      return { text, url: new URL(text.match(/https?:\/\/\S+/)?.[0] ?? 'missing:') };
    };
    await check('F1 "Forty Thieves: Copy Link to This Deal" copies a link to the deal and shows it', async () => {
      const { text, url } = await copyLink();
      const target = `${url.searchParams.get('vscode-authority')}${url.searchParams.get('vscode-path')}?${url.searchParams.get('vscode-query')}`;
      const shown = (await board().locator('.deal').first().innerText()).trim().slice(1);
      if (target !== `forty-thieves.forty-thieves/deal?game=${VARIANT}&deal=${shown}`)
        throw new Error(`the link leads to ${target}, not deal ${shown}: ${text}`);
      return url.href;
    });

    const linkedDeal = deal.number + 1;
    /** A fresh link (in the browser build a link is good for one opening), made to lead to `to`. */
    const freshLink = async (to = linkedDeal) => {
      const { url } = await copyLink();
      url.searchParams.set('vscode-query', `game=${VARIANT}&deal=${to}`);
      return url.href;
    };
    /** Opens a link in a new tab of the same browser, as a person clicking it does. */
    const openInTab = async (href) => {
      const tab = await page.context().newPage();
      await tab.goto(href);
      await tab.close();
      await page.bringToFront();
    };
    /** The link's question over a game in progress. */
    const linkQuestion = (to) =>
      page.locator('.monaco-dialog-box', { hasText: new RegExp(`A link asks to deal ${VARIANT_NAME} deal ${to}\\. Deal it\\?`) });
    const openLinkInTab = async () => {
      await openInTab(await freshLink());
      await linkQuestion(linkedDeal).waitFor({ timeout: 15000 });
      return page.locator('.monaco-dialog-box');
    };
    await check('a link to the deal being played shows the game in progress, without a question', async () => {
      await turnStock(); // a game in progress
      const before = await readPiles(board());
      const shown = Number((await board().locator('.deal').first().innerText()).trim().slice(1));
      await openInTab(await freshLink(shown));
      await until('the board, as it was', async () => isDeepStrictEqual(await readPiles(board()), before) && (await showsDeal(shown)));
      if (await page.locator('.monaco-dialog-box').isVisible()) throw new Error('a question was asked');
      return `deal ${shown} shown as it was`;
    });

    await check('a deal link opened over a game in progress asks first, and Cancel keeps the game', async () => {
      await turnStock(); // a game in progress
      const before = await readPiles(board());
      const dialog = await openLinkInTab();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden', timeout: 5000 });
      if (!isDeepStrictEqual(await readPiles(board()), before)) throw new Error('the board changed although the player cancelled');
    });

    await check('confirming deals the linked deal', async () => {
      const dialog = await openLinkInTab();
      await dialog.getByRole('button', { name: 'Deal It' }).click();
      await until(
        () => `the board to show deal ${linkedDeal}`,
        () => showsDeal(linkedDeal),
      );
    });

    await check('Copy Link says that in the browser a link opens its deal once, and how to open it again', async () => {
      const { text } = await copyLink();
      if (!/opens the deal once, in this window: to open it again, copy a new link or use Deal by Number… \d+/.test(text))
        throw new Error(`the message does not say it: ${text}`);
    });

    await check('with "confirm new game" off, a link still asks before it ends a game in progress', async () => {
      // settings.json changed on the server side is read at the next reload
      writeUserSettings(dirs, { theme: 'dark', extra: { 'fortyThieves.confirmNewGame': false } });
      await page.reload();
      await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
      await runFromPalette(page, 'Forty Thieves: Open Board');
      await boardReady(60000);
      // the setting has arrived once New Game ends a game in progress without asking
      const dealShown = async () => (await board().locator('.deal').first().innerText()).trim();
      const question = page.locator('.monaco-dialog-box');
      await until(
        'New Game without a question',
        async () => {
          await turnStock();
          const before = await dealShown();
          await runFromPalette(page, `Forty Thieves: New Game: ${VARIANT_NAME}`);
          const outcome = await until(
            'a question or a new deal',
            async () => ((await question.isVisible()) ? 'asked' : (await dealShown()) !== before && 'dealt'),
            10000,
          );
          if (outcome === 'asked') await question.getByRole('button', { name: 'Cancel' }).click();
          return outcome === 'dealt';
        },
        30000,
      );
      await turnStock();
      const dialog = await openLinkInTab();
      await dialog.getByRole('button', { name: 'Deal It' }).click();
      await until(
        () => `the board to show deal ${linkedDeal}`,
        () => showsDeal(linkedDeal),
      );
    });

    await check('two links opened over a game in progress ask one at a time; an older, unopened link deals too', async () => {
      const first = await freshLink(linkedDeal + 1);
      const second = await freshLink(linkedDeal + 2); // copied before the first is opened: older by the time it is
      await turnStock();
      await openInTab(first);
      await linkQuestion(linkedDeal + 1).waitFor({ timeout: 15000 });
      await openInTab(second);
      if ((await page.locator('.monaco-dialog-box').count()) !== 1) throw new Error('more than one question at once');
      await page.locator('.monaco-dialog-box').getByRole('button', { name: 'Cancel' }).click();
      await linkQuestion(linkedDeal + 2).waitFor({ timeout: 15000 });
      await page.locator('.monaco-dialog-box').getByRole('button', { name: 'Deal It' }).click();
      await until(
        () => `the board to show deal ${linkedDeal + 2}`,
        () => showsDeal(linkedDeal + 2),
      );
      writeUserSettings(dirs, { theme: 'dark' });
      await page.reload();
      await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
      await runFromPalette(page, 'Forty Thieves: Open Board');
      await boardReady(60000);
    });

    await check(
      'Reset on the board asks once, in a VS Code dialog, before anything is erased: Cancel keeps the statistics, Reset resets them',
      async () => {
        await runFromPalette(page, 'Forty Thieves: Show Statistics');
        const played = async () => (await board().locator('.statistics tr[data-variant="streets"] td').allInnerTexts())[0];
        const before = await until('the statistics table', played, 10000);
        await board().locator('[data-action="reset-statistics"]').click();
        const dialog = page.locator('.monaco-dialog-box', { hasText: /Reset the statistics of all nine games on every machine\?/ });
        await dialog.waitFor({ timeout: 15000 });
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden', timeout: 5000 });
        if ((await played()) !== before) throw new Error(`the statistics changed (${before} played before) although the player cancelled`);
        await board().locator('[data-action="reset-statistics"]').click();
        await dialog.waitFor({ timeout: 15000 });
        await dialog.getByRole('button', { name: 'Reset' }).click();
        await until('the table reset', async () => (await played()) === '0', 10000);
        await board().locator('[data-action="close-statistics"]').click();
        return `Streets played ${before}, kept on Cancel, 0 after Reset`;
      },
    );

    await check('F1 "Forty Thieves: Today\'s Deal…" and Streets deal today\'s published deal', async () => {
      const day = new Date().toISOString().slice(0, 10);
      const today = publishedDailyDeal(VARIANT, day);
      await runFromPalette(page, "Forty Thieves: Today's Deal", {
        then: async (widget, input) => {
          // the day as the display language (here English) writes a date
          const written = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
          await widget.locator('.quick-input-title', { hasText: `Today's Deal: ${written}` }).waitFor({ timeout: 10000 });
          await input.fill(VARIANT_NAME);
          await widget.locator('.monaco-list-row.focused', { hasText: `deal ${today}` }).waitFor({ timeout: 5000 });
          await page.keyboard.press('Enter');
        },
      });
      await until(
        () => `the board to show deal ${today}`,
        async () => {
          if (await showsDeal(today)) return true;
          // what is in the way, for the failure's message
          const shown = await board().locator('.deal').first().innerText({ timeout: 2000 });
          const dialog = await page
            .locator('.monaco-dialog-box')
            .innerText({ timeout: 200 })
            .catch(() => '');
          throw new Error(`the board shows ${shown.trim()}${dialog ? `; a dialog says: ${dialog.replace(/\s+/g, ' ')}` : ''}`);
        },
        30000,
      );
      return `Streets deal ${today} on ${day}`;
    });

    await check("the board names today's deal, and Today's Deal again goes back to the game in progress without asking", async () => {
      const label = (await board().locator('.toolbar .daily').first().innerText({ timeout: 5000 })).trim();
      // the day as the display language writes it (English: "December 4")
      if (!/^Today's deal, (\d{1,2} [A-Z][a-z]+|[A-Z][a-z]+ \d{1,2})$/.test(label)) throw new Error(`the toolbar says "${label}"`);
      await turnStock(); // a game in progress
      const before = await readPiles(board());
      await runFromPalette(page, "Forty Thieves: Today's Deal", {
        then: async (widget, input) => {
          await widget.locator('.quick-input-title', { hasText: "Today's Deal:" }).waitFor({ timeout: 10000 });
          await input.fill(VARIANT_NAME);
          await widget.locator('.monaco-list-row.focused', { hasText: VARIANT_NAME }).waitFor({ timeout: 5000 });
          await page.keyboard.press('Enter');
        },
      });
      const asked = await page
        .locator('.monaco-dialog-box')
        .waitFor({ timeout: 2500 })
        .then(
          () => true,
          () => false,
        );
      if (asked) {
        await page.locator('.monaco-dialog-box').getByRole('button', { name: 'Cancel' }).click();
        throw new Error("Today's Deal asked to abandon today's deal in progress");
      }
      if (!isDeepStrictEqual(await readPiles(board()), before)) throw new Error('the game in progress was dealt again');
      return label;
    });

    await check("the New Game picker offers Today's Deal…", async () => {
      await runFromPalette(page, 'Forty Thieves: New Game…', {
        then: async (widget, input) => {
          await widget.locator('.quick-input-title', { hasText: 'New Game' }).waitFor({ timeout: 10000 });
          await input.fill("Today's Deal");
          await widget.locator('.monaco-list-row.focused', { hasText: "Today's Deal…" }).waitFor({ timeout: 5000 });
          await page.keyboard.press('Enter');
          await widget.locator('.quick-input-title', { hasText: "Today's Deal:" }).waitFor({ timeout: 10000 });
          await page.keyboard.press('Escape');
        },
      });
    });

    /** F1 "New Game: ‹game›" over a game of `playing` in progress: the question names it, and New Game deals. */
    const newGameOver = async (playing, game) => {
      await runFromPalette(page, `Forty Thieves: New Game: ${game}`);
      const question = page.locator('.monaco-dialog-box', { hasText: `The ${playing} game in progress` });
      await question.waitFor({ timeout: 15000 });
      await question.getByRole('button', { name: 'New Game' }).click();
    };

    // Review Game after a lost game: from the end panel, then Play On from Here from the palette,
    // and after a reload from the palette, with the marks kept with the game.
    const review = () => board().locator('.panel.review').first();
    const summaryOf = async () => (await review().locator('.review-summary').innerText({ timeout: 2000 })).trim();
    await check(
      'a lost game: F1 "Forty Thieves: New Game: Lucas", Deal by Number 252, the stock turned to its end with S',
      async () => {
        await newGameOver(VARIANT_NAME, 'Lucas');
        await until(
          'a game of Lucas',
          async () => (await board().locator('.game-name').first().innerText({ timeout: 2000 })).trim() === 'Lucas',
        );
        await runFromPalette(page, 'Forty Thieves: Deal by Number', {
          then: async (widget, input) => {
            await widget.locator('.quick-input-title', { hasText: /by Number/i }).waitFor({ timeout: 10000 });
            await input.fill('252');
            await page.keyboard.press('Enter');
          },
        });
        await until('Lucas deal 252', () => showsDeal(252));
        await turnStock(); // the click gives the board the keyboard's focus too
        for (let left = await stockLeft(); left > 0; left = await stockLeft()) {
          await page.keyboard.press('s');
          await until('the stock turned by S', async () => (await stockLeft()) < left, 5000);
        }
        await board().locator('.panel.end.lost').waitFor({ timeout: 10000 });
        return `${await board().locator('.moves').first().innerText()} moves, no moves left`;
      },
      { independent: true },
    );

    let lostMarks;
    await check(
      'the end panel\'s "Review game" shows the move that lost it, and the position before it',
      async () => {
        await board().locator('[data-action="lost-review"]').click();
        await review().waitFor({ timeout: 10000 });
        const summary = await until(
          async () => `the losing move (the review says: ${await summaryOf().catch(() => 'nothing')})`,
          async () => {
            const text = await summaryOf();
            return (
              /^Move 49, Turn the stock: after it the game could not be won\. .+ still wins/.test(text) &&
              !(await review().locator('.review-progress').count()) &&
              text
            );
          },
          150000,
        );
        lostMarks = await review().locator('.review-marks-text').innerText();
        if (lostMarks !== 'Still winnable: the deal and after moves 1 to 48. Lost: after moves 49 to 57.')
          throw new Error(`the marks read: ${lostMarks}`);
        const moves = (await board().locator('.moves').first().innerText()).trim();
        if (moves !== '48') throw new Error(`the board shows the position after move ${moves}, not 48`);
        await parkMouse(page);
        await page.locator('iframe.webview.ready').screenshot({ path: path.join(outDir, 'vscode-review.png') });
        return summary;
      },
      { breaks: () => false },
    );

    await check('F1 "Forty Thieves: Play On from Here" makes the position shown the game again', async () => {
      await runFromPalette(page, 'Forty Thieves: Play On from Here');
      await until(
        'the review closed, the game at move 48',
        async () => !(await review().count()) && (await board().locator('.moves').first().innerText()).trim() === '48',
      );
      await board().locator('.panel.end').waitFor({ state: 'detached', timeout: 5000 });
    });

    await check(
      'after F1 "Developer: Reload Window", F1 "Forty Thieves: Review Game" shows the marks kept with the game',
      async () => {
        await Promise.all([
          page.waitForEvent('framenavigated', { predicate: (f) => f === page.mainFrame(), timeout: 30000 }),
          runFromPalette(page, 'Developer: Reload Window').catch(() => {}),
        ]);
        await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60000 });
        await boardReady(60000);
        await runFromPalette(page, 'Forty Thieves: Review Game');
        await review().waitFor({ timeout: 10000 });
        // At once: the marks and the losing move come from the saved game, not from the solver.
        const marks = await review().locator('.review-marks-text').innerText();
        if (marks !== lostMarks) throw new Error(`after the reload the marks read: ${marks}`);
        const summary = await summaryOf();
        if (!summary.startsWith('Move 49, Turn the stock')) throw new Error(`after the reload the review says: ${summary}`);
        await runFromPalette(page, 'Forty Thieves: Play On from Here'); // close it again, playing on from the same place
        return summary;
      },
      { independent: true },
    );

    await check(
      'Lucas in a 50/50 editor split beside a file: every column is reached by the keyboard and scrolled into view',
      async () => {
        await runFromPalette(page, 'View: Show Explorer'); // the side bar open too, as in a first session: the board about 466 px wide
        await newGameOver('Lucas', 'Lucas');
        await until('the thirteen columns of Lucas', async () => tableauOf(await readPiles(board())).length === 13, 15000);
        await runFromPalette(page, 'Go to File', {
          then: async (widget) => {
            // the palette's input, then the file search's: fill the second, opened again with Ctrl+P if it did not open
            const files = widget.locator('input.input[placeholder^="Search files by name"]');
            const open = () =>
              files.waitFor({ timeout: 5000 }).then(
                () => true,
                () => false,
              );
            if (!(await open())) await page.keyboard.press('Control+P');
            await files.fill('README.md', { timeout: 10000 });
            await widget.locator('.monaco-list-row.focused', { hasText: 'README.md' }).waitFor({ timeout: 10000 });
            await page.keyboard.press('Control+Enter'); // open to the side
          },
        });
        await page.locator('.tab', { hasText: 'README.md' }).first().waitFor({ timeout: 10000 });
        await page.locator('.tab', { hasText: 'Lucas' }).first().click();
        await boardReady();
        const width = await board()
          .locator('forty-thieves-board')
          .evaluate((el) => Math.round(el.getBoundingClientRect().width));
        await focusColumn();
        await page.keyboard.press('Home');
        for (let c = 1; c <= 13; c++) {
          if (c > 1) await page.keyboard.press('ArrowRight');
          const seen = await until(
            `column ${c} focused`,
            async () =>
              board()
                .locator(`[data-pile="t${c}"]:focus`)
                .evaluate((el) => {
                  const r = el.getBoundingClientRect();
                  return { left: Math.round(r.left), right: Math.round(r.right), width: innerWidth };
                })
                .catch(() => null),
            3000,
          );
          if (seen.left < 0 || seen.right > seen.width)
            throw new Error(`column ${c} has the focus but lies at ${seen.left}–${seen.right} of ${seen.width} px`);
        }
        await page.keyboard.press('Home');
        await parkMouse(page);
        await plainTitle(page);
        await page.screenshot({ path: path.join(outDir, 'vscode-narrow-split.png') });
        return `the board ${width} px wide; test-output/vscode-narrow-split.png`;
      },
      { independent: true },
    );
  } catch (err) {
    console.log(`  journey could not run: ${err?.stack || err}`);
    results.push({ name: 'journey setup', ok: false });
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
  }

  // docs images only when asked (UPDATE_SCREENSHOTS=1), from a run where the whole journey passed,
  // so that running the tests leaves the work tree as it was
  const failed = results.filter((r) => !r.ok).length;
  if (failed === 0 && process.env.UPDATE_SCREENSHOTS === '1') {
    fs.mkdirSync(docsDir, { recursive: true });
    for (const name of ['light', 'dark', 'narrow-split', 'review'])
      fs.copyFileSync(path.join(outDir, `vscode-${name}.png`), path.join(docsDir, `vscode-${name}.png`));
    log(`journey: screenshots copied to ${path.relative(REPO, docsDir)}/vscode-{light,dark,narrow-split,review}.png`);
  }
  if (failed === 0 && !process.env.E2E_KEEP) fs.rmSync(dirs.root, { recursive: true, force: true });
  else console.log(`  logs kept in ${dirs.root} (code-server.log, user-data/logs)`);
  const passed = results.length - failed;
  log(`journey: ${passed} passed, ${failed} failed, ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { passed, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { passed, failed } = await runJourney();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** Starts recording where the workbench's focus goes (with the code that moved it), for a failure's message. */
async function traceFocus(page) {
  await page.evaluate(() => {
    const name = (el) =>
      el
        ? `${el.tagName}.${String(el.className).split(' ').slice(0, 2).join('.')}${el.textContent && el.tagName === 'A' ? `"${el.textContent.trim().slice(0, 20)}"` : ''}`
        : 'none';
    window.__ftFocusStart = performance.now();
    window.__ftFocus = [];
    if (window.__ftFocusListening) return;
    window.__ftFocusListening = true;
    for (const type of ['focusin', 'focusout']) {
      document.addEventListener(
        type,
        (e) => {
          const stack = (new Error().stack ?? '')
            .split('\n')
            .slice(2, 6)
            .map((l) =>
              l
                .trim()
                .replace(/^at /, '')
                .replace(/\(?https?:\/\/[^/]+/, '('),
            )
            .join(' < ');
          window.__ftFocus?.push(
            `${Math.round(performance.now() - window.__ftFocusStart)}ms ${type} ${name(e.target)} -> ${name(e.relatedTarget)} [${stack}]`,
          );
        },
        true,
      );
    }
  });
}
const focusTrace = (page) => page.evaluate(() => window.__ftFocus ?? []);

/** Where the keyboard goes: the workbench's focused element, then inside the webview's frames. */
async function whereIsFocus(page) {
  const describe = () =>
    `${document.hasFocus() ? 'has focus' : 'no focus'}: ${document.activeElement?.tagName}#${document.activeElement?.id}.${String(document.activeElement?.className).split(' ').slice(0, 2).join('.')}`;
  const outer = await page
    .locator('iframe.webview.ready')
    .elementHandle()
    .then((h) => h?.contentFrame())
    .catch(() => null);
  const inner = await outer
    ?.locator('iframe#active-frame')
    .elementHandle()
    .then((h) => h?.contentFrame())
    .catch(() => null);
  const parts = [`workbench ${await page.evaluate(describe)}`];
  if (outer) parts.push(`webview host ${await outer.evaluate(describe)}`);
  if (inner) parts.push(`board ${await inner.evaluate(describe)}`);
  return parts.join('; ');
}
