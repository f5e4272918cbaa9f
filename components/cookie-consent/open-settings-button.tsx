'use client';

import { OPEN_COOKIE_SETTINGS_EVENT } from '@/lib/consent';

/** Reopens the cookie banner in preferences mode. */
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
      className={className}
      onClick={() => window.dispatchEvent(new CustomEvent(OPEN_COOKIE_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
