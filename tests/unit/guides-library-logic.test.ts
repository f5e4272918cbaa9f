import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_QUERY } from '@/lib/search/query';
import {
  activeFilterCount,
  activeFiltersText,
  loadLibraryFile,
  resultsStatus,
  resultsView,
} from '@/lib/guides/library';
import { activeHeading } from '@/lib/mdx/toc';

/** The Knowledge Library's logic outside React (lib/guides/library.ts), with the site's copy forms. */
const searchCopy = {
  results: { one: '{count} guide matches', other: '{count} guides match' },
};
const filterCopy = { active: { one: '{count} filter active', other: '{count} filters active' } };

afterEach(() => vi.unstubAllGlobals());

describe('Knowledge Library logic', () => {
  it('counts the filters that are on', () => {
    const query = { ...EMPTY_QUERY, lengths: ['long' as const], levels: ['Advanced' as const] };
    expect(activeFilterCount(query)).toBe(2);
    expect(activeFilterCount(EMPTY_QUERY)).toBe(0);
  });

  it('the status line and the filter badge say how many, in the copy’s words', () => {
    expect(resultsStatus(searchCopy, 10, 'en')).toBe('10 guides match');
    expect(resultsStatus(searchCopy, 1, 'en')).toBe('1 guide matches');
    expect(resultsStatus(searchCopy, 0, 'en')).toBe('0 guides match');
    expect(activeFiltersText(filterCopy, 0, 'en')).toBe('');
    expect(activeFiltersText(filterCopy, 1, 'en')).toBe('1 filter active');
    expect(activeFiltersText(filterCopy, 4, 'en')).toBe('4 filters active');
  });

  it('a tab shows the list, the empty state, or the insights tab’s own empty state', () => {
    expect(resultsView('all', 3)).toBe('list');
    expect(resultsView('money', 0)).toBe('empty');
    expect(resultsView('insights', 0)).toBe('insights');
    expect(resultsView('insights', 1)).toBe('list');
  });

  it('the section in view is the last heading above the line, or the first before any', () => {
    const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));
    expect(activeHeading(at(300, 900, 1500), 120)).toBe('h0');
    expect(activeHeading(at(-400, 100, 700), 120)).toBe('h1');
    expect(activeHeading(at(-900, -300, 120), 120)).toBe('h2');
    expect(activeHeading([], 120)).toBeNull();
  });

  it('fetches the search index once; a failed fetch is tried again', async () => {
    const index = { v: 1, guides: { a: 'text' } };
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        ++calls === 1
          ? new Response('', { status: 503 })
          : new Response(JSON.stringify(index), { status: 200 }),
      ),
    );
    const url = '/test-index-once.json';
    await expect(loadLibraryFile(url)).rejects.toThrow('HTTP 503');
    const [a, b] = await Promise.all([loadLibraryFile(url), loadLibraryFile(url)]);
    expect(a).toEqual(index);
    expect(b).toBe(a);
    await loadLibraryFile(url);
    expect(calls).toBe(2);
  });
});
