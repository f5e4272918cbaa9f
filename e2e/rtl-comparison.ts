/**
 * The Arabic comparison, right to left (rtl-direction.spec keeps the keys and the English chart),
 * and its amounts lined up in either language:
 * read in the route sweep's visit of a comparison with four offers (e2e/routes-sweep.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The chart's time axis and its table read right to left. */
export async function chartReadsRightToLeft(page: Page) {
  const chart = page.locator('svg[aria-labelledby="cmp-cumulative-title"]');
  // Month ticks: 0 at the right, the last month at the left.
  const ticks = await chart.locator('> g text[text-anchor="middle"][direction="ltr"]').all();
  const first = (await ticks[0].boundingBox())!;
  const last = (await ticks.at(-1)!.boundingBox())!;
  expect(await ticks[0].textContent()).toBe('0');
  expect(first.x).toBeGreaterThan(last.x);
  // The amount labels stand on the right of the plot; each line ends on the left, its label beside it.
  const chartBox = (await chart.boundingBox())!;
  const amount = (await chart.locator('> g > g text').first().boundingBox())!;
  expect(amount.x).toBeGreaterThan(chartBox.x + chartBox.width / 2);
  const line = chart.locator('[data-series="A"]');
  const points = (await line.locator('polyline').getAttribute('points'))!.split(' ');
  const xs = points.map((p) => Number(p.split(',')[0]));
  expect(xs[0]).toBeGreaterThan(xs.at(-1)!);
  const label = (await line.locator('text').boundingBox())!;
  expect(label.x).toBeLessThan(chartBox.x + chartBox.width / 4);
  // The table beside it: the month column first, on the right.
  const head = page.getByTestId('cumulative-table').locator('thead th');
  const month = (await head.first().boundingBox())!;
  const offer = (await head.nth(1).boundingBox())!;
  expect(month.x).toBeGreaterThan(offer.x);
}

/**
 * At a phone's width, the table scrolls with its first column kept on the right (the start side).
 * Scrolls the table to its far end.
 */
export async function tableKeepsItsFirstColumn(page: Page) {
  const region = page.locator('[role="region"]:has([data-testid="comparison-table"])');
  const first = page.getByTestId('comparison-table').locator('tbody th').first();
  const regionBox = (await region.boundingBox())!;
  const before = (await first.boundingBox())!;
  // The first column starts at the region's right edge (inside its 1 px border).
  expect(Math.abs(regionBox.x + regionBox.width - (before.x + before.width))).toBeLessThanOrEqual(
    2,
  );
  // The table is wider than the region; scrolled to its far (left) end, the column stays put.
  const scrolled = await region.evaluate((el) => {
    el.scrollLeft = -(el.scrollWidth - el.clientWidth);
    return { scrollLeft: el.scrollLeft, room: el.scrollWidth - el.clientWidth };
  });
  expect(scrolled.room).toBeGreaterThan(100);
  expect(scrolled.scrollLeft).toBeLessThan(-100);
  const lastOffer = page.getByTestId('comparison-table').locator('thead th').last();
  await expect
    .poll(async () => {
      const b = (await lastOffer.boundingBox())!;
      return b.x >= regionBox.x - 1;
    })
    .toBe(true);
  const after = (await first.boundingBox())!;
  expect(after.x).toBeCloseTo(before.x, 0);
}

/**
 * The month-by-month table's amounts line up by place value in each column, as a reader scans a
 * column of money: the right edge of each amount's figures (all carry two decimals, in tabular
 * figures) is the same in every row. English writes the unit first («AED 450.45»), Arabic after
 * («450.45 درهم»), so the figures end an English cell and begin an Arabic one.
 */
export async function amountsLineUp(page: Page) {
  const columns = await page.getByTestId('cumulative-table').evaluate((table) => {
    const edges: number[][] = [];
    for (const row of table.querySelectorAll('tbody tr'))
      row.querySelectorAll('td').forEach((cell, i) => {
        const text = cell.firstChild!;
        const s = text.textContent ?? '';
        const range = document.createRange();
        range.setStart(text, s.search(/\d/));
        range.setEnd(text, s.length - [...s].reverse().join('').search(/\d/));
        (edges[i] ??= []).push(range.getBoundingClientRect().right);
      });
    return edges;
  });
  expect(columns.length).toBeGreaterThan(1);
  for (const edges of columns) {
    expect(edges.length).toBeGreaterThan(10);
    expect(Math.max(...edges) - Math.min(...edges), `figures' right edges ${edges}`).toBeLessThan(
      1,
    );
  }
}
