import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage, getUiCopy } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

const copy = () => getPage('forms').blocks.contactThanks;
/** The site config's response promise, then the page's own text. */
const text = () => `${getUiCopy().site.responsePromise}. ${copy().text}`;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  await localeFrom(params);
  return pageMetadata({
    title: copy().title,
    description: text(),
    path: '/contact/thank-you',
    noIndex: true,
  });
}

/** Where the contact form lands when the browser posted it without JavaScript. */
export default async function ContactThanks({ params }: LocaleProps) {
  await localeFrom(params);
  return <MessagePage title={copy().title} text={text()} />;
}
