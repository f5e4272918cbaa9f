import type { Metadata } from 'next';
import { LegalDocument, legalMetadata } from '@/components/legal/legal-document';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

type LegalSlug = Parameters<typeof legalMetadata>[0];

/**
 * The route of a legal page (privacy, terms, cookie policy) for its slug: the page's metadata
 * and the page, which renders the document in the route's language. Each page.tsx exports both.
 */
export function legalPage(slug: LegalSlug) {
  return {
    generateMetadata: async ({ params }: LocaleProps): Promise<Metadata> =>
      legalMetadata(slug, await localeFrom(params)),
    Page: async function LegalPage({ params }: LocaleProps) {
      return <LegalDocument locale={await localeFrom(params)} slug={slug} />;
    },
  };
}
