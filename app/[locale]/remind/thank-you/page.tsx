import { messageRoute } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';

/** Where "E-mail me instead" lands: the same page whether or not the reminder was kept. */
const route = messageRoute('/remind/thank-you', (locale) => {
  const { heading, text } = getPage('remind', locale).blocks.sent;
  return { title: heading, text };
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
