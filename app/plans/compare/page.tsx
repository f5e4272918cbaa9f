import type { Metadata } from 'next';
import Link from 'next/link';
import { Comparison } from '@/components/compare/comparison';
import { PageHeader } from '@/components/page-header';
import { toOffer } from '@/lib/catalogue/entries';
import type { CatalogueChoice } from '@/lib/pricing/comparison';
import { fill } from '@/lib/catalogue/format';
import { getPage } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { EARLY_TERMINATION } from '@/lib/pricing/rules';
import { formatDate } from '@/lib/catalogue/format';
import { copyPageMetadata } from '@/lib/seo';
import { siteConfig } from '@/lib/site';

const copy = () => getPage('compare');

export function generateMetadata(): Metadata {
  return copyPageMetadata(copy(), '/plans/compare');
}

/**
 * A static shell: the comparison itself is computed in the browser from the URL, so any
 * link reproduces it and nothing is stored on the server.
 */
export default function ComparePage() {
  const page = copy();
  const b = page.blocks;
  const cat = getPage('catalogue').blocks;
  const choices: CatalogueChoice[] = getCatalogue().map((p) => {
    const { id: _id, name: _name, ...offer } = toOffer(p);
    void _id;
    void _name;
    return { slug: p.slug, label: `${cat.operators[p.operator]} ${p.name}`, offer };
  });

  return (
    <>
      <PageHeader path="/plans/compare" title={b.header.heading} lead={b.header.lead} />
      <div className="container-page space-y-10 py-10">
        <Comparison
          fallback={
            // Shown until the comparison starts in the browser, and for good without JavaScript.
            <div
              className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-slate-900"
              data-testid="needs-js"
            >
              <p>{b.noscript.text}</p>
              <p className="mt-2">
                <Link
                  href={b.noscript.link.href}
                  className="font-semibold text-brand-800 underline"
                >
                  {b.noscript.link.label}
                </Link>
              </p>
            </div>
          }
          catalogue={choices}
          copy={b}
          feeLabels={cat.fees}
          maxOffers={siteConfig.compare.maxOffers}
          defaultPeriodMonths={siteConfig.compare.defaultPeriodMonths}
          storageKey={siteConfig.compare.storageKey}
        />
        <section
          aria-labelledby="rule-heading"
          className="rounded-xl bg-slate-50 p-5 text-sm text-slate-700"
        >
          <h2 id="rule-heading" className="text-lg font-semibold text-slate-900">
            {b.rule.heading}
          </h2>
          <p className="mt-2">{EARLY_TERMINATION.summary}</p>
          <p className="mt-2">
            {b.rule.sourcesLabel}:{' '}
            {EARLY_TERMINATION.sources.map((s, i) => (
              <span key={s.url}>
                {i > 0 ? '; ' : null}
                <a href={s.url} rel="noopener noreferrer" className="text-brand-800 underline">
                  {s.publisher}, {s.title}
                </a>{' '}
                ({formatDate(s.date)})
              </span>
            ))}
          </p>
          <p className="mt-2">
            {fill(cat.method.text, {
              months: siteConfig.compare.defaultPeriodMonths,
              days: siteConfig.priceStaleAfterDays,
            })}
          </p>
        </section>
      </div>
    </>
  );
}
