'use client';

import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/format';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The page's locale for client components (set once, by the `[locale]` layout). */
export function LocaleProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: React.ReactNode;
}) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The one of several server-rendered alternatives that is in the page's language: for the server
 * files Next gives no params (not-found.tsx), which cannot read the locale themselves.
 */
export function InLocale({ views }: { views: Record<Locale, React.ReactNode> }) {
  return views[useLocale()];
}
