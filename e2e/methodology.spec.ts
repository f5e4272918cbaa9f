import { isoDate, mdxFiles, readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';

const catalogue = mdxFiles('content/plans/catalogue').map(
  (f) =>
    readMdx(f).data as { name: string; source: { url: string; publisher: string; date: unknown } },
);

const corrections = mdxFiles('content/corrections')
  .map((f) => readMdx(f).data as { date: unknown; page: string; title: string })
  .map((c) => ({ ...c, date: isoDate(c.date) }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.page.localeCompare(b.page));

test.describe('methodology', () => {
  test('sets out independence, criteria, freshness and complaint handling; where each catalogue plan\'s price comes from; which of Ofcom\'s criteria it meets; its corrections log, newest first; "Report a mistake" opens the contact form with the subject preset', async ({
    page,
  }) => {
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

    // Where each catalogue plan's price comes from, computed from the catalogue.
    const rows = page.getByTestId('catalogue-sources').locator('tbody tr');
    await expect(rows).toHaveCount(catalogue.length);
    expect(catalogue.length).toBeGreaterThan(0);
    for (const plan of catalogue) {
      const row = rows.filter({
        has: page.getByRole('rowheader', { name: plan.name, exact: true }),
      });
      await expect(row).toHaveCount(1);
      await expect(row.locator(`a[href="${plan.source.url}"]`)).toHaveCount(1);
      await expect(row.locator('td').nth(1)).toHaveText(plan.source.publisher);
      if (isoDate(plan.source.date) === 'unknown')
        await expect(row.locator('td').nth(2)).toHaveText('Not stated by the source');
    }

    // Which of Ofcom's criteria the site meets and which not yet.
    const criteria = page.locator('article table').first();
    await expect(criteria.locator('thead th')).toHaveText([
      "Ofcom's criterion",
      'Where ClearSignal stands today',
    ]);
    for (const notYet of ['significant share of the market', 'up to date'])
      await expect(
        criteria.locator('tbody tr', { hasText: notYet }).locator('td').last(),
      ).toContainText('Not yet.');
    // The method itself (the corrections log below it quotes the old claim).
    await expect(page.locator('article')).not.toContainText(
      "come only from the operators' own websites",
    );

    // The corrections log from content/corrections, newest first.
    const log = page.locator('section[aria-labelledby="corrections-heading"] tbody tr');
    await expect(log).toHaveCount(corrections.length);
    expect(corrections.length).toBeGreaterThan(0);
    for (const [i, c] of corrections.entries()) {
      const row = log.nth(i);
      await expect(row.locator('time')).toHaveAttribute('datetime', c.date);
      await expect(row.getByRole('link').first()).toHaveAttribute('href', c.page);
    }

    // Last, as it leaves the page: "Report a mistake".
    await page.getByRole('link', { name: 'Report a mistake' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=correction$/);
    // The stored value is stable ('correction'); the visitor sees its label.
    await expect(page.getByLabel('Subject')).toHaveValue('correction');
    await expect(page.getByLabel('Subject').locator('option:checked')).toHaveText('Correction');
  });

  test('is in the footer navigation and the sitemap', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('footer a[href="/methodology"]')).toHaveCount(1);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/methodology</loc>');
  });
});
