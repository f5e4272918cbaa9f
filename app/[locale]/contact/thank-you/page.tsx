import { messageRoute } from '@/components/layout/message-page';
import { getPage, getUiCopy } from '@/lib/content';

/**
 * Where the contact form lands when the browser posted it without JavaScript: the site config's
 * response promise, then the page's own text.
 */
const route = messageRoute('/contact/thank-you', (locale) => {
  const copy = getPage('forms', locale).blocks.contactThanks;
  return { title: copy.title, text: `${getUiCopy(locale).site.responsePromise}. ${copy.text}` };
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
