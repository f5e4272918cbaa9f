import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import { checkConfirmToken } from '@/lib/forms/newsletter';
import { messagePageMetadata } from '@/lib/seo/route-metadata';
import { tokenPageInput, type TokenPageProps } from '@/lib/i18n/request';
import { TokenPrompt } from '../token-page';

export const dynamic = 'force-dynamic';

export const generateMetadata = messagePageMetadata(
  '/newsletter/confirm',
  (locale) => getPage('forms', locale).blocks.meta.confirm,
);

const RESULTS = ['confirmed', 'expired', 'invalid'] as const;

/**
 * The mailed confirmation link opens this page, which changes nothing (mail scanners and link
 * previews fetch links before people do): its button POSTs to /api/newsletter/confirm, which
 * confirms and comes back here with `?result=`. Works without JavaScript.
 */
export default async function ConfirmPage(props: TokenPageProps) {
  const { locale, token, result } = await tokenPageInput(props);
  const copy = getPage('forms', locale).blocks.confirm;
  const done = RESULTS.find((r) => r === result);
  const state =
    done ?? (await checkConfirmToken(await getDb(), typeof token === 'string' ? token : ''));
  if (state === 'pending')
    return <TokenPrompt kind="confirm" locale={locale} token={token} label={copy.prompt.button} />;
  const msg = copy[state];
  return (
    <MessagePage
      locale={locale}
      title={msg.title}
      text={msg.text}
      tone={state === 'confirmed' ? 'neutral' : 'error'}
    />
  );
}
