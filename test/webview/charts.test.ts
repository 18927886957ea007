// The statistics panel's pictures in Chromium: the strip of the last 50 results, the win rate
// over time and the winning times, in the theme's chart colours and legible in high contrast,
// each with a text equivalent; the daily record; the history with Play Again.

import assert from 'node:assert/strict';
import type { Snapshot } from '../../src/protocol';
import { BoardPage, useBoardPage } from './support/harness';
import { THEMES } from './support/themes';
import { playRecordOf, snapshotOf, statisticsRows } from './support/snapshots';

const STILL = { showTimer: true, animations: false };

describe('statistics pictures (Chromium)', function () {
  const env = useBoardPage();
  let board: BoardPage;
  const record = playRecordOf();
  let snapshot: Snapshot;
  before(async () => {
    snapshot = await snapshotOf('streets', { settings: STILL, extra: { statistics: statisticsRows(), playRecord: record } });
  });

  beforeEach(async () => {
    board = env.board;
    await board.show(snapshot);
  });

  const chart = (name: string) => board.page.locator(`ft-play-record figure[data-chart="${name}"]`);
  const label = async (name: string) => (await chart(name).locator('svg').getAttribute('aria-label')) ?? '';

  it('draws the last 50 results of all games as a strip, oldest first, a result told by height as well as colour', async () => {
    const bars = chart('strip').locator('rect.bar');
    assert.equal(await bars.count(), 50);
    const expected = record.history
      .slice(0, 50)
      .reverse()
      .map((e) => e.result);
    const drawn = await bars.evaluateAll((els) => els.map((e) => ({ result: e.classList[1], height: Number(e.getAttribute('height')) })));
    assert.deepEqual(
      drawn.map((d) => d.result),
      expected,
    );
    const heights = new Map(drawn.map((d) => [d.result, d.height]));
    assert.ok(heights.get('won')! > heights.get('solved')! && heights.get('solved')! > heights.get('lost')!, JSON.stringify([...heights]));
    const won = expected.filter((r) => r === 'won').length;
    const text = await label('strip');
    assert.match(
      text,
      new RegExp(
        `^Last 50 results, oldest first: ${won} won, ${expected.filter((r) => r === 'solved').length} solved, ${expected.filter((r) => r === 'lost').length} lost\\.`,
      ),
    );
    assert.equal(await chart('strip').locator('.text-equivalent').innerText(), text, 'the same words are in the page for screen readers');
  });

  it('fills the charts with the theme’s chart colours', async () => {
    const fill = (selector: string) =>
      board.page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).fill);
    const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    assert.equal(await fill('ft-play-record rect.bar.won'), rgb(THEMES.light['charts-green']));
    assert.equal(await fill('ft-play-record rect.bar.lost'), rgb(THEMES.light['charts-red']));
    assert.equal(await fill('ft-play-record rect.bar.solved'), rgb(THEMES.light['charts-blue']));
    const stroke = await board.page.locator('ft-play-record polyline.rate').evaluate((e) => getComputedStyle(e).stroke);
    assert.equal(stroke, rgb(THEMES.light['charts-blue']));
  });

  it('plots the win rate after each game, with a text equivalent', async () => {
    const games = [...record.history].reverse();
    const points = (await chart('win-rate').locator('polyline').getAttribute('points'))!.split(' ');
    assert.equal(points.length, games.length);
    const rates = points.map((p) => Number(p.split(',')[1]));
    // y grows downwards: the first game was won (100%), so the line starts at the top gridline
    assert.equal(rates[0], Math.min(...rates));
    const wins = games.filter((g) => g.result === 'won').length;
    assert.match(
      await label('win-rate'),
      new RegExp(`^Win rate over the last 100 games: 100% after the first, ${Math.round((wins / 100) * 100)}% now`),
    );
  });

  it('bins the winning times in round minutes, with counts and a text equivalent', async () => {
    const wins = record.history.filter((e) => e.result === 'won');
    const counts = await chart('win-times').locator('text.count').allTextContents();
    assert.equal(
      counts.map(Number).reduce((a, b) => a + b, 0),
      wins.length,
    );
    const ticks = await chart('win-times').locator('text.tick').allTextContents();
    assert.equal(ticks[0], '0–2 min');
    assert.match(
      await label('win-times'),
      new RegExp(`^Winning times of ${wins.length} wins: 0–2 min: 0; 2–4 min: \\d+;.*Fastest 2:00, median \\d+:\\d\\d\\.$`),
    );
  });

  it('shows the charts of one game when chosen', async () => {
    await board.page.selectOption('ft-play-record select[data-action="chart-game"]', 'maria');
    const maria = record.history.filter((e) => e.variant === 'maria');
    assert.equal(await chart('strip').locator('rect.bar').count(), maria.length);
    assert.match(await label('strip'), new RegExp(`^Last ${maria.length} results`));
    assert.match(await board.page.locator('ft-play-record #charts-title').innerText(), /Maria/);
    await board.page.selectOption('ft-play-record select[data-action="chart-game"]', 'lucas');
    assert.equal(await chart('strip').locator('svg').count(), 0);
    assert.equal(await chart('strip').locator('.empty').innerText(), 'No finished games yet.');
  });

  it('shows the daily record: days played and won, the streaks, each day’s time and moves', async () => {
    const daily = board.page.locator('ft-play-record [data-section="daily"]');
    assert.match(await daily.locator('.summary').innerText(), /Days played 5 · days won 4 · daily streak 2 \(best 2\)/);
    assert.equal(await daily.locator('tbody tr').count(), 5);
    assert.deepEqual(await daily.locator('tbody tr').first().locator('td').allInnerTexts(), [
      '2026-11-30 (today)',
      'Streets',
      '#33',
      'won',
      '3:20',
      '90',
    ]);
  });

  it('lists the last 100 games, newest first, and Play Again deals the same game and deal', async () => {
    const rows = board.page.locator('ft-play-record [data-section="history"] tbody tr');
    assert.equal(await rows.count(), 100);
    const newest = record.history[0];
    const cells = await rows.first().locator('td').allInnerTexts();
    const name = (e: { variant: string }) => (e.variant === 'maria' ? 'Maria' : 'Streets');
    assert.equal(cells[0].trim(), `${name(newest)} (daily)`);
    assert.equal(cells[1], `#${newest.dealNumber}`);
    assert.equal(cells[3], newest.result);
    await rows
      .nth(3)
      .getByRole('button', { name: `Play ${name(record.history[3])} deal ${record.history[3].dealNumber} again` })
      .click();
    assert.deepEqual(await board.actions(), [
      { type: 'playAgain', variant: record.history[3].variant, dealNumber: record.history[3].dealNumber },
    ]);
    await board.screenshot('statistics-record-light');
  });

  it('says so when nothing was played yet', async () => {
    await board.show({ ...snapshot, playRecord: { history: [], daily: [], dailySummaries: {}, today: '2026-11-30' } });
    assert.equal(await board.page.locator('ft-play-record svg[role="img"]').count(), 0);
    assert.deepEqual(await board.page.locator('ft-play-record figure .empty').allInnerTexts(), [
      'No finished games yet.',
      'No finished games yet.',
      'No won games yet.',
    ]);
    assert.match(await board.page.locator('ft-play-record [data-section="daily"]').innerText(), /No daily deal played yet/);
  });
});

describe('statistics pictures in dark and high contrast themes (Chromium)', function () {
  const env = useBoardPage();
  for (const theme of ['dark', 'hc'] as const) {
    it(`draws in the ${theme} theme's colours${theme === 'hc' ? ', every mark outlined in the contrast border' : ''}`, async () => {
      const board = await env.open({ theme });
      try {
        await board.show(
          await snapshotOf('streets', { settings: STILL, extra: { statistics: statisticsRows(), playRecord: playRecordOf() } }),
        );
        const style = await board.page
          .locator('ft-play-record rect.bar.won')
          .first()
          .evaluate((e) => ({
            fill: getComputedStyle(e).fill,
            stroke: getComputedStyle(e).stroke,
            width: getComputedStyle(e).strokeWidth,
          }));
        const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
        assert.equal(style.fill, rgb(THEMES[theme]['charts-green']));
        if (theme === 'hc') {
          assert.equal(style.stroke, rgb(THEMES.hc.contrastBorder));
          assert.equal(style.width, '1.5px');
        } else assert.equal(style.stroke, 'none');
        await board.page.locator('ft-play-record').scrollIntoViewIfNeeded();
        await board.screenshot(`statistics-record-${theme}`);
        assert.deepEqual(await board.cspViolations(), []);
      } finally {
        await board.close();
      }
    });
  }
});
