'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { firstErrors, type FieldErrors } from '@/lib/validation/form';
import { formMessages } from '@/lib/validation/messages';

type Schema = {
  safeParse: (
    input: unknown,
  ) => { success: true } | { success: false; error: import('zod').ZodError };
};

const noSubscribe = () => () => {};

/** The signed "form shown at" token the server uses to tell people from bots. */
function useStartedToken(): string {
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

type PostResult = { ok: true } | { ok: false; message: string; errors: Record<string, string> };

/** Posts the form to its route handler as the browser would, asking for JSON back. */
async function post(url: string, form: FormData): Promise<PostResult> {
  const body = new URLSearchParams();
  form.forEach((v, k) => typeof v === 'string' && body.append(k, v));
  try {
    const res = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } });
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

/**
 * The one form pattern (contact, newsletter, plan advice). Without JavaScript the browser checks
 * `required`/`type` itself and posts to `action`; once the script runs the form turns off the
 * browser's checks (`noValidate`), checks with the shared zod schema (loaded when the visitor
 * starts on the form), posts for JSON, shows each field's first error (the server's too, with
 * the same schema), focuses the first invalid field or the alert, keeps what was typed on an
 * error, and after a success resets the form (the native reset, so `onReset` listeners follow).
 */
export function useForm<F extends string>({
  action,
  loadSchema,
  fromForm,
  onSuccess,
}: {
  action: string;
  loadSchema: () => Promise<Schema>;
  fromForm: (form: FormData) => unknown;
  onSuccess: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const started = useStartedToken();
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [message, setMessage] = useState('');
  // After an error render, focus the first invalid field or the alert (an effect: after the commit).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (!focusRequest) return;
    const form = ref.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }, [focusRequest]);

  const fail = (fieldErrors: FieldErrors<F>, text: string) => {
    setErrors(fieldErrors);
    setMessage(text);
    setFocusRequest((n) => n + 1);
  };

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parsed = (await loadSchema()).safeParse(fromForm(data));
    if (!parsed.success) return fail(firstErrors<F>(parsed.error), '');
    setErrors({});
    setMessage('');
    setPending(true);
    const result = await post(action, data);
    setPending(false);
    if (!result.ok) return fail(result.errors as FieldErrors<F>, result.message);
    form.reset();
    onSuccess();
  }

  return {
    /** Spread on the <form>. */
    form: {
      ref,
      action,
      method: 'post',
      noValidate: hydrated,
      onSubmit,
      onFocus: () => void loadSchema(),
    },
    hydrated,
    started,
    pending,
    errors,
    /** A message for the whole form (the server's or the network's), shown as an alert. */
    message,
  };
}
