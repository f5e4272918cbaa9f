'use client';

import { GUIDE_LEVELS } from '@/lib/content/constants';
import { LENGTHS } from '@/lib/guides-search';
import { countText, type LibraryCopy } from './types';
import { useLibraryContext } from './use-library';

type Copy = LibraryCopy['filters'];

const FILTERS_ID = 'guide-filters';

/** Opens and closes the filter panel; shows how many filters are on. */
export function FiltersToggle({
  ref,
  copy,
  open,
  onToggle,
}: {
  ref: React.Ref<HTMLButtonElement>;
  copy: Copy;
  open: boolean;
  onToggle: () => void;
}) {
  const { query } = useLibraryContext();
  const active = query.lengths.length + query.levels.length;
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? FILTERS_ID : undefined}
      onClick={onToggle}
      className="btn-secondary"
    >
      {copy.openLabel}
      {active ? (
        <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
          <span className="sr-only">
            {active === 1 ? copy.activeOne : countText(copy.activeMany, active)}
          </span>
          <span aria-hidden="true">{active}</span>
        </span>
      ) : null}
    </button>
  );
}

function toggled<T extends string>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Length and complexity checkboxes; each change is a history step. */
export function FiltersPanel({ copy, onClose }: { copy: Copy; onClose: () => void }) {
  const { query, setFilters } = useLibraryContext();
  const groups = [
    {
      key: 'length',
      legend: copy.lengthLegend,
      labels: copy.lengths as Record<string, string>,
      values: LENGTHS,
      checked: query.lengths as readonly string[],
      toggle: (v: (typeof LENGTHS)[number]) => setFilters({ lengths: toggled(query.lengths, v) }),
    },
    {
      key: 'level',
      legend: copy.levelLegend,
      labels: copy.levels as Record<string, string>,
      values: GUIDE_LEVELS,
      checked: query.levels as readonly string[],
      toggle: (v: (typeof GUIDE_LEVELS)[number]) =>
        setFilters({ levels: toggled(query.levels, v) }),
    },
  ];
  return (
    <aside
      id={FILTERS_ID}
      aria-labelledby="filters-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:order-first lg:w-72 lg:shrink-0"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="filters-heading" className="text-lg font-bold text-slate-900">
          {copy.heading}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-white"
        >
          {copy.closeLabel}
        </button>
      </div>
      {groups.map((group) => (
        <fieldset key={group.key} className="mt-4">
          <legend className="font-semibold text-slate-900">{group.legend}</legend>
          {group.values.map((value) => (
            <label key={value} className="mt-2 flex items-center gap-2 text-slate-800">
              <input
                type="checkbox"
                name={group.key}
                value={value}
                checked={group.checked.includes(value)}
                onChange={() => (group.toggle as (v: string) => void)(value)}
                className="h-4 w-4 accent-brand-700"
              />
              {group.labels[value]}
            </label>
          ))}
        </fieldset>
      ))}
      {query.lengths.length + query.levels.length ? (
        <button
          type="button"
          onClick={() => setFilters({ lengths: [], levels: [] })}
          className="btn-secondary mt-5 w-full"
        >
          {copy.clearLabel}
        </button>
      ) : null}
    </aside>
  );
}
