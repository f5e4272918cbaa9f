import { ContactFormSection } from '@/components/contact/form-section';
import { ContactLayout } from '@/components/contact/contact-layout';
import { PageHeader } from '@/components/layout/page-header';
import { mailboxes } from '@/lib/config/site';
import { getPage } from '@/lib/content';
import { copyPageRouteMetadata } from '@/lib/seo/route-metadata';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

export const generateMetadata = copyPageRouteMetadata('contact', '/contact');

export default async function ContactPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = getPage('contact', locale);
  const b = page.blocks;
  return (
    <>
      <PageHeader
        locale={locale}
        path="/contact"
        title={page.title}
        // The lead sends readers to a mailbox only when the operator configured one.
        lead={mailboxes().length ? b.hero.lead : b.hero.leadNoMailbox}
        sources={['pages/contact.mdx']}
      />
      <ContactLayout
        info={b.info}
        locale={locale}
        form={(alone) => <ContactFormSection block={b.form} locale={locale} alone={alone} />}
      />
    </>
  );
}
