// @vitest-environment happy-dom
import fs from 'node:fs';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import matter from 'gray-matter';
import { describe, expect, it, vi } from 'vitest';
import { LiveLibrary } from '@/components/guides/guides-library';
import type { GuideSummary } from '@/components/guides/types';
import { LocaleProvider } from '@/components/ui/locale-context';
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
  index,
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

// The router's view of the address, as Next gives it: here the test browser's own.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

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
