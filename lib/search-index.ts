/**
 * Builds the compact full-text index of the guides shipped as /guides/search-index.json
 * (server side: it parses MDX; the library's filtering in lib/guides-search.ts stays client-safe).
 */
import { normalize, type SearchIndex } from './guides-search';
import { mdxToPlainText } from './mdx-text';

export function buildSearchIndex(
  guides: { slug: string; title: string; brief: string; raw: string }[],
): SearchIndex {
  const out: Record<string, string> = {};
  for (const g of guides) out[g.slug] = normalize(`${g.title} ${g.brief} ${mdxToPlainText(g.raw)}`);
  return { v: 1, guides: out };
}
