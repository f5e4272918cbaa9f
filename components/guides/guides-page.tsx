import { DeepDivesSection } from './deep-dives-section';
import { LibrarySection } from './library-section';
import { ResourcesSection } from './resources-section';
import { PageHeader } from '@/components/layout/page-header';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';
import type { GuideQuery } from '@/lib/search/query';

/** /guides: its header, the library for the address's `query`, the deep dives and the resources. */
export function GuidesPageBody({ locale, query }: { locale: Locale; query: GuideQuery }) {
  const b = getPage('guides', locale).blocks;
  return (
    <>
      <PageHeader locale={locale} path="/guides" header={b.header} sources={['pages/guides.mdx']} />
      <LibrarySection blocks={b} locale={locale} query={query} />
      <DeepDivesSection block={b.deepDives} locale={locale} />
      <ResourcesSection block={b.resources} />
    </>
  );
}
