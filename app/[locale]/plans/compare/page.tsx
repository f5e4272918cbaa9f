import { bidiText } from '@/components/bidi-text';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Comparison } from '@/components/compare/comparison';
import type { OfferFormInput } from '@/components/compare/offer-form';
import { PageHeader } from '@/components/page-header';
import { toOffer } from '@/lib/catalogue/entries';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { fillSlots, formatDate, formatNumber } from '@/lib/format';
import {
  addToComparison,
  comparedOffers,
  viewComparison,
  type CatalogueChoice,
} from '@/lib/pricing/comparison';
import { ENTERED_FIELDS, parseEnteredOffer } from '@/lib/pricing/entered';
import { DEVICE_CHARGES, EARLY_TERMINATION } from '@/lib/pricing/rules';
import { comparisonHref, decodeComparison, MAX_OFFERS, searchOf } from '@/lib/pricing/url';
import { copyPageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { localePath } from '@/lib/i18n/paths';
import { LOCALES } from '@/lib/format';

const PATH = '/plans/compare';
const copy = () => getPage('compare');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return copyPageMetadata(copy(), PATH);
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The comparison, rendered per request from its query (`?o=<slug>&o=~<entered>&m=<month>`, the
 * format every shared link uses): a pure computation of microseconds (`npm run bench:compare`).
 * The forms are GET forms to this same route: `enter=1` carries the quoted-offer form, added
 * here to the URL (a redirect to the comparison's own address) or answered with its errors;
 * `add=<slug>` is "Add to comparison" from a plan page.
 */
export default async function ComparePage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  // Where this page's forms, links and redirects go: the comparison in the reader's language.
  const here = localePath(PATH, locale);
  const search = searchOf(await searchParams);
  const page = copy();
  const b = page.blocks;
  const cat = getPage('catalogue').blocks;
  const choices: CatalogueChoice[] = getCatalogue().map((p) => {
    const { id: _id, name: _name, ...offer } = toOffer(p);
    void _id;
    void _name;
    return {
      slug: p.slug,
      label: fillSlots(b.picker.choiceLabel, { operator: cat.operators[p.operator], name: p.name }),
      offer,
    };
  });
  const bySlug = new Map(choices.map((c) => [c.slug, c]));

  let state = decodeComparison(search.toString());
  const urlHadOffers = state.picks.length > 0;
  const rawAdd = search.get('add');
  const add = rawAdd !== null && bySlug.has(rawAdd) ? rawAdd : null;
  if (add !== null)
    state = addToComparison(state, { picks: [], exitMonth: 0 }, add, {
      maxOffers: MAX_OFFERS,
      known: () => true,
    });

  let offerInput: OfferFormInput = { values: {}, errors: {} };
  if (search.get('enter') === '1') {
    const get = (f: (typeof ENTERED_FIELDS)[number]) => search.get(f) ?? '';
    // A visitor may type "unlimited" in either language, whichever page the form is on.
    const unlimitedWords = LOCALES.flatMap((l) =>
      getPage('compare', l)
        .blocks.form.unlimitedWords.split(/[,،]/)
        .map((w) => w.trim()),
    );
    const result = parseEnteredOffer(get, unlimitedWords);
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
  const view = viewComparison(offers, state.exitMonth, siteConfig.compare.defaultPeriodMonths);
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
          add={add}
          urlHadOffers={urlHadOffers}
          storageKey={siteConfig.compare.storageKey}
        />
        <section
          aria-labelledby="rule-heading"
          className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
        >
          <h2 id="rule-heading" className="text-lg font-semibold text-slate-900">
            {b.rule.heading}
          </h2>
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
              months: formatNumber(siteConfig.compare.defaultPeriodMonths),
              days: formatNumber(siteConfig.priceStaleAfterDays),
            })}
          </p>
        </section>
      </div>
    </>
  );
}
