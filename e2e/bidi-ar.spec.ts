/**
 * Latin runs inside Arabic text read left to right as written (lib/i18n/bidi): "e&" in a guide's brief
 * and body, on the home page, and "https://" in the price report's error message. Checked on what
 * Chromium draws: each run sits in a <bdi>, and its characters' left edges increase along the run
 * (without the isolation, the "&" of "e&" is drawn left of its "e").
 */
import fs from 'node:fs';
import matter from 'gray-matter';
import { drawnInOrder } from './bidi';
import { expect, test } from './fixtures';

const catalogue = matter(fs.readFileSync('content/ar/pages/catalogue.mdx', 'utf8')).data.blocks
  .report as Record<'heading' | 'sourceLabel' | 'submitLabel', string>;
const invalidSource = (
  JSON.parse(fs.readFileSync('content/ar/forms/messages.json', 'utf8')) as {
    validation: Record<string, Record<string, string>>;
  }
).validation.priceReportSource.invalid;

// "e&" in an Arabic guide's brief and body, the catalogue and the home page: e2e/bidi.ts, in
// those pages' visits of e2e/routes-sweep.spec.ts.

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
