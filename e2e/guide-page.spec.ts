import { GUIDE_SLUGS } from './routes';
import { expect, test } from './fixtures';

test('there are ten guides, each with its own page', () => {
  expect(GUIDE_SLUGS).toHaveLength(10);
});

// What each guide's page says (title, reading time, breadcrumbs, key points, sources with their
// dates, images, related guides, JSON-LD, a TOC naming the article's headings) is read from every
// guide's built HTML by `npm run test:html` (scripts/guide-page.ts). A browser checks what only it
// shows, on the longest guide: a TOC click lands on its heading, under the sticky header.
test('a TOC link lands on its heading, below the sticky header, and the TOC marks it', async ({
  page,
}) => {
  await page.goto('/guides/complaints-and-your-rights');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (const i of [Math.floor(count / 2), count - 1]) {
    const link = links.nth(i);
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const target = page.locator(`article [id="${href.slice(1)}"]`);
    await expect
      .poll(async () => {
        const box = (await target.boundingBox())!;
        const bar = (await page.getByRole('banner').boundingBox())!;
        // Just under the header; the last heading may sit lower when the page cannot scroll further.
        const limit = i === count - 1 ? 800 : bar.y + bar.height + 60;
        return box.y >= bar.y + bar.height - 1 && box.y <= limit;
      })
      .toBe(true);
    if (i === Math.floor(count / 2)) await expect(link).toHaveAttribute('aria-current', 'location');
  }
});

test('the table of contents stays in view and follows the scroll', async ({ page }) => {
  await page.goto('/guides/roaming-without-bill-shock');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const links = toc.getByRole('link');
  await expect(links.first()).toHaveAttribute('aria-current', 'location');
  const third = links.nth(3);
  const id = (await third.getAttribute('href'))!.slice(1);
  await page.locator(`[id="${id}"]`).evaluate((el) =>
    window.scrollTo({
      top: el.getBoundingClientRect().top + window.scrollY - 100,
      behavior: 'instant',
    }),
  );
  await expect(third).toHaveAttribute('aria-current', 'location');
  await expect(toc).toBeInViewport();
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
});

test('an unknown guide answers 404', async ({ page }) => {
  const res = await page.goto('/guides/no-such-guide');
  expect(res?.status()).toBe(404);
});
