import 'server-only';
import { NextResponse } from 'next/server';
import type { Locale } from '../i18n/format';
import { formMessagesFor } from './validation/messages';
import { HttpError } from './http';

/**
 * Answers a form post: JSON for the enhanced form (fetch), or a 303 redirect to a
 * thank-you / error page when the browser posted the form itself (JavaScript off).
 */
export function formResponse(
  json: boolean,
  result:
    | { ok: true; redirect: string }
    | {
        ok: false;
        status: number;
        message: string;
        errors?: Record<string, string>;
        retryAfter?: number;
        redirect: string;
      },
) {
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (!result.ok && result.retryAfter) headers['retry-after'] = String(result.retryAfter);
  if (json) {
    return result.ok
      ? NextResponse.json({ ok: true }, { headers })
      : NextResponse.json(
          { ok: false, message: result.message, errors: result.errors ?? {} },
          { status: result.status, headers },
        );
  }
  // A relative Location: behind a proxy or a custom server, req.url's host may not be the one the
  // browser used, and a cross-origin redirect would break the form-action 'self' policy.
  return new NextResponse(null, {
    status: 303,
    headers: { ...headers, location: result.redirect },
  });
}

/**
 * Why a form was not sent, as `/form-error?reason=` names it for a browser without JavaScript;
 * each reason has its own words (content/pages/forms.mdx), since "try again" helps only some.
 */
export type FormErrorReason = 'invalid' | 'rate' | 'too-long' | 'not-form' | 'refused' | 'server';

const REASON_BY_STATUS: Record<number, FormErrorReason> = {
  400: 'invalid',
  403: 'refused',
  413: 'too-long',
  415: 'not-form',
  429: 'rate',
};

/**
 * A request body that broke off (the client closed the connection mid-body): Node's stream
 * errors with "aborted" / ECONNRESET. Nobody is waiting for the answer; it is no server fault.
 */
export function isClientAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  return err.name === 'AbortError' || err.message === 'aborted' || code === 'ECONNRESET';
}

/**
 * The answer to an exception in a form's pipeline, its message in `locale`; `errorPage` (already
 * in that language) gets `?reason=` appended.
 */
export function errorResult(err: unknown, errorPage: string, locale: Locale) {
  const redirect = (reason: FormErrorReason) => `${errorPage}?reason=${reason}`;
  if (err instanceof HttpError)
    return {
      ok: false as const,
      status: err.status,
      message: err.message,
      redirect: redirect(REASON_BY_STATUS[err.status] ?? 'server'),
    };
  if (isClientAbort(err)) {
    console.warn('[forms] client aborted the request before its body was complete');
    return {
      ok: false as const,
      status: 400,
      message: formMessagesFor(locale).server.unreadable,
      redirect: redirect('invalid'),
    };
  }
  console.error('[forms] unexpected error:', err);
  return {
    ok: false as const,
    status: 500,
    message: formMessagesFor(locale).server.failed,
    redirect: redirect('server'),
  };
}
