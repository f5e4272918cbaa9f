/**
 * The locale of the page being rendered, request-scoped (React's `cache` lives for one server
 * render): `[locale]` layouts and pages call `setRequestLocale` with their param, and everything
 * they render (content getters, lib/format) reads it without being handed it. Outside a render
 * (route handlers, scripts) there is no scope: those pass the locale explicitly.
 */
import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, setLocaleSource, type Locale } from '../format';

const store = cache((): { locale?: Locale } => ({}));

export function setRequestLocale(locale: Locale): void {
  store().locale = locale;
}

export function requestLocale(): Locale {
  return store().locale ?? DEFAULT_LOCALE;
}

setLocaleSource(requestLocale);

/** A `[locale]` segment's params: checked, set for the render, returned. */
export async function localeFrom(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The props of a page or layout under `app/[locale]`. */
export type LocaleProps = { params: Promise<{ locale: string }> };
