/**
 * The pages a newsletter mail's links open (/newsletter/confirm, /newsletter/unsubscribe): before
 * the button is pressed, the prompt and one button POSTing the link's token to the page's own
 * endpoint, in the page's language; after, the result the endpoint came back with.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ConfirmPage from '@/app/[locale]/newsletter/confirm/page';
import { TokenPrompt } from '@/app/[locale]/newsletter/token-page';
import UnsubscribePage from '@/app/[locale]/newsletter/unsubscribe/page';
import { LocaleProvider } from '@/components/ui/locale-context';
import { getPage } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/format';

/** The text of rendered markup, its tags dropped and its entities read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** A page's markup inside its language, as the [locale] layout gives it. */
const render = (locale: Locale, node: ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale={locale}>{node}</LocaleProvider>);

const props = (locale: Locale, query: { token?: string; result?: string }) => ({
  params: Promise.resolve({ locale }),
  searchParams: Promise.resolve(query),
});

describe.each(LOCALES)('the pages of a newsletter mail’s links (%s)', (locale) => {
  const copy = getPage('forms', locale).blocks;

  it.each(['confirm', 'unsubscribe'] as const)(
    '%s: the prompt’s one button POSTs the token to its own endpoint, in the page’s language',
    (kind) => {
      const html = render(
        locale,
        <TokenPrompt kind={kind} locale={locale} token="tok-123" label="Press" />,
      );
      expect(html).toContain(`action="/api/newsletter/${kind}"`);
      expect(html).toContain('name="token" value="tok-123"');
      expect(html).toContain(`value="${locale}"`);
      expect(textOf(html)).toContain(copy[kind].prompt.title);
      expect(textOf(html)).toContain('Press');
    },
  );

  it('shows the result the endpoint came back with, without a button', async () => {
    const confirmed = render(
      locale,
      await ConfirmPage(props(locale, { token: 'x', result: 'confirmed' })),
    );
    expect(textOf(confirmed)).toContain(copy.confirm.confirmed.title);
    const done = render(locale, await UnsubscribePage(props(locale, { result: 'done' })));
    expect(textOf(done)).toContain(copy.unsubscribe.done.title);
    const invalid = render(
      locale,
      await UnsubscribePage(props(locale, { token: 'x', result: 'invalid' })),
    );
    expect(textOf(invalid)).toContain(copy.unsubscribe.invalid.title);
    for (const html of [confirmed, done, invalid]) expect(html).not.toContain('<form');
  });
});
