import { isoDate, mdxFiles, readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';

const corrections = mdxFiles('content/corrections')
  .map((f) => readMdx(f).data as { date: unknown; page: string; title: string })
  .map((c) => ({ ...c, date: isoDate(c.date) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.page.localeCompare(b.page));

test.describe('methodology', () => {
  test('sets out independence, criteria, freshness and complaint handling', async ({ page }) => {
    await page.goto('/methodology');
    await expect(page.getByRole('heading', { level: 1, name: 'How We Work' })).toBeVisible();
    for (const name of [
      'Independence',
      'How guides are researched and reviewed',
      'How comparisons are ordered',
      'Where prices come from and how old they may be',
      'Complaints and corrections',
    ])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.locator('main')).toContainText('total');
  });

  test('"Report a mistake" opens the contact form with the subject preset', async ({ page }) => {
    await page.goto('/methodology');
    await page.getByRole('link', { name: 'Report a mistake' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=correction$/);
    await expect(page.getByLabel('Subject')).toHaveValue('Correction');
  });

  test('renders the corrections log from content/corrections, newest first', async ({ page }) => {
    await page.goto('/methodology');
    const rows = page.locator('section[aria-labelledby="corrections-heading"] tbody tr');
    await expect(rows).toHaveCount(corrections.length);
    expect(corrections.length).toBeGreaterThan(0);
    for (const [i, c] of corrections.entries()) {
      const row = rows.nth(i);
      await expect(row.locator('time')).toHaveAttribute('datetime', c.date);
      await expect(row.getByRole('link').first()).toHaveAttribute('href', c.page);
    }
  });

  test('is in the footer navigation and the sitemap', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('footer a[href="/methodology"]')).toHaveCount(1);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/methodology</loc>');
  });
});
