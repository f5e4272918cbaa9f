import Link from '@/components/ui/link';
import { Icon, type IconName } from './icon';

/** An outline icon on a tinted square: the mark of the icon cards, plan cards and principles. */
export function IconBadge({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={['inline-flex', className, 'rounded-lg bg-brand-50 p-2 text-brand-700']
        .filter(Boolean)
        .join(' ')}
    >
      <Icon name={name} />
    </span>
  );
}

export type IconCard = {
  icon: IconName;
  title: string;
  text: string;
  /** At the card's foot; the cards of a row then stretch to one height. */
  link?: { href: string; label: string };
};

/**
 * Cards of an icon, a title and a line, in a grid (Home, About, Guides). `className` gives the
 * list's top margin and columns; `raised` cards are white with a shadow (on a grey band), the
 * others bordered; `more` adds to a card below its line.
 */
export function IconCardGrid<T extends IconCard>({
  items,
  className,
  raised = false,
  more,
}: {
  items: readonly T[];
  className: string;
  raised?: boolean;
  more?: (item: T) => React.ReactNode;
}) {
  return (
    <ul className={`grid gap-6 ${className}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={[
            item.link ? 'flex flex-col' : '',
            raised ? 'rounded-xl bg-white p-6 shadow-sm' : 'rounded-xl border border-slate-200 p-6',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <IconBadge name={item.icon} className={item.link ? 'w-fit' : undefined} />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
          <p className={item.link ? 'mt-2 flex-1 text-slate-700' : 'mt-2 text-slate-700'}>
            {item.text}
          </p>
          {item.link ? (
            <Link
              href={item.link.href}
              className="mt-4 font-semibold text-brand-800 hover:underline"
            >
              {item.link.label}
            </Link>
          ) : null}
          {more?.(item)}
        </li>
      ))}
    </ul>
  );
}
