import { formatDate } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/format';

export type SourceItem = { title: string; url: string; publisher: string; accessed: string };

/** The language a source is written in, from its title as published (Arabic letters or not). */
const sourceLanguage = (s: SourceItem) => (/\p{Script=Arabic}/u.test(s.title) ? 'ar' : 'en');

/**
 * A page's sources: each links to the source, with its publisher and the date we consulted it. A
 * source in the other language than the page's says so (`otherLanguage`: "(بالإنجليزية)" on an
 * Arabic page), and carries its language for screen readers and the link.
 */
export function SourcesList({
  locale,
  id,
  heading,
  accessedLabel,
  otherLanguage,
  sources,
  className = '',
}: {
  locale: Locale;
  id: string;
  heading: string;
  accessedLabel: string;
  otherLanguage: string;
  sources: readonly SourceItem[];
  className?: string;
}) {
  if (!sources.length) return null;
  const page = locale;
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 ps-5 text-sm text-slate-700">
        {sources.map((s) => {
          const lang = sourceLanguage(s);
          const foreign = lang !== page;
          return (
            <li key={s.url}>
              {/* Titles and publishers are quoted as published, in English: together one
                isolated run, so on an Arabic page the citation reads left to right on every
                line it wraps onto, and the Arabic around it keeps its own order. */}
              <bdi lang={foreign ? lang : undefined}>
                <a
                  href={s.url}
                  hrefLang={foreign ? lang : undefined}
                  rel="noopener noreferrer"
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {s.title}
                </a>
                , {s.publisher}
              </bdi>
              {foreign ? ` ${otherLanguage}` : null}. {accessedLabel}{' '}
              <time dateTime={s.accessed.slice(0, 10)}>{formatDate(s.accessed, locale)}</time>.
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** "Reviewed 23 November 2026" under an FAQ answer or a plan card. */
export function ReviewedNote({
  label,
  date,
  locale,
}: {
  label: string;
  date: string;
  locale: Locale;
}) {
  return (
    <p className="mt-3 text-xs text-slate-600">
      {label} <time dateTime={date.slice(0, 10)}>{formatDate(date, locale)}</time>
    </p>
  );
}
