import { isoDate, readMdx } from '../tests/content-on-disk';
import { expectFeedLinked, fetchGuidesFeed } from './atom-feed';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

test('sitemap.xml lists every public route and every guide in both languages, with hreflang alternates and dates', async ({
  request,
}) => {
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
  ]) {
    const arabic = path === '/' ? '/ar' : `/ar${path}`;
    expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000${arabic}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000${arabic}" />`,
    );
  }
  // A legal page's lastmod (in each language) is the date its frontmatter says its text last changed.
  const privacyUpdated = isoDate(readMdx('content/legal/privacy.mdx').data.lastUpdated);
  for (const loc of ['/privacy', '/ar/privacy'])
    expect(xml).toMatch(
      new RegExp(
        `<loc>http://localhost:3000${loc}</loc>(\\s*<xhtml:link[^>]*/>)*\\s*<lastmod>${privacyUpdated}`,
      ),
    );
  const guideLocs = (prefix: string) =>
    (
      xml.match(new RegExp(`<loc>http://localhost:3000${prefix}/guides/[^<]+</loc>`, 'g')) ?? []
    ).filter((l) => !l.includes('feed'));
  expect(guideLocs('')).toHaveLength(10);
  expect(guideLocs('/ar')).toHaveLength(10);
});

test('robots.txt allows the site and points at the sitemap', async ({ request }) => {
  const txt = await (await request.get('/robots.txt')).text();
  expect(txt).toMatch(/User-Agent: \*/i);
  expect(txt).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  expect(txt).toContain('Disallow: /api/');
});

test('robots.txt disallows no address the sitemap lists (issue 28 #4: the newsletter archive)', async ({
  request,
}) => {
  const txt = await (await request.get('/robots.txt')).text();
  const disallowed = [...txt.matchAll(/^Disallow: (\S+)$/gim)].map((m) => m[1]);
  expect(disallowed).toContain('/newsletter/unsubscribe');
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map(
    (m) => m[1] || '/',
  );
  expect(locs.filter((l) => /^(\/ar)?\/newsletter\/./.test(l)).length).toBeGreaterThan(0);
  for (const loc of locs)
    expect(
      disallowed.filter((d) => loc.startsWith(d)),
      loc,
    ).toEqual([]);
});

test('the guides feed is valid Atom with every guide, linked from the head', async ({
  request,
  page,
}) => {
  const xml = await fetchGuidesFeed(request, page, '/guides/feed.xml');
  expect(xml.startsWith('<?xml')).toBe(true);
  await expectFeedLinked(page, '/', 'http://localhost:3000/guides/feed.xml');
});

test('every page and every guide shares a 1200×630 image generated from its title', async ({
  request,
}) => {
  // Read from the served HTML, as a social network's crawler reads it (it runs no script): one
  // HTML request and one image per route, with no page to load and hydrate.
  test.slow();
  const meta = (html: string, attr: string, name: string) =>
    html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  for (const { path } of ROUTES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const og = meta(head, 'property', 'og:image');
    expect(og, path).toBe(`http://localhost:3000${path === '/' ? '' : path}/opengraph-image`);
    expect(meta(head, 'name', 'twitter:image'), path).toBe(og);
    const res = await request.get(new URL(og!).pathname);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
  }
});
