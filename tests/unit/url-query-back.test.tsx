// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlQuery } from '@/components/ui/url-form';

/**
 * useUrlQuery when Next's router reports the address late: the router's view of the address is
 * held here and reported only when a test says so, as a busy page's router does.
 */
let routerSearch = '';
const listeners = new Set<() => void>();
function report(search: string) {
  routerSearch = search;
  act(() => listeners.forEach((l) => l()));
}
vi.mock('next/navigation', () => ({
  useSearchParams: () =>
    new URLSearchParams(
      useSyncExternalStore(
        (l) => (listeners.add(l), () => listeners.delete(l)),
        () => routerSearch,
        () => routerSearch,
      ),
    ),
}));

type Query = { q: string };
const parse = (s: URLSearchParams): Query => ({ q: s.get('q') ?? '' });
const serialize = (query: Query) => (query.q ? `?q=${query.q}` : '');

/** The hook's latest query and writer, published after each commit. */
const probe: { current?: { query: Query; write: (q: Query, h: 'push' | 'replace') => void } } = {};
function Probe() {
  const [query, write, watch] = useUrlQuery(parse, serialize);
  useLayoutEffect(() => void (probe.current = { query, write }));
  return watch;
}
const api = {
  get query() {
    return probe.current!.query;
  },
  write: (q: Query, h: 'push' | 'replace') => probe.current!.write(q, h),
};

/** The browser goes back to `path` (happy-dom's history does not traverse): its address, then popstate. */
function back(path: string) {
  act(() => {
    window.history.replaceState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/guides?q=set-top');
  routerSearch = 'q=set-top';
});
afterEach(cleanup);

describe('useUrlQuery and Back', () => {
  it('Back gives the address it returns to, even when the router never reported the step it undoes', () => {
    render(<Probe />);
    report('q=set-top');
    expect(api.query.q).toBe('set-top');
    act(() => api.write({ q: '' }, 'replace'));
    act(() => api.write({ q: 'roaming' }, 'push'));
    // The router reports the first step, and not yet the second, when the visitor goes back.
    report('');
    expect(api.query.q).toBe('roaming');
    back('/guides');
    expect(api.query.q).toBe('');
    // The router's report of the address it already held changes nothing.
    report('');
    expect(api.query.q).toBe('');
  });

  it('a late report of an address the browser has since left is not taken', () => {
    render(<Probe />);
    report('q=set-top');
    act(() => api.write({ q: 'roaming' }, 'push'));
    back('/guides?q=set-top');
    expect(api.query.q).toBe('set-top');
    // The report of the step Back undid arrives after it.
    report('q=roaming');
    expect(api.query.q).toBe('set-top');
  });
});
