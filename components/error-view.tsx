'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import Link from '@/components/link';
import { fillSlots, type Locale } from '@/lib/format';
import { errorCopyFor } from '@/lib/i18n/error-copy';

/**
 * What an error boundary shows, in the page's language: what happened, a way to try again and a
 * way home. "Try again" is a link to the same address, so it reloads the page without JavaScript;
 * with it, it asks Next to render the failed segment again (`retry`) without a full load.
 */
export function ErrorView({
  locale,
  error,
  retry,
}: {
  locale: Locale;
  error: unknown;
  retry: () => void;
}) {
  const copy = errorCopyFor(locale);
  const pathname = usePathname() ?? '/';
  const query = useSearchParams()?.toString();
  const here = query ? `${pathname}?${query}` : pathname;
  // Server errors reach the browser as a digest only (never their message): the log's key.
  const digest =
    error instanceof Error && 'digest' in error && typeof error.digest === 'string'
      ? error.digest
      : null;
  const onRetry = (e: MouseEvent) => {
    e.preventDefault();
    retry();
  };
  return (
    <section className="container-page py-20 text-center">
      <title>{copy.documentTitle}</title>
      <meta name="robots" content="noindex,follow" />
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{copy.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700">{copy.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <a href={here} onClick={onRetry} className="btn-primary">
            {copy.retry}
          </a>
        </li>
        <li>
          <Link href={copy.home.href} className="btn-secondary">
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
