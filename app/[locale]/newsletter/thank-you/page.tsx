import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('forms', locale).blocks.newsletterThanks;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return pageMetadata({
    locale,
    title: copy(locale).title,
    description: copy(locale).text,
    path: '/newsletter/thank-you',
    noIndex: true,
  });
}

/** Where the newsletter form lands when the browser posted it without JavaScript. */
export default async function NewsletterThanks({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).title} text={copy(locale).text} />;
}
