import { uiConfig } from '@/lib/config/ui';
import { SectionInView, TocLink } from './toc-spy';

export type TocItem = { id: string; text: React.ReactNode; depth?: number };

const CURRENT =
  'aria-[current=location]:border-brand-700 aria-[current=location]:font-semibold aria-[current=location]:text-brand-800';

/**
 * The two tables of contents: a legal document's (its h2 sections, under a plain label) and a
 * guide's (h2 and indented h3, under an h2). `line` is where a section counts as in view.
 */
const looks = {
  legal: {
    id: 'legal-nav-label',
    Heading: 'p',
    line: uiConfig.ui.legalScrollOffset,
    nav: 'lg:sticky lg:top-24 lg:self-start',
    head: 'text-sm font-semibold uppercase tracking-wide text-slate-700',
    list: 'mt-3 space-y-1 border-s border-slate-200 lg:max-h-[calc(100vh-9rem)] lg:overflow-y-auto',
    link: () =>
      `-ms-px block border-s-2 border-transparent py-1.5 ps-4 pe-2 text-sm text-slate-700 hover:border-slate-400 hover:text-slate-900 ${CURRENT} aria-[current=location]:bg-brand-50`,
  },
  guide: {
    id: 'guide-toc-heading',
    Heading: 'h2',
    line: uiConfig.ui.guideTocActiveLine,
    nav: 'lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto',
    head: 'text-sm font-bold uppercase tracking-wide text-slate-700',
    list: 'mt-3 space-y-1 border-s border-slate-200 text-sm',
    link: (item: TocItem) =>
      `-ms-px block border-s-2 border-transparent py-1 text-slate-700 hover:text-slate-900 ${CURRENT} ${item.depth === 3 ? 'ps-6' : 'ps-3'}`,
  },
} as const;

/**
 * A sticky table of contents rendered on the server: a link a section, in order. A small client
 * leaf (toc-spy.tsx) marks the section in view as the current location: the last one whose top
 * has passed the look's `line` (just under the sticky header).
 */
export function SectionToc({
  look,
  heading,
  items,
}: {
  look: keyof typeof looks;
  heading: string;
  items: readonly TocItem[];
}) {
  const { id, Heading, line, ...classes } = looks[look];
  return (
    <nav aria-labelledby={id} className={classes.nav}>
      <Heading id={id} className={classes.head}>
        {heading}
      </Heading>
      <SectionInView ids={items.map((i) => i.id)} line={line}>
        <ol className={classes.list}>
          {items.map((item) => (
            <li key={item.id}>
              <TocLink id={item.id} className={classes.link(item)}>
                {item.text}
              </TocLink>
            </li>
          ))}
        </ol>
      </SectionInView>
    </nav>
  );
}
