/**
 * The full-text index of one language's guides, as `/guides/search-index.json` and
 * `/ar/guides/search-index.json` serve it. A route handler has no request locale: the language
 * is named here, never taken from the render.
 */
import 'server-only';
import { getGuides } from '../content';
import type { Locale } from '../i18n/format';
import type { SearchIndex } from './query';
import { buildSearchIndex } from './build-index';

// Built once per language and process: the content does not change while the server runs.
const built = new Map<Locale, SearchIndex>();

export function guidesSearchIndex(locale: Locale): SearchIndex {
  const index = built.get(locale) ?? buildIndex(locale);
  built.set(locale, index);
  return index;
}

function buildIndex(locale: Locale): SearchIndex {
  return buildSearchIndex(
    getGuides(locale).map((g) => ({
      slug: g.slug,
      title: g.title,
      brief: g.brief,
      raw: g.body.raw,
    })),
    locale,
  );
}
