import type { Metadata } from 'next';
import { ContactForm } from '@/components/contact-form';
import { Icon, type IconName } from '@/components/icon';
import { PageHeader } from '@/components/page-header';
import { getPage, getUiCopy } from '@/lib/content';
import type { ContactBlocks } from '@/lib/content/schemas';
import { copyPageMetadata } from '@/lib/seo';
import { addressIn, mailbox, siteConfig } from '@/lib/site';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';
import type { Locale } from '@/lib/format';

const contact = (locale: Locale) => getPage('contact', locale);

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const locale = await localeFrom(params);
  return copyPageMetadata(contact(locale), '/contact', locale);
}

type Item = ContactBlocks['info']['items'][number];

const itemIcon: Record<Item['key'], IconName> = {
  general: 'chat',
  helpdesk: 'book',
  support: 'settings',
  leadership: 'briefcase',
  privacy: 'shield',
  terms: 'scale',
  phone: 'phone',
};

function link(item: Item) {
  if (item.key === 'phone')
    return { href: `tel:${siteConfig.phone.e164}`, text: siteConfig.phone.display };
  const { email } = mailbox(item.key);
  return { href: `mailto:${email}`, text: email };
}

export default async function ContactPage({ params }: LocaleProps) {
  const locale = await localeFrom(params);
  const page = contact(locale);
  const b = page.blocks;
  const address = addressIn(locale);
  return (
    <>
      <PageHeader
        locale={locale}
        path="/contact"
        title={page.title}
        lead={b.hero.lead}
        sources={['pages/contact.mdx']}
      />
      <div className="container-page grid gap-12 py-12 lg:grid-cols-5">
        <section aria-labelledby="contact-info-heading" className="lg:col-span-2">
          <h2 id="contact-info-heading" className="text-2xl font-bold text-slate-900">
            {b.info.heading}
          </h2>
          <p className="mt-2 text-slate-700">{b.info.intro}</p>
          <ul className="mt-6 space-y-4" data-testid="contact-items">
            {b.info.items.map((item) => {
              const l = link(item);
              return (
                <li key={item.key} className="flex gap-3">
                  <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon name={itemIcon[item.key]} className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                    <p className="text-sm text-slate-700">{item.description}</p>
                    {item.key === 'phone' ? (
                      <p className="text-sm text-slate-700">
                        {getUiCopy(locale).site.contactHours}
                      </p>
                    ) : null}
                    <a
                      href={l.href}
                      className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      {l.text}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
          <h3 className="mt-8 font-semibold text-slate-900">{b.info.addressHeading}</h3>
          <address className="mt-1 text-slate-700 not-italic">
            {address.streetAddress}, {address.locality}
            <br />
            {address.country}
          </address>
        </section>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-slate-200 p-6 sm:p-8 lg:col-span-3"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
            {b.form.heading}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{b.form.intro}</p>
          <ContactForm
            locale={locale}
            copy={{
              ...b.form,
              success: { ...b.form.success, text: getUiCopy(locale).site.responsePromise },
            }}
          />
        </section>
      </div>
    </>
  );
}
