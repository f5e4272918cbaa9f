import { FieldFrame } from '@/components/forms/field-frame';

/**
 * One field of the reminder's form, rendered on the server: its label, the control (given the
 * id and the ids that describe it), a hint under the control and the field's message from the
 * server's check (components/forms/field-frame.tsx).
 */
export function RemindField(
  props: Omit<
    React.ComponentProps<typeof FieldFrame>,
    'hintFirst' | 'labelClassName' | 'hintClassName'
  >,
) {
  return (
    <FieldFrame
      {...props}
      labelClassName="block text-sm font-semibold text-slate-900"
      hintClassName="mt-1 text-sm text-slate-700"
    />
  );
}

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700';
