/**
 * The one way the site writes state into an address: `createUrl('/plans/compare', params)`.
 * Every query state (the guides library, the catalogue filters, the comparison) is read from
 * `searchParams` on the server and changed by a plain GET form or a link built with it there;
 * components/ui/url-form.tsx sends such a form through next/form.
 */
export type UrlParams =
  | URLSearchParams
  | FormData
  | Record<string, string | number | readonly (string | number)[] | null | undefined>;

/** Any of the forms a query comes in, as one URLSearchParams (repeated keys kept in order). */
export function searchParamsOf(params: UrlParams): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  if (typeof FormData !== 'undefined' && params instanceof FormData) {
    for (const [k, v] of params) if (typeof v === 'string') search.append(k, v);
    return search;
  }
  for (const [k, v] of Object.entries(params as Record<string, unknown>))
    for (const one of Array.isArray(v) ? v : v === null || v === undefined ? [] : [v])
      search.append(k, String(one));
  return search;
}

/**
 * `pathname` and its query (no `?` when there is none). `~` is left as it is: it needs no escape
 * in a query, and the comparison's shared links spell their entered offers with it.
 */
export function createUrl(pathname: string, params: UrlParams = {}): string {
  const q = searchParamsOf(params).toString().replace(/%7E/gi, '~');
  return q ? `${pathname}?${q}` : pathname;
}
