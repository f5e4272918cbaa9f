import { bidiText } from '@/components/ui/bidi-text';
import Link from '@/components/ui/link';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { readingTime, type Guide } from '@/lib/content';
import type { Locale } from '@/lib/i18n/format';

/** The guides a guide names as related, with their briefs and reading times (none: nothing). */
export function RelatedGuidesSection({
  heading,
  guides,
  locale,
}: {
  heading: string;
  guides: readonly Guide[];
  locale: Locale;
}) {
  if (!guides.length) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <HeadingIntro id="related-heading" block={{ heading }} look="block" />
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {guides.map((r) => (
          <li key={r.slug} className="rounded-xl border border-slate-200 p-5">
            <Link href={r.url} className="font-semibold text-brand-800 hover:underline">
              {r.title}
            </Link>
            <p className="mt-1 text-sm text-slate-700">{bidiText(r.brief)}</p>
            <p className="mt-2 text-xs font-semibold text-slate-600">{readingTime(r, locale)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
