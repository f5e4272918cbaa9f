/**
 * What a request to /plans/compare asks for, read from its query (`?o=<slug>&o=~<entered>&m=<month>
 * &p=<period>`, the format every shared link uses), without React: either an address to redirect
 * to, or the comparison to render with its offer form's answer. The page's forms are GET forms to
 * the page itself: `enter=1` carries the quoted-offer form, added to the URL (a redirect to the
 * comparison's own address) or answered with its errors; an older "Add to comparison" link's
 * `add=<slug>` is redirected, permanently, to the comparison's own address.
 */
import { mergeAdd } from './carry';
import {
  comparedOffers,
  viewComparison,
  type CatalogueChoice,
  type ComparedOffer,
  type ComparisonView,
} from './comparison';
import { ENTERED_FIELDS, parseEnteredOffer, type EnteredField } from './entered';
import { readComparison, type RefusedOffer } from './link';
import { DEFAULT_PERIOD } from './period';
import { comparisonHref, MAX_OFFERS, type ComparisonState } from './url';

/** What the visitor typed and what was wrong with it, from the form's last answer. */
export type OfferFormInput = RefusedOffer & {
  /** An offer of a shared link that the form refuses (./link.ts), not a visitor's post. */
  fromLink?: boolean;
};

export type CompareRequest =
  /**
   * `permanent`: the address is an older format of the same comparison (308); otherwise it is the
   * offer form's answer, which depends on what was typed (307).
   */
  | { redirect: string; permanent: boolean }
  | {
      state: ComparisonState;
      offers: ComparedOffer[];
      view: ComparisonView;
      offerInput: OfferFormInput;
      /** Whether the link held offers or parts the page leaves out (beyond the one refused offer it shows). */
      linkLeftOut: boolean;
    };

/**
 * Reads the page's query. `here` is the comparison's address in the reader's language (where
 * redirects go), `choices` the catalogue plans it can add, `words` what "unlimited" may be typed as.
 */
export function readCompareRequest(
  here: string,
  search: URLSearchParams,
  choices: readonly CatalogueChoice[],
  words: readonly string[],
): CompareRequest {
  const bySlug = new Map(choices.map((c) => [c.slug, c]));
  // Bookmarked or shared links from before the catalogue carried the comparison (`?add=<slug>`).
  if (search.has('add'))
    return { redirect: mergeAdd(here, search, (slug) => bySlug.has(slug)), permanent: true };

  // A shared link is read by the form's rules: an offer the form would refuse is left out and
  // shown in the form with its errors, as if it had just been typed.
  const link = readComparison(search.toString(), words);
  const state = link.state;
  let offerInput: OfferFormInput = link.refused[0]
    ? { ...link.refused[0], fromLink: true }
    : { values: {}, errors: {} };
  if (search.get('enter') === '1') {
    const get = (f: EnteredField) => search.get(f) ?? '';
    const result = parseEnteredOffer(get, words);
    if (result.ok) {
      const picks =
        state.picks.length < MAX_OFFERS
          ? [...state.picks, { kind: 'entered' as const, offer: result.offer }]
          : state.picks;
      return { redirect: comparisonHref(here, { ...state, picks }), permanent: false };
    }
    offerInput = {
      values: Object.fromEntries(ENTERED_FIELDS.map((f) => [f, get(f)])),
      errors: result.errors,
    };
  }

  const view = viewComparison(
    comparedOffers(state, bySlug),
    state.exitMonth,
    state.period ?? DEFAULT_PERIOD,
  );
  return {
    state,
    // In the order the page shows them: by total, within one plan type (./comparison.ts).
    offers: view.offers,
    view,
    offerInput,
    linkLeftOut: link.unread + Math.max(0, link.refused.length - 1) > 0,
  };
}
