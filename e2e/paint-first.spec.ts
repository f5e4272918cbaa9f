import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { expectPaintedFirst, watchFirstChunk } from './paint-first-probe';

/**
 * A page paints before its scripts load (lib/server/static/paint-first.mjs): Next's start-up
 * chunks are fetched and run only after the browser reports the first contentful paint, so the
 * server-rendered page never waits for (or shares the link with) the code that makes it
 * interactive. Prerendered pages are rewritten by the build; pages rendered per request (the
 * catalogue, a comparison link, the complaint letter) by the server as it sends them, the loader
 * with the request's nonce (lib/server/painted-answer.mjs); a comparison link or a view of the
 * guide library answered again from the server's copy (lib/server/render-cache.mjs) by its hash.
 */

/** Opens `path` and checks that it paints before any chunk is fetched or run; returns the answer. */
async function expectPaintFirst(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  await expectPaintedFirst(page, response!);
  return response!;
}

// The site's routes (/, /ar, /guides, /plans, a guide, /contact, the catalogue in both languages,
// /complain in both) are checked in their visit of e2e/routes-sweep.spec.ts; a comparison link,
// rendered per request, here.
test('/plans/compare?o=control-plan-80-flexible: the page paints before any of its scripts runs, then hydrates', async ({
  page,
  consoleErrors,
}) => {
  await watchFirstChunk(page);
  await expectPaintFirst(page, '/plans/compare?o=control-plan-80-flexible');
  expect(consoleErrors).toEqual([]); // a loader the policy refused would be one
});

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
    await watchFirstChunk(page);
    const policies = [];
    for (let visit = 0; visit < 2; visit++)
      policies.push((await expectPaintFirst(page, link)).headers()['content-security-policy']);
    expect(policies[0]).toContain("'nonce-");
    if (kept) expect(policies[1]).not.toContain("'nonce-");
    else expect(policies[1]).toContain("'nonce-");
    expect(consoleErrors).toEqual([]);
  });
