import Link from '@/components/ui/link';
import { CorrectionsLog } from '@/components/content/corrections-log';
import { MdxContent } from '@/components/content/mdx-content';
import { PageHeader } from '@/components/layout/page-header';
import { getCorrections, getPage } from '@/lib/content';
import { articleJsonLd } from '@/lib/seo';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { JsonLd } from '@/components/ui/json-ld';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const methodology = (locale: Locale) => getPage('methodology', locale);

export const generateMetadata = copyPageRouteMetadata('methodology', '/methodology');

/** How guides are researched, prices dated and comparisons ordered, and the corrections log. */
/** The documents the page's words come from: its copy and the corrections log. */
const SOURCES = ['pages/methodology.mdx', 'corrections/'];

export default async function MethodologyPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = methodology(locale);
  const b = page.blocks;
  return (
    <>
      <PageHeader locale={locale} path="/methodology" header={b.header} sources={SOURCES} />
      <div className="container-page max-w-3xl py-12">
        <article className="prose prose-slate max-w-none">
          <MdxContent locale={locale} code={page.body.code} />
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
          locale={locale}
          copy={b.corrections}
          corrections={getCorrections(locale).map((c) => ({
            slug: c.slug,
            date: c.date,
            page: c.page,
            title: c.title,
            summary: <MdxContent locale={locale} code={c.body.code} />,
          }))}
        />
      </div>
      <JsonLd
        data={articleJsonLd({
          locale,
          headline: page.title,
          description: page.description,
          path: '/methodology',
        })}
      />
    </>
  );
}
