import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { unsubscribe } from '@/lib/forms/newsletter';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import { checkOrigin, field, HttpError, readForm, wantsJson } from '@/lib/forms/http';
import { localePath } from '@/lib/i18n/paths';

export const dynamic = 'force-dynamic';

/**
 * Unsubscribes by the token (in the query, or the form's `token` field). Two callers:
 * - RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe
 *   URL; answered with JSON;
 * - the "Unsubscribe" button of /newsletter/unsubscribe (a GET of the mailed link changes
 *   nothing); answered with a redirect to the page, which shows the outcome, in the language of
 *   the page the button was on (its `locale` field, lib/forms/locale.ts).
 */
export async function POST(req: Request) {
  let ok: boolean;
  let oneClick: boolean;
  let locale = UNREAD_POST_LOCALE;
  try {
    checkOrigin(req, locale);
    // One-click posts carry `List-Unsubscribe=One-Click`; a bodiless POST is read as an empty form.
    const form = await readForm(req, undefined, locale).catch(() => new FormData());
    locale = postLocale(form);
    oneClick = field(form, 'List-Unsubscribe') === 'One-Click';
    const token = new URL(req.url).searchParams.get('token') ?? field(form, 'token');
    ok = await unsubscribe(await getDb(), token);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return new NextResponse(err.message, {
      status: err.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  if (oneClick || wantsJson(req))
    return NextResponse.json(
      { ok },
      { status: ok ? 200 : 404, headers: { 'cache-control': 'no-store' } },
    );
  return new NextResponse(null, {
    status: 303,
    headers: {
      location: localePath(`/newsletter/unsubscribe?result=${ok ? 'done' : 'invalid'}`, locale),
      'cache-control': 'no-store',
    },
  });
}
