import type { Metadata } from 'next';
import Link from '@/components/link';
import { CorrectionsLog } from '@/components/corrections-log';
import { MdxContent } from '@/components/mdx-content';
import { PageHeader } from '@/components/page-header';
import { getCorrections, getPage } from '@/lib/content';
import { articleJsonLd, copyPageMetadata } from '@/lib/seo';
import { JsonLd } from '@/components/json-ld';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

const methodology = () => getPage('methodology');

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return copyPageMetadata(methodology(), '/methodology');
}

/** How guides are researched, prices dated and comparisons ordered, and the corrections log. */
export default async function MethodologyPage({ params }: LocaleProps) {
  await localeFrom(params);
  const page = methodology();
  const b = page.blocks;
  return (
    <>
      <PageHeader
        path="/methodology"
        title={b.header.heading}
        lead={b.header.lead}
        sources={['pages/methodology.mdx', 'corrections/']}
      />
      <div className="container-page max-w-3xl py-12">
        <article className="prose prose-slate max-w-none">
          <MdxContent code={page.body.code} />
        </article>

        <section
          aria-labelledby="report-heading"
          className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6"
        >
          <h2 id="report-heading" className="text-2xl font-bold text-slate-900">
            {b.report.heading}
          </h2>
          <p className="mt-2 text-slate-700">{b.report.text}</p>
          <Link href={b.report.link.href} className="btn-primary mt-4">
            {b.report.link.label}
          </Link>
        </section>

        <CorrectionsLog
          copy={b.corrections}
          corrections={getCorrections().map((c) => ({
            slug: c.slug,
            date: c.date,
            page: c.page,
            title: c.title,
            summary: <MdxContent code={c.body.code} />,
          }))}
        />
      </div>
      <JsonLd
        data={articleJsonLd({
          headline: page.title,
          description: page.description,
          path: '/methodology',
        })}
      />
    </>
  );
}
