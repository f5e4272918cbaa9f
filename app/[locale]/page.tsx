import { bidiText } from '@/components/bidi-text';
import type { Metadata } from 'next';
import Link from '@/components/link';
import { Disclosure } from '@/components/disclosure';
import { CtaBand, CtaBox } from '@/components/cta';
import { Icon } from '@/components/icon';
import { SectionHeading } from '@/components/section-heading';
import { TranslationNotice } from '@/components/translation-notice';
import { JsonLd } from '@/components/json-ld';
import { MdxContent } from '@/components/mdx-content';
import { NewsletterForm } from '@/components/newsletter-form';
import { StatList } from '@/components/stat-list';
import { ReviewedBody } from '@/components/reviewed-body';
import { StaticImage } from '@/components/static-image';
import { HeroArt } from '@/components/home/hero-art';
import { getFaqs, getFeaturedGuides, getPage, getSiteStats } from '@/lib/content';
import { statValue } from '@/lib/content/stats';
import { mdxToPlainText } from '@/lib/mdx-text';
import { faqPageJsonLd, copyPageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

const home = () => getPage('home');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return copyPageMetadata(home(), '/');
}

export default async function HomePage({ params }: LocaleProps) {
  await localeFrom(params);
  const page = home();
  const b = page.blocks;
  const faqs = getFaqs();
  const featured = getFeaturedGuides();
  const stats = getSiteStats();

  return (
    <>
      {/* Hero */}
      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page grid items-center gap-10 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {b.hero.eyebrow}
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl"
            >
              {b.hero.heading}
            </h1>
            <p className="mt-5 text-lg text-slate-700">{bidiText(b.hero.lead)}</p>
            <TranslationNotice source={['pages/home.mdx', 'faq/']} path="/" className="mt-5" />
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={b.hero.primaryCta.href} className="btn-primary text-base">
                {b.hero.primaryCta.label}
              </Link>
              <Link href={b.hero.secondaryCta.href} className="btn-secondary text-base">
                {b.hero.secondaryCta.label}
              </Link>
            </div>
          </div>
          <HeroArt
            src={b.hero.image.src}
            alt={b.hero.image.alt}
            width={b.hero.image.width}
            height={b.hero.image.height}
            priority
            className="h-auto w-full"
          />
        </div>
      </section>

      {/* Why Choose */}
      <section aria-labelledby="why-heading" className="container-page py-16">
        <SectionHeading id="why-heading" title={b.whyChoose.heading} intro={b.whyChoose.intro} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {b.whyChoose.items.map((item) => (
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

      {/* Service areas */}
      <section aria-labelledby="services-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            title={b.services.heading}
            intro={b.services.intro}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {b.services.items.map((item) => (
              <li key={item.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <span className="inline-flex w-fit rounded-lg bg-brand-50 p-2 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{item.text}</p>
                <Link
                  href={item.link.href}
                  className="mt-4 font-semibold text-brand-800 hover:underline"
                >
                  {item.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* How we help */}
      <section aria-labelledby="process-heading" className="container-page py-16">
        <SectionHeading id="process-heading" title={b.process.heading} intro={b.process.intro} />
        <ol className="mt-10 grid gap-6 md:grid-cols-5">
          {b.process.steps.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-5">
              <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.text}</p>
              {step.link ? (
                <Link
                  href={step.link.href}
                  className="mt-3 inline-block text-sm font-semibold text-brand-800 hover:underline"
                >
                  {step.link.label}
                  <span className="sr-only">: {step.title}</span>
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      {/* Featured guides */}
      <section aria-labelledby="featured-heading" className="bg-slate-50 py-16">
        <div className="container-page">
          <SectionHeading
            id="featured-heading"
            title={b.featuredGuides.heading}
            intro={b.featuredGuides.intro}
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((guide) => (
              <li
                key={guide.slug}
                className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
              >
                <StaticImage
                  src={guide.images[0].src}
                  alt={guide.images[0].alt}
                  width={guide.images[0].width}
                  height={guide.images[0].height}
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p
                    className="text-xs font-semibold uppercase tracking-wide text-brand-700"
                    data-testid="guide-topic"
                  >
                    {b.featuredGuides.topics[guide.topic]}
                  </p>
                  <h3 className="mt-2 font-semibold text-slate-900">{guide.title}</h3>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{bidiText(guide.brief)}</p>
                  <Link
                    href={guide.url}
                    className="mt-4 text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {b.featuredGuides.readMore}
                    <span className="sr-only">: {guide.title}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Impact statistics */}
      <section aria-labelledby="stats-heading" className="bg-brand-800 py-16 text-white">
        <div className="container-page text-center">
          <h2 id="stats-heading" className="text-3xl font-bold">
            {b.stats.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-50">{b.stats.intro}</p>
          <StatList
            items={b.stats.items.map((s) => ({
              key: s.stat,
              label: s.label,
              value: statValue(stats, s.stat),
            }))}
          />
        </div>
      </section>

      {/* Trust pillars */}
      <section aria-labelledby="pillars-heading" className="container-page py-16">
        <SectionHeading id="pillars-heading" title={b.pillars.heading} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {b.pillars.items.map((p) => (
            <li key={p.title} className="rounded-xl border border-slate-200 p-6">
              <span className="inline-flex rounded-lg bg-brand-50 p-2 text-brand-700">
                <Icon name={p.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{p.title}</h3>
              <p className="mt-2 text-slate-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {/* Closing calls to action */}
      <CtaBand
        id="closing-heading"
        heading={b.closing.heading}
        text={b.closing.text}
        ctas={b.closing.ctas}
      />

      {/* Overview block: Market Context, Help Section, Stay Informed, advice */}
      <section aria-labelledby="market-heading" className="container-page py-16">
        <div className="mx-auto max-w-3xl">
          <h2 id="market-heading" className="text-3xl font-bold text-slate-900">
            {b.marketContext.heading}
          </h2>
          <div className="prose prose-slate mt-4 max-w-none">
            <MdxContent code={page.body.code} />
          </div>
        </div>
      </section>

      <section aria-labelledby="help-heading" className="bg-slate-50 py-16">
        <div className="container-page max-w-4xl">
          <SectionHeading id="help-heading" title={b.help.heading} intro={b.help.intro} />
          <div className="mt-8">
            <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {faqs.map((f) => (
                <Disclosure
                  key={f.slug}
                  group="faq"
                  id={`faq-${f.slug}`}
                  heading={f.question}
                  bodyClassName="prose prose-slate max-w-none px-5 pb-5"
                >
                  <ReviewedBody code={f.body.code} reviewedAt={f.reviewedAt} />
                </Disclosure>
              ))}
            </div>
          </div>
        </div>
        <JsonLd
          data={faqPageJsonLd(
            faqs.map((f) => ({ question: f.question, answer: mdxToPlainText(f.body.raw) })),
          )}
        />
      </section>

      <section aria-labelledby="newsletter-heading" className="container-page py-16">
        <div className="grid gap-8 rounded-2xl bg-brand-800 px-6 py-10 text-white md:grid-cols-2 md:px-10">
          <div>
            <h2 id="newsletter-heading" className="text-2xl font-bold">
              {b.newsletter.heading}
            </h2>
            <p className="mt-2 text-brand-50">{b.newsletter.text}</p>
          </div>
          <NewsletterForm copy={b.newsletter} />
        </div>
      </section>

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
