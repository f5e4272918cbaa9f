import type { ReactNode } from 'react';

/** What a control needs from its frame: its id, and the ids of the hint and error that describe it. */
export type FrameWiring = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/**
 * The frame of one field whose message is handed to it (the reminder's GET form answered by the
 * server, the complaint's Server Action state), so it shows without JavaScript: the label, the
 * control (rendered by `children` with its wiring), a hint and the field's message, joined by
 * aria-describedby. The hint stands under the control, or between the label and the control with
 * `hintFirst`. Each form keeps its own look (the label's and the hint's classes). The site forms
 * whose messages live in the form's client state use <Field> (field.tsx) instead.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  hintFirst = false,
  labelClassName,
  hintClassName,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  hintFirst?: boolean;
  labelClassName: string;
  hintClassName: string;
  children: (wiring: FrameWiring) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  const hintLine = hint ? (
    <p id={`${id}-hint`} className={hintClassName}>
      {hint}
    </p>
  ) : null;
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hintFirst ? hintLine : null}
      {children({
        id,
        'aria-describedby': described.length ? described.join(' ') : undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hintFirst ? null : hintLine}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
