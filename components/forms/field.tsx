import { useId } from 'react';
import { FieldError, type ControlWiring } from './field-control';

/**
 * One form field, rendered on the server: the label, the control (rendered by `children` with
 * the props that wire it; a client <Control> adds the error state), an optional description and
 * the field's error (a client leaf), joined by aria-describedby. `check` puts the label after the
 * control (checkboxes). The same for every form on the site.
 */
export function Field({
  name,
  label,
  description,
  required = false,
  mark,
  check = false,
  className,
  labelClassName = 'block text-sm font-semibold text-slate-900',
  errorClassName = 'mt-1 text-sm font-medium text-red-700',
  children,
}: {
  name: string;
  label: React.ReactNode;
  /** A line under the control (a hint, a live count), announced with it. */
  description?: React.ReactNode;
  required?: boolean;
  /** Show required fields with an asterisk and optional ones with this word. */
  mark?: { optional: string };
  check?: boolean;
  className?: string;
  labelClassName?: string;
  errorClassName?: string;
  children: (control: ControlWiring) => React.ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const control = children({
    id,
    name,
    required: required || undefined,
    'aria-required': required && mark ? true : undefined,
    describedBy: description ? `${id}-description` : undefined,
  });
  const labelEl = (
    <label htmlFor={id} className={labelClassName}>
      {label}
      {mark && required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
      {mark && !required ? (
        <span className="font-normal text-slate-700"> ({mark.optional})</span>
      ) : null}
    </label>
  );
  return (
    <div className={className}>
      {check ? (
        <div className="flex items-start gap-3">
          {control}
          {labelEl}
        </div>
      ) : (
        <>
          {labelEl}
          {control}
        </>
      )}
      {description ? <div id={`${id}-description`}>{description}</div> : null}
      <FieldError id={id} name={name} className={errorClassName} />
    </div>
  );
}
