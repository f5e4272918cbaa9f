import { formatDate } from '../lib/i18n/format';
import { readMdx, type Source } from '../tests/content-on-disk';
import { GUIDE_SLUGS } from './routes';
import { expect, jsonLd, test } from './fixtures';

test('there are ten guides, each with its own page', () => {
  expect(GUIDE_SLUGS).toHaveLength(10);
});

for (const slug of GUIDE_SLUGS) {
  test(`/guides/${slug}: title, reading time, breadcrumbs, key points, images, related, JSON-LD, and a TOC whose links land on their headings`, async ({
    page,
  }) => {
    await page.goto(`/guides/${slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    const title = (await h1.textContent())!.trim();
    await expect(page).toHaveTitle(`${title} | ClearSignal - UAE Telecom Guide`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('header').getByText(/^\d+ min read$/)).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home›', 'Guides›', title]);
    await expect(crumbs.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');

    await expect(page.getByRole('heading', { level: 2, name: 'Key Points' })).toBeVisible();

    // Every guide lists its sources (at least two), each a link with its publisher and date.
    const sources = readMdx(`content/guides/${slug}.mdx`).data.sources as Source[];
    expect(sources.length).toBeGreaterThanOrEqual(2);
    const list = page.locator('section[aria-labelledby="sources-heading"] li');
    await expect(page.getByRole('heading', { level: 2, name: 'Sources' })).toBeVisible();
    expect(
      await list.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(sources.map((s) => s.url));
    for (const [i, s] of sources.entries()) await expect(list.nth(i)).toContainText(s.publisher);
    // One date style on the page: the header's publication date and each source's date both come
    // from lib/i18n/format.ts ("March 12, 2024"; the header once printed "12 March 2024").
    const publishedAt = readMdx(`content/guides/${slug}.mdx`).data.publishedAt as string | Date;
    await expect(page.locator('header time').first()).toHaveText(formatDate(publishedAt, 'en'));
    for (const [i, s] of sources.entries())
      await expect(list.nth(i).locator('time')).toHaveText(
        formatDate(s.accessed as string | Date, 'en'),
      );
    await expect(page.locator('main img')).toHaveCount(2);
    const related = page.locator('section[aria-labelledby="related-heading"] li a');
    for (const href of await related.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/guides\/[a-z0-9-]+$/);

    const blocks = await jsonLd(page);
    const article = blocks.find((b) => b['@type'] === 'Article') as {
      headline: string;
      url: string;
    };
    expect(article.headline).toBe(title);
    expect(article.url).toBe(`http://localhost:3000/guides/${slug}`);
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(trail.itemListElement.map((i) => i.name)).toEqual(['Home', 'Guides', title]);

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(4);
    // Every TOC link points at a heading of the article with that id and text (read in one pass).
    const targets = await links.evaluateAll((as) =>
      as.map((a) => {
        const id = a.getAttribute('href')!.slice(1);
        const found = document.querySelectorAll(`article [id="${CSS.escape(id)}"]`);
        return {
          link: a.textContent!.trim(),
          count: found.length,
          tag: found[0]?.tagName,
          text: found[0]?.textContent!.trim(),
        };
      }),
    );
    for (const t of targets) {
      expect(t.count, t.link).toBe(1);
      expect(t.tag, t.link).toMatch(/^H[23]$/);
      expect(t.text).toBe(t.link);
    }
    // Clicking lands on the heading, below the sticky header, and the TOC highlights it.
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
      if (i === Math.floor(count / 2))
        await expect(link).toHaveAttribute('aria-current', 'location');
    }
  });
}

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
