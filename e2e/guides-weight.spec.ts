import type { Request } from '@playwright/test';
import { readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';

/**
 * What /guides transfers, measured in Chromium: script bytes before any search, then what the
 * first search adds (the server's answer for the query: its RSC payload). Figures are printed for
 * the issue note; the test fails if guide text creeps into the page's JavaScript or a full-text
 * index is fetched at all (the server searches). (Sizes are the compressed bytes on the wire.)
 */
/** Each language's library: its search box's name and a word only one guide's body has. */
const LIBRARIES = [
  { path: '/guides', searchLabel: 'Search the guides', bodyWord: 'millimetre' },
  {
    path: '/ar/guides',
    searchLabel: String(readMdx('content/ar/pages/guides.mdx').data.blocks.search.label),
    bodyWord: 'المليمترية',
  },
];

for (const { path, searchLabel, bodyWord } of LIBRARIES)
  test(`${path}: JavaScript bytes before the first search, and what the search adds`, async ({
    page,
  }) => {
    /** `again`: the answer's size as asked for again (the browser's own copy was cancelled). */
    type Entry = { url: string; type: string; encoded: number; decoded: number; again?: true };
    const entries: Entry[] = [];
    const isAnswer = (req: Request) =>
      req.resourceType() === 'fetch' && req.headers()['rsc'] === '1';
    const counted = (req: Request) =>
      req.resourceType() === 'script' || isAnswer(req) || req.url().includes('search-index.json');
    page.on('requestfinished', async (req) => {
      if (!counted(req)) return;
      try {
        const sizes = await req.sizes();
        const body = (await (await req.response())?.body()) ?? Buffer.alloc(0);
        entries.push({
          url: req.url(),
          type: req.resourceType(),
          encoded: sizes.responseBodySize,
          decoded: body.length,
        });
      } catch {
        /* a response that went away (navigation): not counted */
      }
    });
    // Next's router may cancel its answer's stream once it has read what it renders: the browser
    // then reports the request as aborted (net::ERR_ABORTED) although the page shows the answer.
    // It is still the search's one answer; its size is read by asking for it again.
    page.on('requestfailed', async (req) => {
      if (!isAnswer(req)) return;
      try {
        const again = await page.request.get(req.url(), { headers: req.headers() });
        const body = await again.body();
        entries.push({
          url: req.url(),
          type: 'fetch',
          encoded: body.length,
          decoded: body.length,
          again: true,
        });
      } catch {
        /* the page closed meanwhile */
      }
    });

    await page.goto(path, { waitUntil: 'load' });
    // Each entry is added once its body is read (asynchronously): wait until no more come.
    await expect
      .poll(async () => {
        const n = entries.length;
        await page.waitForTimeout(500);
        return entries.length === n;
      })
      .toBe(true);
    const before = [...entries];
    const sum = (list: Entry[], key: 'encoded' | 'decoded') => list.reduce((n, e) => n + e[key], 0);
    const scriptsBefore = before.filter((e) => e.type === 'script');
    expect(before.some((e) => e.url.includes('search-index.json'))).toBe(false);

    await page.getByRole('searchbox', { name: searchLabel }).fill(bodyWord);
    await expect(page.getByTestId('results-status')).not.toHaveText(/10/);
    await expect
      .poll(() => entries.slice(before.length).filter((e) => e.type === 'fetch'))
      .toHaveLength(1);
    await page.waitForTimeout(500); // anything fetched twice would be here now
    const after = entries.slice(before.length);
    const answer = after.filter((e) => e.type === 'fetch');
    const scriptsAfter = after.filter((e) => e.type === 'script');
    expect(answer).toHaveLength(1);
    expect(entries.filter((e) => e.url.includes('search-index.json'))).toEqual([]);

    // The page's own JavaScript carries no guide body text.
    const texts = await Promise.all(
      scriptsBefore.map((e) => page.request.get(e.url).then((r) => r.text())),
    );
    for (const t of texts) expect(t.toLowerCase()).not.toContain(bodyWord);

    const line = (label: string, list: Entry[]) =>
      `${label.padEnd(34)} ${String(list.length).padStart(3)} responses, ${sum(list, 'encoded')} B on the wire, ${sum(list, 'decoded')} B decoded` +
      (list.some((e) => e.again) ? ' (the answer asked for again, uncompressed)' : '');
    console.log(
      [
        `${path} transfer (Chromium, server.mjs):`,
        line('  scripts before any search', scriptsBefore),
        line('  first search: scripts', scriptsAfter),
        line('  first search: its answer (RSC)', answer),
        line('  total after the first search', [...scriptsBefore, ...scriptsAfter, ...answer]),
      ].join('\n'),
    );
  });
