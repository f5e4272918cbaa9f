/**
 * The Contact page leaves no empty column (issue 51, the consumer editor): with no contact detail
 * configured (the test build sets none) the form stands alone, in one column of reading width;
 * with a mailbox, phone or address configured, the details sit beside it in two columns.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactLayout } from '@/components/contact/contact-layout';
import { MAILBOX_ROLES } from '@/lib/config/site';
import { getPage } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/format';

afterEach(() => vi.unstubAllEnvs());

const CONTACT_VARS = [
  ...Object.values(MAILBOX_ROLES),
  'CONTACT_PHONE',
  'CONTACT_ADDRESS_STREET',
  'CONTACT_ADDRESS_LOCALITY',
  'CONTACT_ADDRESS_REGION',
  'CONTACT_ADDRESS_STREET_AR',
  'CONTACT_ADDRESS_LOCALITY_AR',
];
const render = (locale: Locale) =>
  renderToStaticMarkup(
    <ContactLayout
      info={getPage('contact', locale).blocks.info}
      locale={locale}
      form={(alone) => <section data-form data-alone={String(alone)} />}
    />,
  );

describe.each(LOCALES)('the Contact page layout (%s)', (locale) => {
  it('is the form alone, in one column, when no contact detail is configured', () => {
    for (const name of CONTACT_VARS) vi.stubEnv(name, '');
    const html = render(locale);
    expect(html).toContain('data-contact-layout="form-only"');
    expect(html).not.toContain('grid-cols');
    expect(html).not.toContain('contact-info-heading');
    expect(html).toContain('data-alone="true"');
  });

  it('puts the details beside the form when a mailbox is configured', () => {
    for (const name of CONTACT_VARS) vi.stubEnv(name, '');
    vi.stubEnv(MAILBOX_ROLES.general, 'hello@example.ae');
    const html = render(locale);
    expect(html).toContain('data-contact-layout="columns"');
    expect(html).toContain('lg:grid-cols-5');
    expect(html).toContain('hello@example.ae');
    expect(html).toContain('data-alone="false"');
  });
});
