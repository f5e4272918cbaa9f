import type { Metadata } from 'next';
import Link from 'next/link';
import { PlanAdviceForm } from '@/components/plan-advice-form';
import { FaqAccordion } from '@/components/faq-accordion';
import { CtaBox } from '@/components/cta';
import { Icon } from '@/components/icon';
import { SectionHeading } from '@/components/section-heading';
import { JsonLd } from '@/components/json-ld';
import { ReviewedBody } from '@/components/reviewed-body';
import { PageHeader } from '@/components/page-header';
import { FamilyCards } from '@/components/plans/family-cards';
import { MobilePlanTabs } from '@/components/plans/mobile-plan-tabs';
import { StaticImage } from '@/components/static-image';
import { getPage, getPlanCards } from '@/lib/content';
import { copyPageMetadata, serviceJsonLd } from '@/lib/seo';

const plans = () => getPage('plans');

export function generateMetadata(): Metadata {
  return copyPageMetadata(plans(), '/plans');
}

function CheckList({ items, tone = 'brand' }: { items: string[]; tone?: 'brand' | 'amber' }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-slate-700">
          <span className={tone === 'brand' ? 'text-brand-700' : 'text-amber-700'}>
            <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function PlansPage() {
  const page = plans();
  const b = page.blocks;
  const overview = getPlanCards('overview');
  const mobile = getPlanCards('mobile');
  const internet = getPlanCards('internet');
  const tv = getPlanCards('tv');
  const family = getPlanCards('family');
  const factors = getPlanCards('factor');

  return (
    <>
      <PageHeader path="/plans" title={b.header.heading} lead={b.header.lead} />

      {/* Plan Overview: one item open at a time */}
      <section aria-labelledby="overview-heading" className="container-page py-14">
        <SectionHeading
          align="left"
          id="overview-heading"
          title={b.overview.heading}
          intro={b.overview.intro}
        />
        <div className="mt-8 max-w-4xl">
          <FaqAccordion
            items={overview.map((card) => ({
              id: card.slug,
              question: card.title,
              icon: (
                <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon name={card.icon} />
                </span>
              ),
              answer: (
                <>
                  <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                  <Link href={`#${card.anchor}`} className="btn-secondary not-prose no-underline">
                    {b.overview.exploreLabel}
                    <span className="sr-only">: {card.title}</span>
                  </Link>
                </>
              ),
            }))}
          />
        </div>
      </section>

      {/* Mobile: tabs */}
      <section
        id="mobile"
        aria-labelledby="mobile-heading"
        className="scroll-mt-8 bg-slate-50 py-14"
      >
        <div className="container-page">
          <SectionHeading
            align="left"
            id="mobile-heading"
            title={b.mobile.heading}
            intro={b.mobile.intro}
          />
          <div className="mt-8">
            <MobilePlanTabs
              label={b.mobile.tabsLabel}
              tabs={mobile.map((card) => ({
                id: card.tab,
                title: card.title,
                icon: <Icon name={card.icon} className="h-5 w-5" />,
                panel: (
                  <div className="grid gap-8 xl:grid-cols-[3fr_2fr]">
                    <div>
                      <h3 className="text-2xl font-semibold text-slate-900">{card.title}</h3>
                      {card.summary ? (
                        <p className="mt-2 font-medium text-slate-700">{card.summary}</p>
                      ) : null}
                      <div className="prose prose-slate mt-4 max-w-none">
                        <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                      </div>
                      {card.guideLink ? (
                        <Link href={card.guideLink.href} className="btn-primary mt-6">
                          {card.guideLink.label}
                        </Link>
                      ) : null}
                    </div>
                    <div>
                      {card.images.map((img) => (
                        <StaticImage
                          key={img.src}
                          src={img.src}
                          alt={img.alt}
                          width={img.width}
                          height={img.height}
                          className="mb-4 h-auto w-full rounded-lg"
                        />
                      ))}
                      <h4 className="mt-2 font-semibold text-slate-900">
                        {b.mobile.checklistHeading}
                      </h4>
                      <CheckList items={card.checklist} />
                    </div>
                  </div>
                ),
              }))}
            />
          </div>
        </div>
      </section>

      {/* Home internet */}
      <section
        id="internet"
        aria-labelledby="internet-heading"
        className="scroll-mt-8 container-page py-14"
      >
        <SectionHeading
          align="left"
          id="internet-heading"
          title={b.internet.heading}
          intro={b.internet.intro}
        />
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {internet.map((card) => (
            <li
              key={card.slug}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
            >
              {card.image ? (
                <StaticImage
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  className="h-auto w-full"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="flex items-center gap-3 text-xl font-semibold text-slate-900">
                  <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                    <Icon name={card.icon} />
                  </span>
                  {card.title}
                </h3>
                {card.summary ? (
                  <p className="mt-3 font-medium text-slate-700">{card.summary}</p>
                ) : null}
                <div className="prose prose-slate mt-3 max-w-none">
                  <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                </div>
                <div className="mt-4 grid gap-4 sm:grid-cols-2">
                  <div>
                    <h4 className="font-semibold text-slate-900">{b.internet.prosHeading}</h4>
                    <CheckList items={card.pros} />
                  </div>
                  <div>
                    <h4 className="font-semibold text-slate-900">{b.internet.consHeading}</h4>
                    <ul className="mt-3 space-y-2">
                      {card.cons.map((con) => (
                        <li key={con} className="flex gap-2 text-slate-700">
                          <span aria-hidden="true" className="font-bold text-amber-700">
                            !
                          </span>
                          <span>{con}</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {/* TV and streaming */}
      <section id="tv" aria-labelledby="tv-heading" className="scroll-mt-8 bg-slate-50 py-14">
        <div className="container-page">
          <SectionHeading align="left" id="tv-heading" title={b.tv.heading} intro={b.tv.intro} />
          <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
            {tv.map((card) => (
              <li
                key={card.slug}
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
              >
                {card.image ? (
                  <StaticImage
                    src={card.image.src}
                    alt={card.image.alt}
                    width={card.image.width}
                    height={card.image.height}
                    className="h-auto w-full"
                  />
                ) : null}
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{card.title}</h3>
                  {card.summary ? (
                    <p className="mt-2 text-sm font-medium text-slate-700">{card.summary}</p>
                  ) : null}
                  <div className="prose prose-sm prose-slate mt-3 max-w-none">
                    <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                  </div>
                  <h4 className="mt-4 font-semibold text-slate-900">{b.tv.featuresHeading}</h4>
                  <CheckList items={card.features} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Family: click-to-expand cards */}
      <section
        id="family"
        aria-labelledby="family-heading"
        className="scroll-mt-8 container-page py-14"
      >
        <SectionHeading
          align="left"
          id="family-heading"
          title={b.family.heading}
          intro={b.family.intro}
        />
        <div className="mt-8">
          <FamilyCards
            cards={family.map((card) => ({
              id: card.slug,
              title: card.title,
              summary: card.summary,
              icon: <Icon name={card.icon} />,
              details: (
                <>
                  <div className="prose prose-sm prose-slate max-w-none">
                    <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                  </div>
                  <h4 className="mt-4 font-semibold text-slate-900">{b.family.detailsHeading}</h4>
                  <CheckList items={card.details} />
                </>
              ),
            }))}
          />
        </div>
      </section>

      {/* Plan Factors */}
      <section
        id="factors"
        aria-labelledby="factors-heading"
        className="scroll-mt-8 bg-slate-50 py-14"
      >
        <div className="container-page">
          <SectionHeading
            align="left"
            id="factors-heading"
            title={b.factors.heading}
            intro={b.factors.intro}
          />
          <ol className="mt-8 grid gap-6 lg:grid-cols-5">
            {factors.map((card, i) => (
              <li
                key={card.slug}
                data-factor={card.factor}
                className="flex flex-col rounded-xl bg-white p-5 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                    {i + 1}
                  </span>
                  <span className="text-brand-700">
                    <Icon name={card.icon} />
                  </span>
                </div>
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{card.title}</h3>
                {card.summary ? (
                  <p className="mt-2 text-sm font-medium text-slate-700">{card.summary}</p>
                ) : null}
                <div className="prose prose-sm prose-slate mt-3 max-w-none flex-1">
                  <ReviewedBody code={card.body.code} reviewedAt={card.reviewedAt} />
                </div>
                <figure className="mt-4 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-4">
                  <figcaption className="text-sm font-semibold text-brand-900">
                    {b.factors.visualizationLabel}
                  </figcaption>
                  <p className="mt-1 text-sm text-slate-800">{card.visualization}</p>
                </figure>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaBox
        id="plans-guides-heading"
        heading={b.guidesCta.heading}
        text={b.guidesCta.text}
        link={b.guidesCta.link}
        className="py-14"
      />

      <section id="advice" aria-labelledby="plans-advice-heading" className="bg-slate-50 py-14">
        <div className="container-page max-w-3xl">
          <h2 id="plans-advice-heading" className="text-2xl font-bold text-slate-900">
            {b.advice.heading}
          </h2>
          <p className="mt-2 text-slate-700">{b.advice.intro}</p>
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm">
            <PlanAdviceForm copy={b.advice} />
          </div>
        </div>
      </section>

      {overview.map((card) => (
        <JsonLd
          key={card.slug}
          data={serviceJsonLd({
            name: card.title,
            description: card.summary,
            path: `/plans#${card.anchor}`,
          })}
        />
      ))}
    </>
  );
}
