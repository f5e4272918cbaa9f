/**
 * Which revision of its English file each translation was made from: content/<locale>/translations.json
 * maps a path to the first 12 hex digits of the English file's SHA-256. A later English edit makes
 * the translation out of date (`npm run content:stale` lists it, its page says so) until it is
 * updated and marked again (`npm run content:stale -- --mark ar/guides/x.mdx`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/format';

export const TRANSLATIONS_FILE = 'translations.json';

/** The revision mark of an English file: the first 12 hex digits of its SHA-256. */
export function revisionOf(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12);
}

const revisionsSchema = z.record(z.string(), z.string().regex(/^[0-9a-f]{12}$/));

export function readRevisions(contentDir: string, locale: Locale): Record<string, string> {
  const file = path.join(contentDir, locale, TRANSLATIONS_FILE);
  if (!fs.existsSync(file)) return {};
  return revisionsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export function writeRevisions(
  contentDir: string,
  locale: Locale,
  revisions: Record<string, string>,
) {
  const sorted = Object.fromEntries(
    Object.entries(revisions).sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(
    path.join(contentDir, locale, TRANSLATIONS_FILE),
    `${JSON.stringify(sorted, null, 2)}\n`,
  );
}

/** The stale check of `npm run content:stale`: translations made from an earlier English revision. */
export function staleTranslations(
  contentDir: string,
): { check: string; file: string; reason: string }[] {
  const out: { check: string; file: string; reason: string }[] = [];
  const base = path.basename(contentDir);
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    for (const [rel, made] of Object.entries(readRevisions(contentDir, locale))) {
      const original = path.join(contentDir, rel);
      if (!fs.existsSync(original)) continue;
      if (made !== revisionOf(fs.readFileSync(original, 'utf8')))
        out.push({
          check: 'translation',
          file: `${base}/${locale}/${rel}`,
          reason: `translated from revision ${made} of ${base}/${rel}, which has changed since; update it, then npm run content:stale -- --mark ${locale}/${rel}`,
        });
    }
  }
  return out;
}

/** Records that translations (paths such as `ar/guides/x.mdx`) now match their English files. */
export function markTranslations(contentDir: string, marks: string[]): string[] {
  const done: string[] = [];
  for (const mark of marks) {
    const [locale, ...rest] = mark.replace(/^content\//, '').split('/');
    const rel = rest.join('/');
    if (!LOCALES.includes(locale as Locale) || locale === DEFAULT_LOCALE)
      throw new Error(`${mark}: name a translation, such as ar/guides/number-portability.mdx`);
    if (!fs.existsSync(path.join(contentDir, locale, rel)))
      throw new Error(`${mark}: no such translation`);
    const original = path.join(contentDir, rel);
    if (!fs.existsSync(original)) throw new Error(`${mark}: no English original at ${rel}`);
    const revisions = readRevisions(contentDir, locale as Locale);
    revisions[rel] = revisionOf(fs.readFileSync(original, 'utf8'));
    writeRevisions(contentDir, locale as Locale, revisions);
    done.push(`${locale}/${rel} → ${revisions[rel]}`);
  }
  return done;
}
