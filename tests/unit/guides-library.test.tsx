// @vitest-environment happy-dom
import fs from 'node:fs';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import matter from 'gray-matter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveLibrary } from '@/components/guides/guides-library';
import type { GuideSummary, LibraryCopy } from '@/components/guides/types';
import type { GuidePanel } from '@/lib/guides/panels';
import { LocaleProvider } from '@/components/ui/locale-context';
import { fillSlots, plural } from '@/lib/i18n/format';
import { guidesBlocksSchema } from '@/lib/content/schemas';
import { buildSearchIndex } from '@/lib/search/build-index';
import { guideFacets } from '../support/guide-facets';

/**
 * The Knowledge Library's state logic, rendered with Testing Library: one state (query, tab,
 * filters in the URL; the expanded guide beside it), with the site's real copy.
 */

// The router's view of the address, as Next gives it: here the test browser's own.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

type UrlUpdate = { queryString: string; history: 'push' | 'replace' };
/** Each history step the library writes, with the query it leaves in the address. */
function watchUrl(): UrlUpdate[] {
  const updates: UrlUpdate[] = [];
  for (const [method, history] of [
    ['pushState', 'push'],
    ['replaceState', 'replace'],
  ] as const) {
    const original = window.history[method].bind(window.history);
    vi.spyOn(window.history, method).mockImplementation((data, unused, url) => {
      original(data, unused, url);
      updates.push({ queryString: window.location.search, history });
    });
  }
  return updates;
}
const blocks = guidesBlocksSchema.parse(
  matter(fs.readFileSync('content/pages/guides.mdx', 'utf8')).data.blocks,
);
const copy = {
  search: blocks.search,
  tabs: blocks.tabs,
  filters: blocks.filters,
  featured: blocks.featured,
  list: blocks.list,
  empty: blocks.empty,
  insights: blocks.insights,
};

const cover = { src: '/images/x.svg', width: 10, height: 10 };
const guides: GuideSummary[] = guideFacets.map((g) => ({
  ...g,
  readingTime: `${g.readingMinutes} min read`,
  featured: g.slug === 'roaming',
  cover,
}));
const index = buildSearchIndex(
  guides.map((g) => ({ ...g, raw: g.slug === 'fiveg' ? 'Millimetre waves.' : 'Plain text.' })),
  'en',
);
// The panels file: each guide's panel links to the next guide.
const panels: Record<string, GuidePanel> = Object.fromEntries(
  guides.map((g, i) => {
    const { slug, title } = guides[(i + 1) % guides.length];
    const keyPoints = [`Panel of ${g.title}`];
    return [
      g.slug,
      { title: g.title, url: '', toc: [], keyPoints, images: [], related: [{ slug, title }] },
    ];
  }),
);
const OPTIONS = {
  indexUrl: '/guides/search-index.json',
  panelsUrl: '/guides/panels.json',
  relatedDelayMs: 100,
};
/** The library's files as the server has them: the index and the panels, counted by URL. */
const files = (search: unknown) => (url: string) => {
  requested.push(String(url));
  return new Response(JSON.stringify(String(url).endsWith('panels.json') ? panels : search));
};
let requested: string[] = [];

const DELAY = OPTIONS.relatedDelayMs;
const indexFetches = () => requested.filter((u) => u.endsWith('search-index.json')).length;

/** The library in one language, as its page renders it. */
const library = (locale: 'en' | 'ar', list: GuideSummary[], libraryCopy: LibraryCopy) => (
  <LocaleProvider locale={locale}>
    <LiveLibrary guides={list} copy={libraryCopy} options={OPTIONS} />
  </LocaleProvider>
);

function renderLibrary(searchParams = '') {
  window.history.replaceState(null, '', `/guides${searchParams}`);
  const updates = watchUrl();
  render(library('en', guides, copy));
  return { updates, last: () => updates.at(-1) };
}

const listTitles = () =>
  within(screen.getByRole('region', { name: copy.list.heading }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.match(/^(.*?)(Stay|What|Trade)/)?.[1]);
const guideButton = (title: string) =>
  within(
    within(screen.getByRole('region', { name: copy.list.heading }))
      .getAllByRole('heading', { level: 3 })
      .find((h) => h.textContent?.startsWith(title))!,
  ).getByRole('button');
const expanded = () =>
  within(screen.getByRole('region', { name: copy.list.heading }))
    .queryAllByRole('button', { expanded: true })
    .map((b) => b.textContent);

beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => files(index)(url)),
  );
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Knowledge Library state', () => {
  it('shows every guide and the featured ones for an empty URL', () => {
    renderLibrary();
    expect(listTitles()).toEqual([
      'Roaming Without Bill Shock',
      'Understanding 5G',
      'Business Lines',
    ]);
    expect(screen.getByRole('status').textContent).toBe('3 guides match');
    expect(screen.getByRole('region', { name: copy.featured.heading })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('restores tab and filters from the URL', () => {
    renderLibrary('?category=money&level=beginner');
    expect(screen.getByRole('tab', { name: 'Money' }).getAttribute('aria-selected')).toBe('true');
    expect(listTitles()).toEqual(['Roaming Without Bill Shock']);
    expect(screen.queryByRole('region', { name: copy.featured.heading })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Filter Guides/ }));
    expect((screen.getByRole('checkbox', { name: 'Beginner' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("rendered for its query, it shows the server's full-text matches until its own index is here", async () => {
    // An index URL of its own: the library keeps each file it has fetched for the page's life.
    const HELD_INDEX = '/guides/held-search-index.json';
    let deliver!: () => void;
    const held = new Promise<void>((resolve) => (deliver = resolve));
    const fetchIndex = vi.fn(async (url: string) => (await held, files(index)(url)));
    vi.stubGlobal('fetch', fetchIndex);
    window.history.replaceState(null, '', '/guides?q=millimetre');
    const updates = watchUrl();
    // "Millimetre" is only in the 5G guide's body: title and brief alone would match nothing.
    const query = { q: 'millimetre', category: 'all' as const, lengths: [], levels: [] };
    render(
      <LocaleProvider locale="en">
        <LiveLibrary
          guides={guides}
          copy={copy}
          options={{ ...OPTIONS, indexUrl: HELD_INDEX }}
          initial={{ query, slugs: ['fiveg'] }}
        />
      </LocaleProvider>,
    );
    expect(listTitles()).toEqual(['Understanding 5G']);
    expect(screen.getByRole('status').textContent).toBe('1 guide matches');
    // The index is on its way (the next keystroke needs it); the count does not wait for it.
    expect(fetchIndex).toHaveBeenCalledWith(HELD_INDEX);
    await act(async () => deliver());
    expect(requested).toEqual([HELD_INDEX]);
    expect(listTitles()).toEqual(['Understanding 5G']);
    expect(screen.getByRole('status').textContent).toBe('1 guide matches');
    expect(updates).toEqual([]);
  });

  it('a tab or a filter is a history step written to the URL', async () => {
    const { last } = renderLibrary();
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Technical' })));
    expect(listTitles()).toEqual(['Understanding 5G']);
    await vi.waitFor(() => expect(last()?.queryString).toBe('?category=technical'));
    expect(last()?.history).toBe('push');

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    fireEvent.click(screen.getByRole('button', { name: /Filter Guides/ }));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Long 11+ min' })));
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: 'Short 5-7 min' })));
    await vi.waitFor(() => expect(last()?.queryString).toBe('?length=short&length=long'));
    expect(listTitles()).toEqual(['Understanding 5G', 'Business Lines']);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: copy.filters.clearLabel })),
    );
    await vi.waitFor(() => expect(last()?.queryString).toBe(''));
    expect(listTitles()).toHaveLength(3);
  });

  it('a new search is a history step, refining it replaces that step; the index loads once', async () => {
    const { last } = renderLibrary();
    const box = screen.getByRole('searchbox', { name: copy.search.label });
    await act(async () => fireEvent.change(box, { target: { value: 'm' } }));
    expect(last()?.history).toBe('push');
    await act(async () => fireEvent.change(box, { target: { value: 'millimetre' } }));
    await vi.waitFor(() => expect(last()?.queryString).toBe('?q=millimetre'));
    expect(last()?.history).toBe('replace');
    expect(listTitles()).toEqual(['Understanding 5G']);
    expect(indexFetches()).toBe(1);
    expect(screen.getByRole('status').textContent).toBe(plural(1, copy.search.results, 'en'));
  });

  it('no match shows the empty state, whose action clears the URL', async () => {
    const { last } = renderLibrary('?q=zzzz&category=money');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: copy.empty.heading })).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: copy.empty.resetLabel })),
    );
    await vi.waitFor(() => expect(last()?.queryString).toBe(''));
    expect(listTitles()).toHaveLength(3);
  });

  it('at most one guide is expanded; a click on the open one collapses it', async () => {
    renderLibrary();
    fireEvent.click(guideButton('Understanding 5G'));
    // Its panel comes from the panels file, fetched (once per page load) when a guide opens.
    expect(await screen.findByText('Panel of Understanding 5G')).toBeTruthy();
    fireEvent.click(guideButton('Business Lines'));
    expect(expanded()).toHaveLength(1);
    expect(screen.queryByText('Panel of Understanding 5G')).toBeNull();
    fireEvent.click(guideButton('Business Lines'));
    expect(expanded()).toHaveLength(0);
  });

  it('a featured card opens its guide in the list and scrolls to it', () => {
    renderLibrary();
    const card = within(screen.getByRole('region', { name: copy.featured.heading })).getByRole(
      'button',
    );
    fireEvent.click(card);
    expect(card.getAttribute('aria-expanded')).toBe('true');
    expect(guideButton('Roaming Without Bill Shock').getAttribute('aria-expanded')).toBe('true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    fireEvent.click(card);
    expect(expanded()).toHaveLength(0);
  });

  it('a guide reached for (pointer over it, or focus) loads the panels before it is opened', async () => {
    renderLibrary();
    await act(async () => fireEvent.pointerEnter(guideButton('Business Lines')));
    // Already there when the guide opens: nothing to wait for.
    fireEvent.click(guideButton('Business Lines'));
    expect(screen.getByText('Panel of Business Lines')).toBeTruthy();
  });

  it('when the panels file cannot be fetched, an open guide offers its full article', async () => {
    // Its own address: the library keeps a file it has fetched for the page's lifetime.
    const down = '/guides/panels-down.json';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === down ? new Response('', { status: 503 }) : files(index)(url),
      ),
    );
    render(
      <LocaleProvider locale="en">
        <LiveLibrary guides={guides} copy={copy} options={{ ...OPTIONS, panelsUrl: down }} />
      </LocaleProvider>,
    );
    fireEvent.click(guideButton('Business Lines'));
    const link = await screen.findByRole('link', { name: copy.list.fullArticleLabel });
    expect(link.getAttribute('href')).toBe('/guides/business');
    expect(screen.queryByText('Panel of Business Lines')).toBeNull();
  });

  it('a related guide: the open one collapses at once, the target opens after the delay, focused', async () => {
    vi.useFakeTimers();
    renderLibrary();
    fireEvent.click(guideButton('Roaming Without Bill Shock'));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Understanding 5G' }));
    expect(expanded()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(expanded()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(guideButton('Understanding 5G').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(guideButton('Understanding 5G'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('a related guide hidden by the filters resets them, then opens', async () => {
    vi.useFakeTimers();
    const { updates } = renderLibrary('?category=money');
    fireEvent.click(guideButton('Roaming Without Bill Shock'));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Understanding 5G' }));
    act(() => vi.advanceTimersByTime(DELAY + 50));
    await vi.waitFor(() => expect(updates.at(-1)?.queryString).toBe(''));
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(guideButton('Understanding 5G').getAttribute('aria-expanded')).toBe('true');
  });
});

describe('Knowledge Library in Arabic', () => {
  const ar = guidesBlocksSchema.parse(
    matter(fs.readFileSync('content/ar/pages/guides.mdx', 'utf8')).data.blocks,
  );
  const arCopy = { ...copy, ...ar };
  const arGuides: GuideSummary[] = [
    { ...guides[0], title: 'التجوال دون مفاجآت في الفاتورة', brief: 'دليل المسافر.' },
    { ...guides[1], title: 'فهم شبكات الجيل الخامس', brief: 'ما يعنيه لك.' },
    { ...guides[2], title: 'خطوط الأعمال', brief: 'الرخص وفواتير الضريبة.' },
  ];
  const arIndex = buildSearchIndex(
    arGuides.map((g) => ({ ...g, raw: g.slug === 'fiveg' ? 'الموجات المليمترية.' : 'نص.' })),
    'ar',
  );
  /** The phrase of one plural category, so a count phrased by English rules cannot pass. */
  const form = (forms: Record<string, string>, category: string, count: number) =>
    fillSlots(forms[category], { count });

  it("fetches its page's language's index, folds the query, and phrases counts by Arabic plural rules", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => files(arIndex)(url)),
    );
    render(library('ar', arGuides, arCopy));
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe(form(ar.search.results, 'few', 3));

    const box = screen.getByRole('searchbox', { name: ar.search.label });
    // The title has آ and ة; the reader types neither, nor the tashkeel.
    await act(async () => fireEvent.change(box, { target: { value: 'مفاجات في الفاتوره' } }));
    await vi.waitFor(() => expect(status()).toBe(form(ar.search.results, 'one', 1)));
    expect(requested).toEqual(['/ar/guides/search-index.json']);
    // Full text, with the taa marbuta typed as haa.
    await act(async () => fireEvent.change(box, { target: { value: 'المليمتريه' } }));
    await vi.waitFor(() => expect(status()).toBe(form(ar.search.results, 'one', 1)));
    await act(async () => fireEvent.change(box, { target: { value: 'لا شيء هنا' } }));
    await vi.waitFor(() => expect(status()).toBe(form(ar.search.results, 'zero', 0)));
    expect(screen.getByRole('heading', { name: ar.empty.heading })).toBeTruthy();
    await act(async () => fireEvent.change(box, { target: { value: 'ال' } }));
    await vi.waitFor(() => expect(status()).toBe(form(ar.search.results, 'few', 3)));

    fireEvent.click(screen.getByRole('button', { name: ar.filters.openLabel }));
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: ar.filters.levels.Beginner })),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('checkbox', { name: ar.filters.levels.Advanced })),
    );
    await vi.waitFor(() => expect(status()).toBe(form(ar.search.results, 'two', 2)));
    expect(
      screen.getByRole('button', { name: new RegExp(ar.filters.openLabel) }).textContent,
    ).toContain(form(ar.filters.active, 'two', 2));
  });
});
