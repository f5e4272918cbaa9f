import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The guides feed at `path`: served as Atom, ten entries, and parsed as XML by the browser without
 * error (an unescaped value would make it a parser error). Returns its text for further checks.
 */
export async function fetchGuidesFeed(request: APIRequestContext, page: Page, path: string) {
  const res = await request.get(path);
  expect(res.headers()['content-type']).toContain('application/atom+xml');
  const xml = await res.text();
  expect((xml.match(/<entry>/g) ?? []).length).toBe(10);
  const parsedOk = await page.evaluate(
    (s) => !new DOMParser().parseFromString(s, 'application/xml').querySelector('parsererror'),
    xml,
  );
  expect(parsedOk).toBe(true);
  return xml;
}

/** The page at `path` links the feed at `feedUrl` from its head. */
export async function expectFeedLinked(page: Page, path: string, feedUrl: string) {
  await page.goto(path);
  await expect(
    page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
  ).toHaveAttribute('href', feedUrl);
}
