// The board's pictures in docs/images/ (the README shows them) are what the board draws: a
// screenshot is compared with its committed picture, pixel by pixel with a tolerance for
// anti-aliasing. With UPDATE_SCREENSHOTS=1 the screenshot is written there instead: that is how
// the README's pictures are made and refreshed (then look at them, and commit them).

import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BoardPage, OUTPUT, ROOT } from './harness';

/** A pixel differs when one of its channels differs by more than this (of 255). */
const CHANNEL_TOLERANCE = 32;
/** The share of the pixels that may differ: a few glyphs' edges, never a card or a label. */
const PIXEL_TOLERANCE = 0.001;

export const updating = (): boolean => process.env.UPDATE_SCREENSHOTS === '1';

interface Difference {
  sizes: string;
  differing: number;
  pixels: number;
  /** The pixels that differ in red on the expected picture, as a PNG data URL. */
  diff: string;
}

/** Compares two PNG files in a blank page of the board's browser (decoded by Chromium itself). */
async function compare(board: BoardPage, actual: Buffer, expected: Buffer): Promise<Difference> {
  const page = await board.page.context().newPage();
  try {
    // No named functions inside: the test runner's transform would name them with a helper the page lacks.
    return await page.evaluate(
      async ([images, tolerance]) => {
        const [got, want] = await Promise.all(
          images.map(async (base64) => {
            const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
            const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d')!;
            context.drawImage(bitmap, 0, 0);
            return { canvas, context, data: context.getImageData(0, 0, bitmap.width, bitmap.height) };
          }),
        );
        const sizes = `${got.data.width}×${got.data.height} drawn, ${want.data.width}×${want.data.height} committed`;
        if (got.data.width !== want.data.width || got.data.height !== want.data.height)
          return { sizes, differing: -1, pixels: 0, diff: '' };
        let differing = 0;
        const marked = want.data;
        for (let i = 0; i < got.data.data.length; i += 4) {
          let most = 0;
          for (let c = 0; c < 3; c++) most = Math.max(most, Math.abs(got.data.data[i + c] - want.data.data[i + c]));
          if (most > tolerance) {
            differing++;
            marked.data.set([255, 0, 0, 255], i);
          }
        }
        want.context.putImageData(marked, 0, 0);
        const blob = await want.canvas.convertToBlob({ type: 'image/png' });
        const diff = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.addEventListener('load', () => resolve(reader.result as string));
          reader.readAsDataURL(blob);
        });
        return { sizes, differing, pixels: got.data.width * got.data.height, diff };
      },
      [[actual.toString('base64'), expected.toString('base64')], CHANNEL_TOLERANCE] as const,
    );
  } finally {
    await page.close();
  }
}

/**
 * Takes a screenshot of the board (test-output/<name>.png) and checks it against
 * docs/images/<name>.png, or with UPDATE_SCREENSHOTS=1 writes it there.
 */
export async function assertPicture(board: BoardPage, name: string): Promise<void> {
  const file = await board.screenshot(name);
  const committed = path.join(ROOT, 'docs', 'images', `${name}.png`);
  if (updating()) {
    copyFileSync(file, committed);
    return;
  }
  assert.ok(existsSync(committed), `there is no picture docs/images/${name}.png: make it with UPDATE_SCREENSHOTS=1`);
  const { sizes, differing, pixels, diff } = await compare(board, readFileSync(file), readFileSync(committed));
  assert.ok(differing >= 0, `docs/images/${name}.png: ${sizes}`);
  if (differing > PIXEL_TOLERANCE * pixels) {
    const diffFile = path.join(OUTPUT, `${name}-diff.png`);
    writeFileSync(diffFile, Buffer.from(diff.replace(/^data:image\/png;base64,/, ''), 'base64'));
    assert.fail(
      `The board no longer draws docs/images/${name}.png: ${differing} of ${pixels} pixels differ ` +
        `(see ${path.relative(ROOT, file)} and ${path.relative(ROOT, diffFile)}). ` +
        'If the change is meant, refresh the pictures with UPDATE_SCREENSHOTS=1 and commit them.',
    );
  }
}
