'use client';

import { createContext, use, useEffect, useRef, useState } from 'react';
import { fetchFormToken, postForm, type PostStatus } from '@/lib/forms/browser';
import { firstErrors, type FieldErrors } from '@/lib/forms/validation/form';
import { useHydrated } from '../ui/use-hydrated';

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

export const FormContext = createContext<FormState>({
  hydrated: false,
  pending: false,
  sent: false,
  errors: {},
  message: '',
});
export const useFormState = () => use(FormContext);

/**
 * What a form shows live while the visitor types: the values of the fields it watches (a
 * checkbox's `checked`, any other control's text; absent until first changed and after a reset)
 * and how many times it was sent (a leaf that opens on each success counts these).
 */
export type FormLive = { values: Record<string, string | boolean>; sends: number };
export const FormLiveContext = createContext<FormLive>({ values: {}, sends: 0 });
export const useFormLive = () => use(FormLiveContext);

/** What sending a valid form came to: done, or errors to show (per field, and for the form). */
export type SendResult = { ok: true } | { ok: false; errors: FieldErrors<string>; message: string };

/**
 * How a posted form behaves once its script runs. Without JavaScript every form is a plain HTML
 * form posted to `action`: the browser's own checks (`required`, `type`, `minLength`), then the
 * server answers with a page. (Query forms, whose answer is a page, are components/ui/url-form.tsx.)
 */
export type FormSpec = {
  /** The URL the form goes to, with or without JavaScript. */
  action: string;
  /** The browser's check with the form's shared rules: each invalid field's first error ({} when valid). */
  check: (data: FormData) => FieldErrors<string> | Promise<FieldErrors<string>>;
  /** What a valid form does: it is sent for JSON (the server checks again with the same schema: `postedForm`). */
  send: (data: FormData, form: HTMLFormElement) => SendResult | Promise<SendResult>;
  /** Load what `check` needs before the visitor sends (called when the form first gets focus). */
  prepare?: () => unknown;
  /** Reset the form after a success (default true: the native reset, so `onReset` listeners follow). */
  resetOnSuccess?: boolean;
};

/**
 * A posted form's spec from its shared zod schema and the browser's own status lines, both in the
 * page's language and loaded together when the visitor starts on the form (always before it is
 * sent: `check` waits for them).
 */
export function postedForm({
  action,
  load,
  fromForm,
}: {
  action: string;
  load: () => Promise<{ schema: Schema; status: PostStatus }>;
  fromForm: (form: FormData) => unknown;
}): FormSpec {
  return {
    action,
    prepare: load,
    check: async (data) => {
      const parsed = (await load()).schema.safeParse(fromForm(data));
      return parsed.success ? {} : firstErrors(parsed.error);
    },
    send: async (data) => postForm(action, data, (await load()).status),
  };
}

/**
 * The one form pattern (contact, newsletter, plan advice, price report). Once the
 * script runs the form turns off the browser's checks (`noValidate`), checks with `spec.check`,
 * sends, shows each field's first error (the server's too, with the same schema), focuses the
 * first invalid field or the alert, keeps what was typed on an error, and after a success resets
 * the form. `watch` names the fields whose live values the form's leaves read (useFormLive).
 */
export function useForm(
  spec: FormSpec,
  { watch = [], onSuccess }: { watch?: string[]; onSuccess?: () => void } = {},
) {
  const ref = useRef<HTMLFormElement>(null);
  const [started, setStarted] = useState('');
  useEffect(() => {
    let alive = true;
    void fetchFormToken().then((token) => alive && setStarted(token));
    return () => {
      alive = false;
    };
  }, []);
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<string>>({});
  const [message, setMessage] = useState('');
  const [live, setLive] = useState<FormLive>({ values: {}, sends: 0 });
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
    const fieldErrors = await spec.check(data);
    if (Object.keys(fieldErrors).length) return fail(fieldErrors, '');
    setErrors({});
    setMessage('');
    setPending(true);
    const result = await spec.send(data, form);
    setPending(false);
    if (!result.ok) return fail(result.errors, result.message);
    if (spec.resetOnSuccess ?? true) form.reset();
    setSent(true);
    setLive((l) => ({ ...l, sends: l.sends + 1 }));
    onSuccess?.();
  }

  const state: FormState = { hydrated, pending, sent, errors, message };
  return {
    /** Spread on the <form>. */
    form: {
      ref,
      action: spec.action,
      method: 'post',
      noValidate: hydrated,
      onSubmit,
      onFocus: () => void spec.prepare?.(),
      onChange: (e: React.FormEvent<HTMLFormElement>) => {
        // The fields' changes bubble to the form.
        const t: EventTarget = e.target;
        if (!(
          t instanceof HTMLInputElement ||
          t instanceof HTMLTextAreaElement ||
          t instanceof HTMLSelectElement
        ))
          return;
        if (!watch.includes(t.name)) return;
        const value = t instanceof HTMLInputElement && t.type === 'checkbox' ? t.checked : t.value;
        setLive((l) => ({ ...l, values: { ...l.values, [t.name]: value } }));
      },
      onReset: () => setLive((l) => ({ ...l, values: {} })),
    },
    /** The signed start time, for the hidden field the form posts ('' until it came). */
    started,
    state,
    live,
  };
}
