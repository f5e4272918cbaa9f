'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { createUrl } from '@/lib/navigation/url';

type Props = Omit<React.ComponentProps<'form'>, 'method' | 'action' | 'onSubmit' | 'ref'> & {
  /** The page the query goes to (the same with or without JavaScript). */
  action: string;
  /** Send the form when one of its controls changes (a range on release), and show a range's value in its `<output for>` while it moves. */
  submitOnChange?: boolean;
  /** When this changes and the form holds an invalid field, focus moves to the first one. */
  focusKey?: string;
};

/** The control that sent a form, by its place in the form, to focus again if the answer remounts it. */
let refocus: { action: string; index: number } | null = null;

/**
 * The site's one client enhancer of URL state: a plain `<form method="get">` rendered by the
 * server; with JavaScript its query (lib/navigation/url.ts's createUrl) goes through the router, a history
 * step that updates the page in place and keeps the scroll position; without it, the browser
 * loads the same address. A form keyed by its query (so that its fields show the page's state
 * after Back or a reset link) gets its focus back on the control that sent it.
 */
export function UrlForm({ action, submitOnChange = false, focusKey, children, ...rest }: Props) {
  const router = useRouter();
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const form = ref.current;
    if (!form || refocus?.action !== action) return;
    (form.elements[refocus.index] as HTMLElement | undefined)?.focus();
    refocus = null;
  }, [action]);

  useEffect(() => {
    if (focusKey) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusKey]);

  useEffect(() => {
    const form = ref.current;
    if (!form || !submitOnChange) return;
    const send = () => form.requestSubmit();
    const show = (e: Event) => {
      const input = e.target as HTMLInputElement;
      if (input.type !== 'range') return;
      const output = form.querySelector(`output[for="${input.id}"]`);
      if (output) output.textContent = input.value;
    };
    form.addEventListener('change', send);
    form.addEventListener('input', show);
    return () => {
      form.removeEventListener('change', send);
      form.removeEventListener('input', show);
    };
  }, [submitOnChange]);

  return (
    <form
      {...rest}
      ref={ref}
      method="get"
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const sender = e.nativeEvent.submitter ?? document.activeElement;
        const index = Array.prototype.indexOf.call(form.elements, sender);
        refocus = index < 0 ? null : { action, index };
        router.push(createUrl(action, new FormData(form)), { scroll: false });
      }}
    >
      {children}
    </form>
  );
}

/**
 * The address's query as the router has it (Back, Forward and links to the page with another
 * query included): null in the prerendered HTML and while the page hydrates, then the query.
 * `watch` is to be rendered: it reads the router in a Suspense boundary of its own, so a
 * prerendered page hydrates its server HTML as it is (reading the query above the content
 * would make React render all of that content again in the browser, from scratch).
 */
function useRouterSearch() {
  const [search, setSearch] = useState<string | null>(null);
  const watch = (
    <Suspense fallback={null}>
      <SearchWatch onSearch={setSearch} />
    </Suspense>
  );
  return [search, watch] as const;
}

function SearchWatch({ onSearch }: { onSearch: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onSearch(search), [search, onSearch]);
  return null;
}

/** The address's query, as URLSearchParams prints it (the router's reports are in that form). */
const addressSearch = () => new URLSearchParams(window.location.search).toString();

/**
 * The same query state for a page that filters in the browser (the guides library, whose HTML
 * holds every result): read from the address with `parse` once the page has hydrated (its HTML
 * is the empty query's, or `initial`'s where it was rendered for its address), and written back
 * (`serialize`: '' or `?…`, as createUrl makes it) as a history step of the browser's own, which
 * Next's router follows without a request. It is held in React state as well, so what is typed is
 * never behind the address; Back, Forward and links to the page with another query are taken up.
 * Render `watch` (see useRouterSearch).
 */
export function useUrlQuery<T>(
  parse: (search: URLSearchParams) => T,
  serialize: (query: T) => string,
  /** The query to take, as a history step, instead of the address's when the router first reports it (null: the address's). */
  first?: (fromAddress: T) => T | null,
  /** The query the page was rendered with, when it was rendered for its address (per request). */
  initial?: T,
) {
  const [search, watch] = useRouterSearch();
  const [query, setQuery] = useState(() => initial ?? parse(new URLSearchParams()));
  // The addresses written here that the router has not reported yet, oldest first.
  const written = useRef<string[]>([]);
  const write = (next: T, history: 'push' | 'replace') => {
    setQuery(next);
    const q = serialize(next);
    written.current.push(new URLSearchParams(q).toString());
    const url = `${window.location.pathname}${q}`;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  /** Takes `search` (an address not written here) as the query; nothing written is pending. */
  const take = useEffectEvent((search: string) => {
    written.current = [];
    const isNow = (now: T) => new URLSearchParams(serialize(now)).toString() === search;
    setQuery((now) => (isNow(now) ? now : parse(new URLSearchParams(search))));
  });
  // Back and Forward are the browser's steps, not ours: the address is the query at once. The
  // router's report of it can come late, or not at all when the router had not yet reported the
  // step that Back undoes (it then still holds the address Back returns to).
  useEffect(() => {
    const back = () => take(addressSearch());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, []);
  const reported = useRef(false);
  const takeFirst = useEffectEvent((search: string) => {
    const next = first?.(parse(new URLSearchParams(search)));
    if (next) write(next, 'push');
    return Boolean(next);
  });
  useEffect(() => {
    if (search === null) return;
    if (!reported.current) {
      reported.current = true;
      if (takeFirst(search)) return;
    }
    // A report of an address the browser has since left (a step written or taken after it) is late.
    if (search !== addressSearch()) return;
    const i = written.current.indexOf(search);
    if (i >= 0) return void written.current.splice(0, i + 1);
    take(search);
  }, [search]);

  return [query, write, watch] as const;
}
