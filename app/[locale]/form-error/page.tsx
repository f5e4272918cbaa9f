import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import type { FormErrorReason } from '@/lib/forms/respond';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { BackButton } from './back-button';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const dynamic = 'force-dynamic';

export const generateMetadata = messagePageMetadata(
  '/form-error',
  (locale) => getPage('forms', locale).blocks.meta.error,
);

/** Where a form lands on an error when the browser posted it without JavaScript. */
export default async function FormError({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ reason?: string }> }) {
  const locale = await localeFrom(params);
  const { reason } = await searchParams;
  const copy = getPage('forms', locale).blocks.error;
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
    <MessagePage locale={locale} title={copy.title} text={text} tone="error">
      <BackButton label={copy.back} />
    </MessagePage>
  );
}
