import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/i18n/format';

const copy = (locale: Locale) => getPage('forms', locale).blocks.newsletterQueued;

export const generateMetadata = messagePageMetadata('/newsletter/thank-you/queued', (locale) => ({
  title: copy(locale).title,
  description: copy(locale).text,
}));

/**
 * Where the newsletter form lands without JavaScript when no mail transport is configured: the
 * sign-up is stored and its confirmation mail waits (lib/forms/specs.ts NEWSLETTER_FORM.queued).
 */
export default async function NewsletterQueued({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  return <MessagePage locale={locale} title={copy(locale).title} text={copy(locale).text} />;
}
