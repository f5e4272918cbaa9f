import { permanentRedirect } from 'next/navigation';
import { localePath } from '@/lib/i18n/paths';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { createUrl, searchParamsOf } from '@/lib/navigation/url';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The filter form's former target: the catalogue now reads its filters at its own address, and
 * old links (bookmarks, shared filtered lists) go there with their query.
 */
export default async function CatalogueFilterPage({ params, searchParams }: Props & LocaleProps) {
  const locale = await localeFrom(params);
  permanentRedirect(
    createUrl(localePath('/plans/catalogue', locale), searchParamsOf(await searchParams)),
  );
}
