// The README's animated picture, docs/images/board-playing.gif: the board in Chromium (the board's
// test page, dark theme) playing the last moves of a winning line of a Forty Thieves deal to the
// win, one move a frame, with the host's real controller behind it (test/webview/support/fake-host.ts).
// Run: npm run build && node --import tsx test/webview/support/readme-animation.ts [--moves 60] [--deal N]
// [--still K] (also writes frame K as test-output/board-playing-K.png, to look at)
import fs from 'node:fs';
import path from 'node:path';
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { PNG } from 'pngjs';
import { solve } from '../../../src/engine/index';
import winnable from '../../../src/deals/winnable-deals.json';
import { FakeHost } from './fake-host';
import { BoardPage, OUTPUT, TestServer, launchChromium } from './harness';
import { readOptions } from '../../../scripts/args';

const values = readOptions({ moves: '60', deal: undefined, still: undefined });
const OUT = path.resolve(__dirname, '..', '..', '..', 'docs', 'images', 'board-playing.gif');
const WIDTH = 900;
const HEIGHT = 560;
const FRAME_MS = 320;

async function main(): Promise<void> {
  const deal = Number(values.deal ?? winnable.games['forty-thieves']?.find((d) => d.difficulty === 'easy')?.deal ?? 1);
  const server = new TestServer();
  await server.start();
  const browser = await launchChromium();
  try {
    const board = await BoardPage.open(browser, server, { theme: 'dark', width: WIDTH, height: HEIGHT });
    const host = await FakeHost.start('forty-thieves', { deal, autoMoves: 'off' });
    await board.show(host.snapshot());
    const line = solve(host.current, { maxStates: 2_000_000 });
    if (line.result !== 'won') throw new Error(`Forty Thieves deal ${deal} was not won by the solver within its budget`);
    const gif = GIFEncoder();
    let palette: ReturnType<typeof quantize> | undefined;
    let frames = 0;
    const frame = async (delay: number) => {
      await board.page.waitForTimeout(250); // the flight (140 ms) has landed
      const shot = await board.page.screenshot();
      if (frames++ === Number(values.still)) fs.writeFileSync(path.join(OUTPUT, `board-playing-${values.still}.png`), shot);
      const png = PNG.sync.read(shot);
      palette ??= quantize(png.data, 256);
      gif.writeFrame(applyPalette(png.data, palette), png.width, png.height, { palette, delay });
    };
    // The first moves are played unseen, then the last ones frame by frame, to the win.
    const shown = line.moves.length - Number(values.moves);
    for (const [i, move] of line.moves.entries()) {
      await host.wait(i < shown ? 3500 : 1500); // a player's pace, for the clock
      const answer = await host.handle({ type: 'move', move });
      if (i < shown - 1) continue;
      if (answer) await board.send(answer);
      await frame(i === shown - 1 ? 1500 : FRAME_MS);
    }
    await frame(3000);
    gif.finish();
    fs.writeFileSync(OUT, gif.bytes());
    console.log(
      `${path.relative(process.cwd(), OUT)}: Forty Thieves deal ${deal}, ${values.moves} moves, ${(fs.statSync(OUT).size / 1024).toFixed(0)} KB`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main();
