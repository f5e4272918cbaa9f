import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import { checkOrigin, field, HttpError, readForm } from '@/lib/forms/http';
import { localePath } from '@/lib/i18n/paths';
import { confirmReminder } from '@/lib/remind/store';

export const dynamic = 'force-dynamic';

/**
 * The "Confirm my reminder" button of /remind/confirm posts here; only this POST confirms (a GET
 * of the mailed link changes nothing). Answers with a redirect to the page with the outcome.
 */
export async function POST(req: Request) {
  let locale = UNREAD_POST_LOCALE;
  let result: string;
  try {
    checkOrigin(req, locale);
    const form = await readForm(req, undefined, locale);
    locale = postLocale(form);
    result = await confirmReminder(await getDb(), field(form, 'token'));
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return new NextResponse(err.message, {
      status: err.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  return new NextResponse(null, {
    status: 303,
    headers: {
      location: localePath(`/remind/confirm?result=${result}`, locale),
      'cache-control': 'no-store',
    },
  });
}
