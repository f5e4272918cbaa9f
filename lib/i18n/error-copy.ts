/**
 * The words of the error pages (app/[locale]/error.tsx and app/global-error.tsx), from
 * content/errors/messages.json and its Arabic translation (same shape: the type below and the
 * content's translation check compare them). Client-safe: both boundaries are client components,
 * and the global one renders when the layout, and so every server-read copy, has failed.
 */
import en from '../../content/errors/messages.json';
import ar from '../../content/ar/errors/messages.json';
import type { Locale } from './format';

export type ErrorCopy = typeof en;

const COPY: Record<Locale, ErrorCopy> = { en, ar };

export function errorCopyFor(locale: Locale): ErrorCopy {
  return COPY[locale];
}
