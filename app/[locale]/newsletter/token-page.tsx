/**
 * What the two pages a mailed link opens (/newsletter/confirm, /newsletter/unsubscribe) share
 * besides their props (TokenPageProps, lib/i18n/request.ts): the prompt with the one button that
 * POSTs the link's token.
 */
import { MessagePage } from '@/components/layout/message-page';
import { TokenForm } from '@/components/newsletter/token-form';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

/**
 * The page before its button is pressed: the prompt, and the button that POSTs the token to
 * /api/newsletter/<kind>.
 */
export function TokenPrompt({
  kind,
  locale,
  token,
  label,
}: {
  kind: 'confirm' | 'unsubscribe';
  locale: Locale;
  token: string | undefined;
  label: string;
}) {
  const { prompt } = getPage('forms', locale).blocks[kind];
  return (
    <MessagePage locale={locale} title={prompt.title} text={prompt.text}>
      <TokenForm action={`/api/newsletter/${kind}`} token={token} locale={locale} label={label} />
    </MessagePage>
  );
}
