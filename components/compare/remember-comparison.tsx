'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { addToComparison } from '@/lib/pricing/comparison';
import { comparisonHref, decodeComparison, encodeComparison, MAX_OFFERS } from '@/lib/pricing/url';

/**
 * The one thing of the comparison kept outside its URL: the last comparison, in sessionStorage,
 * so that "Add to comparison" on a plan page (`/plans/compare?add=<slug>`, which the server
 * renders as that plan alone, or added to the URL's offers) adds to the comparison the visitor
 * had open. Nothing of it leaves the browser. The cookie and privacy policies name this storage
 * beside the consent choice (tests/integration/legal-texts.test.ts checks that they name every kind of
 * browser storage the code uses); a planned redesign of the comparison drops sessionStorage, and
 * those policies change with it.
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
    const read = () => {
      try {
        return window.sessionStorage.getItem(storageKey) ?? '';
      } catch {
        return ''; // storage blocked: the URL still holds everything
      }
    };
    let next = decodeComparison(query);
    if (add !== null && !urlHadOffers)
      next = addToComparison(
        { picks: [], exitMonth: next.exitMonth, ...(next.period ? { period: next.period } : {}) },
        decodeComparison(read()),
        add,
        {
          maxOffers: MAX_OFFERS,
          known: () => true,
        },
      );
    // Kept at once, before the address changes: a visitor may leave before the next render.
    try {
      window.sessionStorage.setItem(storageKey, encodeComparison(next));
    } catch {
      /* private mode */
    }
    // `?add=` has done its work: the address becomes the comparison's own.
    if (add !== null) router.replace(comparisonHref(path, next), { scroll: false });
  }, [path, query, add, urlHadOffers, storageKey, router]);
  return null;
}
