import { messageRoute } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';

/**
 * Where the newsletter form lands without JavaScript when no mail transport is configured: the
 * sign-up is stored and its confirmation mail waits (lib/forms/specs.ts NEWSLETTER_FORM.queued).
 */
const route = messageRoute(
  '/newsletter/thank-you/queued',
  (locale) => getPage('forms', locale).blocks.newsletterQueued,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
