import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * One field of the complaint form: its label, its hint and its error beside it (the control
 * names both with aria-describedby), the control given its id and description by `children`.
 */
export function ComplaintField({
  name,
  label,
  hint,
  error,
  optional,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: string;
  children: (control: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const id = `complain-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return (
    <div data-field={name}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="ms-1 font-normal text-slate-600">{optional}</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': described.length ? described.join(' ') : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
