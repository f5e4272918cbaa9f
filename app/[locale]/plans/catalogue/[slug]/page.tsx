import type { Metadata } from 'next';
import { DraftBanner } from '@/components/content/draft-banner';
import Link from '@/components/ui/link';
import { PlanDetailsSection } from '@/components/catalogue/plan-details-section';
import { PlanHeaderSection } from '@/components/catalogue/plan-header-section';
import { PlanPriceSection } from '@/components/catalogue/plan-price-section';
import { PlanReportSection } from '@/components/catalogue/plan-report-section';
import { PlanSourceSection } from '@/components/catalogue/plan-source-section';
import { MdxContent } from '@/components/content/mdx-content';
import { getPage } from '@/lib/content';
import { getCatalogue, getCataloguePlan } from '@/lib/content/catalogue';
import { pageMetadata } from '@/lib/seo';
import { itemRoute } from '@/lib/i18n/request';

export const dynamicParams = false;

const route = itemRoute('slug', getCatalogue, getCataloguePlan);
export const generateStaticParams = route.generateStaticParams;

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { item: plan, locale } = await route.load(params);
  const page = getPage('catalogue', locale);
  const b = page.blocks;
  return pageMetadata({
    locale,
    title: `${b.operators[plan.operator]} ${plan.name}`,
    description: plan.summary,
    path: `/plans/catalogue/${plan.slug}`,
    generatedImage: true,
    keywords: [b.operators[plan.operator], plan.name, b.types[plan.type], ...(page.keywords ?? [])],
  });
}

export default async function CataloguePlanPage({ params }: Props) {
  const { item: plan, locale } = await route.load(params);
  const b = getPage('catalogue', locale).blocks;
  return (
    <>
      <DraftBanner draft={plan.doc.draft} locale={locale} />
      <PlanHeaderSection plan={plan} copy={b} locale={locale} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-8">
          <PlanPriceSection plan={plan} copy={b} locale={locale} />
          <PlanDetailsSection plan={plan} copy={b} locale={locale} />
          <section aria-labelledby="notes-heading" className="prose prose-slate max-w-none">
            <h2 id="notes-heading">{b.plan.notesHeading}</h2>
            <MdxContent locale={locale} code={plan.doc.body.code} />
          </section>
          <PlanSourceSection source={plan.source} copy={b.plan} locale={locale} />
          <p>
            <Link
              href={`/remind?plan=${plan.slug}`}
              className="font-medium text-brand-800 underline"
            >
              {b.plan.remindLink}
            </Link>
          </p>
          <p>
            <Link href={b.plan.backLink.href} className="font-medium text-brand-800 underline">
              {b.plan.backLink.label}
            </Link>
          </p>
        </div>
        <PlanReportSection locale={locale} planId={plan.slug} copy={b.report} />
      </div>
    </>
  );
}
