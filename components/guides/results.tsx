'use client';

import { useEffect, useRef } from 'react';
import { localePath } from '@/lib/i18n/paths';
import { guidePath } from '@/lib/navigation/routes';
import Link from '../ui/link';
import { useLocale } from '../ui/locale-context';
import { ExpandedGuide } from './expanded-guide';
import { useLibraryContext } from './library-state';

/**
 * A featured guide's card: opens (or closes) the guide in the list and scrolls to it. Where
 * scripts do not run, it is a link to the guide's page instead (`noscript:`).
 */
export function FeaturedCard({ slug, children }: { slug: string; children: React.ReactNode }) {
  const { openSlug, toggle, wantPanels } = useLibraryContext();
  return (
    <>
      <button
        type="button"
        aria-expanded={openSlug === slug}
        aria-controls={`guide-${slug}`}
        onClick={() => toggle(slug, true)}
        onPointerEnter={wantPanels}
        onFocus={wantPanels}
        className="flex h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-start shadow-sm hover:border-brand-600 noscript:hidden"
      >
        {children}
      </button>
      <GuidePageLink
        slug={slug}
        className="hidden h-full w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600 noscript:flex"
      >
        {children}
      </GuidePageLink>
    </>
  );
}

/** The guide's page, for where scripts do not run: a plain link, as nothing there routes it. */
function GuidePageLink({ slug, className, children }: ItemProps & { className: string }) {
  return (
    <a href={localePath(guidePath(slug), useLocale())} className={className}>
      {children}
    </a>
  );
}

type ItemProps = { slug: string; children: React.ReactNode };

/**
 * A guide in the list: a button (its summary, server-rendered, as `children`) that expands it in
 * place (one at a time) over its panel, drawn from the panels file once it has loaded. Where
 * scripts do not run, the summary is a link to the guide's page instead (`noscript:`).
 */
export function GuideItem({ slug, children }: ItemProps) {
  const { openSlug, revealSlug, toggle, revealed, panels, panelsFailed, panelCopy, wantPanels } =
    useLibraryContext();
  const open = openSlug === slug;
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const reveal = open && revealSlug === slug;
  useEffect(() => {
    if (!reveal) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    item.current?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    button.current?.focus({ preventScroll: true });
    revealed();
  }, [reveal, revealed]);
  const panelId = `guide-${slug}-panel`;
  return (
    <li ref={item} id={`guide-${slug}`}>
      <article className="rounded-xl border border-slate-200 bg-white">
        <h3>
          <button
            ref={button}
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => toggle(slug)}
            onPointerEnter={wantPanels}
            onFocus={wantPanels}
            className="disclosure-chevron flex w-full items-start justify-between gap-4 rounded-xl p-5 text-start after:mt-1 hover:bg-slate-50 noscript:hidden"
          >
            {children}
          </button>
          <GuidePageLink
            slug={slug}
            className="hidden w-full rounded-xl p-5 hover:bg-slate-50 noscript:block"
          >
            {children}
          </GuidePageLink>
        </h3>
        {open ? (
          <div
            id={panelId}
            aria-busy={!panels && !panelsFailed}
            className="border-t border-slate-200 p-5"
          >
            {panels?.[slug] ? (
              <ExpandedGuide slug={slug} guide={panels[slug]} copy={panelCopy} />
            ) : panelsFailed ? (
              <Link href={guidePath(slug)} className="btn-primary">
                {panelCopy.fullArticleLabel}
              </Link>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
