import { Icon } from '../ui/icon';

/**
 * A list of points, each after a check mark (or a warning mark for considerations), under its
 * heading (an h4: the lists are parts of a card).
 */
export function CheckList({
  heading,
  items,
  tone = 'check',
}: {
  heading: string;
  items: string[];
  tone?: 'check' | 'warn';
}) {
  return (
    <>
      <h4 className="mt-4 font-semibold text-slate-900">{heading}</h4>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            {tone === 'check' ? (
              <span className="text-brand-700">
                <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0" />
              </span>
            ) : (
              <span aria-hidden="true" className="font-bold text-amber-700">
                !
              </span>
            )}
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
