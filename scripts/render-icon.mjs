// Renders media/icon.svg to the Marketplace's 256×256 media/icon.png with the installed Chromium,
// so the PNG never drifts from the drawing: `node scripts/render-icon.mjs` after editing the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZE = 256;
const svg = fs.readFileSync(path.join(ROOT, 'media', 'icon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  const html = `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block;width:${SIZE}px;height:${SIZE}px}</style>${svg}`;
  await page.setContent(html);
  await page.locator('svg').screenshot({ path: path.join(ROOT, 'media', 'icon.png'), omitBackground: true });
} finally {
  await browser.close();
}
