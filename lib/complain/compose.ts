/**
 * The server's side of the complaint form, shared by the page's action and the download route:
 * the post checked by the one schema in the page's language, the letter composed in the language
 * the visitor picked. Reads content; stores, logs and remembers nothing.
 */
import 'server-only';
import { getComplaintProblems, getPage } from '../content';
import { isLocale, type Locale } from '../i18n/format';
import { valuesFromForm } from './fields';
import { composeLetter } from './letter';
import { checkComplaint } from './schema';
import type { ComplaintState } from './state';

/** The page's language a post names (its hidden `locale`), English otherwise. */
export function postedLocale(form: FormData): Locale {
  const v = form.get('locale');
  return isLocale(v) ? v : 'en';
}

export function findProblem(slug: unknown, locale: Locale) {
  return getComplaintProblems(locale).find((p) => p.slug === slug);
}

/** A post's letter, or its values back with an error beside each field that needs one. */
export function letterFromPost(form: FormData): ComplaintState {
  const locale = postedLocale(form);
  const values = valuesFromForm(form);
  const problem = findProblem(form.get('problem'), locale);
  const page = getPage('complain', locale).blocks;
  if (!problem) return { values, errors: { problem: page.errors.choose }, letter: null };
  const checked = checkComplaint(
    values,
    problem,
    { errors: page.errors, labels: page.form.labels, letter: page.letter },
    locale,
  );
  if (!checked.ok) return { values, errors: checked.errors, letter: null };
  const letterLocale = checked.input.letterLocale;
  const inLetterLocale = findProblem(problem.slug, letterLocale) ?? problem;
  const letter = composeLetter(
    inLetterLocale,
    getPage('complain', letterLocale).blocks,
    checked.input,
    letterLocale,
  );
  return { values, errors: {}, letter };
}
