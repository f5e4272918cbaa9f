'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/i18n/format';

/** No default language: a client component rendered outside the provider is a bug, not English. */
const LocaleContext = createContext<Locale | null>(null);

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
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale() outside a LocaleProvider: the page gives no locale');
  return locale;
}
