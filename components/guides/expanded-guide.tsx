import { bidiText } from '@/components/ui/bidi-text';
import Link from '@/components/ui/link';
import type { GuidePanel } from '@/lib/guides/panels';
import { LinkList } from '../ui/link-list';
import { StaticImage } from '../ui/static-image';
import { LibraryButton } from './library-button';
import type { PanelCopy } from './library-state';

type Props = { slug: string; guide: GuidePanel; copy: PanelCopy };

/**
 * A guide expanded in the library: contents, key points, images, related guides, the full
 * article. Drawn in the browser from the panels file (lib/guides/panels.ts) when it is opened.
 */
export function ExpandedGuide({ slug: id, guide, copy }: Props) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
      <nav aria-labelledby={`${id}-toc`}>
        <h4 id={`${id}-toc`} className="font-semibold text-slate-900">
          {copy.tocHeading}
        </h4>
        <LinkList
          as="ol"
          links={guide.toc.map((entry) => ({
            href: `${guide.url}#${entry.id}`,
            label: entry.text,
            itemClassName: entry.depth === 3 ? 'ps-4' : undefined,
          }))}
          className="mt-2 space-y-1 text-sm"
          linkClassName="inline-block py-0.5 text-brand-800 hover:underline"
        />
      </nav>
      <div>
        <h4 className="font-semibold text-slate-900">{copy.keyPointsHeading}</h4>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-slate-700">
          {guide.keyPoints.map((p) => (
            <li key={p}>{bidiText(p)}</li>
          ))}
        </ul>
        <h4 className="sr-only">{copy.imagesHeading}</h4>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {guide.images.map((img) => (
            <StaticImage
              key={img.src}
              {...img}
              className="h-auto w-full rounded-lg border border-slate-200"
            />
          ))}
        </div>
        {guide.related.length ? (
          <>
            <h4 className="mt-5 font-semibold text-slate-900">{copy.relatedHeading}</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {guide.related.map((r) => (
                <li key={r.slug}>
                  <LibraryButton
                    action="related"
                    slug={r.slug}
                    className="rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {r.title}
                  </LibraryButton>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <Link
          href={guide.url}
          className="btn-primary mt-6"
          aria-label={`${copy.fullArticleLabel}: ${guide.title}`}
        >
          {copy.fullArticleLabel}
        </Link>
      </div>
    </div>
  );
}
