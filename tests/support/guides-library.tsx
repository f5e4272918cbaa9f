/**
 * The Knowledge Library as its tests render it (tests/unit/guides-library*.test.tsx): three guides
 * with the site's real copy, rendered for a query as the server renders the page (the query's
 * matches found over a search index), the panels file served by a stubbed fetch, and queries of
 * what the library shows. Each test file mocks `next/navigation` itself (a mock is hoisted within
 * its own file) and calls `stubLibraryFetch()` once.
 */
import fs from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import matter from 'gray-matter';
import { afterEach, beforeEach, vi } from 'vitest';
import { GuidesLibrary } from '@/components/guides/guides-library';
import type { GuideSummary, LibraryCopy } from '@/components/guides/types';
import type { GuidePanel } from '@/lib/guides/panels';
import { LocaleProvider } from '@/components/ui/locale-context';
import { guidesBlocksSchema } from '@/lib/content/schemas';
import { buildSearchIndex } from '@/lib/search/build-index';
import { filterGuides, parseGuideQuery, type SearchIndex } from '@/lib/search/query';
import { guideFacets } from './guide-facets';

const blocks = guidesBlocksSchema.parse(
  matter(fs.readFileSync('content/pages/guides.mdx', 'utf8')).data.blocks,
);
export const copy = {
  search: blocks.search,
  tabs: blocks.tabs,
  filters: blocks.filters,
  featured: blocks.featured,
  list: blocks.list,
  empty: blocks.empty,
  insights: blocks.insights,
};

const cover = { src: '/images/x.svg', width: 10, height: 10 };
export const guides: GuideSummary[] = guideFacets.map((g) => ({
  ...g,
  readingTime: `${g.readingMinutes} min read`,
  featured: g.slug === 'roaming',
  cover,
}));
export const index = buildSearchIndex(
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
export const OPTIONS = {
  panelsUrl: '/guides/panels.json',
  relatedDelayMs: 100,
};
/** The panels file as the server has it, each fetch counted by URL. */
export const files = (url: string) => {
  requested.push(String(url));
  return new Response(JSON.stringify(panels));
};
/** The URLs fetched since the test began. */
export const requested: string[] = [];

export const DELAY = OPTIONS.relatedDelayMs;

/** The library in one language for the address's query `search`, as its page renders it. */
export const library = (
  locale: 'en' | 'ar',
  list: GuideSummary[],
  libraryCopy: LibraryCopy,
  search = '',
  {
    searchIndex = index,
    options = OPTIONS,
  }: { searchIndex?: SearchIndex; options?: typeof OPTIONS } = {},
) => {
  const query = parseGuideQuery(search);
  return (
    <LocaleProvider locale={locale}>
      <GuidesLibrary
        guides={list}
        query={query}
        results={filterGuides(list, query, searchIndex)}
        copy={libraryCopy}
        options={options}
        locale={locale}
      />
    </LocaleProvider>
  );
};

/** The English library for `search` (`?q=…`); `rerender` draws it for another query, as a navigation does. */
export function renderLibrary(search = '') {
  const view = render(library('en', guides, copy, search));
  return { rerender: (next: string) => view.rerender(library('en', guides, copy, next)) };
}

export const listTitles = () =>
  within(screen.getByRole('region', { name: copy.list.heading }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.match(/^(.*?)(Stay|What|Trade)/)?.[1]);
export const guideButton = (title: string) =>
  within(
    within(screen.getByRole('region', { name: copy.list.heading }))
      .getAllByRole('heading', { level: 3 })
      .find((h) => h.textContent?.startsWith(title))!,
  ).getByRole('button');
export const expanded = () =>
  within(screen.getByRole('region', { name: copy.list.heading }))
    .queryAllByRole('button', { expanded: true })
    .map((b) => b.textContent);

/** Each test: fetch answers from the files above; afterwards, a clean page and address. */
export function stubLibraryFetch() {
  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => files(url)),
    );
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
