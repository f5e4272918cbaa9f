// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LiveLibrary } from '@/components/guides/guides-library';
import { LocaleProvider } from '@/components/ui/locale-context';
import { plural } from '@/lib/i18n/format';
import {
  OPTIONS,
  copy,
  files,
  guides,
  index,
  indexFetches,
  listTitles,
  renderLibrary,
  requested,
  stubLibraryFetch,
  watchUrl,
} from '../support/guides-library';

/**
 * The Knowledge Library's state: one state (query, tab, filters in the URL), each change a history
 * step, rendered with Testing Library and the site's real copy. Its guides opening and closing:
 * guides-library-panels.test.tsx.
 */

// The router's view of the address, as Next gives it: here the test browser's own.
vi.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

stubLibraryFetch();

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
});
