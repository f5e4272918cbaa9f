/**
 * The fonts a page loads and how its text is set, checked in the route sweep's visit of a page
 * (e2e/routes-sweep.spec.ts): English pages load Inter only, Arabic pages IBM Plex Sans Arabic
 * only, every face preloaded, named by its bytes and cached for a year; the metric-matched
 * fallback sets the hero as wide as the web font; Arabic text is never spaced apart or uppercased.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { hashedFontName } from '../lib/i18n/font-name.mjs';
import { expect } from './fixtures';

/** A font file's path under its hashed name (lib/i18n/font-name.mjs): `/fonts/<name>.<hash8>.woff2`. */
const hashed = (name: string) => new RegExp(`^/fonts/${name}\\.[0-9a-f]{8}\\.woff2$`);

/**
 * Records every font file the page asks for from now on (the site's own, under /fonts/, and Next's
 * media files); the returned function reads them once the page's fonts are ready and the network
 * is idle. Call it before the page's first visit in its context: a cached font is not asked for.
 */
export function recordFontRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || new URL(r.url()).pathname.startsWith('/fonts/'))
      urls.push(new URL(r.url()).pathname);
  });
  return async () => {
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    return [...urls];
  };
}

/** An English page requests no Arabic font file, not even for the language switch's Arabic name. */
export async function expectEnglishFonts(page: Page, fonts: string[]) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch shows "العربية" in the header: it is drawn with a system font, not ours.
  await expect(page.locator('a[hreflang="ar"], a[lang="ar"]').first()).toBeAttached();
  // Its own font, Inter, preloaded; nothing of the Arabic one.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(hashed('inter-latin-wght-normal'));
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', fonts[0]);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Arabic') && f.status !== 'unloaded'),
    ),
  ).toHaveLength(0);
}

/** An Arabic page loads IBM Plex Sans Arabic from /fonts/, displayed with font-display: swap. */
export async function expectArabicFonts(page: Page, fonts: string[]) {
  // One file a weight, holding the Arabic letters and the figures: the regular one at least.
  expect(fonts.some((f) => hashed('ibm-plex-sans-arabic-400-normal').test(f))).toBe(true);
  expect(fonts.every((f) => hashed('ibm-plex-sans-arabic-(400|700)-normal').test(f))).toBe(true);
  // No Inter: Latin words take the system's sans-serif.
  expect(fonts.filter((f) => /inter/i.test(f))).toEqual([]);
  // Every face the page sets text in is preloaded, so none is found late by the stylesheet (then
  // fetched ahead of everything and swapped in after the first paint), and nothing is preloaded
  // that the page does not use.
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect([...preloads].sort()).toEqual([...fonts].sort());
  // Two files, not four: the family's figures used to come in files of their own, whose
  // preloads held back the stylesheet and the largest paint.
  expect(preloads).toHaveLength(2);
  const faces = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === 'IBM Plex Sans Arabic')
      .map((f) => ({ weight: f.weight, display: f.display, status: f.status })),
  );
  expect(faces.length).toBeGreaterThanOrEqual(2);
  for (const face of faces) expect(face.display).toBe('swap');
  expect(faces.some((f) => f.status === 'loaded')).toBe(true);
  // The page's text is set in it.
  const family = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^["']?IBM Plex Sans Arabic/);
}

/**
 * The preloaded fonts are named by their bytes and cached for a year as immutable: a browser keeps
 * a font without asking again, and new bytes come under a new name, never a stale font.
 */
export async function expectImmutableFonts(page: Page, request: APIRequestContext) {
  const hrefs = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const res = await request.get(href);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const file = href.replace(/^\/fonts\/(.+)\.[0-9a-f]{8}(\.woff2)$/, '$1$2');
    expect(href).toBe(`/fonts/${hashedFontName(file, await res.body())}`);
  }
}

/**
 * Until the web font arrives (or if it never does), the metric-matched fallback of globals.css
 * sets the hero's text about as wide (the system font as it is: 6-13 % off on this machine), so
 * the swap rewraps next to nothing.
 */
export async function expectFallbackAsWide(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const widths = await page.locator('#hero-heading, #hero-heading + p').evaluateAll((els) =>
    Promise.all(
      els.map(async (el) => {
        const cs = getComputedStyle(el);
        const [web, fallback] = cs.fontFamily.split(',').map((f) => f.trim());
        const width = async (family: string) => {
          const font = `${cs.fontWeight} ${cs.fontSize} ${family}`;
          const faces = await document.fonts.load(font, el.textContent!);
          const span = document.createElement('span');
          span.style.font = font;
          span.style.whiteSpace = 'nowrap';
          span.textContent = el.textContent;
          document.body.append(span);
          const w = span.getBoundingClientRect().width;
          span.remove();
          return { family, faces: faces.length, w };
        };
        return [await width(web), await width(fallback)];
      }),
    ),
  );
  expect(widths).toHaveLength(2);
  for (const [web, fallback] of widths) {
    expect(fallback.family).toMatch(/^"?(Inter|IBM Plex Sans Arabic) Fallback"?$/);
    expect(fallback.faces).toBeGreaterThan(0);
    expect(Math.abs(fallback.w / web.w - 1)).toBeLessThan(0.03);
  }
}

/** No Arabic text is spaced apart or uppercased, and its lines have room. */
export async function expectArabicTextSet(page: Page) {
  const problems = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join('');
      if (!/[\u0600-\u06ff]/.test(own)) continue;
      const s = getComputedStyle(el);
      const name = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${own.trim().slice(0, 30)}`;
      // Letter spacing pulls the joined letters of a word apart; case does not exist in Arabic
      // but text-transform still changes the Latin inside it.
      if (s.letterSpacing !== 'normal' && parseFloat(s.letterSpacing) !== 0)
        out.push(`${name}: letter-spacing ${s.letterSpacing}`);
      if (s.textTransform !== 'none') out.push(`${name}: text-transform ${s.textTransform}`);
      // Arabic letters reach further above and below the line than Latin: at least 1.25 lines.
      const lh = parseFloat(s.lineHeight);
      const size = parseFloat(s.fontSize);
      if (s.lineHeight !== 'normal' && lh < size * 1.25)
        out.push(`${name}: line-height ${s.lineHeight} for ${s.fontSize}`);
    }
    return out;
  });
  expect(problems).toEqual([]);
}
