'use client';

import { useFormState } from './use-form';

/** The submit button: its label changes while the form is sent. */
export function SubmitButton({ label, pendingLabel, className }: { label: string; pendingLabel: string; className: string }) {
  const { pending } = useFormState();
  return (
    <button type="submit" disabled={pending} className={className}>
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
      <SubmitButton label={copy.submitLabel} pendingLabel={copy.sendingLabel} className="btn-primary" />
      {sent ? (
        <p role="status" className="font-medium text-brand-800">
          ✓ {copy.successText}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The alert for the whole form (the server's or the network's message, or the error of a field
 * the visitor cannot see, `field`), and a polite live region that reads the field errors out.
 */
export function FormAlerts({ field, className = 'bg-red-50' }: { field?: string; className?: string }) {
  const { errors, message: formMessage } = useFormState();
  const message = (field ? errors[field] : undefined) ?? formMessage;
  return (
    <>
      {message ? (
        <p role="alert" tabIndex={-1} className={`rounded-md px-3 py-2 text-sm font-medium text-red-800 ${className}`}>
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {Object.values(errors).join(' ')}
      </div>
    </>
  );
}
