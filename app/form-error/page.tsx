import type { Metadata } from 'next';
import { MessagePage } from '@/components/message-page';
import { getPage } from '@/lib/content';
import type { FormErrorReason } from '@/lib/forms/respond';
import { pageMetadata } from '@/lib/seo';
import { BackButton } from './back-button';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Form not sent',
  description: 'Your form was not sent.',
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
  const texts: Record<FormErrorReason, string> = {
    invalid: copy.invalid,
    rate: copy.rate,
    'too-long': copy.tooLong,
    'not-form': copy.notForm,
    refused: copy.refused,
    server: copy.server,
  };
  const text =
    reason && Object.hasOwn(texts, reason) ? texts[reason as FormErrorReason] : copy.server;
  return (
    <MessagePage title={copy.title} text={text} tone="error">
      <BackButton label={copy.back} />
    </MessagePage>
  );
}
