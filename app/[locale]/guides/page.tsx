import { GuidesPageBody } from '@/components/guides/guides-page';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const generateMetadata = copyPageRouteMetadata('guides', '/guides');

export default async function GuidesPage({ params }: LocaleProps) {
  return <GuidesPageBody locale={await localeFrom(params)} />;
}
