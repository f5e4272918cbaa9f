/**
 * A consent category's switch: a native checkbox with the switch role (checked state, Space to
 * toggle, label and disabled state come from the platform), drawn as a track and a knob.
 */
export function SwitchInput({
  id,
  name,
  describedBy,
  defaultChecked,
  disabled = false,
}: {
  id: string;
  name?: string;
  describedBy: string;
  defaultChecked: boolean;
  disabled?: boolean;
}) {
  return (
    <span className="relative inline-flex h-6 w-11 shrink-0 items-center">
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={name}
        aria-describedby={describedBy}
        defaultChecked={defaultChecked}
        disabled={disabled}
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full bg-slate-500 transition-colors checked:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-80"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-0 h-4 w-4 translate-x-1 rounded-full bg-white transition-transform peer-checked:translate-x-6 peer-disabled:opacity-80 rtl:-translate-x-1 rtl:peer-checked:-translate-x-6"
      />
    </span>
  );
}
