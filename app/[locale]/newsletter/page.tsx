import type { Metadata } from 'next';
import Link from '@/components/ui/link';
import { SubscribeNote } from '@/components/newsletter/subscribe-note';
import { PageHeader } from '@/components/layout/page-header';
import { getNewsletterIssues, getPage } from '@/lib/content';
import { fillSlots, formatDate } from '@/lib/i18n/format';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('newsletter', locale);

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  const page = copy(locale);
  return pageMetadata({
    locale,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    path: '/newsletter',
    generatedImage: true,
  });
}

/** The archive of past newsletter issues, newest first: prerendered from content/newsletter/. */
export default async function NewsletterArchivePage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = copy(locale);
  const a = page.blocks.archive;
  const issues = getNewsletterIssues(locale);
  return (
    <>
      <PageHeader
        locale={locale}
        path="/newsletter"
        header={a}
        sources={['pages/newsletter.mdx']}
      />
      <div className="container-page max-w-3xl py-12">
        {issues.length ? (
          <ol className="space-y-6">
            {issues.map((issue) => (
              <li key={issue.slug} className="border-s-4 border-brand-200 ps-4">
                <h2 className="text-xl font-semibold text-slate-900">
                  <Link
                    href={`/newsletter/${issue.slug}`}
                    className="underline-offset-4 hover:text-brand-800 hover:underline"
                  >
                    {issue.subject}
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {fillSlots(a.sent, { date: formatDate(issue.date, locale) })}
                </p>
                <p className="mt-2 text-slate-700">{issue.preheader}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-700">{a.empty}</p>
        )}
        <SubscribeNote copy={a} />
      </div>
    </>
  );
}
