import { addressIn } from '@/lib/config/site';
import { joinList, type Locale } from '@/lib/i18n/format';

/** The postal address from the site config, as `locale` prints it (footer, Contact page). */
export function PostalAddress({ locale, className }: { locale: Locale; className: string }) {
  const address = addressIn(locale);
  return (
    <address className={className}>
      {joinList([address.streetAddress, address.locality], locale)}
      <br />
      {address.country}
    </address>
  );
}
