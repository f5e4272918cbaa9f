import type { Metadata } from 'next';
import { DraftBanner } from '@/components/content/draft-banner';
import Link from '@/components/ui/link';
import { GuideBodySection } from '@/components/guides/guide-body-section';
import { GuideHeaderSection } from '@/components/guides/guide-header-section';
import { GuideToc } from '@/components/guides/guide-toc';
import { RelatedGuidesSection } from '@/components/guides/related-guides-section';
import { JsonLd } from '@/components/ui/json-ld';
import { getGuide, getGuides, getPage, getRelatedGuides } from '@/lib/content';
import { articleJsonLd, pageMetadata } from '@/lib/seo';
import { itemRoute } from '@/lib/i18n/request';

export const dynamicParams = false;

const route = itemRoute('slug', getGuides, getGuide);
export const generateStaticParams = route.generateStaticParams;

type Params = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { item: guide, locale } = await route.load(params);
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
  const { item: guide, locale } = await route.load(params);
  const copy = getPage('guides', locale).blocks;
  const t = copy.guidePage;
  return (
    <>
      <DraftBanner draft={guide.draft} locale={locale} />
      <GuideHeaderSection guide={guide} copy={copy} locale={locale} />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside className="lg:row-span-2">
          <GuideToc heading={t.tocHeading} entries={guide.toc} />
        </aside>
        <div className="min-w-0 max-w-3xl">
          <GuideBodySection guide={guide} copy={t} locale={locale} />
          <RelatedGuidesSection
            heading={t.relatedHeading}
            guides={getRelatedGuides(guide, locale)}
            locale={locale}
          />
          <Link href={t.backLink.href} className="btn-secondary mt-10">
            {t.backLink.label}
          </Link>
        </div>
      </div>
      <JsonLd
        data={articleJsonLd({
          headline: guide.title,
          description: guide.brief,
          locale,
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
