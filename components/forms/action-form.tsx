'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { unstable_rethrow } from 'next/navigation';
import { useLocale } from '@/components/ui/locale-context';
import { EMPTY_FORM_STATE, type FormActionState } from '@/lib/forms/action-state';
import { LOCALE_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import type { Locale } from '@/lib/i18n/format';
import type { FieldErrors } from '@/lib/forms/validation/form';
import { useHydrated } from '../ui/use-hydrated';
import { FormContext, FormLiveContext, type FormLive, type FormState } from './form-state';
import { CHECKS, type CheckedFormKind } from './form-checks';

type Action = (previous: FormActionState, form: FormData) => Promise<FormActionState>;

/**
 * The action as the script calls it: a call that fails on the way (the network down, a server
 * answer that is no answer of the action's) comes back as the form's state with the browser's own
 * words, what was typed kept, instead of an exception that would replace the form with the error
 * page. Next's own signals (a redirect to the thank-you page) go on as they are.
 */
function surviving(action: Action, kind: CheckedFormKind, locale: Locale): Action {
  return async (previous, form) => {
    try {
      return await action(previous, form);
    } catch (err) {
      unstable_rethrow(err);
      const words = CHECKS[kind].status(locale);
      const values: Record<string, string> = {};
      for (const [name, value] of form.entries())
        if (typeof value === 'string' && !name.startsWith('$ACTION')) values[name] ??= value;
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      return {
        values,
        errors: {},
        message: (offline ? words?.offline : words?.serverError) ?? previous.message,
      };
    }
  };
}

/**
 * The signed "form shown at" token the server tells people from bots by ('' until it came); also
 * the reminder's e-mail form's (components/remind/email-form.tsx), whose checked fields ride hidden.
 */
export function useFormToken(): string {
  const [started, setStarted] = useState('');
  useEffect(() => {
    let alive = true;
    fetch('/api/form-token', { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : {}))
      .then(
        (j: { token?: unknown }) => alive && setStarted(typeof j.token === 'string' ? j.token : ''),
      )
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return started;
}

/**
 * The one posted form of the site: a real HTML form on its page's Server Action (`action`, passed
 * by the server component that renders it), with `useActionState`. Without JavaScript the
 * browser posts it and the page comes back with the errors beside the fields, in the post's
 * language, and what was typed; a taken post lands on the thank-you page. With JavaScript the
 * same round trip without a reload: the browser first checks with the form's shared zod schema
 * (`check`, loaded when the visitor starts on the form), and the success shows in place.
 * The fields render on the server as `children`; its client leaves read the state: <Control>,
 * <FieldError>, <SubmitButton>, <SubmitRow>, <FormAlerts>, <SentDialog>, <CharacterCount>.
 * `watch` names the fields whose live values leaves show (a character count, a consent gate);
 * `done` replaces the form once it was sent (the newsletter's note); `doneQueued` instead, when
 * the answer says its mail waits (no mail transport configured).
 */
export function ActionForm({
  action,
  check: kind,
  className,
  watch = [],
  done,
  doneQueued,
  children,
}: {
  action: Action;
  check: CheckedFormKind;
  className: string;
  watch?: string[];
  done?: React.ReactNode;
  doneQueued?: React.ReactNode;
  children: React.ReactNode;
}) {
  const locale = useLocale();
  const hydrated = useHydrated();
  // The server's action itself until the page has hydrated (its post without JavaScript is
  // rendered from it), then the same action guarded against a failed call: useActionState calls
  // the action it was last given.
  const [state, formAction, pending] = useActionState(
    hydrated ? surviving(action, kind, locale) : action,
    EMPTY_FORM_STATE,
  );
  const started = useFormToken();
  const ref = useRef<HTMLFormElement>(null);
  // The browser's own check of the post now on screen (errors shown until the server answers).
  const [checked, setChecked] = useState<{ for: FormActionState; errors: FieldErrors<string> }>();
  const [live, setLive] = useState<FormLive>({ values: {}, sends: 0 });
  const [answered, setAnswered] = useState<FormActionState>(state);
  const [focusRequest, setFocusRequest] = useState(0);
  if (answered !== state) {
    // A new answer: count a success (the dialog opens on each), and look at its errors.
    setAnswered(state);
    if (state.sent) setLive((l) => ({ values: {}, sends: l.sends + 1 }));
    else setFocusRequest((n) => n + 1);
  }
  useEffect(() => {
    if (!focusRequest) return;
    const form = ref.current;
    (
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[role="alert"]')
    )?.focus();
  }, [focusRequest]);

  const errors = checked?.for === state ? checked.errors : state.errors;
  if (state.sent && done) return (state.queued && doneQueued) || done;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const form = e.currentTarget;
    const check = CHECKS[kind].loaded(locale);
    if (!check) {
      // Sent before the schema arrived: check (and send) once it has.
      e.preventDefault();
      void CHECKS[kind].load(locale).then(() => form.requestSubmit());
      return;
    }
    const found = check(new FormData(form));
    if (!Object.keys(found).length) return setChecked(undefined);
    e.preventDefault();
    setChecked({ for: state, errors: found });
    setFocusRequest((n) => n + 1);
  };

  const shown: FormState = {
    hydrated,
    pending,
    sent: Boolean(state.sent),
    errors,
    message: checked?.for === state ? '' : state.message,
    values: state.values,
  };
  return (
    <form
      ref={ref}
      action={formAction}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={() => void CHECKS[kind].load(locale)}
      onChange={(e) => {
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
      }}
      onReset={() => setLive((l) => ({ ...l, values: {} }))}
      className={className}
    >
      <input type="hidden" name={STARTED_FIELD} value={started} />
      {/* The page's language, so the server answers in it, with or without JavaScript. */}
      <input type="hidden" name={LOCALE_FIELD} value={locale} />
      <FormContext value={shown}>
        <FormLiveContext value={live}>{children}</FormLiveContext>
      </FormContext>
    </form>
  );
}
