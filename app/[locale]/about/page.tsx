import type { Metadata } from 'next';
import Link from '@/components/link';
import { CtaBand } from '@/components/cta';
import { Icon } from '@/components/icon';
import { SectionHeading } from '@/components/section-heading';
import { JsonLd } from '@/components/json-ld';
import { PageHeader } from '@/components/page-header';
import { PrincipleCards } from '@/components/principle-cards';
import { StatList } from '@/components/stat-list';
import { getEditorialTimeline, getPage, getSiteStats } from '@/lib/content';
import { monthYear, statValue } from '@/lib/content/stats';
import { articleJsonLd, copyPageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/format';

const timelineIcon = { first: 'sparkles', topic: 'book', latest: 'clock' } as const;

const about = (locale: Locale) => getPage('about', locale);

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return copyPageMetadata(about(locale), '/about', locale);
}

export default async function AboutPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = about(locale);
  const b = page.blocks;
  const stats = getSiteStats(locale);
  const timeline = getEditorialTimeline(locale);
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

      <section aria-labelledby="story-heading" className="container-page py-16">
        <SectionHeading id="story-heading" title={b.story.heading} intro={b.story.intro} />
        <ol className="relative mx-auto mt-10 max-w-3xl border-s-2 border-brand-100 ps-8">
          {timeline.map((entry) => (
            <li
              key={`${entry.kind}-${entry.date}-${entry.topic ?? ''}`}
              className="relative pb-10 last:pb-0"
            >
              <span className="absolute -start-[3.05rem] inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon name={timelineIcon[entry.kind]} className="h-5 w-5" />
              </span>
              <p className="text-sm font-bold text-brand-800">
                <time dateTime={entry.date}>{monthYear(entry.date, locale)}</time>
              </p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">
                {b.story.timeline[entry.kind].replace('{topic}', entry.topic ?? '')}
              </h3>
              <ul className="mt-1 space-y-2 text-slate-700">
                {entry.guides.map((g) => (
                  <li key={g.slug}>
                    <Link href={`/guides/${g.slug}`} className="underline-offset-2 hover:underline">
                      {g.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="mission-heading" className="bg-slate-50 py-16">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <div>
            <h2 id="mission-heading" className="text-3xl font-bold text-slate-900">
              {b.mission.heading}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{b.mission.text}</p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-slate-900">{b.mission.promise.heading}</h3>
            <ul className="mt-4 space-y-3">
              {b.mission.promise.points.map((point) => (
                <li key={point} className="flex gap-3 text-slate-700">
                  <Icon name="check" className="h-6 w-6 shrink-0 text-brand-700" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="different-heading" className="container-page py-16">
        <SectionHeading
          id="different-heading"
          title={b.differentiators.heading}
          intro={b.differentiators.intro}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {b.differentiators.items.map((item) => (
            <li key={item.title} className="rounded-xl border border-slate-200 p-6">
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="principles-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading
            id="principles-heading"
            title={b.principles.heading}
            intro={b.principles.intro}
          />
          <PrincipleCards items={b.principles.items} tabs={b.principles.tabs} />
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="bg-brand-800 py-16 text-white">
        <div className="container-page text-center">
          <h2 id="impact-heading" className="text-3xl font-bold">
            {b.impact.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{b.impact.intro}</p>
          <StatList
            items={b.impact.items.map((m) => ({
              key: m.stat,
              label: m.label,
              value: statValue(stats, m.stat, locale),
            }))}
          />
          <p className="mt-8 text-sm text-brand-100">{b.impact.note}</p>
        </div>
      </section>

      <section aria-labelledby="team-heading" className="container-page py-16">
        <SectionHeading id="team-heading" title={b.team.heading} intro={b.team.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {b.team.roles.map((role) => (
            <li key={role.title} className="rounded-xl border border-slate-200 p-6">
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon name={role.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{role.title}</h3>
              <p className="mt-2 text-slate-700">{role.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand id="about-cta-heading" heading={b.cta.heading} text={b.cta.text} ctas={b.cta.ctas} />

      <JsonLd
        data={articleJsonLd({
          locale,
          headline: page.title,
          description: page.description,
          path: '/about',
          about: true,
        })}
      />
    </>
  );
}
