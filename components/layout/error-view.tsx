'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import Link from '@/components/ui/link';
import { fillSlots, type Locale } from '@/lib/i18n/format';
import { errorCopyFor } from '@/lib/i18n/error-copy';

/**
 * What an error page shows, in the page's language: what happened, a way to try again and a way
 * home. In an error boundary, "Try again" is a link to the same address, so it reloads the page
 * without JavaScript; with it, it asks Next to render the failed segment again (`retry`) without a
 * full load. The prerendered page server.mjs answers a failed full load with (app/[locale]/500)
 * has no `retry` and no such link: it does not know the address it stands in for.
 */
export function ErrorView({
  locale,
  error,
  retry,
}: {
  locale: Locale;
  error: unknown;
  retry?: () => void;
}) {
  const copy = errorCopyFor(locale);
  // Server errors reach the browser as a digest only (never their message): the log's key.
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : null;
  return (
    <section className="container-page py-20 text-center">
      <title>{copy.documentTitle}</title>
      <meta name="robots" content="noindex,follow" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">{copy.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {retry && (
          <li>
            <RetryLink retry={retry}>{copy.retry}</RetryLink>
          </li>
        )}
        <li>
          <Link href={copy.home.href} className={retry ? 'btn-secondary' : 'btn-primary'}>
            {copy.home.label}
          </Link>
        </li>
      </ul>
      {digest && (
        <p className="mt-8 text-sm text-slate-600">{fillSlots(copy.reference, { digest })}</p>
      )}
    </section>
  );
}

/** A link to this same address (a reload without JavaScript) that, with it, calls `retry`. */
function RetryLink({ retry, children }: { retry: () => void; children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  const query = useSearchParams()?.toString();
  const onClick = (e: MouseEvent) => {
    e.preventDefault();
    retry();
  };
  return (
    <a href={query ? `${pathname}?${query}` : pathname} onClick={onClick} className="btn-primary">
      {children}
    </a>
  );
}
