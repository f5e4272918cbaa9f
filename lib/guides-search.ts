/**
 * Pure search and filter logic of the Knowledge Library (/guides).
 * No React, no DOM: shared by the page, the search-index route, the bench and the unit tests.
 */
import { CATEGORY_TABS, GUIDE_LENGTHS, GUIDE_LEVELS } from './content/constants';
import { uiConfig } from './ui-config';

export { CATEGORY_TABS };
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

export type CategoryTab = (typeof CATEGORY_TABS)[number];

export const LENGTHS = GUIDE_LENGTHS;
export type GuideLength = (typeof LENGTHS)[number];

/** What the list needs to know of a guide to filter it (no body text). */
export type GuideFacets = {
  slug: string;
  title: string;
  brief: string;
  category: string;
  level: GuideLevel;
  readingMinutes: number;
};

export type GuideQuery = {
  q: string;
  category: CategoryTab;
  lengths: GuideLength[];
  levels: GuideLevel[];
};

export const EMPTY_QUERY: GuideQuery = { q: '', category: 'all', lengths: [], levels: [] };

/** The search index: one lower-cased plain-text string per guide (title, brief, body). */
export type SearchIndex = { v: 1; guides: Record<string, string> };

/** Lower case and single spaces: the form both the index and the query are compared in. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function lengthOf(minutes: number): GuideLength {
  const { short, medium } = uiConfig.guideLengths;
  if (minutes <= short.max) return 'short';
  if (minutes <= medium.max) return 'medium';
  return 'long';
}

/**
 * Case-insensitive substring match on title, brief and (when the index is loaded) full text.
 * Without the index, title and brief are searched; the page says full text is loading.
 */
export function matchesText(guide: GuideFacets, q: string, index?: SearchIndex | null): boolean {
  const needle = normalize(q);
  if (!needle) return true;
  const haystack = index?.guides[guide.slug] ?? normalize(`${guide.title} ${guide.brief}`);
  return haystack.includes(needle);
}

export function matchesFilters(guide: GuideFacets, query: GuideQuery): boolean {
  if (query.category !== 'all' && guide.category !== query.category) return false;
  if (query.levels.length && !query.levels.includes(guide.level)) return false;
  if (query.lengths.length && !query.lengths.includes(lengthOf(guide.readingMinutes))) return false;
  return true;
}

/** Guides matching the query: text AND category tab AND (any checked length) AND (any checked level). */
export function filterGuides<G extends GuideFacets>(
  guides: readonly G[],
  query: GuideQuery,
  index?: SearchIndex | null,
): G[] {
  return guides.filter((g) => matchesFilters(g, query) && matchesText(g, query.q, index));
}

export function isDefaultQuery(query: GuideQuery): boolean {
  return (
    !normalize(query.q) &&
    query.category === 'all' &&
    query.lengths.length === 0 &&
    query.levels.length === 0
  );
}

/** Values of a repeated or comma-separated parameter, keeping only known ones, in canonical order. */
function listParam<T extends string>(
  params: URLSearchParams,
  key: string,
  allowed: readonly T[],
): T[] {
  const raw = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase());
  return allowed.filter((a) => raw.includes(a.toLowerCase()));
}

/** `?q=roaming&category=money&length=medium&level=Beginner` → a query (unknown values are ignored). */
export function parseGuideQuery(input: URLSearchParams | string): GuideQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const category = (params.get('category') ?? 'all').toLowerCase();
  return {
    q: params.get('q') ?? '',
    category: (CATEGORY_TABS as readonly string[]).includes(category)
      ? (category as CategoryTab)
      : 'all',
    lengths: listParam(params, 'length', LENGTHS),
    levels: listParam(params, 'level', GUIDE_LEVELS),
  };
}

/** The query as a search string ('' for the default view); defaults are left out. */
export function serializeGuideQuery(query: GuideQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  if (query.category !== 'all') params.set('category', query.category);
  for (const l of LENGTHS) if (query.lengths.includes(l)) params.append('length', l);
  for (const l of GUIDE_LEVELS) if (query.levels.includes(l)) params.append('level', l);
  const s = params.toString();
  return s ? `?${s}` : '';
}
