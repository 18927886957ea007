#!/usr/bin/env node
// npm run bench:ui — how fast the board is, measured on the built webview (dist/webview/webview.js) in
// Debian's Chromium under the same strict CSP the panel uses, and in the real VS Code (code-server
// 1.100.3, test/vscode/lib/server.mjs) when it is installed:
//   - snapshot arriving → board updated (DOM and layout done), all nine games, mid-game positions;
//   - click on a card → the moved card drawn at its destination (the host answering at once);
//   - the webview's JS heap after 500 moves;
//   - the sizes of the bundles (and of a packaged .vsix, if there is one);
//   - in VS Code: "Forty Thieves: New Game: Streets" → board drawn; the activation time VS Code
//     reports ("Developer: Show Running Extensions"), and workbench loaded → the extension's
//     status bar item shown (activation plus its first update).
// Options: BENCH_SKIP_VSCODE=1 skips the VS Code part; BENCH_SAMPLES (snapshots per game, 30).

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

// The board's test harness and the engine are TypeScript: load them through tsx, as the tests do.
const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { BoardPage, TestServer, launchChromium } = require('../test/webview/support/harness.ts');
const { HostGame, VARIANT_IDS } = require('../test/webview/support/snapshots.ts');
const engine = require('../src/engine/index.ts');
const { autoMove, grabAt } = require('../webview/model/moves.ts');

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const rows = [];
const row = (what, value, note = '') => {
  rows.push([what, value, note]);
  console.log(`  ${what}: ${value}${note ? `  (${note})` : ''}`);
};
const ms = (x) => `${x.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
function stats(values) {
  const v = [...values].sort((a, b) => a - b);
  const at = (q) => v[Math.min(v.length - 1, Math.floor(q * v.length))];
  return { median: at(0.5), p90: at(0.9), max: v[v.length - 1], n: v.length };
}

// ---- Positions ----------------------------------------------------------------------------------

/** A plausible game: home first, then the waste to a column, then column moves, then the stock. */
function nextMove(game, i) {
  const legal = engine.playerMoves(game);
  return (
    legal.find((m) => m.endsWith('>f')) ??
    legal.find((m) => m.startsWith('w>t')) ??
    (i % 3 === 0 ? legal.find((m) => /^t\d+>t\d+$/.test(m)) : undefined) ??
    legal.find((m) => m === 's>w' || m === 'w>s') ??
    legal[0]
  );
}

/** The moves the player made before each snapshot midGame returns (to answer a click on it). */
const movesBefore = new WeakMap();

/** `count` consecutive snapshots of a game from its middle on (each the host's answer to a move, from the real controller). */
async function midGame(variant, deal, skip, count, settings) {
  const host = await HostGame.start(variant, { deal, settings });
  host.autoMoves = 'safe';
  const out = [];
  const played = [];
  for (let i = 0; out.length < count && i < skip + count * 3; i++) {
    const move = nextMove(host.game, i);
    if (!move || engine.isWon(host.game)) break;
    const snapshot = await host.play(move);
    played.push(move);
    if (i >= skip) {
      movesBefore.set(snapshot, [...played]);
      out.push(snapshot);
    }
  }
  return out;
}

// ---- Chromium -----------------------------------------------------------------------------------

async function boardBench() {
  const server = new TestServer();
  await server.start();
  const browser = await launchChromium();
  try {
    // 1. Snapshot → board updated, nine games, animations off and on.
    for (const animations of [false, true]) {
      const all = [];
      const perGame = [];
      for (const variant of VARIANT_IDS) {
        const board = await BoardPage.open(browser, server, { width: 1200, height: 800 });
        // Five snapshots to warm up (not counted), then the measured ones.
        const snapshots = await midGame(variant, 5, 35, SAMPLES + 6, { showTimer: true, animations });
        for (const warm of snapshots.slice(0, 6)) await board.show(warm);
        const times = await board.page.evaluate(async (list) => {
          const el = document.querySelector('forty-thieves-board');
          const out = [];
          for (const snapshot of list) {
            // From the message being posted (its structured clone included, as when the host
            // posts it) to the board's update done, layout included (the board measures itself).
            const sent = performance.now();
            await new Promise((resolve) => {
              window.addEventListener('message', () => resolve(undefined), { once: true });
              window.postMessage({ type: 'state', snapshot }, '*');
            });
            await el.updateComplete;
            out.push(performance.now() - sent);
            await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          }
          return out;
        }, snapshots.slice(6));
        all.push(...times);
        perGame.push([variant, stats(times).p90]);
        if (board.problems.length) console.log(`  ${variant}: ${board.problems.join('; ')}`);
        await board.close();
      }
      const s = stats(all);
      const worst = perGame.sort((a, b) => b[1] - a[1])[0];
      row(
        `snapshot → board updated, animations ${animations ? 'on (first frame)' : 'off'}: median`,
        ms(s.median),
        `${s.n} snapshots, 9 games`,
      );
      row(
        `snapshot → board updated, animations ${animations ? 'on (first frame)' : 'off'}: p90`,
        ms(s.p90),
        `target 16 ms; slowest game ${worst[0]} p90 ${ms(worst[1])}; max ${ms(s.max)}`,
      );
    }

    // 2. Click → moved card drawn (the host answers at once, inside the page).
    {
      const board = await BoardPage.open(browser, server, { width: 1200, height: 800 });
      const cases = [];
      for (const variant of ['forty-thieves', 'streets', 'maria', 'lucas']) {
        for (const snapshot of await midGame(variant, 7, 10, 40, { showTimer: true, animations: true })) {
          // A column's top card that one click moves (a single sensible destination).
          for (let c = 0; c < snapshot.tableau.length; c++) {
            const pile = `t${c + 1}`;
            const col = snapshot.tableau[c];
            const grab = col.length ? grabAt(snapshot, pile, col.length - 1) : null;
            const move = grab ? autoMove(snapshot, grab) : null;
            if (move) {
              cases.push({ snapshot, pile, move });
              break;
            }
          }
        }
      }
      const times = [];
      for (const { snapshot, pile, move } of cases.slice(0, SAMPLES)) {
        // The answer: the position after the move, from the real controller in Node.
        const answer = await answerFor(snapshot, move);
        if (!answer) continue;
        await board.show(snapshot);
        await board.page.evaluate((a) => {
          window.__answer = a;
          window.__posted = {
            push: (m) => {
              if (m.type === 'move') window.postMessage({ type: 'state', snapshot: window.__answer }, '*');
            },
          };
          window.__t = new Promise((resolve) => {
            let down = 0;
            document.addEventListener('pointerdown', (e) => (down = e.timeStamp), { capture: true, once: true });
            window.addEventListener(
              'message',
              async () => {
                const el = document.querySelector('forty-thieves-board');
                await el.updateComplete;
                requestAnimationFrame(() => resolve(performance.now() - down));
              },
              { once: true },
            );
          });
        }, answer);
        const box = await board.page.locator(`[data-pile="${pile}"] > .card:last-child`).boundingBox();
        await board.page.mouse.click(box.x + box.width / 2, box.y + box.height - 12);
        times.push(await board.page.evaluate(() => window.__t));
        await board.page.evaluate(() => (window.__posted = []));
      }
      const s = stats(times);
      row('click → moved card drawn: median', ms(s.median), `${s.n} one-click moves, host answering at once; to the frame that draws it`);
      row('click → moved card drawn: p90', ms(s.p90), `max ${ms(s.max)}`);
      await board.close();
    }

    // 3. Heap after 500 moves (animations on, each move cut short by the next, as in fast play).
    {
      const board = await BoardPage.open(browser, server, { width: 1200, height: 800 });
      const cdp = await board.page.context().newCDPSession(board.page);
      await cdp.send('Performance.enable');
      const heap = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((m) => m.name === 'JSHeapUsedSize').value;
      };
      const list = [];
      for (let deal = 1; list.length < 500; deal++) {
        for (const variant of VARIANT_IDS) list.push(...(await midGame(variant, deal, 0, 60, { showTimer: true, animations: true })));
      }
      await board.show(list[0]);
      const start = await heap();
      for (let i = 0; i < 500; i += 50) {
        await board.page.evaluate(
          async (chunk) => {
            for (const snapshot of chunk) {
              window.postMessage({ type: 'state', snapshot }, '*');
              await new Promise((r) => setTimeout(r, 0));
              await document.querySelector('forty-thieves-board').updateComplete;
            }
          },
          list.slice(i, i + 50),
        );
      }
      await board.page.keyboard.press('x');
      await board.settle();
      const end = await heap();
      row('JS heap after 500 moves', kb(end), `${kb(start)} after the first snapshot; CDP Performance.getMetrics after a GC`);
      await board.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The host's snapshot after `move` from the position of `snapshot` (its game played again from the deal). */
async function answerFor(snapshot, move) {
  const played = movesBefore.get(snapshot);
  if (!played) return null;
  const host = await HostGame.start(snapshot.variant, { deal: 7, settings: snapshot.settings });
  host.autoMoves = 'safe';
  for (const m of played) await host.play(m);
  return host.play(move);
}

// ---- Bundle sizes -------------------------------------------------------------------------------

function sizes() {
  for (const name of ['extension.js', 'extension.web.js', 'webview/webview.js', 'engine.js', 'solver-worker.js']) {
    const file = path.join(ROOT, 'dist', name);
    if (!fs.existsSync(file)) {
      row(`dist/${name}`, 'missing');
      continue;
    }
    const body = fs.readFileSync(file);
    row(`dist/${name}`, kb(body.length), `${kb(zlib.gzipSync(body).length)} gzipped`);
  }
  const vsix = fs.readdirSync(ROOT).filter((f) => /^forty-thieves-.*\.vsix$/.test(f));
  if (vsix.length) for (const f of vsix) row(f, kb(fs.statSync(path.join(ROOT, f)).size));
  else row('forty-thieves-*.vsix', 'none in the repository root', 'npx vsce package makes one');
}

// ---- VS Code ------------------------------------------------------------------------------------

async function vscodeBench() {
  if (process.env.BENCH_SKIP_VSCODE) {
    row('VS Code', 'skipped', 'BENCH_SKIP_VSCODE is set');
    return;
  }
  const lib = await import('../test/vscode/lib/server.mjs');
  const problem = lib.missingInstall();
  if (problem) {
    row('VS Code', 'skipped', problem);
    return;
  }
  const STATUS_ITEM = '.part.statusbar [id="forty-thieves.forty-thieves.fortyThieves.statistics"]';
  const dirs = lib.makeSandbox('ft-bench-ui-', { theme: 'light' });
  let server;
  let browser;
  try {
    server = await lib.startCodeServer(dirs);
    browser = await lib.launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const t0 = Date.now();
    await page.goto(lib.workbenchUrl(server, { folder: dirs.workspace, extensionDevelopmentPath: ROOT }));
    await page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 90000 });
    const workbench = Date.now() - t0;
    await page.locator(STATUS_ITEM).waitFor({ timeout: 90000 });
    const item = Date.now() - t0;
    row('VS Code: page load → workbench status bar', ms(workbench), 'code-server 4.100.3 = VS Code 1.100.3 web, headless Chromium');
    row(
      'VS Code: workbench status bar → extension status bar item',
      ms(item - workbench),
      "the onStartupFinished activation waits for the workbench to settle; VS Code's own activation time is the next row",
    );

    const board = () => page.frameLocator('iframe.webview.ready').frameLocator('iframe#active-frame');
    const { runFromPalette } = await import('../test/vscode/lib/palette.mjs');
    /** Runs a command from the palette; returns when it was chosen. */
    const palette = async (title) => {
      let enteredAt = 0;
      await runFromPalette(page, title, { onEnter: () => (enteredAt = Date.now()) });
      return enteredAt;
    };
    const drawn = async (extra = '') => {
      await board().locator(`[data-pile="t10"] > .card${extra}`).first().waitFor({ timeout: 60000 });
    };
    // The activation time VS Code itself measured, from "Developer: Show Running Extensions".
    await palette('Developer: Show Running Extensions');
    const activation = await page
      .locator('.runtime-extensions-editor .monaco-list-row', { hasText: 'forty-thieves' })
      .first()
      .locator('.activation-time')
      .innerText({ timeout: 15000 })
      .catch(() => null);
    const m = activation && /([\d.]+)\s*ms/.exec(activation);
    row(
      'VS Code: activation time',
      m ? ms(Number(m[1])) : 'not shown',
      m
        ? `"Developer: Show Running Extensions" (${activation.trim()}), activation event onStartupFinished`
        : 'the Running Extensions editor did not list it',
    );
    const first = await palette('Forty Thieves: New Game: Streets');
    await drawn();
    row(
      'VS Code: "New Game: Streets" → board drawn (panel opened)',
      ms(Date.now() - first),
      "Enter in the palette → the last column's cards in the webview",
    );
    // Once more with the board open: a new deal in the same panel.
    const before = await board().locator('[data-pile="t1"] > .card').first().getAttribute('data-card');
    const second = await palette('Forty Thieves: New Game: Streets');
    const deadline = Date.now() + 30000;
    let after = before;
    let dealt = false;
    while (Date.now() < deadline) {
      after = await board()
        .locator('[data-pile="t1"] > .card')
        .first()
        .getAttribute('data-card')
        .catch(() => before);
      const moves = await board()
        .locator('.moves')
        .innerText()
        .catch(() => '');
      if (after !== before || moves === '0') {
        dealt = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    row(
      'VS Code: "New Game: Streets" → board drawn (panel open)',
      dealt ? ms(Date.now() - second) : 'not measured',
      dealt ? 'a new deal in the open panel; polled every 10 ms' : 'the deal did not change',
    );
  } catch (err) {
    row('VS Code', 'failed', String(err?.message ?? err).split('\n')[0]);
  } finally {
    await browser?.close().catch(() => {});
    await server?.stop();
    fs.rmSync(dirs.root, { recursive: true, force: true });
  }
}

// ---- Run ----------------------------------------------------------------------------------------

console.log('npm run bench:ui — the board in Chromium (dist/webview/webview.js, strict CSP)');
const t = Date.now();
await boardBench();
sizes();
await vscodeBench();
const width = Math.max(...rows.map((r) => r[0].length));
const valueWidth = Math.max(...rows.map((r) => String(r[1]).length));
console.log(`\n${'measure'.padEnd(width)} | ${'value'.padEnd(valueWidth)} | note`);
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(valueWidth)}-|-${'-'.repeat(30)}`);
for (const [what, value, note] of rows) console.log(`${what.padEnd(width)} | ${String(value).padEnd(valueWidth)} | ${note}`);
console.log(
  `\n(${((Date.now() - t) / 1000).toFixed(0)} s; ${new Date().toISOString()}, ${process.platform} ${process.arch}, node ${process.version})`,
);
