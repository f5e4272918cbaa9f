'use client';

import { activeFilterCount } from '@/lib/guides/library';
import { localePath } from '@/lib/i18n/paths';
import { LIBRARY_PATH } from '@/lib/navigation/routes';
import { useLocale } from '../ui/locale-context';
import { useLibraryContext, type Library } from './library-state';

const actions = {
  related: (library: Library, slug?: string) => library.openRelated(slug!),
  reset: (library: Library) => library.reset(),
  showAll: (library: Library) => library.setCategory('all'),
  clearFilters: (library: Library) => library.setFilters({ lengths: [], levels: [] }),
  closeFilters: (library: Library) => library.showFilters(false),
};

type Props = {
  action: keyof typeof actions;
  slug?: string;
  className: string;
  children: React.ReactNode;
};

/**
 * A button of the library (label and look from the server); clear filters shows while one is on.
 * `related` (with the guide's `slug`) collapses the open guide and then opens and scrolls to it.
 */
export function LibraryButton({ action, slug, className, children }: Props) {
  const library = useLibraryContext();
  if (action === 'clearFilters' && !activeFilterCount(library.query)) return null;
  return (
    <button type="button" onClick={() => actions[action](library, slug)} className={className}>
      {children}
    </button>
  );
}

/** A link to the whole library, in the page's language (where scripts do not run). */
export function LibraryHomeLink({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  return (
    <a href={localePath(LIBRARY_PATH, useLocale())} className={className}>
      {children}
    </a>
  );
}
