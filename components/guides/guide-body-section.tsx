import { bidiText } from '@/components/ui/bidi-text';
import { MdxContent } from '../content/mdx-content';
import { SourcesList } from '../content/sources-list';
import { StaticImage } from '../ui/static-image';
import { getUiCopy, type Guide } from '@/lib/content';
import type { GuidesBlocks } from '@/lib/content/schemas';
import type { Locale } from '@/lib/i18n/format';

/** A guide's text: its first picture, key points, the article, its second picture and sources. */
export function GuideBodySection({
  guide,
  copy,
  locale,
}: {
  guide: Guide;
  copy: GuidesBlocks['guidePage'];
  locale: Locale;
}) {
  const labels = getUiCopy(locale).content;
  const [first, second] = guide.images;
  return (
    <>
      <StaticImage
        {...first}
        priority
        className="h-auto w-full rounded-xl border border-slate-200"
      />
      <section
        aria-labelledby="key-points-heading"
        className="mt-8 rounded-xl border-s-4 border-brand-600 bg-brand-50 p-6"
      >
        <h2 id="key-points-heading" className="text-xl font-bold text-slate-900">
          {copy.keyPointsHeading}
        </h2>
        <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
          {guide.keyPoints.map((p) => (
            <li key={p}>{bidiText(p)}</li>
          ))}
        </ul>
      </section>

      <article className="prose prose-slate mt-8 max-w-none">
        <MdxContent locale={locale} code={guide.body.code} />
      </article>

      <StaticImage {...second} className="mt-8 h-auto w-full rounded-xl border border-slate-200" />

      <SourcesList
        locale={locale}
        id="sources-heading"
        heading={labels.sourcesHeading}
        accessedLabel={labels.accessedLabel}
        otherLanguage={labels.otherLanguage}
        sources={guide.sources}
        className="mt-12"
      />
    </>
  );
}
