/**
 * The forms' network calls, as the browser makes them (no React): the signed timing token
 * and the post for JSON. Used by components/forms/use-form.ts; the route handlers they talk
 * to are app/api/*, answering through lib/forms/respond.ts.
 */
import type { FormMessages } from './validation/messages';

/** What the browser says itself when the server's answer cannot be had, in the page's language. */
export type PostStatus = Pick<FormMessages['status'], 'serverError' | 'offline'>;

/** The signed "form shown at" token the server uses to tell people from bots ('' when it cannot be had). */
export async function fetchFormToken(fetcher: typeof fetch = fetch): Promise<string> {
  try {
    const r = await fetcher('/api/form-token', { headers: { accept: 'application/json' } });
    const j = (r.ok ? await r.json() : {}) as { token?: unknown };
    return typeof j.token === 'string' ? j.token : '';
  } catch {
    return '';
  }
}

export type PostResult =
  { ok: true } | { ok: false; message: string; errors: Record<string, string> };

/**
 * Posts the form's text fields to its route handler as the browser would, asking for JSON back.
 * The server answers in the language of the form's `locale` field; what the browser says itself
 * (the server's answer unreadable, the network down) is `status`, in the page's language (the
 * form's lazily loaded schema module brings it: the page itself carries no form messages).
 */
export async function postForm(
  url: string,
  form: FormData,
  status: PostStatus,
  fetcher: typeof fetch = fetch,
): Promise<PostResult> {
  const body = new URLSearchParams();
  form.forEach((v, k) => typeof v === 'string' && body.append(k, v));
  try {
    const res = await fetcher(url, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
    });
    if (res.ok) return { ok: true };
    const data = (await res.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string>;
    };
    return {
      ok: false,
      message: data.message ?? status.serverError,
      errors: data.errors ?? {},
    };
  } catch {
    return { ok: false, message: status.offline, errors: {} };
  }
}
