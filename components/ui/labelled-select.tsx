/**
 * A labelled `<select>` of a GET form (the catalogue's filters, the comparison's period): the
 * label above it, options as [value, label] pairs, the current value selected.
 */
export function LabelledSelect({
  id,
  name,
  label,
  value,
  options,
  className = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900',
}: {
  id: string;
  name: string;
  label: string;
  value: string | number | undefined;
  options: readonly (readonly [string | number, string])[];
  className?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={className}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
