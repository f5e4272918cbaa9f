import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import { checkOrigin, field, HttpError, readForm, wantsJson } from '@/lib/forms/http';
import { localePath } from '@/lib/i18n/paths';
import { deleteReminder } from '@/lib/remind/store';

export const dynamic = 'force-dynamic';

/**
 * Deletes a reminder by its token (in the query, or the form's `token` field). Two callers, as
 * the newsletter's unsubscribe: RFC 8058 one-click (`List-Unsubscribe=One-Click`, answered with
 * JSON), and the button of /remind/delete (answered with a redirect to the page).
 */
export async function POST(req: Request) {
  let ok: boolean;
  let oneClick: boolean;
  let locale = UNREAD_POST_LOCALE;
  try {
    checkOrigin(req, locale);
    const form = await readForm(req, undefined, locale).catch(() => new FormData());
    locale = postLocale(form);
    oneClick = field(form, 'List-Unsubscribe') === 'One-Click';
    const token = new URL(req.url).searchParams.get('token') ?? field(form, 'token');
    ok = await deleteReminder(await getDb(), token);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return new NextResponse(err.message, {
      status: err.status,
      headers: { 'cache-control': 'no-store' },
    });
  }
  const headers = { 'cache-control': 'no-store' };
  if (oneClick || wantsJson(req))
    return NextResponse.json({ ok }, { status: ok ? 200 : 404, headers });
  return new NextResponse(null, {
    status: 303,
    headers: {
      ...headers,
      location: localePath(`/remind/delete?result=${ok ? 'done' : 'invalid'}`, locale),
    },
  });
}
