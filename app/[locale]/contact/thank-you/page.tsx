import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/message-page';
import { getPage, getUiCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('forms', locale).blocks.contactThanks;
/** The site config's response promise, then the page's own text. */
const text = (locale: Locale) => `${getUiCopy(locale).site.responsePromise}. ${copy(locale).text}`;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return pageMetadata({
    locale,
    title: copy(locale).title,
    description: text(locale),
    path: '/contact/thank-you',
    noIndex: true,
  });
}

/** Where the contact form lands when the browser posted it without JavaScript. */
export default async function ContactThanks({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).title} text={text(locale)} />;
}
