import { expect, test, waitForHydration } from './fixtures';

/**
 * A prerendered page paints before its scripts load (lib/server/static/paint-first.mjs): Next's
 * start-up chunks are fetched and run only after the browser reports the first contentful paint,
 * so the server-rendered page never waits for (or shares the link with) the code that makes it
 * interactive.
 * The first chunk to run is seen through Turbopack's global: the runtime chunk replaces it, and
 * every other chunk pushes itself (its <script> first) onto it.
 */
for (const path of ['/', '/ar', '/guides', '/plans', '/guides/number-portability', '/contact']) {
  test(`${path}: the page paints before any of its scripts runs, then hydrates`, async ({
    page,
  }) => {
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
  });
}

test('a page rendered per request keeps its scripts as Next wrote them, and hydrates', async ({
  page,
}) => {
  const response = await page.goto('/plans/compare?o=control-plan-80-flexible');
  const head = (await response!.text()).split('</head>')[0];
  expect(head).toMatch(/<script src="[^"]+" async="[^"]*"/);
  expect(head).not.toContain('data-paint-first');
  await waitForHydration(page);
});
