// @vitest-environment happy-dom
import fs from 'node:fs';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import matter from 'gray-matter';
import { describe, expect, it, vi } from 'vitest';
import type { GuideSummary } from '@/components/guides/types';
import { fillSlots } from '@/lib/i18n/format';
import { guidesBlocksSchema } from '@/lib/content/schemas';
import { buildSearchIndex } from '@/lib/search/build-index';
import {
  DELAY,
  OPTIONS,
  copy,
  expanded,
  files,
  guideButton,
  guides,
  library,
  renderLibrary,
  requested,
  stubLibraryFetch,
} from '../support/guides-library';

/**
 * The Knowledge Library's guides: at most one open, its panel from the panels file, related guides
 * and featured cards opening theirs; and the library in Arabic. Its query and history:
 * guides-library.test.tsx.
 */

// The router a related guide hidden by the query is opened through (the whole library's link).
const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

stubLibraryFetch();

describe('Knowledge Library guides', () => {
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
      vi.fn(async (url: string) => (url === down ? new Response('', { status: 503 }) : files(url))),
    );
    render(library('en', guides, copy, '', { options: { ...OPTIONS, panelsUrl: down } }));
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

  it('a related guide hidden by the query opens in the whole library', async () => {
    vi.useFakeTimers();
    router.push.mockClear();
    const { rerender } = renderLibrary('?category=money');
    fireEvent.click(guideButton('Roaming Without Bill Shock'));
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: 'Understanding 5G' }));
    act(() => vi.advanceTimersByTime(DELAY + 50));
    expect(router.push).toHaveBeenCalledWith('/guides', { scroll: false });
    // The server's answer: the whole library, the guide open in it (the state is kept).
    rerender('');
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

  it('searches the full text with the query folded, and phrases counts by Arabic plural rules', async () => {
    const ar3 = (search: string) =>
      render(library('ar', arGuides, arCopy, search, { searchIndex: arIndex }));
    const status = () => screen.getAllByRole('status').at(-1)!.textContent;
    ar3('');
    expect(status()).toBe(form(ar.search.results, 'few', 3));
    // The title has آ and ة; the reader types neither, nor the tashkeel.
    ar3(`?q=${encodeURIComponent('مفاجات في الفاتوره')}`);
    expect(status()).toBe(form(ar.search.results, 'one', 1));
    // Full text, with the taa marbuta typed as haa.
    ar3(`?q=${encodeURIComponent('المليمتريه')}`);
    expect(status()).toBe(form(ar.search.results, 'one', 1));
    ar3(`?q=${encodeURIComponent('لا شيء هنا')}`);
    expect(status()).toBe(form(ar.search.results, 'zero', 0));
    expect(screen.getByRole('heading', { name: ar.empty.heading })).toBeTruthy();
    cleanup();
    ar3(`?q=${encodeURIComponent('ال')}&level=Beginner&level=Advanced`);
    expect(status()).toBe(form(ar.search.results, 'two', 2));
    expect(
      screen.getByRole('button', { name: new RegExp(ar.filters.openLabel) }).textContent,
    ).toContain(form(ar.filters.active, 'two', 2));
    // Nothing fetched: the full text stays on the server.
    expect(requested).toEqual([]);
  });
});
