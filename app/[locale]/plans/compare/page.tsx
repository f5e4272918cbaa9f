import { bidiText } from '@/components/bidi-text';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Comparison } from '@/components/compare/comparison';
import type { OfferFormInput } from '@/components/compare/offer-form';
import { PageHeader } from '@/components/page-header';
import { getPage } from '@/lib/content';
import { fillSlots, formatDate, formatNumber } from '@/lib/format';
import { compareChoices, unlimitedWords } from '@/lib/pricing/compare-content';
import { comparedOffers, viewComparison } from '@/lib/pricing/comparison';
import { mergeAdd } from '@/lib/pricing/carry';
import { ENTERED_FIELDS, parseEnteredOffer } from '@/lib/pricing/entered';
import { DEFAULT_PERIOD } from '@/lib/pricing/period';
import { DEVICE_CHARGES, EARLY_TERMINATION } from '@/lib/pricing/rules';
import { readComparison } from '@/lib/pricing/link';
import { comparisonHref, MAX_OFFERS, searchOf } from '@/lib/pricing/url';
import { copyPageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { localePath } from '@/lib/i18n/paths';

const PATH = '/plans/compare';
const copy = () => getPage('compare');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return copyPageMetadata(copy(), PATH);
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
  const page = copy();
  const b = page.blocks;
  const cat = getPage('catalogue').blocks;
  const choices = compareChoices();
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
  const sources = [...EARLY_TERMINATION.sources, ...DEVICE_CHARGES.sources];

  return (
    <>
      <PageHeader
        path={PATH}
        title={b.header.heading}
        lead={b.header.lead}
        sources={['pages/compare.mdx']}
      />
      <div className="container-page space-y-10 py-10">
        <Comparison
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
        <section
          aria-labelledby="rule-heading"
          className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
        >
          <h2 id="rule-heading" className="text-lg font-semibold text-slate-900">
            {b.rule.heading}
          </h2>
          <p className="mt-2">{b.rule.period}</p>
          <p className="mt-2">{b.rule.text}</p>
          <p className="mt-2">{bidiText(b.rule.deviceCharges)}</p>
          <h3 className="mt-3 font-semibold text-slate-900">{b.rule.sourcesLabel}</h3>
          <ul className="mt-1 space-y-2">
            {sources.map((s) => (
              <li key={s.url} className="flex flex-wrap gap-x-1">
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  className="inline-block py-1 text-brand-800 underline"
                >
                  {bidiText(fillSlots(b.rule.source, { publisher: s.publisher, title: s.title }))}
                </a>
                <span>
                  {fillSlots(b.rule.sourceDate, {
                    date: s.date === 'unknown' ? b.rule.dateUnknown : formatDate(s.date),
                  })}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            {fillSlots(cat.method.text, {
              months: formatNumber(view.period),
              days: formatNumber(siteConfig.priceStaleAfterDays),
            })}
          </p>
        </section>
      </div>
    </>
  );
}
