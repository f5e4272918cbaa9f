/**
 * The guide library with a query (`/guides?q=roaming`, `/ar/guides?category=money`: a shared or
 * bookmarked search, a reload, the search form sent before or without scripts) is rendered per
 * request with that query applied, so the first paint is the library the address names. Without
 * a query it stays the prerendered page. server.mjs decides, once, and tells Next by a header of
 * its own; next.config.mjs rewrites the address to the library's per-request render
 * (app/[locale]/guides/search) when the header is there, so the two cannot disagree. A header
 * with this name sent from outside is dropped first.
 */

/** The library's addresses, by language. */
export const LIBRARY_PATHS = ['/guides', '/ar/guides'];

/** Its query's names in the address (lib/search/query.ts: parseGuideQuery, serializeGuideQuery). */
export const LIBRARY_QUERY_KEYS = ['q', 'category', 'length', 'level'];

/** The request header by which server.mjs tells Next to render the library per request. */
export const LIBRARY_QUERY_HEADER = 'x-clearsignal-library-query';

/** Whether `path` (normalised) with `search` (without `?`) is the library with a query of its own. */
export function isLibraryQuery(path, search) {
  if (!LIBRARY_PATHS.includes(path) || !search) return false;
  const params = new URLSearchParams(search);
  return LIBRARY_QUERY_KEYS.some((key) => params.getAll(key).some((value) => value.trim() !== ''));
}

/**
 * For server.mjs: drops a header of this name sent from outside, then marks `req` (its path
 * normalised as `path`) when it is the library with a query; true when it is marked.
 */
export function markLibraryQuery(req, path) {
  delete req.headers[LIBRARY_QUERY_HEADER];
  if (!isLibraryQuery(path, (req.url ?? '').split('?')[1] ?? '')) return false;
  req.headers[LIBRARY_QUERY_HEADER] = '1';
  return true;
}

/**
 * next.config.mjs's rewrites for it: before the file system, since the Arabic library is a
 * prerendered file of its own.
 */
export const libraryQueryRewrites = () =>
  [
    ['/guides', '/en/guides/search'],
    ['/ar/guides', '/ar/guides/search'],
  ].map(([source, destination]) => ({
    source,
    destination,
    has: [{ type: 'header', key: LIBRARY_QUERY_HEADER }],
  }));
