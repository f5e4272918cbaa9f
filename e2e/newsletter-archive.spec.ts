import { expect, test } from './fixtures';
import { NEWSLETTER_ISSUES } from './routes';

// The archive of past issues (issue 21): prerendered from content/newsletter/, newest first.
test('the newsletter archive lists every issue, and each issue reads on the web without tracking', async ({
  page,
}) => {
  expect(NEWSLETTER_ISSUES.length).toBeGreaterThan(0);
  await page.goto('/newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter archive' })).toBeVisible();
  const links = page.locator('main ol li h2 a');
  await expect(links).toHaveCount(NEWSLETTER_ISSUES.length);
  const newest = [...NEWSLETTER_ISSUES].sort().at(-1)!;
  await expect(links.first()).toHaveAttribute('href', `/newsletter/${newest}`);

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/newsletter/${newest}$`));
  await expect(
    page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Newsletter archive' }),
  ).toBeVisible();
  // Its links go where the issue says, with no tracking parameter, and it has no image.
  const hrefs = await page
    .locator('main article a')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).not.toMatch(/utm_|fbclid|gclid/);
  await expect(page.locator('main article img')).toHaveCount(0);
  await page.getByRole('link', { name: 'All issues' }).click();
  await expect(page).toHaveURL(/\/newsletter$/);
});
