import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

const copy = () => getPage('forms').blocks.newsletterThanks;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return pageMetadata({
    title: copy().title,
    description: copy().text,
    path: '/newsletter/thank-you',
    noIndex: true,
  });
}

/** Where the newsletter form lands when the browser posted it without JavaScript. */
export default async function NewsletterThanks({ params }: LocaleProps) {
  await localeFrom(params);
  return <MessagePage title={copy().title} text={copy().text} />;
}
