import { readMdx } from '../tests/content-on-disk';
import { expect, test } from './fixtures';

/**
 * What /guides transfers, measured in Chromium: script bytes before any search, then what the
 * first search adds (the full-text index). Figures are printed for the issue note; the test fails
 * if guide text creeps into the page's JavaScript or the index is fetched before a search.
 * (Sizes are the compressed bytes on the wire: brotli for scripts, gzip for the index.)
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
  test(`${path}: JavaScript and search-index bytes before and after the first search`, async ({
    page,
  }) => {
    type Entry = { url: string; type: string; encoded: number; decoded: number };
    const entries: Entry[] = [];
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'script' && !res.url().includes('search-index.json')) return;
      try {
        const sizes = await res.request().sizes();
        const body = await res.body();
        entries.push({
          url: res.url(),
          type,
          encoded: sizes.responseBodySize,
          decoded: body.length,
        });
      } catch {
        /* a response that went away (navigation): not counted */
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

    await page.getByRole('searchbox', { name: searchLabel }).fill(bodyWord.slice(0, 4));
    await expect(page.locator('[data-search-ready="true"]')).toHaveCount(1);
    await expect
      .poll(() => entries.slice(before.length).filter((e) => e.url.includes('search-index.json')))
      .toHaveLength(1);
    await page.waitForTimeout(500); // anything fetched twice would be here now
    const after = entries.slice(before.length);
    const index = after.filter((e) => e.url.includes('search-index.json'));
    const scriptsAfter = after.filter((e) => e.type === 'script');
    expect(index).toHaveLength(1);

    // The page's own JavaScript carries no guide body text.
    const texts = await Promise.all(
      scriptsBefore.map((e) => page.request.get(e.url).then((r) => r.text())),
    );
    for (const t of texts) expect(t.toLowerCase()).not.toContain(bodyWord);

    const line = (label: string, list: Entry[]) =>
      `${label.padEnd(34)} ${String(list.length).padStart(3)} responses, ${sum(list, 'encoded')} B on the wire, ${sum(list, 'decoded')} B decoded`;
    console.log(
      [
        `${path} transfer (Chromium, server.mjs):`,
        line('  scripts before any search', scriptsBefore),
        line('  first search: scripts', scriptsAfter),
        line('  first search: search index', index),
        line('  total after the first search', [...scriptsBefore, ...scriptsAfter, ...index]),
      ].join('\n'),
    );
  });
