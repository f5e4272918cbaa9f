'use client';

import { bidiText } from '@/components/ui/bidi-text';
import { fillSlots, formatNumber } from '@/lib/i18n/format';
import { useLocale } from '@/components/ui/locale-context';
import { useFormLive, useFormState } from './form-state';

/**
 * The submit button: its label changes while the form is sent. `requires` names a checkbox that
 * must be ticked first (once the script runs; without JavaScript the browser's `required` and
 * the server hold the form instead). `disabled` and `describedBy` are for a form that cannot take
 * more (the comparison when full, with the sentence that says why).
 */
export function SubmitButton({
  label,
  pendingLabel,
  className,
  requires,
  disabled = false,
  describedBy,
}: {
  label: string;
  pendingLabel: string;
  className: string;
  requires?: string;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { pending, hydrated, values: typed } = useFormState();
  const { values } = useFormLive();
  // Ticked live, or (before any change) as the server handed the post back.
  const ticked = requires !== undefined && (values[requires] ?? typed[requires] === 'on');
  const held = hydrated && requires !== undefined && ticked !== true;
  return (
    <button
      type="submit"
      disabled={pending || held || disabled}
      aria-describedby={describedBy}
      className={className}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/** The submit button and, once the form was sent, the success line. */
export function SubmitRow({
  copy,
  className = 'flex flex-wrap items-center gap-4',
}: {
  copy: { submitLabel: string; sendingLabel: string; successText: string };
  className?: string;
}) {
  const { sent } = useFormState();
  return (
    <div className={className}>
      <SubmitButton
        label={copy.submitLabel}
        pendingLabel={copy.sendingLabel}
        className="btn-primary"
      />
      {sent ? (
        <p role="status" className="font-medium text-brand-800">
          ✓ {copy.successText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The alert for the whole form (the server's or the network's message, the error of a field the
 * visitor cannot see, `field`, or `summary` while any field has an error), and a polite live
 * region that reads the field errors out. `status` makes that region the form's status
 * (`role="status"`), which also says `pendingText` while the form is sent: for a form with no
 * other status line (the contact form, whose success is a dialog).
 */
export function FormAlerts({
  field,
  summary,
  status,
  className = 'bg-red-50',
}: {
  field?: string;
  summary?: string;
  status?: { pendingText: string };
  className?: string;
}) {
  const { errors, message: formMessage, pending } = useFormState();
  const hasErrors = Object.keys(errors).length > 0;
  const message =
    (field ? errors[field] : undefined) || formMessage || (hasErrors ? summary : undefined);
  const announced = status && pending ? status.pendingText : Object.values(errors).join(' ');
  return (
    <>
      <div role={status ? 'status' : undefined} aria-live="polite" className="sr-only">
        {announced}
      </div>
      {message ? (
        <p
          role="alert"
          tabIndex={-1}
          className={`rounded-md px-3 py-2 text-sm font-medium text-red-800 ${className}`}
        >
          {bidiText(message)}
        </p>
      ) : null}
    </>
  );
}

/** A field's live length against its minimum ("12 of at least 50 characters"), surrounding spaces not counted. */
export function CharacterCount({
  field,
  template,
  min,
}: {
  field: string;
  template: string;
  min: number;
}) {
  const locale = useLocale();
  const live = useFormLive().values[field];
  const typed = useFormState().values[field];
  const value = live ?? typed;
  const count = typeof value === 'string' ? value.trim().length : 0;
  return (
    <p
      data-testid={`${field}-count`}
      className={`mt-1 text-sm ${count >= min ? 'text-brand-800' : 'text-slate-700'}`}
    >
      {fillSlots(template, { count: formatNumber(count, locale), min: formatNumber(min, locale) })}
    </p>
  );
}
