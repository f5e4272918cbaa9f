'use client';

import { useLibraryContext } from './library-state';

/** Collapses the open guide and, after a short delay, opens and scrolls to the related one. */
export function RelatedGuideButton({
  slug,
  children,
}: {
  slug: string;
  children: React.ReactNode;
}) {
  const { openRelated } = useLibraryContext();
  return (
    <button
      type="button"
      onClick={() => openRelated(slug)}
      className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {children}
    </button>
  );
}
