// What one request, or one client, can make the production server do (issue 28): a shared
// comparison link held to the form's limits, static files under conditional requests, slow
// readers, and the protocol promises of the README.
import type { Page } from '@playwright/test';
import { expect, expectSecurityHeaders, test, waitForHydration, watchViolations } from './fixtures';
import { expectHeaderSet, raw } from './http-helpers';

test.describe('a shared comparison link (issue 28 #1)', () => {
  test('a link of 10,000,000 months answers quickly with the offer refused, and the server keeps answering', async ({
    request,
  }) => {
    for (const q of ['o=~A.2s.1.5yc1s', 'o=~A.2s.1.n5c', 'o=~A.2s.1.c..2s_7ps']) {
      const start = Date.now();
      const res = await request.get(`/plans/compare?${q}`, { timeout: 10_000 });
      expect(res.status(), q).toBe(200);
      expect(Date.now() - start, q).toBeLessThan(5_000);
      const html = await res.text();
      expect(html.length, q).toBeLessThan(400_000);
      expect(html, q).toContain('The link you followed holds an offer this form would not accept');
      expect(html, q).toContain('Enter a whole number of months from 0 to 60.');
    }
    const ar = await (await request.get('/ar/plans/compare?o=~A.2s.1.5yc1s')).text();
    expect(ar).toContain('يحتوي الرابط الذي فتحته على عرض لا يقبله هذا النموذج');
    expect((await request.get('/')).status()).toBe(200);
  });
});

test.describe('static files under conditional requests (issue 28 #2)', () => {
  /** A script and a stylesheet of the build, and files of public/. */
  async function staticPaths(page: Page): Promise<string[]> {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (/\/_next\/static\/.+\.(js|css|woff2)$/.test(r.url()))
        assets.push(new URL(r.url()).pathname);
    });
    await page.goto('/guides');
    // The start-up scripts are fetched after the first paint, which may come after 'load'.
    await waitForHydration(page);
    return [
      assets.find((a) => a.endsWith('.css'))!,
      assets.find((a) => a.endsWith('.js'))!,
      ...assets.filter((a) => a.endsWith('.woff2')).slice(0, 1),
      '/icon.svg',
      '/og-default.png',
    ];
  }

  test('a failed If-Match or If-Unmodified-Since gets 412 with every header and no body of the file type, GET and HEAD, brotli or not', async ({
    page,
  }) => {
    for (const path of await staticPaths(page))
      for (const encoding of ['identity', 'br'])
        for (const cond of [
          { 'if-match': '"nope"' },
          { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
        ] as Record<string, string>[])
          for (const method of ['GET', 'HEAD']) {
            const what = `${method} ${path} ${encoding} ${JSON.stringify(cond)}`;
            const res = await raw(method, path, { 'accept-encoding': encoding, ...cond });
            expect(res.status, what).toBe(412);
            expect(res.headers['content-type'], what).toBe('text/plain; charset=utf-8');
            expectHeaderSet(res.headers, what);
          }
  });

  test('preconditions that hold serve the file; a Range whose If-Range does not match gets the whole file', async ({
    page,
  }) => {
    for (const path of await staticPaths(page)) {
      const plain = { 'accept-encoding': 'identity' };
      const full = await raw('GET', path, plain);
      expect(full.status, path).toBe(200);
      const size = Number(full.headers['content-length']);
      const lastModified = full.headers['last-modified']!;
      for (const cond of [
        { 'if-match': '*' },
        { 'if-unmodified-since': lastModified },
        { 'if-unmodified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' },
      ] as Record<string, string>[])
        expect((await raw('GET', path, { ...plain, ...cond })).status, path).toBe(200);
      for (const range of ['bytes=0-9', 'bytes=999999999-']) {
        const ignored = await raw('GET', path, { ...plain, range, 'if-range': '"not-it"' });
        expect([ignored.status, Number(ignored.headers['content-length'])], path).toEqual([
          200,
          size,
        ]);
        const dated = await raw('GET', path, {
          ...plain,
          range,
          'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT',
        });
        expect(dated.status, path).toBe(200);
      }
      const kept = await raw('GET', path, {
        ...plain,
        range: 'bytes=0-9',
        'if-range': lastModified,
      });
      expect([kept.status, kept.headers['content-range']], path).toEqual([
        206,
        `bytes 0-9/${size}`,
      ]);
    }
  });
});

test('a shared comparison link answered from the render cache is the same page, runs without a CSP violation, and hydrates (issue 28 #3)', async ({
  page,
  request,
}) => {
  const link =
    '/plans/compare?o=elife-ultra-starter-24-months&o=control-plan-80-flexible&o=control-plan-135-flexible&o=~Shop%2520quote.fcs.0.o.09n8.7ps_o.7n0_3.u.u.2s&m=6';
  const first = await request.get(link);
  const copy = await request.get(link);
  expect(copy.status()).toBe(200);
  expectSecurityHeaders(copy.headers());
  expect(copy.headers()['content-security-policy']).not.toContain('nonce-');
  expect(await copy.text()).toBe(await first.text());
  const violations = await watchViolations(page);
  await page.goto(link);
  await expect(page.getByTestId('comparison-table')).toBeVisible();
  await page.waitForLoadState('load');
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(page.locator('header[data-scrolled="true"]')).toHaveCount(1);
  expect(await violations()).toEqual([]);
});
