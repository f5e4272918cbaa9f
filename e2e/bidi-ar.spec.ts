/**
 * Latin runs inside Arabic text read left to right as written (lib/i18n/bidi): "e&" in a guide's brief
 * and body, on the home page, and "https://" in the price report's error message. Checked on what
 * Chromium draws: each run sits in a <bdi>, and its characters' left edges increase along the run
 * (without the isolation, the "&" of "e&" is drawn left of its "e").
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const catalogue = matter(fs.readFileSync('content/ar/pages/catalogue.mdx', 'utf8')).data.blocks
  .report as Record<'heading' | 'sourceLabel' | 'submitLabel', string>;
const invalidSource = (
  JSON.parse(fs.readFileSync('content/ar/forms/messages.json', 'utf8')) as {
    validation: Record<string, Record<string, string>>;
  }
).validation.priceReportSource.invalid;

/** For each <bdi> under `root` holding exactly `run`: whether its characters are drawn left to right. */
const drawnInOrder = (root: Locator, run: string) =>
  root.evaluate((el, run) => {
    return [...el.querySelectorAll('bdi')]
      .filter((b) => b.textContent === run)
      .map((b) => {
        const text = b.firstChild as Text;
        const lefts = [...run].map((_, i) => {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return range.getBoundingClientRect().left;
        });
        return lefts.every((x, i) => i === 0 || x > lefts[i - 1]);
      });
  }, run);

/** Text under `root` that holds `run` outside any <bdi> (or code). */
const unisolated = (root: Locator, run: string) =>
  root.evaluate((el, run) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      if (n.textContent?.includes(run) && !n.parentElement?.closest('bdi, code, script, style'))
        out.push(n.textContent);
    return out;
  }, run);

test('"e&" reads e then & in an Arabic guide’s brief and body, the catalogue and the home page', async ({
  page,
}) => {
  await page.goto('/ar/guides/number-portability');
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  const article = page.locator('article');
  // The brief (from the frontmatter) and the body (MDX) each have it, isolated and drawn in order.
  expect(await drawnInOrder(header, 'e&')).toEqual([true]);
  const inBody = await drawnInOrder(article, 'e&');
  expect(inBody.length).toBeGreaterThan(0);
  expect(inBody.every(Boolean)).toBe(true);
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);

  // The catalogue lists the eLife plans' summaries.
  await page.goto('/ar/plans/catalogue');
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);
  expect((await drawnInOrder(page.locator('main'), 'e&')).length).toBeGreaterThan(0);

  await page.goto('/ar');
  expect(await unisolated(page.locator('main'), 'e&')).toEqual([]);
  const home = await drawnInOrder(page.locator('main'), 'e&');
  expect(home.length).toBeGreaterThan(0);
  expect(home.every(Boolean)).toBe(true);
});

test('the price report’s Arabic error shows "https://" as written', async ({ page }) => {
  await page.goto('/ar/plans/catalogue/control-plan-80-national');
  const form = page
    .getByRole('complementary')
    .filter({ has: page.getByRole('heading', { name: catalogue.heading }) });
  const source = form.getByRole('textbox', { name: catalogue.sourceLabel });
  await source.fill('ليس رابطًا');
  await form.getByRole('button', { name: catalogue.submitLabel }).click();
  await expect(source).toHaveAccessibleDescription(invalidSource);
  const error = form.locator('p', { hasText: invalidSource });
  expect(await drawnInOrder(error, 'https://')).toEqual([true]);
});
