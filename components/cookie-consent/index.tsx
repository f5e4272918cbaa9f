import { getUiCopy } from '@/lib/content';
import { CookieConsent } from './cookie-consent';
import { OpenCookieSettingsButton } from './open-settings-button';

/** The banner and badge, with their copy from content/pages/ui.mdx. */
export function CookieConsentRoot() {
  return <CookieConsent copy={getUiCopy().cookieConsent} />;
}

/** `<CookieSettingsButton />` in MDX and the footer: reopens the cookie preferences. */
export function CookieSettingsButton({ className = 'btn-secondary' }: { className?: string }) {
  return (
    <OpenCookieSettingsButton
      label={getUiCopy().cookieConsent.settingsButton}
      className={className}
    />
  );
}
