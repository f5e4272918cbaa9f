'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { createContext, use, useEffect, useState } from 'react';
import { STARTED_FIELD } from '@/lib/forms/fields';
import { CONTACT_DEFAULTS, contactFromForm, messageLength, subjectFromQuery, type ContactField } from '@/lib/validation/contact-fields';
import { FormContext, useForm } from './forms/use-form';

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/contact').then((m) => m.contactSchema);
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'subject', 'message', 'consent'];
const CountContext = createContext(0);

type Copy = { sending: string; submit: string; success: { title: string; text: string; close: string } };

/**
 * The contact form's script around its server-rendered fields: the form state (use-form.ts),
 * the message's live length, the submit held back until consent is ticked, the live region,
 * the alert, the subject preset from the query string and the 'Thank you!' dialog.
 */
export function ContactFormScript({ copy, children }: { copy: Copy; children: React.ReactNode }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // A link such as /contact?subject=correction presets the subject. The query string exists only
  // in the browser: the server renders the default, and the preset becomes the select's default
  // (so a reset after sending keeps it).
  useEffect(() => {
    const preset = subjectFromQuery(window.location.search);
    const option = document.querySelector<HTMLOptionElement>(`select[name="subject"] option[value="${preset}"]`);
    if (preset && option) {
      option.defaultSelected = true;
      option.selected = true;
    }
  }, []);
  // What the page shows live: the message's length and whether the consent box is ticked.
  const [count, setCount] = useState(0);
  const [consent, setConsent] = useState(CONTACT_DEFAULTS.consent);
  const { form, started, state } = useForm({ action: '/api/contact', loadSchema, fromForm: contactFromForm, onSuccess: () => setDialogOpen(true) });
  const { hydrated, pending, errors, message } = state;

  return (
    <>
      <form
        {...form}
        onChange={(e) => {
          // The fields' changes bubble to the form.
          const target: EventTarget = e.target;
          if (target instanceof HTMLTextAreaElement && target.name === 'message') setCount(messageLength(target.value));
          if (target instanceof HTMLInputElement && target.name === 'consent') setConsent(target.checked);
        }}
        onReset={() => {
          setCount(0);
          setConsent(CONTACT_DEFAULTS.consent);
        }}
        className="relative space-y-5"
      >
        <input type="hidden" name={STARTED_FIELD} value={started} />
        <FormContext value={state}>
          <CountContext value={count}>{children}</CountContext>
        </FormContext>
        <button
          type="submit"
          // Without JavaScript the server checks the consent box instead.
          disabled={hydrated && (!consent || pending)}
          className="btn-primary text-base"
        >
          {pending ? copy.sending : copy.submit}
        </button>
        <div role="status" aria-live="polite" className="sr-only">
          {pending ? copy.sending : FIELD_ORDER.map((f) => errors[f]).filter(Boolean).join(' ')}
        </div>
        {message ? (
          <p role="alert" tabIndex={-1} className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
            {message}
          </p>
        ) : null}
      </form>

      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} className="fixed inset-0 z-50">
        <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" />
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
            <DialogTitle className="text-2xl font-bold text-slate-900">{copy.success.title}</DialogTitle>
            <Description className="mt-2 text-slate-700">{copy.success.text}</Description>
            <button type="button" onClick={() => setDialogOpen(false)} className="btn-primary mt-6">
              {copy.success.close}
            </button>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}

/** The message's live length against the minimum ("12 of at least 50 characters"). */
export function MessageCount({ template, min }: { template: string; min: number }) {
  const count = use(CountContext);
  return (
    <p data-testid="message-count" className={`mt-1 text-sm ${count >= min ? 'text-brand-800' : 'text-slate-700'}`}>
      {template.replace('{count}', String(count)).replace('{min}', String(min))}
    </p>
  );
}
