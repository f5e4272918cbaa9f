import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { confirm } from '@/lib/forms/newsletter';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import { checkOrigin, field, HttpError, readForm } from '@/lib/forms/http';
import { localePath } from '@/lib/i18n/paths';

export const dynamic = 'force-dynamic';

/**
 * The "Confirm my subscription" button of /newsletter/confirm posts here. Only this POST
 * confirms: a GET or HEAD of the mailed link (a mail scanner, a link preview) changes nothing.
 * Answers with a redirect to the page, which then shows the outcome, in the language of the page
 * the button was on (its `locale` field, lib/forms/locale.ts).
 */
export async function POST(req: Request) {
  let result: string;
  let locale = UNREAD_POST_LOCALE;
  try {
    checkOrigin(req, locale);
    const form = await readForm(req, undefined, locale);
    locale = postLocale(form);
    result = await confirm(await getDb(), field(form, 'token'));
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
      location: localePath(`/newsletter/confirm?result=${result}`, locale),
      'cache-control': 'no-store',
    },
  });
}
