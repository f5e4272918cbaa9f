'use client';

import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent';

/**
 * Reopens the cookie banner in preferences mode. Hidden where scripts do not run: the banner needs
 * them, and no optional cookie or script can be set without them (lib/consent).
 */
export function OpenCookieSettingsButton({
  label,
  className,
}: {
  label: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={`${className ?? ''} noscript:hidden`}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
