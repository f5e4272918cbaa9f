import { bidiText } from '@/components/ui/bidi-text';
import type { TocEntry } from '@/lib/mdx/headings';
import { uiConfig } from '@/lib/config/ui';
import { SectionInView, TocLink } from '@/components/ui/toc-spy';

/**
 * The guide's sticky table of contents. The section in view is highlighted (aria-current): the
 * last heading whose top has passed the line just under the sticky header.
 */
export function GuideToc({ heading, entries }: { heading: string; entries: TocEntry[] }) {
  return (
    <nav
      aria-labelledby="guide-toc-heading"
      className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <h2
        id="guide-toc-heading"
        className="text-sm font-bold uppercase tracking-wide text-slate-700"
      >
        {heading}
      </h2>
      <SectionInView ids={entries.map((e) => e.id)} line={uiConfig.ui.guideTocActiveLine}>
        <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm">
          {entries.map((e) => (
            <li key={e.id}>
              <TocLink
                id={e.id}
                className={`-ms-px block border-s-2 border-transparent py-1 text-slate-700 hover:text-slate-900 aria-[current=location]:border-brand-700 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800 ${e.depth === 3 ? 'ps-6' : 'ps-3'}`}
              >
                {bidiText(e.text)}
              </TocLink>
            </li>
          ))}
        </ol>
      </SectionInView>
    </nav>
  );
}
