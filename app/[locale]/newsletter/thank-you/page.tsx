import { messageRoute } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';

/** Where the newsletter form lands when the browser posted it without JavaScript. */
const route = messageRoute(
  '/newsletter/thank-you',
  (locale) => getPage('forms', locale).blocks.newsletterThanks,
);

export const generateMetadata = route.generateMetadata;
export default route.Page;
