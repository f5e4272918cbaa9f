import Link from '@/components/ui/link';
import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/format';
import { HeadingIntro } from '../ui/heading-intro';

export type Correction = {
  slug: string;
  date: string;
  page: string;
  title: string;
  summary: React.ReactNode;
};

/** The corrections log: date, page and what changed, newest first. */
export function CorrectionsLog({
  locale,
  copy,
  corrections,
}: {
  locale: Locale;
  copy: {
    heading: string;
    intro: string;
    dateLabel: string;
    pageLabel: string;
    changeLabel: string;
    empty: string;
  };
  corrections: readonly Correction[];
}) {
  return (
    <section aria-labelledby="corrections-heading" className="mt-12">
      <HeadingIntro id="corrections-heading" block={copy} look="block" />
      {corrections.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-slate-300 text-slate-900">
              <tr>
                <th scope="col" className="py-2 pe-4">
                  {copy.dateLabel}
                </th>
                <th scope="col" className="py-2 pe-4">
                  {copy.pageLabel}
                </th>
                <th scope="col" className="py-2">
                  {copy.changeLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top text-slate-700">
              {corrections.map((c) => (
                <tr key={c.slug}>
                  <td className="whitespace-nowrap py-3 pe-4">
                    <time dateTime={c.date.slice(0, 10)}>{formatDate(c.date, locale)}</time>
                  </td>
                  <td className="py-3 pe-4">
                    <Link
                      href={c.page}
                      className="font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      {c.title}
                    </Link>
                  </td>
                  <td className="py-3">{c.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-6 text-slate-700">{copy.empty}</p>
      )}
    </section>
  );
}
