import { isoDate, readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

test('sitemap.xml lists every public route and every guide with dates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  for (const path of [
    '/',
    '/plans',
    '/guides',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/cookie-policy',
    '/guides/number-portability',
  ])
    expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
  // A legal page's lastmod is the date its frontmatter says its text last changed.
  const privacyUpdated = isoDate(readMdx('content/legal/privacy.mdx').data.lastUpdated);
  expect(xml).toMatch(
    new RegExp(`<loc>http://localhost:3000/privacy</loc>\\s*<lastmod>${privacyUpdated}`),
  );
  expect(
    (xml.match(/<loc>http:\/\/localhost:3000\/guides\/[^<]+<\/loc>/g) ?? []).filter(
      (l) => !l.includes('feed'),
    ),
  ).toHaveLength(10);
});

test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
  const txt = await (await request.get('/robots.txt')).text();
  expect(txt).toMatch(/User-Agent: \*/i);
  expect(txt).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(txt).toContain('Disallow: /api/');
});

test('the guides feed is valid Atom with every guide, linked from the head', async ({
  request,
  page,
}) => {
  const res = await request.get('/guides/feed.xml');
  expect(res.headers()['content-type']).toContain('application/atom+xml');
  const xml = await res.text();
  expect(xml.startsWith('<?xml')).toBe(true);
  expect((xml.match(/<entry>/g) ?? []).length).toBe(10);
  // Parse it as XML in the browser: an unescaped value would make it a parser error.
  const parsedOk = await page.evaluate(
    (s) => !new DOMParser().parseFromString(s, 'application/xml').querySelector('parsererror'),
    xml,
  );
  expect(parsedOk).toBe(true);
  await page.goto('/');
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', 'http://localhost:3000/guides/feed.xml');
});

test('every page and every guide shares a 1200×630 image generated from its title', async ({
  page,
  request,
}) => {
  // One page load and one image per route: 32 routes with the catalogue, more than 30 s here.
  test.slow();
  for (const { path } of ROUTES) {
    await page.goto(path);
    const og = await page.locator('head meta[property="og:image"]').first().getAttribute('content');
    const tw = await page
      .locator('head meta[name="twitter:image"]')
      .first()
      .getAttribute('content');
    expect(og, path).toBe(`http://localhost:3000${path === '/' ? '' : path}/opengraph-image`);
    expect(tw).toBe(og);
    const res = await request.get(new URL(og!).pathname);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
});
