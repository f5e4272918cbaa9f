'use client';

import { usePathname } from 'next/navigation';
import { ErrorView } from '@/components/layout/error-view';
import { LocaleProvider } from '@/components/ui/locale-context';
import { textDirection } from '@/lib/i18n/direction';
import { splitLocale } from '@/lib/i18n/paths';
import './globals.css';

/**
 * An error in the root layout (app/[locale]/layout.tsx) itself: this replaces the whole document,
 * so it brings its own <html> and styles, and no header (the header reads its copy on the server,
 * in the layout that failed). The language comes from the address (`/ar/...` is Arabic).
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  return (
    <html lang={locale} dir={textDirection(locale)}>
      <body className="flex min-h-screen flex-col font-sans">
        <LocaleProvider locale={locale}>
          <main id="main-content" className="flex-1">
            <ErrorView locale={locale} error={error} retry={retry} />
          </main>
        </LocaleProvider>
      </body>
    </html>
  );
}
