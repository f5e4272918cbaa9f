import { MessagePage } from '@/components/layout/message-page';
import { getPage, getUiCopy } from '@/lib/content';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('forms', locale).blocks.contactThanks;
/** The site config's response promise, then the page's own text. */
const text = (locale: Locale) => `${getUiCopy(locale).site.responsePromise}. ${copy(locale).text}`;

export const generateMetadata = messagePageMetadata('/contact/thank-you', (locale) => ({
  title: copy(locale).title,
  description: text(locale),
}));

/** Where the contact form lands when the browser posted it without JavaScript. */
export default async function ContactThanks({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).title} text={text(locale)} />;
}
