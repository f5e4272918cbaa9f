/**
 * The forms' network calls, as the browser makes them (no React): the signed timing token
 * and the post for JSON. Used by components/forms/use-form.ts; the route handlers they talk
 * to are app/api/*, answering through lib/forms/respond.ts.
 */
import { formMessages } from '../validation/messages';

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

/** Posts the form's text fields to its route handler as the browser would, asking for JSON back. */
export async function postForm(
  url: string,
  form: FormData,
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
      message: data.message ?? formMessages.status.serverError,
      errors: data.errors ?? {},
    };
  } catch {
    return { ok: false, message: formMessages.status.offline, errors: {} };
  }
}
