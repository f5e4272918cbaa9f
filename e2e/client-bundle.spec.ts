import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pageBlocks } from '../tests/content-on-disk';
import { uiConfig } from '../lib/config/ui';
import { waitForHydration } from './fixtures';

/**
 * The server-only site config (lib/config/site.ts) must stay out of the browser: no client
 * chunk of the production build may carry a mailbox, the SEO keyword list or a read
 * of the server's environment. Client components take lib/config/ui.ts instead.
 */
const staticDir = path.join(__dirname, '..', '.next', 'static');
/**
 * Prerendered pages' payload scripts (scripts/paint-first.mjs): the page's own content as React's
 * data, moved out of its HTML; not code. A page shows its mailboxes.
 */
const PAYLOAD_DIR = `${path.sep}flight`;
const isPayload = (url: string) => url.includes('/_next/static/flight/');

function clientJs(dir: string): { file: string; text: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js') && !e.parentPath.endsWith(PAYLOAD_DIR))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return { file: path.relative(staticDir, file), text: fs.readFileSync(file, 'utf8') };
    });
}

test('no client chunk carries the server-only site config', () => {
  const chunks = clientJs(staticDir);
  // The scan sees the client code: the client-safe config is in it.
  expect(chunks.length).toBeGreaterThan(5);
  expect(chunks.some((c) => c.text.includes(uiConfig.consentStorage.dateKey))).toBe(true);

  const forbidden = [
    // The server's environment names (lib/server/env.mjs), as SITE_URL below.
    'CONTACT_EMAIL_GENERAL',
    ...(pageBlocks('ui').site.keywords as string[]).filter((k) => k.includes(' ')),
    'SITE_URL',
  ];
  const found = chunks.flatMap((c) =>
    forbidden.filter((f) => c.text.includes(f)).map((f) => `${c.file}: ${f}`),
  );
  expect(found).toEqual([]);
});

/**
 * A page's own scripts carry no form messages (issue 22): the form's schema module brings them,
 * in the page's language only, when the visitor starts on a form. So an English page with a form
 * loads no Arabic words up front, and an Arabic one no English messages.
 */
test('the first scripts of a page with a form carry neither language’s form messages', async ({
  page,
}) => {
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(__dirname, '..', file), 'utf8')) as {
      status: Record<string, string>;
    };
  const phrases = [
    read('content/forms/messages.json').status.offline,
    read('content/ar/forms/messages.json').status.offline,
  ];
  // The complaint form too: its schema (with zod and the form messages) loads on the form's first focus.
  const complaint = '/complain?problem=early-termination-fee';
  for (const url of ['/', '/ar', '/contact', '/ar/contact', complaint, `/ar${complaint}`]) {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js') && !isPayload(r.url())) scripts.push(r.url());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The scripts load after the first paint: on a busy machine the network can rest for the
    // 500 ms of 'networkidle' before they start. Once the page has hydrated, they have all run.
    await waitForHydration(page);
    const loaded = await Promise.all(scripts.map(async (s) => (await page.request.get(s)).text()));
    expect(loaded.length, url).toBeGreaterThan(3);
    for (const phrase of phrases)
      expect(
        loaded.filter((text) => text.includes(phrase)),
        `${url}: ${phrase}`,
      ).toEqual([]);
    page.removeAllListeners('response');
  }
});
