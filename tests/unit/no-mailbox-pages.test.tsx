/**
 * With no mailbox configured (what the test build serves), the privacy policy and the Contact page
 * promise no mailbox (issue 51, the editor's second reading): the transfers paragraph sends the
 * reader to the contact form, the storage paragraph says the team is mailed only where a mailbox
 * is configured, and the Contact page drops the mailbox intro and its empty block and says to use
 * the form; its description promises neither e-mail nor a team in Sharjah.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactInfoSection } from '@/components/contact/info-section';
import { MdxContent } from '@/components/content/mdx-content';
import { LocaleProvider } from '@/components/ui/locale-context';
import { MAILBOX_ROLES } from '@/lib/config/site';
import { getLegal, getPage } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

afterEach(() => vi.unstubAllEnvs());

const unsetAll = () => {
  for (const name of [
    'CONTACT_PHONE',
    'CONTACT_ADDRESS_STREET',
    'CONTACT_ADDRESS_LOCALITY',
    ...Object.values(MAILBOX_ROLES),
  ])
    vi.stubEnv(name, '');
};
const wrap = (locale: Locale, node: React.ReactNode) =>
  renderToStaticMarkup(<LocaleProvider locale={locale}>{node}</LocaleProvider>);
const privacy = (locale: Locale) =>
  wrap(locale, <MdxContent locale={locale} code={getLegal('privacy', locale).body.code} />);
const info = (locale: Locale) =>
  wrap(
    locale,
    <ContactInfoSection block={getPage('contact', locale).blocks.info} locale={locale} />,
  );

const words = {
  en: {
    askMailbox: 'You may ask our privacy mailbox where your data is processed.',
    askForm: 'where your data is processed',
    storage: 'Where the operator has configured a team mailbox, our software emails it',
    oldStorage: "emails our team's mailbox",
  },
  ar: {
    askMailbox: 'ويمكنك أن تسأل صندوق بريد الخصوصية لدينا عن مكان معالجة بياناتك.',
    askForm: 'عن مكان معالجة بياناتك',
    storage: 'إذا أعدّ مشغّل الموقع صندوق بريد لفريقنا',
    oldStorage: 'إلى صندوق بريد فريقنا للإبلاغ',
  },
};

describe.each(['en', 'ar'] as const)('no mailbox configured (%s)', (locale) => {
  const w = words[locale];
  it('privacy: transfers point to the contact form; storage mails the team only if configured', () => {
    unsetAll();
    const html = privacy(locale);
    expect(html).not.toContain(w.askMailbox);
    const transfers = html.slice(html.indexOf(w.askForm) - 200, html.indexOf(w.askForm));
    expect(transfers).toMatch(/href="(\/ar)?\/contact"/);
    expect(html).toContain(w.storage);
    expect(html).not.toContain(w.oldStorage);
  });
  it('privacy, a privacy mailbox configured: transfers name it', () => {
    vi.stubEnv('CONTACT_EMAIL_PRIVACY', 'privacy@example.ae');
    expect(privacy(locale)).toContain(w.askMailbox);
  });
  it('contact: no empty "Contact Information" block; the lead sends to the form', () => {
    unsetAll();
    const { blocks, description } = getPage('contact', locale);
    expect(info(locale)).toBe('');
    expect(blocks.hero.leadNoMailbox).toMatch(
      {
        en: /Send us a message with the form below\.$/,
        ar: /أرسل إلينا رسالة عبر النموذج أدناه\.$/,
      }[locale],
    );
    expect(blocks.hero.leadNoMailbox).not.toMatch(/mailbox|صندوق البريد/);
    expect(description).not.toMatch(/e-?mail|Sharjah|البريد الإلكتروني|الشارقة/i);
  });
  it('contact, only a phone configured: the block shows it without the mailbox intro', () => {
    unsetAll();
    vi.stubEnv('CONTACT_PHONE', '+971 6 123 4567');
    const html = info(locale);
    expect(html).toContain('tel:+97161234567');
    expect(html).not.toContain(getPage('contact', locale).blocks.info.intro!);
  });
  it('contact, a mailbox configured: the intro is back', () => {
    unsetAll();
    vi.stubEnv('CONTACT_EMAIL_GENERAL', 'general@example.ae');
    expect(info(locale)).toContain(getPage('contact', locale).blocks.info.intro!);
  });
});
