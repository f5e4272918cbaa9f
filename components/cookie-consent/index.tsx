import { getUiCopy } from '@/lib/content';
import { ConsentClose, ConsentPreferences, ConsentSummary } from './banner-content';
import { CookieConsent } from './cookie-consent';
import { OpenCookieSettingsButton } from './open-settings-button';
import type { Locale } from '@/lib/i18n/format';

/**
 * The banner and badge, with their copy from content/pages/ui.mdx: the banner's markup is
 * rendered here, on the server; the client part only decides when it shows.
 */
export function CookieConsentRoot({ locale }: { locale: Locale }) {
  const copy = getUiCopy(locale).cookieConsent;
  return (
    <CookieConsent
      badge={copy.badge}
      badgeAction={copy.badgeAction}
      slots={{
        label: copy.regionLabel,
        preferencesHeading: copy.preferencesHeading,
        close: <ConsentClose copy={copy} />,
        summary: <ConsentSummary copy={copy} />,
        preferences: <ConsentPreferences copy={copy} />,
      }}
    />
  );
}

/** `<CookieSettingsButton />` in MDX and the footer: reopens the cookie preferences. */
export function CookieSettingsButton({
  className = 'btn-secondary',
  locale,
}: {
  className?: string;
  locale: Locale;
}) {
  return (
    <OpenCookieSettingsButton
      label={getUiCopy(locale).cookieConsent.settingsButton}
      className={className}
    />
  );
}
