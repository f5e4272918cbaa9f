import { SectionInView, TocLink } from '@/components/ui/toc-spy';
import { uiConfig } from '@/lib/config/ui';

export type NavItem = { id: string; text: string };

/**
 * The sticky section navigation of a legal document, built from its headings and rendered on
 * the server. A small client leaf marks the active item: the last section whose top is at or
 * above the scroll position plus the offset (200 px).
 */
export function SectionNav({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <nav aria-labelledby="legal-nav-label" className="lg:sticky lg:top-24 lg:self-start">
      <p
        id="legal-nav-label"
        className="text-sm font-semibold uppercase tracking-wide text-slate-700"
      >
        {label}
      </p>
      <SectionInView ids={items.map((i) => i.id)} line={uiConfig.ui.legalScrollOffset}>
        <ol className="mt-3 space-y-1 border-s border-slate-200 lg:max-h-[calc(100vh-9rem)] lg:overflow-y-auto">
          {items.map((item) => (
            <li key={item.id}>
              <TocLink
                id={item.id}
                className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 pe-2 text-sm text-slate-700 hover:border-slate-400 hover:text-slate-900 aria-[current=location]:border-brand-700 aria-[current=location]:bg-brand-50 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800"
              >
                {item.text}
              </TocLink>
            </li>
          ))}
        </ol>
      </SectionInView>
    </nav>
  );
}
