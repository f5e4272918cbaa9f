import { CtaBand, CtaBox } from '@/components/ui/cta';
import { FeaturedGuidesSection } from '@/components/home/featured-guides-section';
import { HelpSection } from '@/components/home/help-section';
import { HeroSection } from '@/components/home/hero-section';
import { MarketSection } from '@/components/home/market-section';
import { NewsletterSection } from '@/components/home/newsletter-section';
import { ProcessSection } from '@/components/home/process-section';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { PageSection } from '@/components/ui/page-section';
import { StatBand } from '@/components/ui/stat-band';
import { getFaqs, getFeaturedGuides, getPage, getSiteStats } from '@/lib/content';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const generateMetadata = copyPageRouteMetadata('home', '/');

export default async function HomePage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = getPage('home', locale);
  const b = page.blocks;
  return (
    <>
      <HeroSection locale={locale} block={b.hero} />
      <PageSection id="why-heading" block={b.whyChoose}>
        <IconCardGrid items={b.whyChoose.items} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <PageSection id="services-heading" block={b.services} shaded>
        <IconCardGrid
          items={b.services.items}
          className="mt-10 sm:grid-cols-2 lg:grid-cols-4"
          raised
        />
      </PageSection>
      <ProcessSection block={b.process} />
      <FeaturedGuidesSection block={b.featuredGuides} guides={getFeaturedGuides(locale)} />
      <StatBand id="stats-heading" block={b.stats} stats={getSiteStats(locale)} locale={locale} />
      <PageSection id="pillars-heading" block={b.pillars}>
        <IconCardGrid items={b.pillars.items} className="mt-10 md:grid-cols-3" />
      </PageSection>
      <CtaBand
        id="closing-heading"
        heading={b.closing.heading}
        text={b.closing.text}
        ctas={b.closing.ctas}
      />
      <MarketSection locale={locale} block={b.marketContext} code={page.body.code} />
      <HelpSection locale={locale} block={b.help} faqs={getFaqs(locale)} />
      <NewsletterSection locale={locale} block={b.newsletter} />
      <CtaBox
        id="advice-heading"
        heading={b.advice.heading}
        text={b.advice.text}
        link={b.advice.cta}
        className="pb-4"
      />
    </>
  );
}
