import Link from '@/components/ui/link';
import type { ComplaintProblem } from '@/lib/content';
import type { ComplainBlocks } from '@/lib/content/schemas/pages/complain';
import { formatDate, type Locale } from '@/lib/i18n/format';
import { localePath } from '@/lib/i18n/paths';
import { DraftBanner, DraftLabel } from '@/components/content/draft-banner';
import { MdxContent } from '@/components/content/mdx-content';
import { HeadedSection } from '@/components/ui/headed-section';

/**
 * Step 1: the problems, a GET form (the chosen problem's slug is the only thing a URL of this
 * page ever holds: /complain?problem=<slug>, which the guides link to).
 */
export function ProblemPicker({
  problems,
  copy,
  locale,
}: {
  problems: ComplaintProblem[];
  copy: ComplainBlocks['picker'];
  locale: Locale;
}) {
  return (
    <HeadedSection
      id="complain-picker-heading"
      heading={copy.heading}
      look="step"
      className="space-y-4"
    >
      <form method="get" action={localePath('/complain', locale)} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="font-medium text-slate-800">{copy.legend}</legend>
          {problems.map((p, i) => (
            <div key={p.slug} className="flex gap-3 rounded-lg border border-slate-300 p-3">
              <input
                type="radio"
                id={`problem-${p.slug}`}
                name="problem"
                value={p.slug}
                required
                defaultChecked={i === 0}
                aria-describedby={`problem-${p.slug}-summary`}
                className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
              />
              <div>
                <label htmlFor={`problem-${p.slug}`} className="font-semibold text-slate-900">
                  <DraftLabel draft={p.draft === true} locale={locale} />
                  {p.title}
                </label>
                <p id={`problem-${p.slug}-summary`} className="text-sm text-slate-700">
                  {p.summary}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="btn-primary">
          {copy.submit}
        </button>
      </form>
    </HeadedSection>
  );
}

/** The comma between a source's title and publisher, as the page's language writes it. */
const sourceSeparator = (locale: Locale) => (locale === 'ar' ? '، ' : ', ');

/**
 * The chosen problem: its rule, explanation, sources with their dates, and its guide; a draft's
 * banner above it where drafts are shown (`npm run dev`, a preview build; never production).
 */
export function ChosenProblem({
  problem,
  copy,
  locale,
}: {
  problem: ComplaintProblem;
  copy: ComplainBlocks['picker'];
  locale: Locale;
}) {
  return (
    <>
      <DraftBanner draft={problem.draft === true} locale={locale} />
      <HeadedSection
        id="complain-chosen-heading"
        heading={`${copy.chosen} ${problem.title}`}
        className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-5"
        testId="complain-chosen"
      >
        <p className="text-slate-800">{problem.rule}</p>
        <div className="prose max-w-none text-slate-800">
          <MdxContent locale={locale} code={problem.body.code} />
        </div>
        <p className="text-sm text-slate-700">{copy.sourcesLabel}</p>
        <ul className="list-disc space-y-1 ps-6 text-sm text-slate-700">
          {problem.sources.map((s) => (
            <li key={s.url}>
              <a href={s.url} rel="noopener noreferrer" className="underline">
                <bdi>{s.title}</bdi>
              </a>
              {s.published ? (
                <>
                  {sourceSeparator(locale)}
                  {copy.publishedLabel}{' '}
                  <time dateTime={s.published}>
                    <bdi>{formatDate(s.published, locale)}</bdi>
                  </time>
                </>
              ) : null}
              {sourceSeparator(locale)}
              <bdi>{s.publisher}</bdi> ({copy.accessedLabel}{' '}
              <bdi>{formatDate(s.accessed, locale)}</bdi>)
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link
            href={localePath(problem.guide, locale)}
            className="font-medium text-brand-800 underline"
          >
            {copy.guideLink}
          </Link>
          {problem.remind ? (
            <Link
              href={localePath('/remind', locale)}
              className="font-medium text-brand-800 underline"
            >
              {problem.remind}
            </Link>
          ) : null}
          <Link
            href={localePath('/complain', locale)}
            className="font-medium text-brand-800 underline"
          >
            {copy.change}
          </Link>
        </p>
      </HeadedSection>
    </>
  );
}
