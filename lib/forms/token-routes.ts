/**
 * The POST endpoints behind a mailed token, shared by the newsletter and the reminder: a GET of a
 * mailed link (a mail scanner, a link preview) changes nothing; only a POST acts.
 * - `confirmRoute`: the page's "Confirm" button posts the token; answered with a redirect to the
 *   page, which shows the outcome in the language of the page the button was on (its `locale`).
 * - `oneClickRoute`: RFC 8058 one-click (a mail client POSTs `List-Unsubscribe=One-Click` to the
 *   List-Unsubscribe URL, the token in its query; answered with JSON), or the page's button
 *   (the token in the form; answered with a redirect to the page).
 */
import { NextResponse } from 'next/server';
import { getDb, type Db } from '@/lib/db';
import { checkOrigin, field, HttpError, readForm, wantsJson } from '@/lib/forms/http';
import { postLocale, UNREAD_POST_LOCALE } from '@/lib/forms/locale';
import type { Locale } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';

const NO_STORE = { 'cache-control': 'no-store' };

/** Runs `act` on the checked post; an HttpError is answered as plain text with its status. */
async function answer(
  req: Request,
  act: (form: FormData, locale: Locale) => Promise<Response>,
  readBody: (req: Request, locale: Locale) => Promise<FormData>,
): Promise<Response> {
  let locale = UNREAD_POST_LOCALE;
  try {
    checkOrigin(req, locale);
    const form = await readBody(req, locale);
    locale = postLocale(form);
    return await act(form, locale);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return new NextResponse(err.message, { status: err.status, headers: NO_STORE });
  }
}

const seeOther = (page: string, result: string, locale: Locale) =>
  new NextResponse(null, {
    status: 303,
    headers: { location: localePath(`${page}?result=${result}`, locale), ...NO_STORE },
  });

/** The confirm button's endpoint: `confirm` gives the result the page (`page`) shows. */
export function confirmRoute(page: string, confirm: (db: Db, token: string) => Promise<string>) {
  return (req: Request) =>
    answer(
      req,
      async (form, locale) =>
        seeOther(page, await confirm(await getDb(), field(form, 'token')), locale),
      (r, locale) => readForm(r, undefined, locale),
    );
}

/** The one-click and button endpoint: `remove` deletes what the token names, false when none. */
export function oneClickRoute(page: string, remove: (db: Db, token: string) => Promise<boolean>) {
  return (req: Request) =>
    answer(
      req,
      async (form, locale) => {
        const oneClick = field(form, 'List-Unsubscribe') === 'One-Click';
        const token = new URL(req.url).searchParams.get('token') ?? field(form, 'token');
        const ok = await remove(await getDb(), token);
        if (oneClick || wantsJson(req))
          return NextResponse.json({ ok }, { status: ok ? 200 : 404, headers: NO_STORE });
        return seeOther(page, ok ? 'done' : 'invalid', locale);
      },
      // A one-click post may have no body: it is read as an empty form.
      (r, locale) => readForm(r, undefined, locale).catch(() => new FormData()),
    );
}
