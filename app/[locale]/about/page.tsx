import { MissionSection } from '@/components/about/mission-section';
import { StorySection } from '@/components/about/story-section';
import { CtaBand } from '@/components/ui/cta';
import { IconCardGrid } from '@/components/ui/icon-card-grid';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/layout/page-header';
import { PageSection } from '@/components/ui/page-section';
import { PrincipleCards } from '@/components/about/principle-cards';
import { StatBand } from '@/components/ui/stat-band';
import { getEditorialTimeline, getPage, getSiteStats } from '@/lib/content';
import { getCatalogue } from '@/lib/content/catalogue';
import { withCoverage } from '@/lib/content/catalogue-coverage';
import { articleJsonLd } from '@/lib/seo';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const generateMetadata = copyPageRouteMetadata('about', '/about');

export default async function AboutPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = getPage('about', locale);
  const b = page.blocks;
  const team = b.team.roles.map((role) => ({ ...role, text: role.description }));
  // What the plan catalogue holds, counted from its content (never typed in by hand).
  const coverageWords = {
    ...b.differentiators.catalogue,
    operators: getPage('catalogue', locale).blocks.operators,
  };
  const differentiators = b.differentiators.items.map((item) => ({
    ...item,
    text: withCoverage(item.text, getCatalogue(locale), coverageWords, locale),
  }));
  return (
    <>
      <PageHeader
        locale={locale}
        path="/about"
        title={page.title}
        lead={b.hero.lead}
        sources={['pages/about.mdx']}
      >
        <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">
          {b.hero.eyebrow}
        </p>
      </PageHeader>
      <StorySection block={b.story} timeline={getEditorialTimeline(locale)} locale={locale} />
      <MissionSection block={b.mission} />
      <PageSection id="different-heading" block={b.differentiators}>
        <IconCardGrid items={differentiators} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <PageSection id="principles-heading" block={b.principles} shaded>
        <PrincipleCards items={b.principles.items} tabs={b.principles.tabs} />
      </PageSection>
      <StatBand
        locale={locale}
        id="impact-heading"
        block={b.impact}
        stats={getSiteStats(locale)}
        note={b.impact.note}
      />
      <PageSection id="team-heading" block={b.team}>
        <IconCardGrid items={team} className="mt-10 sm:grid-cols-2 lg:grid-cols-3" />
      </PageSection>
      <CtaBand id="about-cta-heading" heading={b.cta.heading} text={b.cta.text} ctas={b.cta.ctas} />
      <JsonLd
        data={articleJsonLd({
          headline: page.title,
          description: page.description,
          path: '/about',
          about: true,
          locale,
        })}
      />
    </>
  );
}
