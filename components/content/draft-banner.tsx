import { getUiCopy } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

/**
 * On a draft's page (`draft: true`; only `npm run dev` and a preview build show drafts,
 * lib/content/drafts.ts): a banner saying it is not published. A note with a visible label, so a
 * screen reader announces it as the page's first content.
 */
export function DraftBanner({ draft, locale }: { draft: boolean; locale: Locale }) {
  if (!draft) return null;
  const copy = getUiCopy(locale).draft;
  return (
    <div
      role="note"
      data-draft-banner
      className="border-y-2 border-amber-700 bg-amber-50 text-amber-950"
    >
      <p className="container-page py-3 text-sm">
        <DraftLabel draft locale={locale} />
        {copy.text}
      </p>
    </div>
  );
}

/**
 * The banner's label alone, for a draft in a list that shows drafts (the /complain picker):
 * part of the item's name, so a screen reader says it with the title.
 */
export function DraftLabel({ draft, locale }: { draft: boolean; locale: Locale }) {
  if (!draft) return null;
  return (
    <strong
      data-draft-label
      className="me-2 inline-block rounded bg-amber-800 px-2 py-0.5 text-sm font-bold uppercase tracking-wide text-white"
    >
      {getUiCopy(locale).draft.label}
    </strong>
  );
}
