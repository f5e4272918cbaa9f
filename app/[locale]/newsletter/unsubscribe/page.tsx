import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import { unsubscribeTokenKnown } from '@/lib/forms/newsletter';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { tokenPageInput, type TokenPageProps } from '@/lib/i18n/request';
import { TokenPrompt } from '../token-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = messagePageMetadata(
  '/newsletter/unsubscribe',
  (locale) => getPage('forms', locale).blocks.meta.unsubscribe,
);

/**
 * The mailed unsubscribe link opens this page, which changes nothing on a GET or HEAD: one press
 * of its button POSTs to /api/newsletter/unsubscribe (no login, no second step) and comes back
 * here with `?result=`. Mail clients unsubscribe in one click through List-Unsubscribe-Post.
 */
export default async function UnsubscribePage(props: TokenPageProps) {
  const { locale, token, result } = await tokenPageInput(props);
  const copy = getPage('forms', locale).blocks.unsubscribe;
  if (result === 'done')
    return <MessagePage locale={locale} title={copy.done.title} text={copy.done.text} />;
  const known =
    result !== 'invalid' &&
    typeof token === 'string' &&
    (await unsubscribeTokenKnown(await getDb(), token));
  if (!known)
    return (
      <MessagePage
        locale={locale}
        title={copy.invalid.title}
        text={copy.invalid.text}
        tone="error"
      />
    );
  return <TokenPrompt kind="unsubscribe" locale={locale} token={token} label={copy.button} />;
}
