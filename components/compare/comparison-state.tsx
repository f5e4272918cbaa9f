'use client';

import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import { addToComparison, comparedOffers, type CatalogueChoice, type ComparedOffer } from '@/lib/pricing/comparison';
import { decodeComparison, encodeComparison, type ComparisonState, type Pick } from '@/lib/pricing/url';

type Comparison = {
  state: ComparisonState;
  offers: ComparedOffer[];
  /** The comparison holds as many offers as it can. */
  full: boolean;
  add: (pick: Pick, notice?: string) => void;
  remove: (index: number) => void;
  setExitMonth: (month: number) => void;
};

const Context = createContext<(Comparison & { notice: string }) | null>(null);

export function useComparison(): Comparison {
  const value = use(Context);
  if (!value) throw new Error('useComparison outside <ComparisonProvider>');
  return value;
}

const EMPTY: ComparisonState = { picks: [], exitMonth: 0 };
const urlWith = (state: ComparisonState) => {
  const q = encodeComparison(state);
  return `${window.location.pathname}${q ? `?${q}` : ''}`;
};

/**
 * The comparison of /plans/compare is computed in the browser from the URL: `?o=<slug>` for a
 * catalogue plan, `?o=~<fields>` for an entered offer, `&m=` the exit month. Each change pushes
 * a history entry (Back/Forward step through them); the last state is also kept in
 * sessionStorage so "Add to comparison" from the catalogue (`?add=<slug>`) adds to it. Until
 * the URL is read (and for good without JavaScript) the server-rendered `fallback` shows; then
 * the server-rendered `children`, whose interactive parts read this state.
 */
export function ComparisonProvider({
  fallback,
  children,
  catalogue,
  maxOffers,
  storageKey,
}: {
  fallback: React.ReactNode;
  children: React.ReactNode;
  catalogue: CatalogueChoice[];
  maxOffers: number;
  storageKey: string;
}) {
  const [state, setState] = useState<ComparisonState | null>(null);
  const [notice, setNotice] = useState('');
  const bySlug = useMemo(() => new Map(catalogue.map((c) => [c.slug, c])), [catalogue]);

  // Every new state is kept at once for `?add=` links (nothing leaves the browser): written in
  // an effect, it was lost when the visitor left the page before the effect ran.
  const show = useCallback(
    (next: ComparisonState) => {
      try {
        window.sessionStorage.setItem(storageKey, encodeComparison(next));
      } catch {
        /* private mode: the URL still holds everything */
      }
      setState(next);
    },
    [storageKey],
  );

  // Read the URL once mounted (and on Back/Forward); `?add=` merges into the last comparison.
  useEffect(() => {
    const read = () => {
      const add = new URLSearchParams(window.location.search).get('add');
      let next = decodeComparison(window.location.search);
      if (add !== null) {
        let stored = EMPTY;
        try {
          stored = decodeComparison(window.sessionStorage.getItem(storageKey) ?? '');
        } catch {
          /* storage blocked: start from the URL alone */
        }
        next = addToComparison(next, stored, add, { maxOffers, known: (slug) => bySlug.has(slug) });
        // `null` state: Next.js then takes the new URL into its router too (with its own state
        // passed back, it would put `?add=` back on its next render).
        window.history.replaceState(null, '', urlWith(next));
      }
      show(next);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [bySlug, maxOffers, storageKey, show]);

  const update = useCallback(
    (next: ComparisonState) => {
      if (state && encodeComparison(state) === encodeComparison(next)) return;
      window.history.pushState(null, '', urlWith(next));
      show(next);
    },
    [state, show],
  );

  const offers = useMemo(() => (state ? comparedOffers(state, bySlug) : []), [state, bySlug]);
  if (!state) return fallback;
  const full = state.picks.length >= maxOffers;
  const value = {
    state,
    offers,
    full,
    notice,
    add: (pick: Pick, text?: string) => {
      if (full) return;
      update({ ...state, picks: [...state.picks, pick] });
      if (text) setNotice(text);
    },
    remove: (index: number) => update({ ...state, picks: state.picks.filter((_, i) => i !== index) }),
    setExitMonth: (exitMonth: number) => update({ ...state, exitMonth }),
  };
  return <Context value={value}>{children}</Context>;
}

/** Announces what the offer form added (the form itself is reset). */
export function ComparisonNotice() {
  const { notice } = use(Context) ?? { notice: '' };
  return (
    <p aria-live="polite" className="sr-only">
      {notice}
    </p>
  );
}
