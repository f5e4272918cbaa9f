import { Field } from './field';
import { Control } from './field-control';

/**
 * A required checkbox the visitor ticks to agree (consent to use the details, the terms), its
 * label after it: the same in every form. `onDark` is the newsletter band's colours.
 */
export function ConsentCheckbox({
  name = 'consent',
  label,
  mark,
  className,
  onDark = false,
  errorClassName,
}: {
  name?: string;
  label: React.ReactNode;
  /** The form marks required fields (with an asterisk; optional ones with this word). */
  mark?: { optional: string };
  className?: string;
  onDark?: boolean;
  errorClassName?: string;
}) {
  return (
    <Field
      name={name}
      label={label}
      required
      mark={mark}
      check
      className={className}
      labelClassName={onDark ? 'text-sm text-brand-50' : 'text-sm text-slate-800'}
      errorClassName={errorClassName}
    >
      {(c) => (
        <Control
          as="input"
          {...c}
          type="checkbox"
          className={`mt-1 h-4 w-4 shrink-0 ${onDark ? 'accent-white' : 'accent-brand-700'}`}
        />
      )}
    </Field>
  );
}
