import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Every address shared before the site kept its state one way (GET forms and links read through
 * `searchParams`, docs/architecture.md "URL state") still opens the same result: read as it is,
 * or redirected permanently (308) to the same result's address where the format changed.
 */

const status = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path, { headers: { accept: 'text/html' } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return html.match(/data-testid="results-status">([^<]*)</)?.[1];
};

const redirects = async (request: APIRequestContext, from: string, to: string) => {
  const res = await request.get(from, { maxRedirects: 0 });
  expect(res.status(), from).toBe(308);
  expect(res.headers().location, from).toBe(to);
};

test('the library’s older results address (/guides/search?…) leads to the library with its query', async ({
  request,
}) => {
  await redirects(
    request,
    '/guides/search?q=roaming&category=money',
    '/guides?q=roaming&category=money',
  );
  await redirects(request, '/ar/guides/search?q=x', '/ar/guides?q=x');
});

test('the catalogue filter form’s former target (/plans/catalogue/filter?…) leads to the catalogue with its query', async ({
  request,
}) => {
  await redirects(
    request,
    '/plans/catalogue/filter?operator=du&budget=100',
    '/plans/catalogue?operator=du&budget=100',
  );
  await redirects(request, '/ar/plans/catalogue/filter?type=tv', '/ar/plans/catalogue?type=tv');
});

test('a library address as the browser script once wrote it is read by the server as it was', async ({
  request,
}) => {
  // The script accepted any case and comma-separated lists; the server's parser is the same one.
  expect(await status(request, '/guides?length=long,short&level=advanced')).toBe(
    await status(request, '/guides?length=short&length=long&level=Advanced'),
  );
  expect(await status(request, '/guides?level=Advanced')).toBe('1 guide matches');
  expect(await status(request, '/guides?q=Millimetre&category=TECHNICAL')).toBe('1 guide matches');
  // The WebSite SearchAction's template, /guides?q={search_term_string}.
  expect(await status(request, '/guides?q=roaming')).not.toBe('10 guides match');
});
