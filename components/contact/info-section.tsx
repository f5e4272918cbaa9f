import { ContentLink } from '../ui/content-link';
import { Icon, type IconName } from '../ui/icon';
import { PostalAddress } from '../ui/postal-address';
import { getUiCopy } from '@/lib/content';
import type { ContactBlocks } from '@/lib/content/schemas';
import { addressIn, contactPhone, mailbox, mailboxes, type Phone } from '@/lib/config/site';
import { HeadingIntro } from '../ui/heading-intro';
import type { SectionProps } from '../ui/section-props';

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

function link(item: Item, phone: Phone | null) {
  if (item.key === 'phone')
    return phone ? { href: `tel:${phone.e164}`, label: phone.display } : null;
  const box = mailbox(item.key);
  return box ? { href: `mailto:${box.email}`, label: box.email } : null;
}

/**
 * Who to write to for what (each mailbox, the phone with its hours) and the postal address. Each
 * item, and the address, shows only when the operator configured it (CONTACT_PHONE,
 * CONTACT_EMAIL_<ROLE>, CONTACT_ADDRESS_*). The intro speaks of mailboxes: none configured, it is
 * left out; nothing configured at all, the section is (the page then offers the form alone).
 */
export function ContactInfoSection({ block, locale }: SectionProps<ContactBlocks['info']>) {
  const phone = contactPhone();
  const items = block.items.flatMap((item) => {
    const target = link(item, phone);
    return target ? [{ item, target }] : [];
  });
  if (!items.length && !addressIn(locale)) return null;
  const intro = mailboxes().length ? block.intro : undefined;
  return (
    <section aria-labelledby="contact-info-heading" className="lg:col-span-2">
      <HeadingIntro id="contact-info-heading" block={{ ...block, intro }} look="block" />
      {items.length ? (
        <ul className="mt-6 space-y-4" data-testid="contact-items">
          {items.map(({ item, target }) => (
            <li key={item.key} className="flex gap-3">
              <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon name={itemIcon[item.key]} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="text-sm text-slate-700">{item.description}</p>
                {item.key === 'phone' ? (
                  <p className="text-sm text-slate-700">{getUiCopy(locale).site.contactHours}</p>
                ) : null}
                <ContentLink
                  as="a"
                  link={target}
                  className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {addressIn(locale) ? (
        <>
          <h3 className="mt-8 font-semibold text-slate-900">{block.addressHeading}</h3>
          <PostalAddress locale={locale} className="mt-1 text-slate-700 not-italic" />
        </>
      ) : null}
    </section>
  );
}
