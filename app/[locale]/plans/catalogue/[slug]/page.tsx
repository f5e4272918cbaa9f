import type { Metadata } from 'next';
import { createUrl } from '@/lib/url';
import Link from '@/components/link';
import { notFound } from 'next/navigation';
import { KeyFacts } from '@/components/catalogue/plan-facts';
import { PriceSource } from '@/components/catalogue/price-source';
import { JsonLd } from '@/components/json-ld';
import { MdxContent } from '@/components/mdx-content';
import { PageHeader } from '@/components/page-header';
import { TranslationNotice } from '@/components/translation-notice';
import { PriceReportForm } from '@/components/price-report-form';
import { fillSlots, formatAed, formatDate, plural } from '@/lib/format';
import { costOf, DEFAULT_PERIOD, NOT_STATED } from '@/lib/pricing';
import { toOffer } from '@/lib/catalogue/entries';
import { getPage, getUiCopy } from '@/lib/content';
import { getCatalogue, getCataloguePlan } from '@/lib/content/catalogue';
import { pageMetadata, planProductJsonLd } from '@/lib/seo';
import { siteConfig } from '@/lib/site';
import { setRequestLocale } from '@/lib/i18n/request';
import { isLocale } from '@/lib/format';
import type { Locale } from '@/lib/format';

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  return getCatalogue(new Date(), locale).map((p) => ({ slug: p.slug }));
}

type Props = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Props['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return getCataloguePlan(slug);
}

const copy = () => getPage('catalogue').blocks;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const plan = await load(params);
  if (!plan) return {};
  const b = copy();
  return pageMetadata({
    title: `${b.operators[plan.operator]} ${plan.name}`,
    description: plan.summary,
    path: `/plans/catalogue/${plan.slug}`,
    generatedImage: true,
    keywords: [
      b.operators[plan.operator],
      plan.name,
      b.types[plan.type],
      ...(getPage('catalogue').keywords ?? []),
    ],
  });
}

export default async function CataloguePlanPage({ params }: Props) {
  const plan = await load(params);
  if (!plan) notFound();
  const b = copy();
  const f = b.facts;
  const path = `/plans/catalogue/${plan.slug}`;
  const cost = costOf(toOffer(plan), DEFAULT_PERIOD);
  const listed = {
    ...plan,
    monthlyWithVat: cost.monthlyWithVat,
    total: cost.total,
    months: cost.months,
  };
  const operator = b.operators[plan.operator];
  const minutes = plan.minutes
    ? [
        plan.minutes.national !== undefined
          ? plan.minutes.national === 'unlimited'
            ? fillSlots(f.national.other, { count: f.unlimited })
            : plural(plan.minutes.national, f.national)
          : null,
        plan.minutes.flexible !== undefined ? plural(plan.minutes.flexible, f.flexible) : null,
        plan.minutes.international !== undefined
          ? plural(plan.minutes.international, f.international)
          : null,
      ].filter(Boolean)
    : [];

  return (
    <>
      <JsonLd
        data={planProductJsonLd({
          name: `${operator} ${plan.name}`,
          description: plan.summary,
          path,
          brand: operator,
          monthlyFils: plan.monthly,
          vatIncluded: plan.vatIncluded,
          validUntil: plan.validUntil,
          sourceUrl: plan.source.url,
        })}
      />
      <PageHeader
        path={path}
        trail={[
          { label: getUiCopy().routes.home, href: '/' },
          { label: getUiCopy().routes.plans, href: '/plans' },
          { label: b.header.heading, href: '/plans/catalogue' },
          { label: plan.name, href: path },
        ]}
        title={`${operator} ${plan.name}`}
        lead={plan.summary}
      >
        <p className="mt-3 text-sm font-medium text-slate-700">{b.types[plan.type]}</p>
        <TranslationNotice
          source={`plans/catalogue/${plan.operator}/${plan.slug}.mdx`}
          path={path}
        />
      </PageHeader>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <section
            aria-label={f.monthly}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <KeyFacts plan={listed} copy={b} />
            <p className="mt-3 text-sm text-slate-600">{f.totalHint}</p>
            <p className="mt-3 text-sm text-slate-700">
              {fillSlots(f.asPublished, {
                price: formatAed(plan.monthly),
                vat: plan.vatIncluded ? f.vatIncluded : f.vatExcluded,
              })}
            </p>
            <div className="mt-3">
              <PriceSource
                source={plan.source}
                stale={plan.stale}
                copy={b.honesty}
                staleDays={siteConfig.priceStaleAfterDays}
              />
              {plan.validUntil ? (
                <p className="mt-1 text-sm text-slate-700">
                  {fillSlots(b.honesty.validUntil, { date: formatDate(plan.validUntil) })}
                </p>
              ) : null}
            </div>
            <Link
              // A prerendered page knows no comparison: this plan compared (the catalogue's list adds to one).
              href={createUrl('/plans/compare', { o: plan.slug })}
              className="btn-primary mt-5 inline-flex"
            >
              {b.plan.compareLink}
            </Link>
          </section>

          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold text-slate-900">
              {b.plan.detailsHeading}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {minutes.length ? (
                <div>
                  <dt className="text-sm text-slate-600">{f.minutes}</dt>
                  <dd className="text-slate-900">{minutes.join(', ')}</dd>
                </div>
              ) : null}
              {plan.speedMbps ? (
                <div>
                  <dt className="text-sm text-slate-600">{f.speedLabel}</dt>
                  <dd className="text-slate-900">{fillSlots(f.speed, { mbps: plan.speedMbps })}</dd>
                </div>
              ) : null}
              {plan.fairUsage ? (
                <div>
                  <dt className="text-sm text-slate-600">{f.data}</dt>
                  <dd className="text-slate-900">{plan.fairUsage}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-sm text-slate-600">{f.fees}</dt>
                <dd className="text-slate-900">
                  {plan.fees.length
                    ? plan.fees
                        .map((fee) => `${b.fees[fee.kind]}: ${formatAed(fee.amount)}`)
                        .join(', ')
                    : f.noFees}
                </dd>
              </div>
              {plan.device ? (
                <div>
                  <dt className="text-sm text-slate-600">{f.device}</dt>
                  <dd className="text-slate-900">
                    {plan.device.name}: {formatAed(plan.device.monthly)} × {plan.device.months}
                  </dd>
                </div>
              ) : null}
              {plan.deviceCharges?.length ? (
                <div className="sm:col-span-2">
                  <dt className="text-sm text-slate-600">{f.deviceCharges}</dt>
                  <dd className="text-slate-900" data-device-charges>
                    {plan.deviceCharges
                      .map((c) => {
                        const vat = plan.vatIncluded ? f.vatIncluded : f.vatExcluded;
                        const slots = { name: c.name, amount: `${formatAed(c.amount)} ${vat}` };
                        return c.months === NOT_STATED
                          ? fillSlots(f.chargeNotStated, slots)
                          : plural(c.months, f.chargeOver, undefined, slots);
                      })
                      .join('; ')}
                  </dd>
                </div>
              ) : null}
              {plan.promo ? (
                <div>
                  <dt className="text-sm text-slate-600">{f.promo}</dt>
                  <dd className="text-slate-900">
                    {formatAed(plan.promo.monthly)} × {plan.promo.months}
                    {plan.promo.note ? ` (${plan.promo.note})` : ''}
                  </dd>
                </div>
              ) : null}
              {plan.inclusions.length ? (
                <div className="sm:col-span-2">
                  <dt className="text-sm text-slate-600">{f.inclusions}</dt>
                  <dd>
                    <ul className="list-disc space-y-1 ps-5 text-slate-900">
                      {plan.inclusions.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>

          <section aria-labelledby="notes-heading" className="prose prose-slate max-w-none">
            <h2 id="notes-heading">{b.plan.notesHeading}</h2>
            <MdxContent code={plan.doc.body.code} />
          </section>

          <section aria-labelledby="source-heading" className="rounded-xl bg-slate-50 p-5">
            <h2 id="source-heading" className="text-lg font-semibold text-slate-900">
              {b.plan.sourceHeading}
            </h2>
            <p className="mt-2 text-slate-800">
              {plan.source.title} ({plan.source.publisher}
              {plan.source.date === 'unknown' ? '' : `, ${formatDate(plan.source.date)}`})
            </p>
            <p className="mt-2">
              <a
                href={plan.source.url}
                rel="noopener noreferrer"
                className="font-medium text-brand-800 underline"
              >
                {b.plan.sourceLink}
              </a>
            </p>
          </section>

          <p>
            <Link href={b.plan.backLink.href} className="font-medium text-brand-800 underline">
              {b.plan.backLink.label}
            </Link>
          </p>
        </div>

        <aside
          aria-labelledby="report-heading"
          className="h-fit rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="report-heading" className="text-lg font-semibold text-slate-900">
            {b.report.heading}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{b.report.intro}</p>
          <div className="mt-4">
            <PriceReportForm planId={plan.slug} copy={b.report} />
          </div>
        </aside>
      </div>
    </>
  );
}
