import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Comparison } from '@/components/compare/comparison';
import type { OfferFormInput } from '@/components/compare/offer-form';
import { RuleSection } from '@/components/compare/rule-section';
import { PageHeader } from '@/components/layout/page-header';
import { getPage } from '@/lib/content';
import { compareChoices, unlimitedWords } from '@/lib/pricing/compare-content';
import { comparedOffers, viewComparison } from '@/lib/pricing/comparison';
import { mergeAdd } from '@/lib/pricing/carry';
import { ENTERED_FIELDS, parseEnteredOffer } from '@/lib/pricing/entered';
import { DEFAULT_PERIOD } from '@/lib/pricing/period';
import { readComparison } from '@/lib/pricing/link';
import { comparisonHref, MAX_OFFERS, searchOf } from '@/lib/pricing/url';
import { copyPageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/format';

const PATH = '/plans/compare';
const copy = (locale: Locale) => getPage('compare', locale);

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return copyPageMetadata(copy(locale), PATH, locale);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The comparison, rendered per request from its query (`?o=<slug>&o=~<entered>&m=<month>&p=<period>`, the
 * format every shared link uses): a pure computation of microseconds (`npm run bench:compare`).
 * The forms are GET forms to this same route: `enter=1` carries the quoted-offer form, added
 * here to the URL (a redirect to the comparison's own address) or answered with its errors;
 * an older "Add to comparison" link's `add=<slug>` is redirected to the comparison's own address.
 */
export default async function ComparePage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  // Where this page's forms, links and redirects go: the comparison in the reader's language.
  const here = localePath(PATH, locale);
  const search = searchOf(await searchParams);
  const page = copy(locale);
  const b = page.blocks;
  const cat = getPage('catalogue', locale).blocks;
  const choices = compareChoices(locale);
  const bySlug = new Map(choices.map((c) => [c.slug, c]));

  // Bookmarked or shared links from before the catalogue carried the comparison (`?add=<slug>`).
  if (search.has('add')) redirect(mergeAdd(here, search, (slug) => bySlug.has(slug)));

  const words = unlimitedWords();
  // A shared link is read by the form's rules: an offer the form would refuse is left out and
  // shown in the form with its errors, as if it had just been typed.
  const link = readComparison(search.toString(), words);
  const state = link.state;

  let offerInput: OfferFormInput = link.refused[0]
    ? { ...link.refused[0], fromLink: true }
    : { values: {}, errors: {} };
  if (search.get('enter') === '1') {
    const get = (f: (typeof ENTERED_FIELDS)[number]) => search.get(f) ?? '';
    const result = parseEnteredOffer(get, words);
    if (result.ok) {
      const picks =
        state.picks.length < MAX_OFFERS
          ? [...state.picks, { kind: 'entered' as const, offer: result.offer }]
          : state.picks;
      redirect(comparisonHref(here, { ...state, picks }));
    }
    offerInput = {
      values: Object.fromEntries(ENTERED_FIELDS.map((f) => [f, get(f)])),
      errors: result.errors,
    };
  }

  const offers = comparedOffers(state, bySlug);
  const view = viewComparison(offers, state.exitMonth, state.period ?? DEFAULT_PERIOD);

  return (
    <>
      <PageHeader
        locale={locale}
        path={PATH}
        title={b.header.heading}
        lead={b.header.lead}
        sources={['pages/compare.mdx']}
      />
      <div className="container-page space-y-10 py-10">
        <Comparison
          locale={locale}
          path={here}
          state={state}
          offers={offers}
          view={view}
          catalogue={choices}
          copy={b}
          feeLabels={cat.fees}
          offerInput={offerInput}
          linkLeftOut={link.unread + Math.max(0, link.refused.length - 1) > 0}
        />
        <RuleSection block={b.rule} method={cat.method} period={view.period} locale={locale} />
      </div>
    </>
  );
}
