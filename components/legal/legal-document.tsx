import type { Metadata } from 'next';
import { ContentLink } from '@/components/ui/content-link';
import { MdxContent } from '@/components/content/mdx-content';
import { PageHeader } from '@/components/layout/page-header';
import { getLegal, getUiCopy, type LegalSlug } from '@/lib/content';
import { formatDate } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/seo';
import { Reveal } from './reveal';
import { SectionToc } from '../ui/section-toc';
import { TranslationNotice } from '../content/translation-notice';
import type { Locale } from '@/lib/i18n/format';
import { HeadingIntro } from '../ui/heading-intro';

export function legalMetadata(slug: LegalSlug, locale: Locale): Metadata {
  const doc = getLegal(slug, locale);
  return pageMetadata({
    generatedImage: true,
    title: doc.title,
    description: doc.description,
    keywords: doc.keywords,
    path: `/${slug}`,
    locale,
  });
}

/** The shared layout of Privacy, Terms and Cookie Policy, all from content/legal. */
export function LegalDocument({ slug, locale }: { slug: LegalSlug; locale: Locale }) {
  const doc = getLegal(slug, locale);
  const { legal: ui, routes } = getUiCopy(locale);
  const path = `/${slug}`;
  const sections = doc.toc.filter((e) => e.depth === 2);

  return (
    <>
      <PageHeader
        locale={locale}
        path={path}
        trail={[
          { label: routes.home, href: '/' },
          { label: doc.title, href: path },
        ]}
        title={doc.title}
        lead={doc.description}
      >
        <p className="mt-3 text-slate-700">
          {ui.lastUpdated}{' '}
          <time dateTime={doc.lastUpdated.slice(0, 10)}>{formatDate(doc.lastUpdated, locale)}</time>
        </p>
        <TranslationNotice locale={locale} source={`legal/${slug}.mdx`} path={path} />
      </PageHeader>

      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SectionToc look="legal" heading={ui.navLabel} items={sections} />
        <Reveal mode="sections">
          <article
            data-reveal-sections
            className="prose prose-slate max-w-3xl prose-a:text-brand-800"
          >
            <MdxContent locale={locale} code={doc.body.code} />
          </article>
        </Reveal>
      </div>

      <section aria-labelledby="related-heading" className="bg-slate-50 py-14">
        <div className="container-page">
          <HeadingIntro id="related-heading" block={{ heading: doc.relatedTitle }} look="block" />
          <Reveal mode="cards">
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {doc.related.map((card) => (
                <li
                  key={card.href}
                  data-reveal-card
                  className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm focus-within:ring-2 focus-within:ring-brand-700"
                >
                  <h3 className="text-lg font-semibold text-slate-900">
                    <ContentLink
                      link={{ href: card.href, label: card.title }}
                      className="text-brand-800 after:absolute after:inset-0 hover:underline"
                    />
                  </h3>
                  <p className="mt-2 text-slate-700">{card.description}</p>
                </li>
              ))}
            </ul>
          </Reveal>
        </div>
      </section>
    </>
  );
}
