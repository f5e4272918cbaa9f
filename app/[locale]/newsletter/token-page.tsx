/**
 * What the two pages a mailed link opens (/newsletter/confirm, /newsletter/unsubscribe) share:
 * their props, and the prompt with the one button that POSTs the link's token.
 */
import { MessagePage } from '@/components/layout/message-page';
import { TokenForm } from '@/components/newsletter/token-form';
import { getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/** The page's params, and the link's token and the result its button's POST came back with. */
export type TokenPageProps = LocaleProps & {
  searchParams: Promise<{ token?: string; result?: string }>;
};

/** Such a page's language (a 404 for any other), token and result. */
export async function tokenPageInput({ params, searchParams }: TokenPageProps) {
  const locale = await localeFrom(params);
  const { token, result } = await searchParams;
  return { locale, token, result };
}

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
