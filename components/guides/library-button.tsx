'use client';

import { activeFilterCount } from '@/lib/guides/library';
import { useLibraryContext, type Library } from './library-state';

const actions = {
  reset: (library: Library) => library.reset(),
  showAll: (library: Library) => library.setCategory('all'),
  clearFilters: (library: Library) => library.setFilters({ lengths: [], levels: [] }),
  closeFilters: (library: Library) => library.showFilters(false),
};

type Props = { action: keyof typeof actions; className: string; children: React.ReactNode };

/** A button of the library (label and look from the server); clear filters shows while one is on. */
export function LibraryButton({ action, className, children }: Props) {
  const library = useLibraryContext();
  if (action === 'clearFilters' && !activeFilterCount(library.query)) return null;
  return (
    <button type="button" onClick={() => actions[action](library)} className={className}>
      {children}
    </button>
  );
}
