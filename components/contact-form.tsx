'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ContactBlocks } from '@/lib/content/schemas';
import {
  CONTACT_DEFAULTS,
  CONTACT_SUBJECTS,
  MESSAGE_MIN,
  contactFromForm,
  messageLength,
  subjectFromQuery,
  type ContactField,
  type ContactValues,
} from '@/lib/validation/contact-fields';
import { firstErrors } from '@/lib/validation/form';
import { BotFields } from './forms/bot-fields';
import { useFormPost, useStartedToken } from './forms/use-form-post';

/** The dialog's text is the site config's response promise, passed in by the page. */
type Copy = ContactBlocks['form'] & { success: { text: string } };
type Errors = Partial<Record<ContactField, string>>;

const noSubscribe = () => () => {};
// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/contact').then((m) => m.contactSchema);
const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'subject', 'message', 'consent'];

/**
 * The contact form: the browser checks with the shared schema first, then POST /api/contact
 * checks again and stores the message (and its notification mail) before it answers. The
 * 'Thank you!' dialog opens only then. Without JavaScript the browser posts the same form and
 * lands on a thank-you or error page.
 */
export function ContactForm({ copy }: { copy: Copy }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useStartedToken();
  const { post, pending } = useFormPost('/api/contact');
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [values, setValues] = useState<ContactValues>(CONTACT_DEFAULTS);
  const [errors, setErrors] = useState<Errors | undefined>();
  const [serverMessage, setServerMessage] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    const preset = subjectFromQuery(window.location.search);
    // The query string exists only in the browser: the server renders the default subject.
    if (preset) setValues((v) => ({ ...v, subject: preset }));
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [focusRequest]);

  const set =
    <K extends keyof ContactValues>(key: K) =>
    (value: ContactValues[K]) =>
      setValues((v) => ({ ...v, [key]: value }));

  const describedBy = (field: ContactField, ...extra: string[]) =>
    [...extra, errors?.[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  const errorText = (field: ContactField) =>
    errors?.[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const inputClass = (field: ContactField) =>
    `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 ${
      errors?.[field] ? 'border-red-700' : 'border-slate-400'
    }`;

  const label = (field: ContactField, text: string, required: boolean) => (
    <label htmlFor={`${id}-${field}`} className="block text-sm font-semibold text-slate-900">
      {text}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-700"> ({copy.optional})</span>
      )}
    </label>
  );

  const count = messageLength(values.message);
  const errorList = errors ? FIELD_ORDER.map((f) => errors[f]).filter(Boolean) : [];

  return (
    <>
      <form
        ref={formRef}
        action="/api/contact"
        method="post"
        noValidate={hydrated}
        onFocus={() => void loadSchema()}
        onSubmit={async (e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          setServerMessage('');
          const parsed = (await loadSchema()).safeParse(contactFromForm(data));
          if (!parsed.success) {
            setErrors(firstErrors<ContactField>(parsed.error));
            setFocusRequest((n) => n + 1);
            return;
          }
          setErrors(undefined);
          const result = await post(data);
          if (result.ok) {
            setValues(CONTACT_DEFAULTS);
            setDialogOpen(true);
          } else {
            // Nothing the visitor typed is lost: the fields keep their values.
            setErrors(result.errors as Errors);
            setServerMessage(result.message);
            setFocusRequest((n) => n + 1);
          }
        }}
        className="relative space-y-5"
      >
        <BotFields started={started} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label('name', copy.labels.name, true)}
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              aria-required="true"
              aria-invalid={errors?.name ? true : undefined}
              aria-describedby={describedBy('name')}
              className={inputClass('name')}
            />
            {errorText('name')}
          </div>
          <div>
            {label('email', copy.labels.email, true)}
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              aria-required="true"
              aria-invalid={errors?.email ? true : undefined}
              aria-describedby={describedBy('email')}
              className={inputClass('email')}
            />
            {errorText('email')}
          </div>
          <div>
            {label('phone', copy.labels.phone, false)}
            <input
              id={`${id}-phone`}
              name="phone"
              type="tel"
              autoComplete="tel"
              value={values.phone}
              onChange={(e) => set('phone')(e.target.value)}
              aria-invalid={errors?.phone ? true : undefined}
              aria-describedby={describedBy('phone')}
              className={inputClass('phone')}
            />
            {errorText('phone')}
          </div>
          <div>
            {label('subject', copy.labels.subject, true)}
            <select
              id={`${id}-subject`}
              name="subject"
              value={values.subject}
              onChange={(e) => set('subject')(e.target.value)}
              aria-required="true"
              aria-invalid={errors?.subject ? true : undefined}
              aria-describedby={describedBy('subject')}
              className={inputClass('subject')}
            >
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errorText('subject')}
          </div>
        </div>
        <div>
          {label('message', copy.labels.message, true)}
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            required
            minLength={MESSAGE_MIN}
            placeholder={copy.messagePlaceholder}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            aria-required="true"
            aria-invalid={errors?.message ? true : undefined}
            aria-describedby={describedBy('message', `${id}-message-count`)}
            className={inputClass('message')}
          />
          <p
            id={`${id}-message-count`}
            data-testid="message-count"
            className={`mt-1 text-sm ${count >= MESSAGE_MIN ? 'text-brand-800' : 'text-slate-700'}`}
          >
            {copy.countTemplate
              .replace('{count}', String(count))
              .replace('{min}', String(MESSAGE_MIN))}
          </p>
          {errorText('message')}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              checked={values.consent}
              onChange={(e) => set('consent')(e.target.checked)}
              aria-required="true"
              aria-invalid={errors?.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
            />
            <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
              {copy.labels.consent}
              <span aria-hidden="true" className="text-red-700">
                {' '}
                *
              </span>
            </label>
          </div>
          {errorText('consent')}
        </div>
        <button
          type="submit"
          // Without JavaScript the server checks the consent box instead.
          disabled={hydrated && (!values.consent || pending)}
          className="btn-primary text-base"
        >
          {pending ? copy.sending : copy.submit}
        </button>
        <div role="status" aria-live="polite" className="sr-only">
          {pending ? copy.sending : errorList.join(' ')}
        </div>
        {serverMessage ? (
          <p
            role="alert"
            tabIndex={-1}
            className="rounded-lg bg-red-50 p-4 font-medium text-red-800"
          >
            {serverMessage}
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
