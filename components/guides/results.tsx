'use client';

import { useEffect, useRef } from 'react';
import type { CategoryTab } from '@/lib/guides-search';
import { Chevron } from '../chevron';
import { StaticImage } from '../static-image';
import type { GuideSummary, LibraryCopy } from './types';
import { useLibraryContext } from './use-library';

type Props = {
  tab: CategoryTab;
  guides: GuideSummary[];
  panels: Record<string, React.ReactNode>;
  copy: LibraryCopy;
};

/** One tab's content: the featured guides (default view only), then the list or an empty state. */
export function Results({ tab, guides, panels, copy }: Props) {
  const library = useLibraryContext();
  const { results, loadingIndex } = library;
  let list: React.ReactNode;
  if (tab === 'insights' && results.length === 0)
    list = <EmptyState copy={copy.insights} onAction={() => library.setCategory('all')} />;
  else if (results.length === 0 && !loadingIndex)
    list = <EmptyState copy={copy.empty} onAction={library.reset} />;
  else
    list = (
      <section aria-labelledby="all-guides-heading">
        <h2 id="all-guides-heading" className="text-2xl font-bold text-slate-900">
          {copy.list.heading}
        </h2>
        <ul className="mt-5 space-y-3" aria-busy={loadingIndex}>
          {results.map((g) => (
            <GuideItem key={g.slug} guide={g} copy={copy}>
              {panels[g.slug]}
            </GuideItem>
          ))}
        </ul>
      </section>
    );
  return (
    <>
      {library.defaultView ? (
        <FeaturedGuides guides={guides.filter((g) => g.featured)} copy={copy} />
      ) : null}
      {list}
    </>
  );
}

function FeaturedGuides({ guides, copy }: { guides: GuideSummary[]; copy: LibraryCopy }) {
  const { openSlug, toggle } = useLibraryContext();
  return (
    <section aria-labelledby="featured-heading" className="mb-10">
      <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
        {copy.featured.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.featured.intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {guides.map((g) => (
          <li key={g.slug}>
            <button
              type="button"
              aria-expanded={openSlug === g.slug}
              aria-controls={`guide-${g.slug}`}
              onClick={() => toggle(g.slug, true)}
              className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm hover:border-brand-600"
            >
              <StaticImage {...g.cover} alt="" className="h-auto w-full" />
              <span className="flex flex-1 flex-col p-4">
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                  {copy.tabs.items[g.category]}
                </span>
                <span className="mt-1 font-semibold text-slate-900">{g.title}</span>
                <span className="mt-1 text-sm text-slate-700">{g.readingTime}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A guide in the list: a button that expands it in place (one at a time) over its server-rendered panel. */
function GuideItem({
  guide: g,
  copy,
  children,
}: {
  guide: GuideSummary;
  copy: LibraryCopy;
  children: React.ReactNode;
}) {
  const { openSlug, revealSlug, toggle, revealed } = useLibraryContext();
  const open = openSlug === g.slug;
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const reveal = open && revealSlug === g.slug;
  useEffect(() => {
    if (!reveal) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    item.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    button.current?.focus({ preventScroll: true });
    revealed();
  }, [reveal, revealed]);
  const panelId = `guide-${g.slug}-panel`;
  return (
    <li ref={item} id={`guide-${g.slug}`}>
      <article className="rounded-xl border border-slate-200 bg-white">
        <h3>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => toggle(g.slug)}
            className="flex w-full items-start justify-between gap-4 rounded-xl p-5 text-left hover:bg-slate-50"
          >
            <span>
              <span className="block text-lg font-semibold text-slate-900">{g.title}</span>
              <span className="mt-1 block text-sm font-normal text-slate-700">{g.brief}</span>
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
            <Chevron className={`mt-1 ${open ? 'rotate-180' : ''}`} />
          </button>
        </h3>
        {open ? (
          <div id={panelId} className="border-t border-slate-200 p-5">
            {children}
          </div>
        ) : null}
      </article>
    </li>
  );
}

function EmptyState({
  copy,
  onAction,
}: {
  copy: { heading: string; text: string; resetLabel: string };
  onAction: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <h2 className="text-xl font-bold text-slate-900">{copy.heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{copy.text}</p>
      <button type="button" onClick={onAction} className="btn-primary mt-5">
        {copy.resetLabel}
      </button>
    </div>
  );
}
