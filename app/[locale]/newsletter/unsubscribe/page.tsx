import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/message-page';
import { getPage } from '@/lib/content';
import { getDb } from '@/lib/db';
import { unsubscribeTokenKnown } from '@/lib/forms/newsletter';
import { pageMetadata } from '@/lib/seo';
import { LOCALE_FIELD } from '@/lib/forms/fields';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return pageMetadata({
    locale,
    ...getPage('forms', locale).blocks.meta.unsubscribe,
    path: '/newsletter/unsubscribe',
    noIndex: true,
  });
}

/**
 * The mailed unsubscribe link opens this page, which changes nothing on a GET or HEAD: one press
 * of its button POSTs to /api/newsletter/unsubscribe (no login, no second step) and comes back
 * here with `?result=`. Mail clients unsubscribe in one click through List-Unsubscribe-Post.
 */
export default async function UnsubscribePage({
  params,
  searchParams,
}: LocaleProps & { searchParams: Promise<{ token?: string; result?: string }> }) {
  const locale = await localeFrom(params);
  const { token, result } = await searchParams;
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
  return (
    <MessagePage locale={locale} title={copy.prompt.title} text={copy.prompt.text}>
      <form method="post" action="/api/newsletter/unsubscribe">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name={LOCALE_FIELD} value={locale} />
        <button type="submit" className="btn-primary">
          {copy.button}
        </button>
      </form>
    </MessagePage>
  );
}
