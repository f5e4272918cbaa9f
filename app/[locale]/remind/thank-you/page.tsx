import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('remind', locale).blocks.sent;

export const generateMetadata = messagePageMetadata('/remind/thank-you', (locale) => ({
  title: copy(locale).heading,
  description: copy(locale).text,
}));

/** Where "E-mail me instead" lands: the same page whether or not the reminder was kept. */
export default async function RemindThanks({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).heading} text={copy(locale).text} />;
}
