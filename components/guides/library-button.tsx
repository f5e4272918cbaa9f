'use client';

import { useLibraryContext, type Library } from './library-state';

const actions = {
  related: (library: Library, slug?: string) => library.openRelated(slug!),
  closeFilters: (library: Library) => library.showFilters(false),
};

type Props = {
  action: keyof typeof actions;
  slug?: string;
  className: string;
  children: React.ReactNode;
};

/**
 * A button of the library's browser state (label and look from the server): `closeFilters`, or
 * `related` (with the guide's `slug`), which collapses the open guide and then opens and scrolls
 * to it. What changes the query is a link or a form (components/guides/guides-library.tsx).
 */
export function LibraryButton({ action, slug, className, children }: Props) {
  const library = useLibraryContext();
  return (
    <button type="button" onClick={() => actions[action](library, slug)} className={className}>
      {children}
    </button>
  );
}
