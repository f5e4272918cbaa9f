import { IconBadge } from '../ui/icon-card-grid';
import type { IconName } from '../ui/icon';
import { PrincipleTabs, SharedTabState } from './principle-tabs';

type Principle = {
  title: string;
  icon: IconName;
  overview: string;
  details: string;
  examples: string;
};
const KEYS = ['overview', 'details', 'examples'] as const;

/** Five principle cards (server-rendered) whose tabs share one state: choosing 'Details' on one shows it on all. */
export function PrincipleCards({
  items,
  tabs,
}: {
  items: Principle[];
  tabs: Record<(typeof KEYS)[number], string>;
}) {
  return (
    <SharedTabState>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((p) => (
          <li
            key={p.title}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6"
          >
            <div className="flex items-center gap-3">
              <IconBadge name={p.icon} />
              <h3 className="text-lg font-semibold text-slate-900">{p.title}</h3>
            </div>
            <PrincipleTabs
              label={p.title}
              tabs={KEYS.map((k) => tabs[k])}
              panels={KEYS.map((k) => p[k])}
            />
          </li>
        ))}
      </ul>
    </SharedTabState>
  );
}
