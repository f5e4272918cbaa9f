import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('forms', locale).blocks.newsletterThanks;

export const generateMetadata = messagePageMetadata('/newsletter/thank-you', (locale) => ({
  title: copy(locale).title,
  description: copy(locale).text,
}));

/** Where the newsletter form lands when the browser posted it without JavaScript. */
export default async function NewsletterThanks({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).title} text={copy(locale).text} />;
}
