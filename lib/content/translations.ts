/**
 * The translations' own checks (run by the content check, `npm run content`):
 * - every English document has its translation at the same path under content/ar/ (newsletter
 *   issues excepted: an issue is translated when there is time, and the Arabic archive lists only
 *   translated ones), and every translation has its English original;
 * - a translation agrees with its original on everything that is not prose
 *   (lib/content/translation.ts), and so do the two languages' JSON copy files;
 * - it records which revision of the English file it was made from (content/ar/translations.json:
 *   path → the first 12 hex digits of the English file's SHA-256), so a later English edit lists it
 *   as out of date (`npm run content:stale`) and its page says so until it is updated and marked
 *   again (`npm run content:stale -- --mark ar/guides/x.mdx`);
 * - no Arabic file uses a rendering the glossary (content/ar/glossary.json) says to avoid;
 * - no Latin run that would display in the wrong order is left where it cannot be isolated
 *   (lib/i18n/bidi/check.ts), and Arabic typography holds (lib/content/arabic-typography.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '../i18n/format';
import { compareBodies, compareValues } from './translation';
import { bodyBidiProblems, fieldBidiProblems } from '../i18n/bidi/check';
import { bodyTypographyProblems, fieldTypographyProblems } from './arabic-typography';
import { textDirection } from '../i18n/direction';
import { readRevisions, revisionOf, TRANSLATIONS_FILE } from './revisions';

/** A content file as contentlayer2 read it: its path under content/, raw frontmatter and MDX body. */
export type SourceDoc = { rel: string; data: Record<string, unknown>; body: string };

/** The documents contentlayer2 read, by path relative to content/ (`ar/guides/x.mdx`). */
export type DocsByPath = ReadonlyMap<string, Pick<SourceDoc, 'data' | 'body'>>;

export type TranslationProblem = { file: string; field: string; message: string };

/** Collections whose documents need not all be translated. */
export const OPTIONAL_TRANSLATION = new Set(['newsletter']);

/** The JSON copy files (not documents) each language has. */
export const JSON_COPY = ['forms/messages.json', 'forms/mail.json', 'errors/messages.json'];

/**
 * Parts of a JSON copy file that exist in English only: the operator's notice of a new message
 * (the operator reads English; lib/mail/copy.ts).
 */
export const ENGLISH_ONLY: Record<string, string[]> = {
  'forms/mail.json': ['contactNotification'],
};

const withoutEnglishOnly = (rel: string, value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => !ENGLISH_ONLY[rel]?.includes(k)));

export const GLOSSARY_FILE = 'glossary.json';

const glossarySchema = z
  .object({
    about: z.string(),
    terms: z.array(
      z
        .object({
          en: z.string().min(1),
          ar: z.string().min(1),
          note: z.string().optional(),
          avoid: z.array(z.string().min(1)),
          // Interface texts that name the thing: `pages/ui.mdx#blocks.routes.contact`.
          ui: z.array(z.string().regex(/^[\w./-]+#[\w.]+$/)).optional(),
        })
        .strict(),
    ),
  })
  .strict();

export type Glossary = z.infer<typeof glossarySchema>;

/** Every translatable file of a language: paths relative to that language's folder. */
function files(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory())
      return !prefix && LOCALES.includes(e.name as Locale)
        ? []
        : files(path.join(dir, e.name), rel);
    return /\.mdx$/.test(e.name) || JSON_COPY.includes(rel) ? [rel] : [];
  });
}

export type TranslationReport = {
  problems: TranslationProblem[];
  /** Translations whose English original changed since they were made: paths under content/<locale>/. */
  stale: { locale: Locale; path: string }[];
  /** Words of the translations, by kind (first folder): for the report. */
  words: Record<string, number>;
};

export function checkTranslations(
  contentDir: string,
  docs: DocsByPath,
  collectionOfPath: (rel: string) => string | undefined,
  /** Drafts (`guides/x.mdx`): their translation may be missing or behind (lib/content/drafts.ts). */
  isDraft: (rel: string) => boolean = () => false,
): TranslationReport {
  const problems: TranslationProblem[] = [];
  const stale: TranslationReport['stale'] = [];
  const words: Record<string, number> = {};
  const base = path.basename(contentDir);
  const english = files(contentDir).filter((f) => f !== 'README.md');
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const dir = path.join(contentDir, locale);
    const shown = (rel: string) => `${base}/${locale}/${rel}`;
    const translated = new Set(files(dir));
    const revisions = readRevisions(contentDir, locale);
    for (const rel of english) {
      if (isDraft(rel)) continue;
      const collection = collectionOfPath(rel);
      if (!translated.has(rel) && !OPTIONAL_TRANSLATION.has(collection ?? ''))
        problems.push({
          file: shown(rel),
          field: '(file)',
          message: `missing: the ${locale} translation of ${base}/${rel}`,
        });
    }
    for (const rel of translated) {
      if (isDraft(rel)) continue;
      const originalFile = path.join(contentDir, rel);
      if (!fs.existsSync(originalFile)) {
        problems.push({
          file: shown(rel),
          field: '(file)',
          message: `has no English original at ${base}/${rel}`,
        });
        continue;
      }
      const enText = fs.readFileSync(originalFile, 'utf8');
      const arText = fs.readFileSync(path.join(dir, rel), 'utf8');
      const pair = `(English: ${base}/${rel})`;
      let differences: string[];
      const display: string[] = [];
      try {
        const rtl = textDirection(locale) === 'rtl';
        if (rel.endsWith('.json')) {
          const ar = JSON.parse(arText);
          differences = compareValues(withoutEnglishOnly(rel, JSON.parse(enText)), ar);
          if (rtl) display.push(...fieldBidiProblems(ar), ...fieldTypographyProblems(ar));
        } else {
          const en = docs.get(rel);
          const ar = docs.get(`${locale}/${rel}`);
          if (!en || !ar) throw new Error('contentlayer2 could not read it');
          differences = [...compareValues(en.data, ar.data), ...compareBodies(en.body, ar.body)];
          // Latin runs the rendering cannot isolate (lib/i18n/bidi/check.ts).
          if (rtl)
            display.push(
              ...fieldBidiProblems(ar.data),
              ...bodyBidiProblems(ar.body),
              ...fieldTypographyProblems(ar.data),
              ...bodyTypographyProblems(ar.body),
            );
          const kind = rel.split('/')[0];
          words[kind] =
            (words[kind] ?? 0) + ar.body.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
        }
      } catch (err) {
        differences = [`(file): cannot be read: ${(err as Error).message.split('\n')[0]}`];
      }
      for (const d of differences) {
        const [field, ...message] = d.split(': ');
        problems.push({ file: shown(rel), field, message: `${message.join(': ')} ${pair}` });
      }
      for (const d of display) {
        const [field, ...message] = d.split(': ');
        problems.push({ file: shown(rel), field, message: message.join(': ') });
      }
      const made = revisions[rel];
      if (!made)
        problems.push({
          file: shown(rel),
          field: '(revision)',
          message: `record the English revision it translates: npm run content:stale -- --mark ${locale}/${rel}`,
        });
      else if (made !== revisionOf(enText)) stale.push({ locale, path: rel });
    }
    for (const rel of Object.keys(revisions))
      if (!translated.has(rel))
        problems.push({
          file: `${base}/${locale}/${TRANSLATIONS_FILE}`,
          field: rel,
          message: 'no such translation',
        });
    problems.push(
      ...glossaryProblems(
        contentDir,
        locale,
        [...translated].filter((rel) => !isDraft(rel)),
        docs,
      ),
    );
  }
  return { problems, stale, words };
}

/** Arabic files that use a rendering the glossary says to avoid. */
export function glossaryProblems(
  contentDir: string,
  locale: Locale,
  rels: string[],
  docs: DocsByPath,
): TranslationProblem[] {
  const file = path.join(contentDir, locale, GLOSSARY_FILE);
  if (!fs.existsSync(file)) return [];
  const base = path.basename(contentDir);
  const parsed = glossarySchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success)
    return parsed.error.issues.map((i) => ({
      file: `${base}/${locale}/${GLOSSARY_FILE}`,
      field: i.path.join('.'),
      message: i.message,
    }));
  const out: TranslationProblem[] = [];
  out.push(...interfaceNameProblems(contentDir, locale, parsed.data, docs));
  for (const rel of rels) {
    const text = fs.readFileSync(path.join(contentDir, locale, rel), 'utf8');
    for (const term of parsed.data.terms)
      for (const avoid of term.avoid)
        if (text.includes(avoid))
          out.push({
            file: `${base}/${locale}/${rel}`,
            field: '(glossary)',
            message: `uses "${avoid}": the glossary's term for ${term.en} is "${term.ar}"`,
          });
  }
  return out;
}

/**
 * The glossary's `ui` entries: each interface text that names a thing (a page, a form) must use
 * the glossary's term for it, so the menu, the page and the legal texts call it the same.
 */
function interfaceNameProblems(
  contentDir: string,
  locale: Locale,
  glossary: Glossary,
  docs: DocsByPath,
): TranslationProblem[] {
  const base = path.basename(contentDir);
  const out: TranslationProblem[] = [];
  for (const term of glossary.terms)
    for (const ref of term.ui ?? []) {
      const [rel, field] = ref.split('#');
      const file = path.join(contentDir, locale, rel);
      const shown = `${base}/${locale}/${rel}`;
      if (!fs.existsSync(file)) {
        out.push({
          file: `${base}/${locale}/${GLOSSARY_FILE}`,
          field: '(glossary)',
          message: `${ref}: no such file`,
        });
        continue;
      }
      const data: unknown = rel.endsWith('.json')
        ? JSON.parse(fs.readFileSync(file, 'utf8'))
        : docs.get(`${locale}/${rel}`)?.data;
      const value = field
        .split('.')
        .reduce<unknown>(
          (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
          data,
        );
      if (typeof value !== 'string')
        out.push({
          file: `${base}/${locale}/${GLOSSARY_FILE}`,
          field: '(glossary)',
          message: `${ref}: no such text`,
        });
      else if (!value.includes(term.ar))
        out.push({
          file: shown,
          field,
          message: `names ${term.en} "${value}": the glossary's term is "${term.ar}"`,
        });
    }
  return out;
}
