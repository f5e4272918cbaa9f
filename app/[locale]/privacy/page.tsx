import type { Metadata } from 'next';
import { LegalDocument, legalMetadata } from '@/components/legal/legal-document';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return legalMetadata('privacy', locale);
}

export default async function PrivacyPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <LegalDocument locale={locale} slug="privacy" />;
}
