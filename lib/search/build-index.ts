/**
 * Builds the compact full-text index of the guides shipped as /guides/search-index.json
 * (server side: it parses MDX; the library's filtering in lib/search/query.ts stays client-safe).
 */
import { type Locale } from '../i18n/format';
import { normalize, type SearchIndex } from './query';
import { mdxToPlainText } from '../mdx/plain-text';

/** One language's guides (title, brief and MDX body) as an index, each text folded for search. */
export function buildSearchIndex(
  guides: { slug: string; title: string; brief: string; raw: string }[],
  locale: Locale,
): SearchIndex {
  const out: Record<string, string> = {};
  for (const g of guides) out[g.slug] = normalize(`${g.title} ${g.brief} ${mdxToPlainText(g.raw)}`);
  return { v: 1, locale, guides: out };
}
