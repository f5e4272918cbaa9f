'use client';

import { bidiText } from '@/components/ui/bidi-text';
import { useFormState } from './form-state';

/**
 * What a field's control needs to be wired to its label, description and error: <Field> makes it,
 * <Control> takes it. It lives here, not in field.tsx, so the two files import one way only.
 */
export type ControlWiring = {
  id: string;
  name: string;
  required?: boolean;
  'aria-required'?: true;
  /** The description's id, if there is one (the error's is added while there is an error). */
  describedBy?: string;
};

type Props = ControlWiring &
  (
    | ({ as: 'input' } & React.ComponentProps<'input'>)
    | ({ as: 'textarea' } & React.ComponentProps<'textarea'>)
    | ({ as: 'select' } & React.ComponentProps<'select'>)
  );

/**
 * A field's control, marked invalid and described by its error while the form shows one; what
 * the visitor typed, when the server handed it back, is its default (a ticked box's value 'on').
 */
export function Control({ as, describedBy, ...props }: Props) {
  const { errors, values } = useFormState();
  const error = errors[props.name];
  const typed = values[props.name];
  const kept =
    typed === undefined
      ? {}
      : as === 'input' && 'type' in props && props.type === 'checkbox'
        ? { defaultChecked: typed === 'on' }
        : { defaultValue: typed };
  const wiring = {
    ...kept,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [describedBy, error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
  if (as === 'textarea')
    return <textarea {...(props as React.ComponentProps<'textarea'>)} {...wiring} />;
  if (as === 'select') return <select {...(props as React.ComponentProps<'select'>)} {...wiring} />;
  return <input {...(props as React.ComponentProps<'input'>)} {...wiring} />;
}

/** The field's first error, next to it (`id` is the control's). */
export function FieldError({
  id,
  name,
  className,
}: {
  id: string;
  name: string;
  className: string;
}) {
  const error = useFormState().errors[name];
  return error ? (
    <p id={`${id}-error`} className={className}>
      {bidiText(error)}
    </p>
  ) : null;
}
