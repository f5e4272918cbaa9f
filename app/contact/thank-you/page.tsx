import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage, getUiCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

const copy = () => getPage('forms').blocks.contactThanks;
/** The site config's response promise, then the page's own text. */
const text = () => `${getUiCopy().site.responsePromise}. ${copy().text}`;

export const metadata: Metadata = pageMetadata({
  title: copy().title,
  description: text(),
  path: '/contact/thank-you',
  noIndex: true,
});

/** Where the contact form lands when the browser posted it without JavaScript. */
export default function ContactThanks() {
  return <MessagePage title={copy().title} text={text()} />;
}
