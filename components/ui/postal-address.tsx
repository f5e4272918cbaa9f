import { addressIn } from '@/lib/config/site';
import { joinList, type Locale } from '@/lib/i18n/format';

/**
 * The postal address from the operator's configuration, as `locale` prints it (footer, Contact
 * page); nothing when none is configured.
 */
export function PostalAddress({ locale, className }: { locale: Locale; className: string }) {
  const address = addressIn(locale);
  if (!address) return null;
  return (
    <address className={className}>
      {joinList([address.streetAddress, address.locality], locale)}
      <br />
      {address.country}
    </address>
  );
}
