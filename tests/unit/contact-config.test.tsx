/**
 * The operator's postal address and mailboxes come from configuration (CONTACT_ADDRESS_*,
 * CONTACT_EMAIL_<ROLE>), like the phone: with none set, no page shows one, not the footer, the
 * Contact page, the legal pages nor the structured data, and the legal pages send the reader to
 * the contact form instead; set, each place shows what was configured (issue 51, readers' finding 1).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactInfoSection } from '@/components/contact/info-section';
import { MdxContent } from '@/components/content/mdx-content';
import { SiteFooter } from '@/components/layout/site-footer';
import { LocaleProvider } from '@/components/ui/locale-context';
import { addressIn, mailbox, mailboxes, mailFrom, MAILBOX_ROLES } from '@/lib/config/site';
import { getLegal, getPage } from '@/lib/content';
import { contactRecipient } from '@/lib/forms/contact';
import { listUnsubscribeHeaders } from '@/lib/forms/newsletter';
import type { Locale } from '@/lib/i18n/format';
import { readEnv } from '@/lib/server/env.mjs';
import { organizationJsonLd } from '@/lib/seo/json-ld';

afterEach(() => vi.unstubAllEnvs());

const ADDRESS = {
  CONTACT_ADDRESS_STREET: 'Example Street 1',
  CONTACT_ADDRESS_LOCALITY: 'Ajman',
  CONTACT_ADDRESS_STREET_AR: 'شارع المثال 1',
  CONTACT_ADDRESS_LOCALITY_AR: 'عجمان',
};
const unsetAll = () => {
  for (const name of [...Object.keys(ADDRESS), 'CONTACT_ADDRESS_REGION', 'CONTACT_TO', 'MAIL_FROM'])
    vi.stubEnv(name, '');
  for (const name of Object.values(MAILBOX_ROLES)) vi.stubEnv(name, '');
};
const setAll = () => {
  for (const [name, value] of Object.entries(ADDRESS)) vi.stubEnv(name, value);
  for (const [role, name] of Object.entries(MAILBOX_ROLES)) vi.stubEnv(name, `${role}@example.ae`);
};

const wrap = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale={locale}>{node}</LocaleProvider>);
const legal = (slug: 'privacy' | 'terms' | 'cookie-policy', locale: Locale) =>
  wrap(locale, <MdxContent locale={locale} code={getLegal(slug, locale).body.code} />);
const everywhere = (locale: Locale) => ({
  footer: wrap(locale, <SiteFooter locale={locale} />),
  contact: wrap(
    locale,
    <ContactInfoSection block={getPage('contact', locale).blocks.info} locale={locale} />,
  ),
  privacy: legal('privacy', locale),
  terms: legal('terms', locale),
  cookies: legal('cookie-policy', locale),
  jsonLd: JSON.stringify(organizationJsonLd(locale)),
});

describe('the configuration reader', () => {
  it('reads each mailbox and the address, and nothing when unset', () => {
    const none = readEnv({});
    expect(mailboxes(none)).toEqual([]);
    expect(addressIn('en', none)).toBeNull();
    expect(addressIn('ar', none)).toBeNull();
    const e = readEnv({
      ...ADDRESS,
      CONTACT_EMAIL_PRIVACY: 'p@example.ae',
      CONTACT_EMAIL_GENERAL: 'g@example.ae',
    });
    // In the one order of MAILBOX_ROLES, only those set.
    expect(mailboxes(e)).toEqual([
      { role: 'general', email: 'g@example.ae' },
      { role: 'privacy', email: 'p@example.ae' },
    ]);
    expect(mailbox('terms', mailboxes(e))).toBeNull();
    expect(addressIn('en', e)).toMatchObject({
      streetAddress: 'Example Street 1',
      locality: 'Ajman',
      region: 'Ajman',
      countryCode: 'AE',
    });
    expect(addressIn('ar', e)).toMatchObject({ streetAddress: 'شارع المثال 1', locality: 'عجمان' });
    // The Arabic parts fall back to the English ones; a street without a locality is no address.
    expect(
      addressIn('ar', readEnv({ CONTACT_ADDRESS_STREET: 'X 1', CONTACT_ADDRESS_LOCALITY: 'Y' })),
    ).toMatchObject({ streetAddress: 'X 1', locality: 'Y' });
    expect(addressIn('en', readEnv({ CONTACT_ADDRESS_STREET: 'X 1' }))).toBeNull();
  });

  it('refuses a mailbox that is not an email address', () => {
    expect(() => readEnv({ CONTACT_EMAIL_TERMS: 'legal' })).toThrow(/CONTACT_EMAIL_TERMS/);
  });

  it('sends mail from MAIL_FROM, the general mailbox, or no-reply at the site host', () => {
    expect(mailFrom(readEnv({ SITE_URL: 'https://example.ae' }))).toBe(
      'ClearSignal <no-reply@example.ae>',
    );
    expect(mailFrom(readEnv({ CONTACT_EMAIL_GENERAL: 'g@example.ae' }))).toBe(
      'ClearSignal <g@example.ae>',
    );
    expect(mailFrom(readEnv({ MAIL_FROM: 'X <x@example.ae>' }))).toBe('X <x@example.ae>');
  });
});

describe.each(['en', 'ar'] as const)('contact details in %s', (locale) => {
  it('unset: no page shows an address or a mailbox; the legal pages point to the contact form', () => {
    unsetAll();
    for (const [where, html] of Object.entries(everywhere(locale))) {
      expect(html, where).not.toContain('mailto:');
      expect(html, where).not.toContain('<address');
      expect(html, where).not.toMatch(/Majaz|المجاز|\w@clearsignal\.ae/);
    }
    const pages = everywhere(locale);
    expect(pages.jsonLd).not.toContain('"address"');
    expect(pages.jsonLd).not.toContain('"email"');
    for (const where of ['privacy', 'terms', 'cookies'] as const) {
      expect(pages[where], where).toMatch(/href="(\/ar)?\/contact"/);
      expect(pages[where], where).toMatch(/write to us through the|راسلنا عبر|مراسلتنا عبر/i);
    }
    // Nor does mail claim one: no notification inbox, no mailto unsubscribe.
    expect(contactRecipient()).toBeNull();
    expect(listUnsubscribeHeaders('t')['List-Unsubscribe']).not.toContain('mailto:');
  });

  it('set: every place shows what is configured', () => {
    setAll();
    const pages = everywhere(locale);
    const street =
      locale === 'ar' ? ADDRESS.CONTACT_ADDRESS_STREET_AR : ADDRESS.CONTACT_ADDRESS_STREET;
    for (const where of ['footer', 'contact', 'privacy', 'cookies'] as const)
      expect(pages[where], where).toContain(street);
    for (const role of Object.keys(MAILBOX_ROLES)) {
      expect(pages.footer).toContain(`href="mailto:${role}@example.ae"`);
      expect(pages.contact).toContain(`href="mailto:${role}@example.ae"`);
    }
    expect(pages.privacy).toContain('href="mailto:privacy@example.ae"');
    expect(pages.terms).toContain('href="mailto:terms@example.ae"');
    // The contact-form wording is for a site without the mailbox only.
    expect(pages.terms).not.toMatch(/write to us through the|راسلنا عبر/i);
    expect(pages.jsonLd).toContain('"streetAddress":"Example Street 1"');
    expect(pages.jsonLd).toContain('"email":"general@example.ae"');
    expect(contactRecipient()).toBe('general@example.ae');
  });
});
