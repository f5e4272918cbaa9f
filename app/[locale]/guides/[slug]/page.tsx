import { bidiText } from '@/components/bidi-text';
import type { Metadata } from 'next';
import Link from '@/components/link';
import { notFound } from 'next/navigation';
import { GuideToc } from '@/components/guides/guide-toc';
import { JsonLd } from '@/components/json-ld';
import { MdxContent } from '@/components/mdx-content';
import { PageHeader } from '@/components/page-header';
import { TranslationNotice } from '@/components/translation-notice';
import { SourcesList } from '@/components/sources-list';
import { StaticImage } from '@/components/static-image';
import type { Crumb } from '@/lib/breadcrumbs';
import {
  getGuide,
  getGuides,
  getPage,
  getRelatedGuides,
  getUiCopy,
  readingTime,
} from '@/lib/content';
import { formatDate } from '@/lib/format';
import { articleJsonLd, pageMetadata } from '@/lib/seo';
import { isLocale } from '@/lib/format';
import type { Locale } from '@/lib/format';

export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale: Locale = isLocale(params.locale) ? params.locale : 'en';
  return getGuides(locale).map((g) => ({ slug: g.slug }));
}

type Params = { params: Promise<{ locale: string; slug: string }> };

async function load(params: Params['params']) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const guide = getGuide(slug, locale);
  if (!guide) notFound();
  return { guide, locale };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { guide, locale } = await load(params);
  return pageMetadata({
    locale,
    generatedImage: true,
    title: guide.title,
    description: guide.brief,
    keywords: [guide.title],
    path: guide.url,
    ogType: 'article',
    publishedTime: guide.publishedAt,
    modifiedTime: guide.updatedAt,
  });
}

export default async function GuidePage({ params }: Params) {
  const { guide, locale } = await load(params);
  const copy = getPage('guides', locale).blocks;
  const t = copy.guidePage;
  const labels = getUiCopy(locale).content;
  const trail: Crumb[] = [
    { label: getUiCopy(locale).routes.home, href: '/' },
    { label: getUiCopy(locale).routes.guides, href: '/guides' },
    { label: guide.title, href: guide.url },
  ];
  const related = getRelatedGuides(guide, locale);
  const [first, second] = guide.images;

  return (
    <>
      <PageHeader
        locale={locale}
        path={guide.url}
        trail={trail}
        title={guide.title}
        lead={guide.brief}
      >
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="font-semibold text-brand-800">{readingTime(guide, locale)}</span>
          <span>
            {copy.tabs.items[guide.category]} · {copy.filters.levels[guide.level]}
          </span>
          <span>
            {t.publishedLabel}{' '}
            <time dateTime={guide.publishedAt.slice(0, 10)}>
              {formatDate(guide.publishedAt, locale)}
            </time>
          </span>
          {guide.updatedAt ? (
            <span>
              {t.updatedLabel}{' '}
              <time dateTime={guide.updatedAt.slice(0, 10)}>
                {formatDate(guide.updatedAt, locale)}
              </time>
            </span>
          ) : null}
        </p>
        <TranslationNotice locale={locale} source={`guides/${guide.slug}.mdx`} path={guide.url} />
      </PageHeader>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:row-span-2">
          <GuideToc heading={t.tocHeading} entries={guide.toc} />
        </aside>

        <div className="min-w-0 max-w-3xl">
          <StaticImage
            src={first.src}
            alt={first.alt}
            width={first.width}
            height={first.height}
            priority
            className="h-auto w-full rounded-xl border border-slate-200"
          />
          <section
            aria-labelledby="key-points-heading"
            className="mt-8 rounded-xl border-s-4 border-brand-600 bg-brand-50 p-6"
          >
            <h2 id="key-points-heading" className="text-xl font-bold text-slate-900">
              {t.keyPointsHeading}
            </h2>
            <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
              {guide.keyPoints.map((p) => (
                <li key={p}>{bidiText(p)}</li>
              ))}
            </ul>
          </section>

          <article className="prose prose-slate mt-8 max-w-none">
            <MdxContent locale={locale} code={guide.body.code} />
          </article>

          <StaticImage
            src={second.src}
            alt={second.alt}
            width={second.width}
            height={second.height}
            className="mt-8 h-auto w-full rounded-xl border border-slate-200"
          />

          <SourcesList
            locale={locale}
            id="sources-heading"
            heading={labels.sourcesHeading}
            accessedLabel={labels.accessedLabel}
            otherLanguage={labels.otherLanguage}
            sources={guide.sources}
            className="mt-12"
          />

          {related.length ? (
            <section aria-labelledby="related-heading" className="mt-12">
              <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
                {t.relatedHeading}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {related.map((r) => (
                  <li key={r.slug} className="rounded-xl border border-slate-200 p-5">
                    <Link href={r.url} className="font-semibold text-brand-800 hover:underline">
                      {r.title}
                    </Link>
                    <p className="mt-1 text-sm text-slate-700">{bidiText(r.brief)}</p>
                    <p className="mt-2 text-xs font-semibold text-slate-600">
                      {readingTime(r, locale)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <Link href={t.backLink.href} className="btn-secondary mt-10">
            {t.backLink.label}
          </Link>
        </div>
      </div>
      <JsonLd
        data={articleJsonLd({
          locale,
          headline: guide.title,
          description: guide.brief,
          path: guide.url,
          datePublished: guide.publishedAt,
          dateModified: guide.updatedAt,
          images: guide.images.map((i) => i.src),
          readingMinutes: guide.readingMinutes,
        })}
      />
    </>
  );
}
