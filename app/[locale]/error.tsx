'use client';

import { ErrorView } from '@/components/layout/error-view';
import { useLocale } from '@/components/ui/locale-context';

/**
 * A page that fails to render, in the visitor's language, inside the site's layout (header and
 * footer: this boundary sits below app/[locale]/layout.tsx). An error in that layout itself
 * reaches app/global-error.tsx.
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView locale={useLocale()} error={error} retry={retry} />;
}
