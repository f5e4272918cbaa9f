import type { ReactNode } from 'react';
import { FieldFrame, type FrameWiring } from '@/components/forms/field-frame';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700';

/**
 * One field of the complaint form: its label (with the word for an optional field), its hint
 * between the label and the control, and its error under the control (components/forms/field-frame.tsx);
 * the control is given its id, its name and its description by `children`.
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
  children: (control: FrameWiring & { name: string }) => ReactNode;
}) {
  return (
    <FieldFrame
      id={`complain-${name}`}
      label={
        <>
          {label}
          {optional ? <span className="ms-1 font-normal text-slate-600">{optional}</span> : null}
        </>
      }
      hint={hint}
      error={error}
      hintFirst
      labelClassName="text-sm font-medium text-slate-800"
      hintClassName="mt-1 text-sm text-slate-600"
    >
      {(wiring) => children({ ...wiring, name })}
    </FieldFrame>
  );
}
