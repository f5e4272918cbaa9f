'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import type { ContactBlocks } from '@/lib/content/schemas';
import {
  CONTACT_DEFAULTS,
  CONTACT_SUBJECTS,
  MESSAGE_MIN,
  contactFromForm,
  messageLength,
  subjectFromQuery,
  type ContactField,
} from '@/lib/validation/contact-fields';
import { BotFields } from './forms/bot-fields';
import { Field } from './forms/field';
import { useForm } from './forms/use-form';

/** The dialog's text is the site config's response promise, passed in by the page. */
type Copy = ContactBlocks['form'] & { success: { text: string } };

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/contact').then((m) => m.contactSchema);
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'subject', 'message', 'consent'];

const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
    error ? 'border-red-700' : 'border-slate-400'
  }`;

/**
 * The contact form: the browser checks with the shared schema first, then POST /api/contact
 * checks again and stores the message (and its notification mail) before it answers. The
 * 'Thank you!' dialog opens only then. Without JavaScript the browser posts the same form and
 * lands on a thank-you or error page.
 */
export function ContactForm({ copy }: { copy: Copy }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  // A link such as /contact?subject=correction presets the subject. The query string exists only
  // in the browser: the server renders the default, and the preset becomes the select's default
  // (so a reset after sending keeps it).
  useEffect(() => {
    const preset = subjectFromQuery(window.location.search);
    const option = document.querySelector<HTMLOptionElement>(
      `select[name="subject"] option[value="${preset}"]`,
    );
    if (preset && option) {
      option.defaultSelected = true;
      option.selected = true;
    }
  }, []);
  // What the page shows live: the message's length and whether the consent box is ticked.
  const [count, setCount] = useState(0);
  const [consent, setConsent] = useState(CONTACT_DEFAULTS.consent);
  const { form, hydrated, started, pending, errors, message } = useForm<ContactField>({
    action: '/api/contact',
    loadSchema,
    fromForm: contactFromForm,
    onSuccess: () => setDialogOpen(true),
  });
  const mark = { optional: copy.optional };
  const errorList = FIELD_ORDER.map((f) => errors[f]).filter(Boolean);

  return (
    <>
      <form
        {...form}
        onReset={() => {
          setCount(0);
          setConsent(CONTACT_DEFAULTS.consent);
        }}
        className="relative space-y-5"
      >
        <BotFields started={started} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field name="name" label={copy.labels.name} error={errors.name} required mark={mark}>
            {(c) => (
              <input {...c} type="text" autoComplete="name" className={inputClass(errors.name)} />
            )}
          </Field>
          <Field name="email" label={copy.labels.email} error={errors.email} required mark={mark}>
            {(c) => (
              <input
                {...c}
                type="email"
                autoComplete="email"
                className={inputClass(errors.email)}
              />
            )}
          </Field>
          <Field name="phone" label={copy.labels.phone} error={errors.phone} mark={mark}>
            {(c) => (
              <input {...c} type="tel" autoComplete="tel" className={inputClass(errors.phone)} />
            )}
          </Field>
          <Field
            name="subject"
            label={copy.labels.subject}
            error={errors.subject}
            required
            mark={mark}
          >
            {(c) => (
              <select
                {...c}
                defaultValue={CONTACT_DEFAULTS.subject}
                className={inputClass(errors.subject)}
              >
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field
          name="message"
          label={copy.labels.message}
          error={errors.message}
          required
          mark={mark}
          description={
            <p
              data-testid="message-count"
              className={`mt-1 text-sm ${count >= MESSAGE_MIN ? 'text-brand-800' : 'text-slate-700'}`}
            >
              {copy.countTemplate
                .replace('{count}', String(count))
                .replace('{min}', String(MESSAGE_MIN))}
            </p>
          }
        >
          {(c) => (
            <textarea
              {...c}
              rows={6}
              minLength={MESSAGE_MIN}
              placeholder={copy.messagePlaceholder}
              onChange={(e) => setCount(messageLength(e.target.value))}
              className={inputClass(errors.message)}
            />
          )}
        </Field>
        <Field
          name="consent"
          label={copy.labels.consent}
          error={errors.consent}
          required
          mark={mark}
          check
          labelClassName="text-sm text-slate-800"
        >
          {(c) => (
            <input
              {...c}
              type="checkbox"
              onChange={(e) => setConsent(e.target.checked)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
          )}
        </Field>
        <button
          type="submit"
          // Without JavaScript the server checks the consent box instead.
          disabled={hydrated && (!consent || pending)}
          className="btn-primary text-base"
        >
          {pending ? copy.sending : copy.submit}
        </button>
        <div role="status" aria-live="polite" className="sr-only">
          {pending ? copy.sending : errorList.join(' ')}
        </div>
        {message ? (
          <p
            role="alert"
            tabIndex={-1}
            className="rounded-lg bg-red-50 p-4 font-medium text-red-800"
          >
            {message}
          </p>
        ) : null}
      </form>

      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} className="fixed inset-0 z-50">
        <div className="absolute inset-0 bg-slate-900/50" aria-hidden="true" />
        <div className="absolute inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl">
            <DialogTitle className="text-2xl font-bold text-slate-900">
              {copy.success.title}
            </DialogTitle>
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
