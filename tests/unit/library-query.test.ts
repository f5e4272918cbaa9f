import { describe, expect, it } from 'vitest';
import {
  LIBRARY_PATHS,
  LIBRARY_QUERY_HEADER,
  LIBRARY_QUERY_KEYS,
  isLibraryQuery,
  libraryQueryRewrites,
} from '@/lib/server/library-query.mjs';
import { parseGuideQuery, serializeGuideQuery } from '@/lib/search/query';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';

describe('the library with a query, rendered per request', () => {
  it('is the library in either language with a query of its own, and nothing else', () => {
    expect(isLibraryQuery('/guides', 'q=roaming')).toBe(true);
    expect(isLibraryQuery('/ar/guides', 'category=money')).toBe(true);
    expect(isLibraryQuery('/guides', 'length=short&length=long')).toBe(true);
    expect(isLibraryQuery('/guides', 'level=Beginner')).toBe(true);
    // No query, an empty one, or someone else's parameters: the prerendered page.
    expect(isLibraryQuery('/guides', '')).toBe(false);
    expect(isLibraryQuery('/guides', 'q=')).toBe(false);
    expect(isLibraryQuery('/guides', 'q=%20%20')).toBe(false);
    expect(isLibraryQuery('/guides', 'utm_source=newsletter')).toBe(false);
    // Not the library.
    expect(isLibraryQuery('/guides/number-portability', 'q=roaming')).toBe(false);
    expect(isLibraryQuery('/plans', 'q=roaming')).toBe(false);
  });

  it('knows every name the library writes in its address', () => {
    const written = new URLSearchParams(
      serializeGuideQuery({
        q: 'roaming',
        category: 'money',
        lengths: ['short'],
        levels: ['Beginner'],
      }),
    );
    expect([...new Set(written.keys())].sort()).toEqual([...LIBRARY_QUERY_KEYS].sort());
    // Each name alone is a query the library reads.
    for (const key of LIBRARY_QUERY_KEYS) {
      const one = `${key}=${written.get(key)}`;
      expect(serializeGuideQuery(parseGuideQuery(one)), key).toBe(`?${one}`);
      expect(isLibraryQuery('/guides', one), key).toBe(true);
    }
  });

  it('rewrites the library of each language, only when the server says so', () => {
    expect(LIBRARY_PATHS).toEqual([localePath(LIBRARY_PATH, 'en'), localePath(LIBRARY_PATH, 'ar')]);
    for (const rule of libraryQueryRewrites())
      expect(rule.has).toEqual([{ type: 'header', key: LIBRARY_QUERY_HEADER }]);
    expect(libraryQueryRewrites().map((r) => [r.source, r.destination])).toEqual([
      ['/guides', '/en/guides/search'],
      ['/ar/guides', '/ar/guides/search'],
    ]);
  });
});
