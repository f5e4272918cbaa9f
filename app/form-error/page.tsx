import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import { pageMetadata } from '@/lib/seo';
import { BackButton } from './back-button';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  ...getPage('forms').blocks.meta.error,
  path: '/form-error',
  noIndex: true,
});

/** Where a form lands on an error when the browser posted it without JavaScript. */
export default async function FormError({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  const { reason } = await searchParams;
  const copy = getPage('forms').blocks.error;
  const text = reason === 'rate' ? copy.rate : reason === 'invalid' ? copy.invalid : copy.server;
  return (
    <MessagePage title={copy.title} text={text} tone="error">
      <BackButton label={copy.back} />
    </MessagePage>
  );
}
