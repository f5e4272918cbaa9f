import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * A page paints before its scripts load (lib/server/static/paint-first.mjs): Next's start-up
 * chunks are fetched and run only after the browser reports the first contentful paint, so the
 * server-rendered page never waits for (or shares the link with) the code that makes it
 * interactive. Prerendered pages are rewritten by the build; pages rendered per request (the
 * catalogue, a comparison link, the complaint letter) by the server as it sends them, the loader
 * with the request's nonce (lib/server/painted-answer.mjs); a comparison link or a view of the
 * guide library answered again from the server's copy (lib/server/render-cache.mjs) by its hash.
 * The first chunk to run is seen through Turbopack's global: the runtime chunk replaces it, and
 * every other chunk pushes itself (its <script> first) onto it.
 */

/** Opens `path` and checks that it paints before any chunk is fetched or run; returns the answer. */
async function expectPaintFirst(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstChunkAt: number | null };
    w.firstChunkAt = null;
    const ran = () => (w.firstChunkAt ??= performance.now());
    let value: unknown;
    Object.defineProperty(globalThis, 'TURBOPACK', {
      configurable: true,
      get: () => value,
      set(next: unknown) {
        if (!Array.isArray(next)) ran();
        else {
          // The page's own inline script makes the list (its entry names no <script>).
          const push = next.push.bind(next);
          next.push = (...items: unknown[]) => {
            if (items.some((i) => Array.isArray(i) && i[0] instanceof HTMLScriptElement)) ran();
            return push(...items);
          };
        }
        value = next;
      },
    });
  });
  const response = await page.goto(path);
  const html = (await response!.text()).split('</head>')[0];
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  expect(html).toContain('first-contentful-paint');
  await waitForHydration(page);
  const { fcp, firstChunkAt, chunkFetches } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    firstChunkAt: (window as unknown as { firstChunkAt: number | null }).firstChunkAt,
    chunkFetches: performance
      .getEntriesByType('resource')
      .filter((e) => /\/_next\/static\/.+\.js$/.test(e.name))
      .map((e) => e.startTime),
  }));
  expect(fcp).toBeGreaterThan(0);
  expect(firstChunkAt).toBeGreaterThan(fcp!);
  expect(chunkFetches.length).toBeGreaterThan(0);
  expect(Math.min(...chunkFetches)).toBeGreaterThan(fcp!);
  return response!;
}

for (const path of [
  '/',
  '/ar',
  '/guides',
  '/plans',
  '/guides/number-portability',
  '/contact',
  '/plans/catalogue',
  '/ar/plans/catalogue',
  '/plans/compare?o=control-plan-80-flexible',
  '/complain',
  '/ar/complain',
]) {
  test(`${path}: the page paints before any of its scripts runs, then hydrates`, async ({
    page,
    consoleErrors,
  }) => {
    await expectPaintFirst(page, path);
    expect(consoleErrors).toEqual([]); // a loader the policy refused would be one
  });
}

// Links no other test opens: rendered (nonce) the first time, the server's copy the second. A
// search of the library is rendered each time (what a visitor types is not kept, server.mjs).
for (const [link, kept] of [
  ['/plans/compare?o=control-plan-80-flexible&o=elife-ultra-starter-24-months&m=11', true],
  ['/ar/guides?category=technical&level=beginner', true],
  ['/guides?q=roaming&category=money', false],
] as const)
  test(`${link}: ${kept ? "answered again from the server's copy" : 'rendered again'}, it paints first too`, async ({
    page,
    consoleErrors,
  }) => {
    const policies = [];
    for (let visit = 0; visit < 2; visit++)
      policies.push((await expectPaintFirst(page, link)).headers()['content-security-policy']);
    expect(policies[0]).toContain("'nonce-");
    if (kept) expect(policies[1]).not.toContain("'nonce-");
    else expect(policies[1]).toContain("'nonce-");
    expect(consoleErrors).toEqual([]);
  });
