import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { localeFrom, type LocaleProps } from '@/lib/i18n/request';

/**
 * A page that fails to render, for e2e/errors.spec.ts: rendered per request, it throws only when
 * the server was started with RENDER_ERROR_PROBE=1 (playwright.config.ts sets it). Anywhere else
 * it is the 404 page, like any path no page claims.
 */
export default async function RenderErrorProbe({ params }: LocaleProps) {
  await localeFrom(params); // a site language, else a 404
  await connection();
  if (process.env.RENDER_ERROR_PROBE !== '1') notFound();
  throw new Error('render error probe');
}
