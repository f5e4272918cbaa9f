import { ContactFormSection } from '@/components/contact/form-section';
import { ContactInfoSection } from '@/components/contact/info-section';
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
      <div className="container-page grid gap-12 py-12 lg:grid-cols-5">
        <ContactInfoSection block={b.info} locale={locale} />
        <ContactFormSection block={b.form} locale={locale} />
      </div>
    </>
  );
}
