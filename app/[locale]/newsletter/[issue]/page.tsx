import type { Metadata } from 'next';
import { DraftBanner } from '@/components/content/draft-banner';
import Link from '@/components/ui/link';
import { MdxContent } from '@/components/content/mdx-content';
import { SubscribeNote } from '@/components/newsletter/subscribe-note';
import { PageHeader } from '@/components/layout/page-header';
import { TranslationNotice } from '@/components/content/translation-notice';
import { getNewsletterIssues, getPage, getUiCopy } from '@/lib/content';
import { fillSlots, formatDate } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/seo';
import { LOCALES } from '@/lib/i18n/format';
import { itemRoute } from '@/lib/i18n/request';

/** One past issue, as subscribers received it (prerendered; no other issue exists). */
export const dynamicParams = false;

const route = itemRoute('issue', getNewsletterIssues);
export const generateStaticParams = route.generateStaticParams;

type Params = { params: Promise<{ locale: string; issue: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { item: issue, locale } = await route.load(params);
  return pageMetadata({
    locale,
    title: issue.subject,
    description: issue.preheader,
    keywords: [issue.subject, ...(getPage('newsletter', locale).keywords ?? [])],
    path: `/newsletter/${issue.slug}`,
    generatedImage: true,
    ogType: 'article',
    publishedTime: issue.date,
    // An issue has an Arabic page only once it is translated.
    locales: LOCALES.filter((l) => getNewsletterIssues(l).some((i) => i.slug === issue.slug)),
  });
}

export default async function NewsletterIssuePage({ params }: Params) {
  const { item: issue, locale } = await route.load(params);
  const page = getPage('newsletter', locale);
  const a = page.blocks.archive;
  const path = `/newsletter/${issue.slug}`;
  return (
    <>
      <DraftBanner draft={issue.draft} locale={locale} />
      <PageHeader
        locale={locale}
        path={path}
        trail={[
          { label: getUiCopy(locale).routes.home, href: '/' },
          { label: a.heading, href: '/newsletter' },
          { label: issue.subject, href: path },
        ]}
        title={issue.subject}
        lead={fillSlots(a.sent, { date: formatDate(issue.date, locale) })}
      >
        <TranslationNotice locale={locale} source={`newsletter/${issue.slug}.mdx`} path={path} />
      </PageHeader>
      <div className="container-page max-w-3xl py-12">
        <article className="prose prose-slate max-w-none">
          <MdxContent locale={locale} code={issue.body.code} />
        </article>
        <SubscribeNote copy={a} />
        <p className="mt-4">
          <Link href="/newsletter" className="font-medium text-brand-800 underline">
            {a.back}
          </Link>
        </p>
      </div>
    </>
  );
}
