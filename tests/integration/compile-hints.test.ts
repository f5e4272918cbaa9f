/**
 * The production build's scripts as the server sends them (issue 30): every script a page starts
 * with, prerendered or rendered per request, English or Arabic, arrives with V8's compile hint as
 * its first line, in the brotli copy as in the plain file, so that Chromium compiles it while it
 * streams in rather than function by function in the long task after the first paint. Chunks the
 * pages import on demand (the cookie banner, the tab widgets) stay without it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, startupChunks } from '@/lib/server/static/compile-hints.mjs';
import { startServer, type RunningServer } from '../support/server';

const next = path.join(process.cwd(), '.next');
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server?.stop());

const get = (p: string, encoding: string) =>
  fetch(`http://127.0.0.1:${server.port}${p}`, {
    headers: { accept: 'text/html', 'accept-encoding': encoding },
  });

describe('compile hints in the build', () => {
  // Prerendered in both languages, a page rendered per request, and the contact form.
  for (const page of ['/', '/ar/about', '/plans/catalogue', '/ar/contact'])
    it(`${page}: every script it starts with begins with the hint`, async () => {
      // Less the polyfills, which only browsers without modules load (`noModule`).
      const html = (await (await get(page, 'br')).text()).replace(
        /<script[^>]*noModule[^>]*>/gi,
        '',
      );
      const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))];
      expect(scripts.length).toBeGreaterThan(3);
      for (const src of scripts)
        for (const encoding of ['br', 'identity']) {
          const res = await get(src, encoding);
          expect(res.status, src).toBe(200);
          if (encoding === 'br') expect(res.headers.get('content-encoding'), src).toBe('br');
          expect((await res.text()).startsWith(COMPILE_HINT), `${src} (${encoding})`).toBe(true);
        }
    });

  it('chunks imported on demand stay lazy', () => {
    const startup = startupChunks(next);
    const chunks = path.join(next, 'static', 'chunks');
    const onDemand = fs
      .readdirSync(chunks)
      .filter((f) => f.endsWith('.js') && !startup.has(f))
      .map((f) => fs.readFileSync(path.join(chunks, f), 'utf8'));
    // The cookie banner's chunk (the one that sets the page's scroll-padding-bottom) is one.
    expect(onDemand.filter((code) => code.includes('scroll-padding-bottom'))).toHaveLength(1);
    for (const code of onDemand) expect(code.startsWith(COMPILE_HINT)).toBe(false);
  });
});
