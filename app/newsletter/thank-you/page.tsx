import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';

const copy = () => getPage('forms').blocks.newsletterThanks;

export const metadata: Metadata = pageMetadata({
  title: copy().title,
  description: copy().text,
  path: '/newsletter/thank-you',
  noIndex: true,
});

/** Where the newsletter form lands when the browser posted it without JavaScript. */
export default function NewsletterThanks() {
  return <MessagePage title={copy().title} text={copy().text} />;
}
