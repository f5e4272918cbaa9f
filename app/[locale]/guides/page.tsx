import { DeepDivesSection } from '@/components/guides/deep-dives-section';
import { LibrarySection } from '@/components/guides/library-section';
import { ResourcesSection } from '@/components/guides/resources-section';
import { PageHeader } from '@/components/layout/page-header';
import { getPage } from '@/lib/content';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const generateMetadata = copyPageRouteMetadata('guides', '/guides');

export default async function GuidesPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const b = getPage('guides', locale).blocks;
  return (
    <>
      <PageHeader locale={locale} path="/guides" header={b.header} sources={['pages/guides.mdx']} />
      <LibrarySection blocks={b} locale={locale} />
      <DeepDivesSection block={b.deepDives} locale={locale} />
      <ResourcesSection block={b.resources} />
    </>
  );
}
