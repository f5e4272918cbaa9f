import { MessagePage } from '@/components/layout/message-page';
import type { Locale } from '@/lib/i18n/format';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import { queuedMessage } from '@/lib/remind/kept';
import { REMINDER_CONFIRM_VALID_HOURS } from '@/lib/remind/store';
import { messagePageMetadata } from '@/lib/seo/route-metadata';

const copy = (locale: Locale) => queuedMessage(locale, REMINDER_CONFIRM_VALID_HOURS);

export const generateMetadata = messagePageMetadata('/remind/thank-you/queued', (locale) => ({
  title: copy(locale).heading,
  description: copy(locale).text,
}));

/**
 * Where "E-mail me instead" lands when no mail transport is configured (lib/remind/form.ts
 * REMINDER_FORM.queued): the request is kept, but its confirmation mail waits and is deleted
 * unsent after the outbox's period, as the newsletter's does (/newsletter/thank-you/queued).
 */
export default async function RemindQueued({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const c = copy(locale);
  return <MessagePage locale={locale} title={c.heading} text={c.text} />;
}
