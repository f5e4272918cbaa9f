import { messageRoute } from '@/components/layout/message-page';
import { queuedMessage } from '@/lib/remind/kept';
import { REMINDER_CONFIRM_VALID_HOURS } from '@/lib/remind/store';

/**
 * Where "E-mail me instead" lands when no mail transport is configured (lib/remind/form.ts
 * REMINDER_FORM.queued): the request is kept, but its confirmation mail waits and is deleted
 * unsent after the outbox's period, as the newsletter's does (/newsletter/thank-you/queued).
 */
const route = messageRoute('/remind/thank-you/queued', (locale) => {
  const { heading, text } = queuedMessage(locale, REMINDER_CONFIRM_VALID_HOURS);
  return { title: heading, text };
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
