import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Every font file the page asks for (the site's own, under /fonts/, and Next's media files). */
function fontRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' || new URL(r.url()).pathname.startsWith('/fonts/'))
      urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

test('an English page requests no Arabic font file, not even for the language switch’s Arabic name', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch shows "العربية" in the header: it is drawn with a system font, not ours.
  await expect(page.locator('a[hreflang="ar"], a[lang="ar"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((f) => f.startsWith('/fonts/'))).toEqual([]);
  expect(fonts.filter((f) => /arabic/i.test(f))).toEqual([]);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Arabic') && f.status !== 'unloaded'),
    ),
  ).toHaveLength(0);
});

test('an Arabic page loads IBM Plex Sans Arabic from /fonts/, displayed with font-display: swap', async ({
  page,
}) => {
  const fonts = fontRequests(page);
  await page.goto('/ar');
  await page.evaluate(() => document.fonts.ready);
  expect(
    fonts.filter((f) => /^\/fonts\/ibm-plex-sans-arabic-arabic-\d+-normal\.woff2$/.test(f)),
  ).not.toHaveLength(0);
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
});

for (const path of ['/ar', '/ar/about', '/ar/guides', '/ar/privacy']) {
  test(`${path}: no Arabic text is spaced apart or uppercased, and its lines have room`, async ({
    page,
  }) => {
    await page.goto(path);
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
  });
}
