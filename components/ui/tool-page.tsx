import { PageHeader } from '@/components/layout/page-header';
import type { Locale } from '@/lib/i18n/format';

/** A tool page's address and the content documents its words come from (see PageHeader). */
export type ToolPageSource = { path: string; sources: readonly string[] };

/**
 * A tool page (the catalogue, the comparison, the complaint letter): its header band with the
 * copy's heading and lead (and `intro` under them), over the page's container, whose layout is
 * `className` beside `container-page`.
 */
export function ToolPage({
  locale,
  page,
  header,
  intro,
  className,
  children,
}: {
  locale: Locale;
  page: ToolPageSource;
  header: { heading: string; lead?: string };
  intro?: React.ReactNode;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader
        locale={locale}
        path={page.path}
        title={header.heading}
        lead={header.lead}
        sources={page.sources}
      >
        {intro}
      </PageHeader>
      <div className={`container-page ${className}`}>{children}</div>
    </>
  );
}
