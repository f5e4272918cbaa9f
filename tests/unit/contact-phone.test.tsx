/**
 * The operator's phone comes from CONTACT_PHONE (lib/config/site.ts `contactPhone`), and with none
 * configured no page shows one: the footer, the Contact page, the privacy contact of the legal
 * pages and the organisation's structured data (issue 51 §3: never a made-up contact detail).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactInfoSection } from '@/components/contact/info-section';
import { MdxContent } from '@/components/content/mdx-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { LocaleProvider } from '@/components/ui/locale-context';
import { contactPhone, MAILBOX_ROLES } from '@/lib/config/site';
import { getLegal, getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';
import { readEnv } from '@/lib/server/env.mjs';
import { organizationJsonLd } from '@/lib/seo/json-ld';

afterEach(() => vi.unstubAllEnvs());

/** Six configured mailboxes (CONTACT_EMAIL_<ROLE>), one per role. */
const stubMailboxes = () => {
  for (const [role, name] of Object.entries(MAILBOX_ROLES)) vi.stubEnv(name, `${role}@example.ae`);
};

const wrap = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale={locale}>{node}</LocaleProvider>);

/** Every place that can show the phone, rendered as the site renders it. */
const everywhere = (locale: Locale) => ({
  footer: wrap(locale, <SiteFooter locale={locale} />),
  contact: wrap(
    locale,
    <ContactInfoSection block={getPage('contact', locale).blocks.info} locale={locale} />,
  ),
  privacy: wrap(
    locale,
    <MdxContent locale={locale} code={getLegal('privacy', locale).body.code} />,
  ),
  cookies: wrap(
    locale,
    <MdxContent locale={locale} code={getLegal('cookie-policy', locale).body.code} />,
  ),
  jsonLd: JSON.stringify(organizationJsonLd(locale)),
});

describe('the operator phone', () => {
  it.each(['en', 'ar'] as const)('unset: no page shows a phone or a tel: link (%s)', (locale) => {
    vi.stubEnv('CONTACT_PHONE', '');
    expect(contactPhone()).toBeNull();
    for (const [where, html] of Object.entries(everywhere(locale))) {
      expect(html, where).not.toContain('tel:');
      expect(html, where).not.toContain('telephone');
      expect(html, where).not.toMatch(/\+971/);
    }
    // The Contact page lists the six configured mailboxes and no phone item (nor its hours).
    stubMailboxes();
    const items = everywhere(locale).contact.match(/<li\b/g) ?? [];
    expect(items).toHaveLength(6);
  });

  it.each(['en', 'ar'] as const)('set: every place shows the configured number (%s)', (locale) => {
    vi.stubEnv('CONTACT_PHONE', '+971 6 123 4567');
    expect(contactPhone()).toEqual({ display: '+971 6 123 4567', e164: '+97161234567' });
    const pages = everywhere(locale);
    for (const where of ['footer', 'contact', 'privacy', 'cookies'] as const)
      expect(pages[where], where).toMatch(
        /<a [^>]*href="tel:\+97161234567"[^>]*>\+971 6 123 4567<\/a>/,
      );
    expect(pages.jsonLd).toContain('"telephone":"+97161234567"');
    stubMailboxes();
    expect(everywhere(locale).contact.match(/<li\b/g) ?? []).toHaveLength(7);
  });

  it('refuses a value that is not an international number', () => {
    for (const bad of ['06 123 4567', '+971', 'call us', '+971 6 123 4567 ext 2'])
      expect(() => readEnv({ CONTACT_PHONE: bad }), bad).toThrow(/CONTACT_PHONE/);
    expect(readEnv({ CONTACT_PHONE: ' +971-6-123-4567 ' }).CONTACT_PHONE).toBe('+971-6-123-4567');
  });
});
