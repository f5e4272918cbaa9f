import { CtaBox } from '@/components/ui/cta';
import { PageHeader } from '@/components/layout/page-header';
import { AdviceSection } from '@/components/plans/advice-section';
import { CompareOffersSection } from '@/components/plans/compare-offers-section';
import { FactorsSection } from '@/components/plans/factors-section';
import { FamilySection } from '@/components/plans/family-section';
import { InternetSection } from '@/components/plans/internet-section';
import { MobileSection } from '@/components/plans/mobile-section';
import { OverviewSection } from '@/components/plans/overview-section';
import { TvSection } from '@/components/plans/tv-section';
import { getPage } from '@/lib/content';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const plans = (locale: Locale) => getPage('plans', locale);

export const generateMetadata = copyPageRouteMetadata('plans', '/plans');

/** The documents /plans is made of: its page copy and the plan cards of each section. */
const PLANS_PAGE_SOURCES = [
  'pages/plans.mdx',
  ...['overview', 'mobile', 'internet', 'tv', 'family', 'factors'].map((kind) => `plans/${kind}/`),
];

export default async function PlansPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const b = plans(locale).blocks;
  return (
    <>
      <PageHeader locale={locale} path="/plans" header={b.header} sources={PLANS_PAGE_SOURCES} />
      <CompareOffersSection block={b.compareOffers} />
      <OverviewSection locale={locale} block={b.overview} />
      <MobileSection locale={locale} block={b.mobile} />
      <InternetSection locale={locale} block={b.internet} />
      <TvSection locale={locale} block={b.tv} />
      <FamilySection locale={locale} block={b.family} />
      <FactorsSection locale={locale} block={b.factors} />
      <CtaBox
        id="plans-guides-heading"
        heading={b.guidesCta.heading}
        text={b.guidesCta.text}
        link={b.guidesCta.link}
        className="py-14"
      />
      <AdviceSection locale={locale} block={b.advice} />
    </>
  );
}
