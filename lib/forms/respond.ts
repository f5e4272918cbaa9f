import { NextResponse } from 'next/server';
import { formMessages } from '../validation/messages';
import { HttpError } from '../http';

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

export function errorResult(err: unknown, redirect: string) {
  if (err instanceof HttpError)
    return { ok: false as const, status: err.status, message: err.message, redirect };
  console.error('[forms] unexpected error:', err);
  return {
    ok: false as const,
    status: 500,
    message: formMessages.server.failed,
    redirect,
  };
}
