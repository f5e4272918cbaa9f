import type { ReactNode } from 'react';
import type { ContactBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';
import { ContactInfoSection, hasContactInfo } from './info-section';

/**
 * The Contact page's body: the operator's contact details beside the form, in two columns on a
 * wide screen; with none configured (CONTACT_PHONE, CONTACT_EMAIL_<ROLE>, CONTACT_ADDRESS_*), the
 * form alone, in one column of reading width, so no empty column is left (issue 51).
 * `form(alone)` renders the form section, told whether it stands alone.
 */
export function ContactLayout({
  info,
  locale,
  form,
}: {
  info: ContactBlocks['info'];
  locale: Locale;
  form: (alone: boolean) => ReactNode;
}) {
  const shown = hasContactInfo(info, locale);
  return (
    <div
      className={shown ? 'container-page grid gap-12 py-12 lg:grid-cols-5' : 'container-page py-12'}
      data-contact-layout={shown ? 'columns' : 'form-only'}
    >
      {shown ? <ContactInfoSection block={info} locale={locale} /> : null}
      {form(!shown)}
    </div>
  );
}
