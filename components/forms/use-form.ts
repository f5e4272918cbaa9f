'use client';

import { createContext, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchFormToken, postForm } from '@/lib/forms/browser';
import { firstErrors, type FieldErrors } from '@/lib/validation/form';

type Schema = {
  safeParse: (
    input: unknown,
  ) => { success: true } | { success: false; error: import('zod').ZodError };
};

/** What a form's client leaves (controls, errors, submit, alerts) show. */
export type FormState = {
  hydrated: boolean;
  pending: boolean;
  /** The form was sent (it stays so: the success line keeps showing). */
  sent: boolean;
  errors: FieldErrors<string>;
  /** A message for the whole form (the server's or the network's), shown as an alert. */
  message: string;
};

export const FormContext = createContext<FormState>({ hydrated: false, pending: false, sent: false, errors: {}, message: '' });
export const useFormState = () => use(FormContext);

const noSubscribe = () => () => {};

/**
 * The one form pattern (contact, newsletter, plan advice, price report). Without JavaScript the
 * browser checks `required`/`type` itself and posts to `action`; once the script runs the form
 * turns off the browser's checks (`noValidate`), checks with the shared zod schema (loaded when
 * the visitor starts on the form), posts for JSON, shows each field's first error (the server's
 * too, with the same schema), focuses the first invalid field or the alert, keeps what was typed
 * on an error, and after a success resets the form (the native reset, so `onReset` listeners follow).
 */
export function useForm({
  action,
  loadSchema,
  fromForm,
  onSuccess,
}: {
  action: string;
  loadSchema: () => Promise<Schema>;
  fromForm: (form: FormData) => unknown;
  onSuccess?: () => void;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [started, setStarted] = useState('');
  useEffect(() => {
    let alive = true;
    void fetchFormToken().then((token) => alive && setStarted(token));
    return () => {
      alive = false;
    };
  }, []);
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
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

  const fail = (fieldErrors: FieldErrors<string>, text: string) => {
    setErrors(fieldErrors);
    setMessage(text);
    setFocusRequest((n) => n + 1);
  };

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const parsed = (await loadSchema()).safeParse(fromForm(data));
    if (!parsed.success) return fail(firstErrors(parsed.error), '');
    setErrors({});
    setMessage('');
    setPending(true);
    const result = await postForm(action, data);
    setPending(false);
    if (!result.ok) return fail(result.errors, result.message);
    form.reset();
    setSent(true);
    onSuccess?.();
  }

  const state: FormState = { hydrated, pending, sent, errors, message };
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
    /** The signed start time, for the hidden field the form posts. */
    started,
    state,
  };
}
