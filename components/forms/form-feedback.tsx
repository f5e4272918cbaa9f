/**
 * What every form shows around its submit: the button (its label changes while sending), the
 * success line, the alert for the whole form (the server's or the network's message), and a
 * polite live region that reads the field errors out.
 */
export function SubmitRow({
  pending,
  sent,
  copy,
  className = 'flex flex-wrap items-center gap-4',
}: {
  pending: boolean;
  sent: boolean;
  copy: { submitLabel: string; sendingLabel: string; successText: string };
  className?: string;
}) {
  return (
    <div className={className}>
      <button type="submit" disabled={pending} className="btn-primary">
        {pending ? copy.sendingLabel : copy.submitLabel}
      </button>
      {sent ? (
        <p role="status" className="font-medium text-brand-800">
          ✓ {copy.successText}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlerts({
  message,
  errors,
  className = 'bg-red-50',
}: {
  message: string | undefined;
  errors: Partial<Record<string, string>>;
  /** Background and layout of the alert (the newsletter's sits on a dark band). */
  className?: string;
}) {
  return (
    <>
      {message ? (
        <p
          role="alert"
          tabIndex={-1}
          className={`rounded-md px-3 py-2 text-sm font-medium text-red-800 ${className}`}
        >
          {message}
        </p>
      ) : null}
      <div aria-live="polite" className="sr-only">
        {Object.values(errors).join(' ')}
      </div>
    </>
  );
}
