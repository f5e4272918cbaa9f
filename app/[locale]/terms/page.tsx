import type { Metadata } from 'next';
import { LegalDocument, legalMetadata } from '@/components/legal/legal-document';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return legalMetadata('terms');
}

export default async function TermsPage({ params }: LocaleProps) {
  await localeFrom(params);
  return <LegalDocument slug="terms" />;
}
