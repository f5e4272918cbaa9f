import { bidiText } from '@/components/ui/bidi-text';
import type { GuideSummary, LibraryCopy } from './types';

/**
 * A guide in a list (the library's button, the link without scripts, a search result): title,
 * brief, category, level and reading time.
 */
export function Summary({
  guide: g,
  copy,
}: {
  guide: GuideSummary;
  copy: Pick<LibraryCopy, 'tabs' | 'filters'>;
}) {
  return (
    <span>
      <span className="block text-lg font-semibold text-slate-900">{g.title}</span>
      <span className="mt-1 block text-sm font-normal text-slate-700">{bidiText(g.brief)}</span>
      <span className="mt-2 flex flex-wrap gap-2 text-xs font-semibold text-slate-700">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-900">
          {copy.tabs.items[g.category]}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5">
          {copy.filters.levels[g.level]}
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5">{g.readingTime}</span>
      </span>
    </span>
  );
}
