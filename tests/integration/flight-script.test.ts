/**
 * A prerendered page as the production server sends it (issue 30): its React Server Component
 * payload is not in the HTML but in a script of its own under /_next/static/flight/, named by its
 * bytes and kept for good, which the page's loader runs before Next's chunks. The HTML a phone
 * waits for before the first paint is the page once, not twice. Pages rendered per request keep
 * theirs inline (each request renders its own). The browser side (hydration, no console error) is
 * e2e/paint-first.spec.ts.
 */
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.stop());

const get = (p: string, encoding = 'br') =>
  fetch(`http://127.0.0.1:${server.port}${p}`, {
    headers: { accept: 'text/html', 'accept-encoding': encoding },
  });
const FLIGHT_SRC = /"(\/_next\/static\/flight\/[0-9a-f]{16}\.js)"/;

describe('the payload of a prerendered page', () => {
  for (const [page, text] of [
    ['/about', 'ClearSignal is a small, independent team'],
    ['/ar/about', 'فريق صغير ومستقل'],
  ] as const)
    it(`${page}: a script of its own, named in the loader, with the page's text`, async () => {
      const html = await (await get(page)).text();
      expect(html).toContain(text);
      expect(html).not.toContain('self.__next_f');
      const src = html.match(FLIGHT_SRC)?.[1];
      expect(src, 'the loader names the payload script').toBeTruthy();

      for (const encoding of ['br', 'identity']) {
        const res = await get(src!, encoding);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/javascript/);
        expect(res.headers.get('cache-control')).toContain('immutable');
        const self: { __next_f?: [number, string?][] } = {};
        vm.runInNewContext(await res.text(), { self });
        const queue = self.__next_f!;
        expect(queue[0]).toEqual([0]);
        const flight = queue
          .filter(([kind]) => kind === 1)
          .map(([, chunk]) => chunk)
          .join('');
        expect(flight).toContain(text);
      }
    });

  it('a page rendered per request keeps its payload inline', async () => {
    const html = await (await get('/plans/catalogue')).text();
    expect(html).toContain('self.__next_f.push');
    expect(html).not.toMatch(FLIGHT_SRC);
  });
});
