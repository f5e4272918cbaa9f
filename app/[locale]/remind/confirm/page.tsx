import { MessagePage } from '@/components/layout/message-page';
import { TokenForm } from '@/components/newsletter/token-form';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/format';
import { tokenPageInput, type TokenPageProps } from '@/lib/i18n/request';
import { confirmedMessage } from '@/lib/remind/kept';
import { checkReminderToken } from '@/lib/remind/store';
import { messagePageMetadata } from '@/lib/seo/route-metadata';

export const dynamic = 'force-dynamic';

const copy = (locale: Locale) => getPage('remind', locale).blocks.confirm;

export const generateMetadata = messagePageMetadata('/remind/confirm', (locale) => ({
  title: copy(locale).heading,
  description: copy(locale).text,
}));

const RESULTS = ['confirmed', 'expired', 'invalid'] as const;

/**
 * The reminder's mailed confirmation link opens this page, which changes nothing (mail scanners
 * fetch links first): its button POSTs to /api/remind/confirm, which confirms and comes back here
 * with `?result=`. Works without JavaScript.
 */
export default async function RemindConfirmPage(props: TokenPageProps) {
  const { locale, token, result } = await tokenPageInput(props);
  const c = copy(locale);
  const state =
    RESULTS.find((r) => r === result) ??
    (await checkReminderToken(await getDb(), typeof token === 'string' ? token : ''));
  if (state === 'pending')
    return (
      <MessagePage locale={locale} title={c.heading} text={c.text}>
        <TokenForm action="/api/remind/confirm" token={token} locale={locale} label={c.button} />
      </MessagePage>
    );
  // Confirmed: what this server will do with its mail (the page is dynamic, so it knows).
  const confirmed = state === 'confirmed';
  return (
    <MessagePage
      locale={locale}
      title={c.heading}
      text={confirmed ? confirmedMessage(locale) : c[state]}
      tone={confirmed ? 'neutral' : 'error'}
    />
  );
}
