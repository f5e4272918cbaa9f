import { MessagePage } from '@/components/layout/message-page';
import { TokenForm } from '@/components/newsletter/token-form';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/format';
import { tokenPageInput, type TokenPageProps } from '@/lib/i18n/request';
import { reminderKnown } from '@/lib/remind/store';
import { messagePageMetadata } from '@/lib/seo/route-metadata';

export const dynamic = 'force-dynamic';

const copy = (locale: Locale) => getPage('remind', locale).blocks.delete;

export const generateMetadata = messagePageMetadata('/remind/delete', (locale) => ({
  title: copy(locale).heading,
  description: copy(locale).text,
}));

/**
 * A reminder mail's delete link opens this page, which changes nothing: its button POSTs to
 * /api/remind/delete (where one-click unsubscribe posts too), which deletes the reminder and
 * comes back here with `?result=`.
 */
export default async function RemindDeletePage(props: TokenPageProps) {
  const { locale, token, result } = await tokenPageInput(props);
  const c = copy(locale);
  if (result === 'done') return <MessagePage locale={locale} title={c.heading} text={c.done} />;
  const known =
    result !== 'invalid' &&
    (await reminderKnown(await getDb(), typeof token === 'string' ? token : ''));
  if (!known)
    return <MessagePage locale={locale} title={c.heading} text={c.invalid} tone="error" />;
  return (
    <MessagePage locale={locale} title={c.heading} text={c.text}>
      <TokenForm action="/api/remind/delete" token={token} locale={locale} label={c.button} />
    </MessagePage>
  );
}
