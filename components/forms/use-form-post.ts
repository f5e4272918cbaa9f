'use client';

import { useCallback, useEffect, useState } from 'react';

export type PostResult =
  { ok: true } | { ok: false; status: number; message: string; errors: Record<string, string> };

/** The signed "form shown at" token the server uses to tell people from bots. */
export function useStartedToken(): string {
  const [token, setToken] = useState('');
  useEffect(() => {
    let alive = true;
    fetch('/api/form-token', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : { token: '' }))
      .then((j: { token?: string }) => alive && setToken(j.token ?? ''))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return token;
}

/** Posts a form to its route handler as the browser would, asking for JSON back. */
export function useFormPost(url: string) {
  const [pending, setPending] = useState(false);
  const post = useCallback(
    async (form: FormData): Promise<PostResult> => {
      setPending(true);
      try {
        const body = new URLSearchParams();
        form.forEach((v, k) => typeof v === 'string' && body.append(k, v));
        const res = await fetch(url, {
          method: 'POST',
          body,
          headers: { accept: 'application/json' },
        });
        const data = (await res.json().catch(() => ({}))) as Partial<{
          message: string;
          errors: Record<string, string>;
        }>;
        if (res.ok) return { ok: true };
        return {
          ok: false,
          status: res.status,
          message:
            data.message ?? 'Sorry, something went wrong and nothing was sent. Please try again.',
          errors: data.errors ?? {},
        };
      } catch {
        return {
          ok: false,
          status: 0,
          message:
            'We could not reach the server: check your connection and try again. What you typed is still here.',
          errors: {},
        };
      } finally {
        setPending(false);
      }
    },
    [url],
  );
  return { post, pending };
}
