/**
 * Pure search and filter logic of the Knowledge Library (/guides).
 * No React, no DOM: shared by the page, the search-index route, the bench and the unit tests.
 */
import { CATEGORY_TABS, GUIDE_LENGTHS, GUIDE_LEVELS } from '../content/constants';
import type { Locale } from '../i18n/format';
import { foldForSearch } from './fold';
import { uiConfig } from '../config/ui';
import { createUrl } from '../navigation/url';

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

/**
 * The search index of one language's guides (`/guides/search-index.json`,
 * `/ar/guides/search-index.json`): one folded plain-text string per guide (title, brief, body).
 */
export type SearchIndex = { v: 1; locale: Locale; guides: Record<string, string> };

/**
 * The form both the index and the query are compared in: Arabic spelling variants folded
 * (lib/search/fold.ts), lower case, single spaces.
 */
export function normalize(text: string): string {
  return foldForSearch(text);
}

export function lengthOf(minutes: number): GuideLength {
  const { short, medium } = uiConfig.guideLengths;
  if (minutes <= short.max) return 'short';
  if (minutes <= medium.max) return 'medium';
  return 'long';
}

/**
 * Substring match, in the folded form (case and Arabic spelling variants aside), on title, brief
 * and (when the index is loaded) full text.
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

/** The URL's name of each list of the query (`?length=medium&level=Beginner`). */
export const guideQueryUrlKeys = { lengths: 'length', levels: 'level' } as const;

/** One known value, in any case; anything else is null. */
const oneOf = <T extends string>(allowed: readonly T[], v: string | null) =>
  v === null ? null : (allowed.find((a) => a.toLowerCase() === v.trim().toLowerCase()) ?? null);

/** The known values of repeated or comma-separated values, in any case, in canonical order. */
function listOf<T extends string>(allowed: readonly T[], values: readonly string[]): T[] {
  const raw = values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase());
  return allowed.filter((a) => raw.includes(a.toLowerCase()));
}

/** `?q=roaming&category=money&length=medium&level=Beginner` → a query (unknown values are ignored). */
export function parseGuideQuery(input: URLSearchParams | string): GuideQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return {
    q: params.get('q') ?? '',
    category: oneOf(CATEGORY_TABS, params.get('category')) ?? 'all',
    lengths: listOf(LENGTHS, params.getAll(guideQueryUrlKeys.lengths)),
    levels: listOf(GUIDE_LEVELS, params.getAll(guideQueryUrlKeys.levels)),
  };
}

/** The query as a search string (`?q=…`, '' for the default view); defaults are left out. */
export function serializeGuideQuery(query: GuideQuery): string {
  return createUrl('', {
    q: query.q.trim() ? query.q : null,
    category: query.category === 'all' ? null : query.category,
    [guideQueryUrlKeys.lengths]: listOf(LENGTHS, query.lengths),
    [guideQueryUrlKeys.levels]: listOf(GUIDE_LEVELS, query.levels),
  });
}
