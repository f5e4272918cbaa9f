import { bidiText } from '@/components/ui/bidi-text';
import Link from '@/components/ui/link';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { KeyFacts } from '@/components/catalogue/plan-facts';
import { PriceSource } from '@/components/catalogue/price-source';
import { ToolPage, type ToolPageSource } from '@/components/ui/tool-page';
import { MethodNote } from './method-note';
import { UrlForm } from '@/components/ui/url-form';
import {
  CONTRACTS,
  listCatalogue,
  offeredOptions,
  SORTS,
  type CatalogueQuery,
} from '@/lib/catalogue/entries';
import { fillSlots, formatNumber, plural } from '@/lib/i18n/format';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { DEFAULT_PERIOD, PERIODS } from '@/lib/pricing';
import { createUrl } from '@/lib/navigation/url';
import { addPlanHref, CARRIED } from '@/lib/pricing/carry';
import { encodeComparison, type ComparisonState } from '@/lib/pricing/url';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/format';

const FIELD =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';

/** One labelled select of the filter form; options are [value, label] pairs. */
function FilterSelect(props: Omit<Parameters<typeof LabelledSelect>[0], 'id'>) {
  return <LabelledSelect id={`f-${props.name}`} {...props} />;
}

const PAGE: ToolPageSource = { path: '/plans/catalogue', sources: ['pages/catalogue.mdx'] };
const PATH = PAGE.path;

/**
 * The plan catalogue, listed for a query. The filter form is a GET form to /plans/catalogue
 * itself, rendered on the server per request, so filtering works the same without JavaScript
 * (with it, components/ui/url-form.tsx updates the page in place). Stale plans are labelled and
 * listed after current ones. Opened from the comparison, it carries it (`c`, lib/pricing/carry.ts).
 */
export function CatalogueView({
  query,
  carried,
  locale,
}: {
  query: CatalogueQuery;
  /** The comparison the catalogue was opened from (`c`), which its "Add to comparison" links add to. */
  carried: ComparisonState;
  locale: Locale;
}) {
  const b = getPage('catalogue', locale).blocks;
  const period = query.period ?? DEFAULT_PERIOD;
  const all = getCatalogue(locale);
  const plans = listCatalogue(all, { ...query, period });
  // Only the options some plan matches (computed from the content), never an empty choice.
  const offered = offeredOptions(all, query);
  // Kept by the filter form and the reset link, so that filtering keeps the comparison.
  const carry = encodeComparison(carried) || null;
  const contractLabel = (c: (typeof CONTRACTS)[number]) =>
    c === 'none' ? b.filters.noContract : plural(Number(c), b.filters.months, locale);
  // The filters that choose one of a list, or any (''): the query's field, its label, its options.
  const choiceFilters = [
    ['type', b.filters.typeLabel, offered.type.map((t) => [t, b.types[t]] as const)],
    [
      'operator',
      b.filters.operatorLabel,
      offered.operator.map((o) => [o, b.operators[o]] as const),
    ],
    [
      'contract',
      b.filters.contractLabel,
      offered.contract.map((c) => [c, contractLabel(c)] as const),
    ],
  ] as const;

  return (
    <ToolPage
      locale={locale}
      page={PAGE}
      header={b.header}
      className="grid gap-10 py-10 lg:grid-cols-[18rem_1fr]"
    >
      <aside>
        <UrlForm
          // Its fields show the query on the page, also after Back or the reset link.
          key={JSON.stringify(query)}
          action={localePath(PATH, locale)}
          aria-labelledby="filters-heading"
          className="space-y-4"
        >
          <h2 id="filters-heading" className="text-lg font-semibold text-slate-900">
            {b.filters.heading}
          </h2>
          {carry ? <input type="hidden" name={CARRIED} value={carry} /> : null}
          {choiceFilters.map(([name, label, options]) => (
            <FilterSelect
              key={name}
              name={name}
              label={label}
              value={query[name]}
              options={[['', b.filters.anyLabel], ...options]}
            />
          ))}
          <div>
            <label htmlFor="f-budget" className="text-sm font-medium text-slate-800">
              {b.filters.budgetLabel}
            </label>
            <input
              id="f-budget"
              name="budget"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={query.budget === undefined ? '' : query.budget / 100}
              aria-describedby="f-budget-hint"
              className={FIELD}
            />
            <p id="f-budget-hint" className="mt-1 text-xs text-slate-600">
              {b.filters.budgetHint}
            </p>
          </div>
          <FilterSelect
            name="sort"
            label={b.filters.sortLabel}
            value={query.sort}
            options={SORTS.map((s) => [s, b.filters.sorts[s]] as const)}
          />
          <FilterSelect
            name="period"
            label={b.filters.periodLabel}
            value={period}
            options={PERIODS.map((p) => [p, plural(p, b.filters.months, locale)] as const)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary">
              {b.filters.submitLabel}
            </button>
            <Link
              href={createUrl(PATH, { [CARRIED]: carry })}
              className="font-medium text-brand-800 underline"
            >
              {b.filters.resetLabel}
            </Link>
          </div>
        </UrlForm>
        <MethodNote method={b.method} period={period} locale={locale} />
      </aside>

      <section aria-labelledby="results-heading">
        <h2
          id="results-heading"
          className="text-lg font-semibold text-slate-900"
          data-testid="catalogue-count"
        >
          {plural(plans.length, b.filters.count, locale)}
        </h2>
        {plans.length ? (
          // What the order of the list is, for the sort chosen (not always the total).
          <p className="mt-1 text-sm text-slate-700" data-testid="catalogue-sorted-by">
            {fillSlots(b.filters.sortedBy[query.sort], {
              months: formatNumber(period, locale),
            })}
          </p>
        ) : null}
        {plans.length === 0 ? <p className="mt-4 text-slate-700">{b.filters.empty}</p> : null}
        <ul className="mt-4 space-y-4">
          {plans.map((p) => (
            <li key={p.slug}>
              <article
                aria-labelledby={`plan-${p.slug}`}
                data-plan={p.slug}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <p className="text-sm font-medium text-slate-600">
                  {b.operators[p.operator]} · {b.types[p.type]}
                </p>
                <h3 id={`plan-${p.slug}`} className="mt-1 text-xl font-semibold text-slate-900">
                  <Link href={`/plans/catalogue/${p.slug}`} className="hover:underline">
                    {p.name}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-700">{bidiText(p.summary)}</p>
                <div className="mt-4">
                  <KeyFacts locale={locale} plan={p} copy={b} />
                </div>
                <div className="mt-4">
                  <PriceSource locale={locale} plan={p} copy={b.honesty} />
                </div>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Link
                    href={`/plans/catalogue/${p.slug}`}
                    className="btn-secondary"
                    aria-label={`${b.plan.detailsLink}: ${p.name}`}
                  >
                    {b.plan.detailsLink}
                  </Link>
                  <Link
                    href={addPlanHref('/plans/compare', carried, p.slug, period)}
                    className="btn-primary"
                    aria-label={`${b.plan.compareLink}: ${p.name}`}
                  >
                    {b.plan.compareLink}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </ToolPage>
  );
}
