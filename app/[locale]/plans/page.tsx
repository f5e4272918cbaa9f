import type { Metadata } from 'next';
import { CtaBox } from '@/components/cta';
import { PageHeader } from '@/components/page-header';
import { AdviceSection } from '@/components/plans/advice-section';
import { CompareOffersSection } from '@/components/plans/compare-offers-section';
import { FactorsSection } from '@/components/plans/factors-section';
import { FamilySection } from '@/components/plans/family-section';
import { InternetSection } from '@/components/plans/internet-section';
import { MobileSection } from '@/components/plans/mobile-section';
import { OverviewSection } from '@/components/plans/overview-section';
import { TvSection } from '@/components/plans/tv-section';
import { getPage } from '@/lib/content';
import { copyPageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

const plans = () => getPage('plans');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return copyPageMetadata(plans(), '/plans');
}

/** The documents /plans is made of: its page copy and the plan cards of each section. */
const PLANS_PAGE_SOURCES = [
  'pages/plans.mdx',
  ...['overview', 'mobile', 'internet', 'tv', 'family', 'factors'].map((kind) => `plans/${kind}/`),
];

export default async function PlansPage({ params }: LocaleProps) {
  await localeFrom(params);
  const b = plans().blocks;
  return (
    <>
      <PageHeader
        path="/plans"
        title={b.header.heading}
        lead={b.header.lead}
        sources={PLANS_PAGE_SOURCES}
      />
      <CompareOffersSection block={b.compareOffers} />
      <OverviewSection block={b.overview} />
      <MobileSection block={b.mobile} />
      <InternetSection block={b.internet} />
      <TvSection block={b.tv} />
      <FamilySection block={b.family} />
      <FactorsSection block={b.factors} />
      <CtaBox
        id="plans-guides-heading"
        heading={b.guidesCta.heading}
        text={b.guidesCta.text}
        link={b.guidesCta.link}
        className="py-14"
      />
      <AdviceSection block={b.advice} />
    </>
  );
}
