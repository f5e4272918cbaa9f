import fs from 'node:fs';
import { readMdx } from '../tests/content-on-disk';
import { OG_HEIGHT, OG_TITLE_LINE_HEIGHT, OG_WIDTH, ogTitleFontSize } from '../lib/seo/og/layout';
import { expect, test } from './fixtures';
import { chromiumTitle, compareTitle } from './share-image-compare';
import { ALL_ROUTES, AR_ROUTES } from './routes';

// Share images in Arabic (issue 22): Satori cannot lay out right-to-left text, so lib/seo/og/rtl.tsx
// does; these tests check that every Arabic route has its own image, and that an Arabic title
// reads as Chromium itself reads it.

const meta = (html: string, attr: string, name: string) =>
  html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
const unescape = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<');

test('every Arabic route shares its own Arabic image, and every share image is prerendered in both languages', async ({
  request,
}) => {
  test.slow();
  const prerendered = Object.keys(
    (
      JSON.parse(fs.readFileSync('.next/prerender-manifest.json', 'utf8')) as {
        routes: Record<string, unknown>;
      }
    ).routes,
  );
  for (const route of ALL_ROUTES) {
    // Built under /en and /ar (next.config.mjs rewrites English URLs to /en).
    const built = `/${route.locale}${route.logical === '/' ? '' : route.logical}/opengraph-image`;
    expect(prerendered, built).toContain(built);
  }
  for (const { path: page } of AR_ROUTES) {
    const html = await (await request.get(page)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const og = meta(head, 'property', 'og:image');
    expect(og, page).toBe(`http://localhost:3000${page}/opengraph-image`);
    expect(meta(head, 'name', 'twitter:image'), page).toBe(og);
    // The image's text alternative is the page's Arabic title, as the page's own <title> gives it.
    const alt = unescape(meta(head, 'property', 'og:image:alt') ?? '');
    expect(alt, page).toBe(unescape(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '-'));
    expect(alt, page).toMatch(/[\u0600-\u06FF]/);
    const res = await request.get(new URL(og!).pathname);
    expect(res.status(), page).toBe(200);
    expect(res.headers()['content-type'], page).toBe('image/png');
    const png = await res.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], page).toEqual([OG_WIDTH, OG_HEIGHT]);
  }
  // Another language or an unknown guide has no image (each is built; nothing is rendered on demand).
  expect((await request.get('/fr/opengraph-image')).status()).toBe(404);
  expect((await request.get('/ar/guides/no-such-guide/opengraph-image')).status()).toBe(404);
});

/**
 * Every guide in each language: titles of two or three lines, with Latin terms, digits, "%" and
 * punctuation. An English image is laid out word by word too (lib/seo/og/rtl.tsx), so it is held to
 * Chromium's rendering in the same way.
 */
const LANGUAGES = [
  {
    locale: 'ar',
    dir: 'rtl',
    dirName: 'right to left',
    folder: 'content/ar/guides',
    prefix: '/ar',
  },
  { locale: 'en', dir: 'ltr', dirName: 'left to right', folder: 'content/guides', prefix: '' },
] as const;

for (const { locale, dir, dirName, folder, prefix } of LANGUAGES) {
  const guides = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''));

  test(`${locale} guides’ share images read ${dirName}: each title matches Chromium’s rendering of it, word order and line breaks`, async ({
    page,
    request,
  }) => {
    expect(guides.length).toBeGreaterThan(0);
    for (const slug of guides) {
      const title = String(readMdx(`${folder}/${slug}.mdx`).data.title);
      const lineHeight = ogTitleFontSize(title) * OG_TITLE_LINE_HEIGHT;
      const res = await request.get(`${prefix}/guides/${slug}/opengraph-image`);
      expect(res.status(), slug).toBe(200);
      const image = await res.body();
      const reference = await chromiumTitle(page, title, dir);
      const match = await compareTitle(page, image, reference, lineHeight);
      console.log(`${locale} ${slug}: lines ${match.lines.join(' ')}`);
      expect(match.lines.length, slug).toBeGreaterThanOrEqual(locale === 'ar' ? 2 : 1);
      for (const r of match.lines)
        expect(r, `${slug}: ${JSON.stringify(match)}`).toBeGreaterThan(0.8);
      expect(match.inkBelow, `${slug}: a line more than Chromium's`).toBeLessThan(50);

      // The comparison tells word orders apart: the same words in reverse order, rendered by
      // Chromium too, do not match the image.
      if (slug !== guides[0]) continue;
      const reversed = title.split(' ').reverse().join(' ');
      const wrong = await compareTitle(
        page,
        image,
        await chromiumTitle(page, reversed, dir),
        lineHeight,
      );
      expect(Math.min(...wrong.lines), `${slug} reversed: ${JSON.stringify(wrong)}`).toBeLessThan(
        0.6,
      );
    }
  });
}
