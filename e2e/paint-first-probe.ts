import type { Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A page paints before its scripts load (lib/server/static/paint-first.mjs): Next's start-up
 * chunks are fetched and run only after the browser reports the first contentful paint. The first
 * chunk to run is seen through Turbopack's global: the runtime chunk replaces it, and every other
 * chunk pushes itself (its <script> first) onto it. Installed before the page's first byte, on
 * every page or only on `paths` (path and query, as the address bar has them).
 */
export async function watchFirstChunk(page: Page, paths: readonly string[] | null = null) {
  await page.addInitScript((paths) => {
    if (paths && !paths.includes(location.pathname + location.search)) return;
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
  }, paths);
}

/**
 * The answer's head names no script to fetch early and holds the paint-first loader, and the page
 * (watched by watchFirstChunk, hydrated by now) painted before any chunk was fetched (from the
 * network or the cache) or ran.
 */
export async function expectPaintedFirst(page: Page, response: Response) {
  const html = (await response.text()).split('</head>')[0];
  expect(html).not.toMatch(/<script src="[^"]+" async="">/);
  expect(html).not.toMatch(/<link rel="preload" as="script"/);
  expect(html).toContain('first-contentful-paint');
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
}
