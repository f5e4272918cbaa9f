'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { LOCALES, type Locale } from '@/lib/i18n/format';
import { localePath, logicalPath } from '@/lib/i18n/paths';
import { useLocale } from '../ui/locale-context';

type Props = { label: string; className?: string };

/**
 * The same page in the other language: a plain link (the two languages are separate documents,
 * so it is a full navigation), with no cookie and no remembered choice. It keeps the query (a
 * guides search, a comparison): pages rendered per request have it in their HTML, so it works
 * without JavaScript; prerendered pages add it once the script runs.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} search="" />}>
      <WithSearch {...props} />
    </Suspense>
  );
}

function WithSearch(props: Props) {
  const search = useSearchParams().toString();
  return <SwitchLink {...props} search={search} />;
}

function SwitchLink({ label, className, search }: Props & { search: string }) {
  const locale = useLocale();
  const to: Locale = LOCALES.find((l) => l !== locale) ?? locale;
  const path = logicalPath(usePathname() ?? '/');
  const href = localePath(search ? `${path}?${search}` : path, to);
  return (
    <a href={href} hrefLang={to} lang={to} className={className}>
      {label}
    </a>
  );
}
