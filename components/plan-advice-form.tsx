'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { footerNav } from '@/lib/routes';
import { firstErrors } from '@/lib/validation/form';
import { planAdviceFromForm } from '@/lib/validation/plan-advice-fields';
import { BotFields } from './forms/bot-fields';
import { useFormPost, useStartedToken } from './forms/use-form-post';

export type PlanAdviceCopy = {
  heading: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  messageLabel: string;
  agreeLabel: string;
  submitLabel: string;
  sendingLabel: string;
  successText: string;
};

// The shared zod schema is loaded when the visitor starts on the form, not with the page.
const loadSchema = () => import('@/lib/validation/plan-advice').then((m) => m.planAdviceSchema);

type Field = 'name' | 'email' | 'message' | 'agree';

const legalLinks = footerNav.legal.filter((l) => l.href === '/terms' || l.href === '/privacy');

/**
 * "Get plan advice" (the spec's Plans-page form state, made real): the agreement must be
 * ticked, else 'Please agree to Terms and Privacy Policy' shows inline; on success the text
 * is cleared and the box unticked.
 */
export function PlanAdviceForm({ copy }: { copy: PlanAdviceCopy }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const started = useStartedToken();
  const { post, pending } = useFormPost('/api/plan-advice');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  // After an error render, move focus to the first invalid field (an effect: it runs after the commit).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    setSent(false);
    const parsed = (await loadSchema()).safeParse(planAdviceFromForm(data));
    if (!parsed.success) {
      setErrors(firstErrors<Field>(parsed.error));
      setMessage('');
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setMessage('');
    const result = await post(data);
    if (result.ok) {
      setSent(true);
      (form.elements.namedItem('message') as HTMLTextAreaElement).value = '';
      (form.elements.namedItem('agree') as HTMLInputElement).checked = false;
    } else {
      setErrors(result.errors as Partial<Record<Field, string>>);
      setMessage(result.message);
      focusFirstInvalid();
    }
  }

  const describedBy = (f: Field) => (errors[f] ? `${id}-${f}-error` : undefined);
  const fieldError = (f: Field) =>
    errors[f] ? (
      <p id={`${id}-${f}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errors[f]}
      </p>
    ) : null;
  const input =
    'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

  return (
    <form
      ref={formRef}
      action="/api/plan-advice"
      method="post"
      onFocus={() => void loadSchema()}
      onSubmit={onSubmit}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <BotFields started={started} />
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          {copy.nameLabel}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          required
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={input}
        />
        {fieldError('name')}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          {copy.emailLabel}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={input}
        />
        {fieldError('email')}
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-800">
          {copy.messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          required
          minLength={20}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={input}
        />
        {fieldError('message')}
      </div>
      <div className="sm:col-span-2">
        <div className="flex items-start gap-2">
          <input
            id={`${id}-agree`}
            name="agree"
            type="checkbox"
            required
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={describedBy('agree')}
            className="mt-1 h-4 w-4 accent-brand-700"
          />
          <label htmlFor={`${id}-agree`} className="text-sm text-slate-800">
            {copy.agreeLabel}{' '}
            {legalLinks.map((l, i) => (
              <span key={l.href}>
                {i > 0 ? ' / ' : null}
                <Link href={l.href} className="font-medium text-brand-800 underline">
                  {l.label}
                </Link>
              </span>
            ))}
          </label>
        </div>
        {fieldError('agree')}
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" disabled={pending} className="btn-primary">
          {pending ? copy.sendingLabel : copy.submitLabel}
        </button>
        {sent ? (
          <p role="status" className="font-medium text-brand-800">
            ✓ {copy.successText}
          </p>
        ) : null}
      </div>
      {message ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 sm:col-span-2"
        >
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {Object.values(errors).join(' ')}
      </div>
    </form>
  );
}
