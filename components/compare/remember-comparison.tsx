'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { addToComparison } from '@/lib/pricing/comparison';
import { comparisonHref, decodeComparison, MAX_OFFERS } from '@/lib/pricing/url';

/**
 * The one thing of the comparison kept outside its URL: the last comparison, in sessionStorage,
 * so that "Add to comparison" on a plan page (`/plans/compare?add=<slug>`, which the server
 * renders as that plan alone, or added to the URL's offers) adds to the comparison the visitor
 * had open. Nothing of it leaves the browser (see the cookie policy).
 */
export function RememberComparison({
  path,
  query,
  add,
  urlHadOffers,
  storageKey,
}: {
  path: string;
  /** The comparison on the page, as its canonical query. */
  query: string;
  /** The catalogue slug of `?add=`, when it named a known plan. */
  add: string | null;
  urlHadOffers: boolean;
  storageKey: string;
}) {
  const router = useRouter();
  useEffect(() => {
    let stored = '';
    try {
      stored = window.sessionStorage.getItem(storageKey) ?? '';
    } catch {
      /* storage blocked: the URL still holds everything */
    }
    if (add !== null && !urlHadOffers) {
      const here = decodeComparison(query);
      const merged = addToComparison(
        { picks: [], exitMonth: here.exitMonth },
        decodeComparison(stored),
        add,
        {
          maxOffers: MAX_OFFERS,
          known: () => true,
        },
      );
      router.replace(comparisonHref(path, merged), { scroll: false });
      return;
    }
    if (add !== null) {
      router.replace(comparisonHref(path, decodeComparison(query)), { scroll: false });
      return;
    }
    try {
      window.sessionStorage.setItem(storageKey, query);
    } catch {
      /* private mode */
    }
  }, [path, query, add, urlHadOffers, storageKey, router]);
  return null;
}
