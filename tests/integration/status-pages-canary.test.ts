/**
 * Why server.mjs swaps Next's 404 and 500 HTML (lib/server/status-pages.mjs, the `status-pages`
 * patch): on a full page load Next 16 answers the 404s it raises itself under the dynamic root
 * layout, and a page that fails to render, with an HTML shell that holds no words, only scripts
 * to fill it in (vercel/next.js#62228), so a visitor without JavaScript reads a blank page. This
 * test asks Next directly, with the swap left out (PATCHES_OFF=status-pages): when a Next release
 * renders those pages on the server, it fails, and the swap can go (docs/architecture.md, "The
 * patches kept, and why"). With the swap, the same answers carry the pages' words: that side is
 * e2e/errors.spec.ts (the 500, both languages) and server-protocol-edges.test.ts (/_not-found).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errors from '@/content/errors/messages.json';
import { startServer, type RunningServer } from '../support/server';

const NOT_FOUND_TITLE = 'Page not found'; // content/pages/ui.mdx, notFound.title
const ANSWERS = [
  ['/_not-found', 404, NOT_FOUND_TITLE],
  ['/render-error-probe', 500, errors.title],
] as const;

let bare: RunningServer;
beforeAll(async () => {
  bare = await startServer({ PATCHES_OFF: 'status-pages', RENDER_ERROR_PROBE: '1' });
}, 120_000);
afterAll(() => bare?.stop());

const load = (server: RunningServer, path: string) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    headers: { accept: 'text/html', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
  }).then(async (res) => ({ status: res.status, html: await res.text() }));

describe('the 404/500 swap is still needed', () => {
  for (const [path, status, title] of ANSWERS)
    it(`Next alone answers ${path} ${status} without the page's words`, async () => {
      const next = await load(bare, path);
      expect(next.status).toBe(status);
      expect(
        next.html,
        `Next now renders "${title}" on the server for ${path}: the swap in lib/server/status-pages.mjs may go`,
      ).not.toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    });
});
