'use client';

import { formatNumber } from '@/lib/i18n/format';
import { activeFilterCount, activeFiltersText } from '@/lib/guides/library';
import { useLocale } from '../ui/locale-context';
import { useLibraryContext } from './library-state';

type ToggleProps = {
  controls: string;
  copy: Parameters<typeof activeFiltersText>[0];
  children: React.ReactNode;
};

/** Opens and closes the filter panel; shows how many filters are on. */
export function FiltersToggle({ controls, copy, children }: ToggleProps) {
  const { query, filtersOpen, showFilters, filtersToggle } = useLibraryContext();
  const locale = useLocale();
  const active = activeFilterCount(query);
  return (
    <button
      ref={filtersToggle}
      type="button"
      aria-expanded={filtersOpen}
      aria-controls={filtersOpen ? controls : undefined}
      onClick={() => showFilters(!filtersOpen)}
      // Nothing filters where scripts do not run: the page lists every guide.
      className="btn-secondary noscript:hidden"
    >
      {children}
      {active ? (
        <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
          <span className="sr-only">{activeFiltersText(copy, active, locale)}</span>
          <span aria-hidden="true">{formatNumber(active, locale)}</span>
        </span>
      ) : null}
    </button>
  );
}

/** The server-rendered filter panel, there while the toggle is on. */
export function FiltersPanel({ children }: { children: React.ReactNode }) {
  return useLibraryContext().filtersOpen ? children : null;
}
